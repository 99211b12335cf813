// The refusal of a blocking as the visitor reads it, where they acted (../../features/events/
// blocking-problem.ts): a taken seat, too few places, the sign-in the shop asks for first
// (spec surrounding-areas §6, with the way to the login and back), the per-registration
// maximum (§5, §8), a rate limit or hold limit (their own texts), or "try again".
import { Alert, AlertDescription } from "@shop/ui/alert";
import { Link as UiLink } from "@shop/ui/link";
import { Link, useLocation } from "react-router";
import { loginPath } from "../../features/account/redirect-state";
import type { BlockingProblem } from "../../features/events/blocking-problem";
import { useEventT } from "../../features/events/event-texts";
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
      case "taken":
        if (!places) return t("events.problem.taken");
        return problem.available === undefined
          ? t("events.problem.soldOut")
          : t("events.problem.placesLeft", { available: problem.available });
      case "signIn":
        return t("events.problem.signIn");
      case "maxPerRegistration": {
        const available = max ?? problem.available;
        return available === undefined
          ? t("events.problem.maxReached")
          : t("events.places.max", { available });
      }
      case "refused": {
        const message = refusalMessage(problem.refusal);
        return t(message.key, message.values);
      }
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
        {problem.kind === "signIn" && (
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
