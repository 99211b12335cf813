// spec selling-core §2 shop.types: when the flow moves away from the chosen day (its entry has
// passed, it is closed or full) or from a start time that has passed, the step it lands on says
// so and names where it went. One notice for the types and the time step.
import { Alert, AlertDescription } from "@shop/ui/alert";
import { useLocation } from "react-router";
import { useAllTexts } from "../../i18n/i18n-provider";
import { useT } from "../../i18n/use-t";
import { useFormatDay } from "./visit-moment";

/** The navigation state of a move: the day left and, for a passed slot, its start time. */
export interface MovedState {
  movedFrom: string;
  passedTime?: string | undefined;
}

export function MovedNotice({ to }: { to: string }) {
  const t = useT();
  const formatDay = useFormatDay();
  const state = useLocation().state as Partial<MovedState> | null;
  // Its text is in a late table (the plain pages', i18n/catalogue.ts): it is shown only after a
  // move, and the first route carries no text it rarely shows. A status, it is announced when
  // it appears, a moment after the step.
  const texts = useAllTexts();
  if (!state?.movedFrom || texts !== "loaded") return null;
  return (
    <Alert role="status" variant="info">
      <AlertDescription>
        {t("tickets.types.moved", {
          from: formatDay(state.movedFrom),
          to: formatDay(to),
          time: state.passedTime ?? "none",
          sameDay: state.movedFrom === to ? "yes" : "no",
        })}
      </AlertDescription>
    </Alert>
  );
}
