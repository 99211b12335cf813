import { Spinner } from "@shop/ui/spinner";
import { useT } from "../../i18n/use-t";

/** Shown while the shop starts (GET /shop) and while it turns to another page. */
export function LoadingScreen() {
  const t = useT();
  return (
    <div className="flex min-h-dvh items-center justify-center p-8">
      <Spinner size="lg" label={t("app.loading")} />
    </div>
  );
}
