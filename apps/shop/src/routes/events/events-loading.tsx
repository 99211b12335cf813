import { Spinner } from "@shop/ui/spinner";
import { useEventT } from "../../features/events/event-texts";

/** What an event page shows while its data loads. */
export function EventsLoading() {
  const t = useEventT();
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" label={t("app.loading")} />
    </div>
  );
}
