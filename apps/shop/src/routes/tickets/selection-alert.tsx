// spec selling-core §5, §8: selection errors show an alert and focus moves to it, on every
// attempt (the problem's seq changes each time); so does the note that a line was filled to
// its ticket's maximum rather than to all that was asked. The answers of a call that went wrong
// (failed, available, capped) are in the cart's late table, as the refusals are: they show
// only after the visitor asked the server, long after that table arrived (i18n/catalogue.ts).
import { Alert, AlertDescription } from "@shop/ui/alert";
import { Link as UiLink } from "@shop/ui/link";
import { Link } from "react-router";
import type { SelectionProblem } from "../../features/cart/use-add-selection";
import { useT } from "../../i18n/use-t";
import { refusalMessage } from "../../lib/refusal-text";

export function SelectionAlert({ problem }: { problem: SelectionProblem | null }) {
  const t = useT();
  if (!problem) return null;
  let text: string;
  switch (problem.error) {
    case "noSelection":
      text = t("tickets.error.noSelection");
      break;
    case "empty":
      text = t("tickets.error.empty");
      break;
    case "noneAvailable":
      text = t("tickets.error.noneAvailable");
      break;
    case "available":
    case "refused": {
      // spec selling-core §5, §8: too few places left (the core's check before the call, or the
      // server's sold_out), the wait of a rate limit, the cap on places held at once
      const refusal =
        problem.error === "available" ? { code: "sold_out" as const } : problem.refusal;
      const title = problem.ticketTitle === undefined ? undefined : { title: problem.ticketTitle };
      const message = refusal && refusalMessage(refusal, "tickets", title);
      text = message ? t(message.key, message.values) : t("tickets.error.failed");
      break;
    }
    case "failed":
      text = t("tickets.error.failed");
      break;
    case "capped":
      // spec selling-core §5: the lines hold their maximum; the visitor goes on from here
      return (
        <Alert focusOn={problem.seq} variant="warning" data-error="capped">
          {(problem.capped ?? []).map((line) => (
            <AlertDescription key={line.title}>
              {t("tickets.error.capped", { title: line.title, max: line.max })}
            </AlertDescription>
          ))}
          <UiLink asChild variant="standalone">
            <Link to="/cart">{t("tickets.error.cappedToCart")}</Link>
          </UiLink>
        </Alert>
      );
    default:
      text = problem.error satisfies never;
  }
  return (
    <Alert
      focusOn={problem.seq}
      variant="destructive"
      data-error={problem.refusal?.code ?? problem.error}
    >
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}
