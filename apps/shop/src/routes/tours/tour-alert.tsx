// spec surrounding-areas §5 "Tour", §8: what a failed add-to-cart of a tour says, in the alert
// above its form that takes the focus on each attempt (@shop/ui Alert focusOn). Not the field
// kit's FormAlert: a tour's refusals are worded for its start time (lib/refusal-text.ts, area
// "tour"), which that alert does not name.
import { Alert, AlertDescription } from "@shop/ui/alert";
import { useTourT } from "../../features/tours/tour-texts";
import type { TourAddProblem } from "../../features/tours/use-add-tour";
import { refusalMessage } from "../../lib/refusal-text";

/** Why the last attempt failed. */
export type TourFormProblem =
  /** No participant chosen (spec §5: "a selection error"). */
  | { kind: "none" }
  /** A required select left empty (its field says which), and maybe no participant either. */
  | { kind: "invalid"; none: boolean }
  /** Fewer participants than the start time's minimum. */
  | { kind: "min"; min: number }
  | TourAddProblem;

export function TourAlert({
  problem,
  attempt,
}: {
  problem: TourFormProblem;
  /** Failed attempts so far: each one moves the focus here. */
  attempt: number;
}) {
  const t = useTourT();
  const text = (() => {
    switch (problem.kind) {
      case "none":
        return t("tours.booking.none");
      case "invalid":
        return problem.none
          ? `${t("tours.booking.invalid")} ${t("tours.booking.none")}`
          : t("tours.booking.invalid");
      case "min":
        return t("tours.booking.minParticipants", { min: problem.min });
      case "refused": {
        // the answer names what may still be booked (the places left, the tour's most)
        const message = refusalMessage(problem.refusal, "tour");
        return t(message.key, message.values);
      }
      case "failed":
        return t("tours.booking.failed");
      default:
        return problem satisfies never;
    }
  })();
  return (
    <Alert focusOn={attempt} variant="destructive" data-error={`tour-${problem.kind}`}>
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}
