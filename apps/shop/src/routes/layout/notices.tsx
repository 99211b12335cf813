// spec surrounding-areas §2: a global notice (header and body) and, in test environments, a
// dismissable warning banner.
import { Alert, AlertDescription, AlertTitle } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { useId, useState } from "react";
import { useShopSettings } from "../../features/shop/shop-context";
import { useT } from "../../i18n/use-t";

export function TestEnvironmentBanner() {
  const t = useT();
  const { testEnvironmentBanner } = useShopSettings();
  const [dismissed, setDismissed] = useState(false);
  const textId = useId();
  if (!testEnvironmentBanner || dismissed) return null;
  return (
    // A complementary landmark named by its text: all content of a page is in landmarks.
    <aside aria-labelledby={textId} className="bg-warning text-warning-foreground">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 text-sm">
        <p id={textId} className="flex-1">
          {t("testBanner.text")}
        </p>
        <Button
          size="sm"
          variant="ghost"
          className="text-warning-foreground hover:bg-background/20 hover:text-warning-foreground"
          onClick={() => setDismissed(true)}
        >
          {t("testBanner.dismiss")}
        </Button>
      </div>
    </aside>
  );
}

export function GlobalNotice() {
  const { globalNotice } = useShopSettings();
  if (!globalNotice) return null;
  return (
    <Alert variant="info" role="note" className="mb-6">
      <AlertTitle>{globalNotice.header}</AlertTitle>
      <AlertDescription>{globalNotice.body}</AlertDescription>
    </Alert>
  );
}
