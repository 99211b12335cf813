// spec surrounding-areas §2: a global notice (header and body); the test environment's banner
// is test-banner.tsx.
import { Alert, AlertDescription, AlertTitle } from "@shop/ui/alert";
import { useShopSettings } from "../../features/shop/shop-context";

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
