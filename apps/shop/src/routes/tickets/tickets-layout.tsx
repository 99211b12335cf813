// spec selling-core §2 shop.tickets (container): loads the filterable tickets (valid today,
// bookable, current or future validities, 1000 per page), the groups, and museums and
// exhibitions (the initial data's answers when present: same SWR keys). Museums failing →
// the museum error page. A spinner shows while loading.
import { berlinDate } from "@shop/core";
import { Alert, AlertDescription, AlertTitle } from "@shop/ui/alert";
import { Spinner } from "@shop/ui/spinner";
import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from "react-router";
import { useExhibitions, useMuseums } from "../../features/catalogue/use-catalogue";
import { parseFlowParams } from "../../features/tickets/flow-params";
import { EMPTY_SELECTION, type Selection } from "../../features/tickets/selection";
import { useTicketGroups, useTickets } from "../../features/tickets/use-ticket-data";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { useNow } from "../../lib/clock";
import type { ChosenSlot, TicketsFlow } from "./tickets-context";

export function TicketsLayout() {
  const t = useT();
  const { locale } = useLocale();
  const now = useNow()();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const flow = parseFlowParams(params, now);
  const today = berlinDate(now);
  const museums = useMuseums(locale);
  const exhibitions = useExhibitions(locale);
  const tickets = useTickets(locale, {
    today,
    museumId: flow.museumId,
    exhibitionId: flow.exhibitionId,
    audienceId: flow.vipAudience,
  });
  const groups = useTicketGroups(locale);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [chosenSlot, setChosenSlot] = useState<ChosenSlot | undefined>(undefined);

  const museumsFailed = museums.error !== undefined && museums.error.status !== 503;
  useEffect(() => {
    if (museumsFailed) navigate("/museum-error", { replace: true });
  }, [museumsFailed, navigate]);

  const context: TicketsFlow | null =
    tickets.data && groups.data && museums.data
      ? {
          tickets: tickets.data.data,
          groups: groups.data.data,
          museums: museums.data.data,
          exhibitions: exhibitions.data?.data ?? [],
          flow,
          today,
          now,
          selection,
          setSelection,
          chosenSlot,
          setChosenSlot,
        }
      : null;

  const failure = tickets.error ?? groups.error;
  if (failure) {
    // spec selling-core §8: list-page API errors are stored and shown.
    return (
      <Alert variant="destructive" className="my-8">
        <AlertTitle>{t("tickets.loadError.title")}</AlertTitle>
        <AlertDescription>{t("tickets.loadError.text")}</AlertDescription>
      </Alert>
    );
  }
  if (!context) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label={t("tickets.loading")} />
      </div>
    );
  }
  return <Outlet context={context} />;
}

/**
 * spec selling-core §2: /tickets itself goes on to the configured next state, the groups, with
 * every parameter it was given. In this module, so it loads with the container (one file less
 * before /tickets is usable).
 */
export function TicketsIndex() {
  const { search } = useLocation();
  return <Navigate to={`/tickets/groups${search}`} replace />;
}
