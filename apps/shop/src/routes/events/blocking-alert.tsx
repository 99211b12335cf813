// The refusal of a blocking as the visitor reads it, where they acted (../../lib/
// refusal-text.ts blockingProblemOf): a refusal in the refusal table's words for a seat or for places (a
// taken seat, too few places, the per-registration maximum: §5, §8; a rate limit or hold
// limit), the sign-in the shop asks for first (spec surrounding-areas §6, with the way to the
// login and back), or "try again".
import { Alert, AlertDescription } from "@shop/ui/alert";
import { Link as UiLink } from "@shop/ui/link";
import { Link, useLocation } from "react-router";
import { loginPath } from "../../features/account/redirect-state";
import { useEventT } from "../../features/events/event-texts";
import type { BlockingProblem } from "../../lib/refusal-text";
import { refusalMessage } from "../../lib/refusal-text";

export function BlockingAlert({
  problem,
  places = false,
  max,
  focusOn,
}: {
  problem: BlockingProblem;
  /** Places of a general-admission date, not a seat. */
  places?: boolean;
  /** The date's places per registration, named by the maximum's message (else what is left). */
  max?: number;
  /** Each failed attempt (@shop/ui Alert focusOn): the alert takes the focus. */
  focusOn?: unknown;
}) {
  const t = useEventT();
  const location = useLocation();
  const text = (() => {
    switch (problem.kind) {
      case "refused": {
        // the date's places per registration name the maximum (else what is left)
        const { refusal } = problem;
        const named =
          refusal.code === "max_per_registration" && max !== undefined
            ? { ...refusal, available: max }
            : refusal;
        const message = refusalMessage(named, places ? "places" : "seat");
        return t(message.key, message.values);
      }
      case "unauthorized":
        return t("events.problem.signIn");
      case "failed":
        return t("events.problem.failed");
      default:
        return problem satisfies never;
    }
  })();
  return (
    <Alert focusOn={focusOn} variant="destructive">
      <AlertDescription>
        {text}
        {problem.kind === "unauthorized" && (
          <>
            {" "}
            <UiLink asChild>
              <Link to={loginPath(`${location.pathname}${location.search}`)}>
                {t("events.problem.signInLink")}
              </Link>
            </UiLink>
          </>
        )}
      </AlertDescription>
    </Alert>
  );
}
