import { Spinner } from "@shop/ui/spinner";
import { useVenueT } from "../../features/venue/venue-texts";

/** What a venue page shows while its data loads. */
export function VenueLoading() {
  const t = useVenueT();
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" label={t("app.loading")} />
    </div>
  );
}
