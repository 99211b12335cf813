// spec selling-core §5, §8: selection errors show an alert and focus moves to it, on every
// attempt (the problem's seq changes each time).
import { Alert, AlertDescription } from "@shop/ui/alert";
import { useEffect, useRef } from "react";
import type { SelectionProblem } from "../../features/tickets/use-add-selection";
import { useT } from "../../i18n/use-t";
import { refusalMessage } from "../../lib/refusal-text";

export function SelectionAlert({ problem }: { problem: SelectionProblem | null }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const seq = problem?.seq;
  useEffect(() => {
    if (seq !== undefined) ref.current?.focus();
  }, [seq]);
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
      text = problem.ticketTitle
        ? t("tickets.error.availableTicket", {
            title: problem.ticketTitle,
            count: problem.available ?? 0,
          })
        : t("tickets.error.available", { count: problem.available ?? 0 });
      break;
    case "refused": {
      // spec selling-core §8: the wait of a rate limit, the cap on places held at once
      const message = problem.refusal && refusalMessage(problem.refusal);
      text = message ? t(message.key, message.values) : t("tickets.error.failed");
      break;
    }
    case "failed":
      text = t("tickets.error.failed");
      break;
    default:
      text = problem.error satisfies never;
  }
  return (
    <Alert ref={ref} variant="destructive" data-error={problem.refusal?.code ?? problem.error}>
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}
