// The cart and checkout pages use the late German tables (i18n/catalogue.ts): they show a
// spinner until those are there, and the error page if they cannot be loaded.
import { Spinner } from "@shop/ui/spinner";
import type { ComponentType } from "react";
import { useAllTexts } from "../../i18n/i18n-provider";
import { useT } from "../../i18n/use-t";
import { ErrorPage } from "../errors/error-page";

export function AllTexts({ page: Page }: { page: ComponentType }) {
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
  return <Page />;
}
