// spec surrounding-areas §2: in test environments, a dismissable warning banner. Loaded only
// where the setting shows it (shop-shell.tsx): a venue's shop does not carry it.
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
          // Hovered, the banner's two colours swap: the pair the theme checks at 4.5:1 (contrast.ts
          // "text on warning"); a lightened fill on warning fell to 3.54:1 (issue 27 item 10).
          className="text-warning-foreground hover:bg-warning-foreground hover:text-warning"
          onClick={() => setDismissed(true)}
        >
          {t("testBanner.dismiss")}
        </Button>
      </div>
    </aside>
  );
}
