// spec surrounding-areas §2 "token-not-found page", the issue 27: a mailed link whose token
// names nothing (cut short on its way, used, expired) says so in the refusal table's words —
// incomplete or no longer valid, copy the whole link or ask for a new one — never "try again
// later". The page that shows it gives the way on beside it.
import { Alert } from "@shop/ui/alert";
import { useT } from "../../i18n/use-t";
import { REFUSAL_TEXT } from "../../lib/refusal-text";
import { AllTexts } from "../layout/all-texts";

export function LinkNotFoundAlert() {
  const t = useT();
  // The refusals live in the late tables; a page opened from a mail may not have them yet.
  return (
    <AllTexts>
      <Alert variant="destructive">{t(REFUSAL_TEXT.token_not_found)}</Alert>
    </AllTexts>
  );
}
