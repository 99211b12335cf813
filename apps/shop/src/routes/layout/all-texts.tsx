// The pages that use the late German tables (i18n/catalogue.ts: the cart, the checkout, the
// plain pages) show a spinner until those are there, and the error page if they cannot load.
import { Spinner } from "@shop/ui/spinner";
import type { ReactNode } from "react";
import { useAllTexts } from "../../i18n/i18n-provider";
import { useT } from "../../i18n/use-t";
import { ErrorPage } from "../errors/error-page";

export function AllTexts({ children }: { children: ReactNode }) {
  const t = useT();
  const texts = useAllTexts();
  if (texts === "failed") return <ErrorPage error={new Error("message tables failed to load")} />;
  if (texts === "loading") {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label={t("app.loading")} />
      </div>
    );
  }
  return children;
}
