// spec selling-core §2, §8: the annual-ticket error page (a link whose token is unknown or cut
// short: the refusal table's text, the issue 27, and the way to a fresh link in the orders), the
// personalization error page (not personalizable, already personalised, sent, guest) and, for
// any other failure, the maintenance page.
import { Alert } from "@shop/ui/alert";
import { buttonVariants } from "@shop/ui/button";
import { Spinner } from "@shop/ui/spinner";
import { Link, Navigate } from "react-router";
import type { AnnualProblem } from "../../features/annual/annual-rules";
import { usePageTitle } from "../../lib/use-page-title";
import { LinkNotFoundAlert } from "../errors/link-not-found";
import type { AnnualKey } from "./annual-texts";
import { useAnnualT } from "./annual-texts";

const TEXT: Record<Exclude<AnnualProblem, "maintenance">, [AnnualKey, AnnualKey]> = {
  token: ["annual.problem.tokenTitle", "annual.problem.token"],
  notPersonalizable: ["annual.problem.title", "annual.problem.notPersonalizable"],
  alreadyPersonalized: ["annual.problem.title", "annual.problem.alreadyPersonalized"],
  sent: ["annual.problem.title", "annual.problem.sent"],
  guest: ["annual.problem.title", "annual.problem.guest"],
};

export function AnnualProblemPage({
  problem,
  listPath,
}: {
  problem: AnnualProblem;
  /** Back to the list of the link's cards; none when the link itself is unknown. */
  listPath?: string;
}) {
  const t = useAnnualT();
  const [title, text] = problem === "maintenance" ? TEXT.token : TEXT[problem];
  usePageTitle(t(title), t("app.name"));
  if (problem === "maintenance") return <Navigate to="/maintenance" replace />;
  return (
    <div className="mx-auto grid max-w-3xl justify-items-start gap-6 py-8">
      <h1 className="font-bold font-heading text-3xl">{t(title)}</h1>
      {problem === "token" ? (
        <>
          <LinkNotFoundAlert />
          {/* the order's personalise button in the account is where a fresh link is */}
          <Link to="/orders" className={buttonVariants({ variant: "secondary" })}>
            {t("checkout.success.viewOrders")}
          </Link>
        </>
      ) : (
        <Alert variant="warning">{t(text)}</Alert>
      )}
      {listPath && problem !== "token" ? (
        <Link to={listPath} className={buttonVariants({ variant: "secondary" })}>
          {t("annual.backToList")}
        </Link>
      ) : (
        <Link to="/start" className={buttonVariants({ variant: "secondary" })}>
          {t("annual.toStart")}
        </Link>
      )}
    </div>
  );
}

/** What the annual pages show while the order of their link loads. */
export function AnnualLoading() {
  const t = useAnnualT();
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" label={t("annual.loading")} />
    </div>
  );
}
