// spec surrounding-areas §5 "Merchandise quantity above 0", §8: what a failed add-to-cart of an
// article says, in the alert above its form that takes the focus on each attempt (@shop/ui
// Alert focusOn). The server's refusals are worded for the article's pieces
// (lib/refusal-text.ts, area "merchandise").
import { Alert, AlertDescription } from "@shop/ui/alert";
import { useMerchandiseT } from "../../features/merchandise/merchandise-texts";
import type { MerchandiseAddProblem } from "../../features/merchandise/use-add-merchandise";
import { refusalMessage } from "../../lib/refusal-text";

/** Why the last attempt failed. */
export type MerchandiseFormProblem =
  /** No piece chosen (spec §5: "a selection error"). */
  | { kind: "none" }
  /** More pieces than one add may take now. */
  | { kind: "tooMany"; max: number }
  | MerchandiseAddProblem;

/** What a failed add says: at the field for the selection's errors, and in the alert. */
export function useMerchandiseProblemText(): (problem: MerchandiseFormProblem) => string {
  const t = useMerchandiseT();
  return (problem) => {
    switch (problem.kind) {
      case "none":
        return t("merchandise.detail.none");
      case "tooMany":
        return t("merchandise.detail.tooMany", { max: problem.max });
      case "refused": {
        const message = refusalMessage(problem.refusal, "merchandise");
        return t(message.key, message.values);
      }
      case "failed":
        return t("merchandise.detail.failed");
      default:
        return problem satisfies never;
    }
  };
}

export function MerchandiseAlert({
  problem,
  attempt,
}: {
  problem: MerchandiseFormProblem;
  /** Failed attempts so far: each one moves the focus here. */
  attempt: number;
}) {
  const textOf = useMerchandiseProblemText();
  return (
    <Alert focusOn={attempt} variant="destructive" data-error={`merchandise-${problem.kind}`}>
      <AlertDescription>{textOf(problem)}</AlertDescription>
    </Alert>
  );
}
