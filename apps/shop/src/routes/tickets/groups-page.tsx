// spec selling-core §2 shop.tickets.groups: choose a ticket group; groups are ordered by their
// order value, and when only one group is shown it is chosen automatically.
import { Alert, AlertDescription } from "@shop/ui/alert";
import { Card, CardDescription, CardHeader, CardTitle } from "@shop/ui/card";
import { Spinner } from "@shop/ui/spinner";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { flowHref } from "../../features/tickets/flow-params";
import { shownGroups, stepOfGroup, ticketsOfGroup } from "../../features/tickets/ticket-groups";
import { useT } from "../../i18n/use-t";
import { groupLabel } from "./group-label";
import { PageFrame } from "./page-frame";
import { useTicketsFlow } from "./tickets-context";

export function GroupsPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { groups, tickets } = useTicketsFlow();
  const shown = shownGroups(groups, tickets);
  const only = shown.length === 1 ? shown[0] : undefined;
  const hrefOf = (group: (typeof shown)[number]) =>
    flowHref(stepOfGroup(group), params, { group: group.name });
  const onlyHref = only ? hrefOf(only) : undefined;

  useEffect(() => {
    if (onlyHref) navigate(onlyHref, { replace: true });
  }, [onlyHref, navigate]);

  if (only) return <Spinner label={t("tickets.loading")} />;
  return (
    <PageFrame title={t("tickets.groups.title")} step="group">
      {shown.length === 0 ? (
        <Alert variant="warning" role="status">
          <AlertDescription>{t("tickets.error.empty")}</AlertDescription>
        </Alert>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((group) => (
            <li key={group.name}>
              <Card className="relative h-full">
                <CardHeader>
                  <CardTitle as="h2">
                    <Link
                      to={hrefOf(group)}
                      className="after:absolute after:inset-0 hover:underline"
                    >
                      {groupLabel(group, t)}
                    </Link>
                  </CardTitle>
                  <CardDescription>
                    {t("tickets.groups.count", {
                      count: ticketsOfGroup(group, tickets).length,
                    })}
                  </CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
