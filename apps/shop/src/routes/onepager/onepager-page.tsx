// spec selling-core §2 shop.onepager (/onepager), §4 "One-pager", §5, §9: the one-page
// purchase, shown only when the shop's navigation enables it. First the tickets (quantity
// buttons for at most selectButtonsMax quantities, else a select; the day of the visit for day
// tickets) and the customer form; "next" checks both ("no selection", the customer form's
// fields) and, once they hold, signs the guest in (POST /auth/guest), holds the places (the
// cart's holds, like every ticket step) and shows the rest: the attendee forms of personal
// tickets (name, surname, e-mail), the order overview with line totals, total and VAT (with the
// German VAT exemption note where it applies), the payment methods with their icons, the terms,
// the reminder to carry photo ID and the buy button — the checkout's own order step
// (CheckoutProcess), so the order, its payment and its result pages are the shop's usual ones.
// A signed-in customer (a reseller, surrounding-areas §2) orders with their billing address:
// the customer side is hidden. "Change" gives the held places back and returns to the choice.
// The workflow (the choice, the customer, the holds) is features/onepager/use-onepager.ts; the
// page renders it and passes the visitor's actions on.
import type { Museum } from "@shop/core/contract";
import { Alert, AlertDescription } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { Field } from "@shop/ui/field";
import { Input } from "@shop/ui/input";
import { Spinner } from "@shop/ui/spinner";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { useSearchParams } from "react-router";
import { customerLine, namedTicketId } from "../../features/onepager/onepager-rules";
import { useOnepager } from "../../features/onepager/use-onepager";
import { useShopSettings } from "../../features/shop/shop-context";
import type { Selection } from "../../features/tickets/selection";
import { AreaTexts } from "../../i18n/area-texts";
import { useLocale } from "../../i18n/locale-context";
import { useNow } from "../../lib/clock";
import { usePageTitle } from "../../lib/use-page-title";
import { AllTexts } from "../layout/all-texts";
import { RedirectToStart } from "../start/redirect-to-start";
import { groupLabel } from "../tickets/group-label";
import { SelectionAlert } from "../tickets/selection-alert";
import { TicketRows, type TicketRowsProps } from "../tickets/ticket-rows";
import { OnepagerCustomer } from "./onepager-customer";
import { ONEPAGER_TABLES, useOnepagerT } from "./onepager-texts";

// The overview, the attendee forms and the order step load when "next" has held the tickets
// (and at idle before): the first visit needs only the choice and the customer form (the
// issue "speed", bench/first-route).
const loadReview = () => import("./onepager-review");
const OnepagerReview = lazy(async () => ({ default: (await loadReview()).OnepagerReview }));

export function OnepagerPage() {
  const settings = useShopSettings();
  // spec selling-core §2: shown only when the shop setting enables it.
  if (!settings.navigation.onepager.enabled) return <RedirectToStart />;
  return (
    <AreaTexts name="onepager" tables={ONEPAGER_TABLES}>
      <Onepager />
    </AreaTexts>
  );
}

function Onepager() {
  const t = useOnepagerT();
  const { locale } = useLocale();
  const settings = useShopSettings();
  const now = useNow()();
  const [params] = useSearchParams();
  usePageTitle(t("onepager.title"), t("app.name"));
  const named = namedTicketId(params.get("ticket_id"));
  const onepager = useOnepager(locale, now, named ?? settings.onepager.defaultTicketId);
  const { choice, customer, busy } = onepager;
  const { all, pageTickets, day } = choice;
  useEffect(() => {
    const preload = () => void loadReview().catch(() => undefined);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(preload, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(preload, 500);
    return () => window.clearTimeout(id);
  }, []);

  const namedAlert = () => {
    if (named === undefined || pageTickets.some((ticket) => ticket.id === named)) return null;
    const known = all.find((ticket) => ticket.id === named);
    return (
      <Alert variant="warning" role="status" data-error="namedTicket">
        <AlertDescription>
          {known ? t("onepager.named.none", { title: known.title }) : t("onepager.named.unknown")}
        </AlertDescription>
      </Alert>
    );
  };

  const choose = () => (
    <div className="grid gap-8">
      {namedAlert()}
      <section aria-labelledby="onepager-tickets" className="grid gap-4">
        <h2
          id="onepager-tickets"
          ref={onepager.ticketsHeading}
          tabIndex={-1}
          className="font-heading font-semibold text-xl"
        >
          {t("onepager.tickets.heading")}
        </h2>
        <Field
          label={t("onepager.day.label")}
          hint={t("onepager.day.hint")}
          error={choice.dayInput !== null ? t("onepager.day.invalid") : undefined}
        >
          <Input
            ref={onepager.dayField}
            type="date"
            className="w-48"
            min={choice.today}
            value={choice.dayInput ?? day}
            onChange={(event) => choice.setDay(event.target.value)}
          />
        </Field>
        {choice.capacitiesLoading ? (
          <Spinner label={t("tickets.loading")} />
        ) : choice.sections.length === 0 ? (
          <Alert variant="warning" role="status" data-error="noneAvailable">
            <AlertDescription>{t("onepager.tickets.none")}</AlertDescription>
          </Alert>
        ) : (
          choice.sections.map((section) => (
            <section
              key={section.group.name}
              aria-labelledby={`onepager-group-${section.group.name}`}
              className="grid gap-3"
            >
              <h3
                id={`onepager-group-${section.group.name}`}
                className="font-heading font-semibold text-lg"
              >
                {groupLabel(section.group, t)}
              </h3>
              <OnepagerRows
                tickets={section.tickets}
                selection={choice.selection}
                setSelection={choice.setSelection}
                museums={choice.museums}
                capacities={choice.capacities}
                capacityOf={choice.capacityOf}
                date={day}
                withContent={section.group.withContentAttributes}
                maxButtons={settings.onepager.selectButtonsMax}
                withZero
              />
            </section>
          ))
        )}
      </section>
      {customer.account ? (
        <p>
          {t("onepager.account", {
            name: `${customer.account.name} ${customer.account.surname}`,
          })}
        </p>
      ) : (
        <OnepagerCustomer
          form={customer.form}
          countries={customer.countries}
          alert={customer.alert}
        />
      )}
      <div className="grid gap-4">
        <SelectionAlert problem={onepager.problem} />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            size="lg"
            loading={busy}
            loadingLabel={t("onepager.saving")}
            onClick={onepager.next}
          >
            {t("onepager.next")}
          </Button>
        </div>
      </div>
    </div>
  );

  const review = () => (
    <AllTexts>
      <Suspense fallback={<Spinner label={t("tickets.loading")} />}>
        <OnepagerReview
          tickets={all}
          customer={customer.customer ? customerLine(customer.customer) : ""}
          busy={busy}
          focusOnShow={onepager.justAdded}
          changeFailed={onepager.changeFailed}
          onChange={onepager.change}
        />
      </Suspense>
    </AllTexts>
  );

  let body: ReactNode;
  if (onepager.loading) body = <Spinner label={t("tickets.loading")} />;
  else if (choice.failed) body = <Alert variant="destructive">{t("onepager.loadFailed")}</Alert>;
  else body = onepager.stage === "choose" ? choose() : review();

  return (
    <div className="mx-auto grid max-w-3xl gap-6 py-8">
      <h1 className="font-bold font-heading text-3xl">{t("onepager.title")}</h1>
      <p>{t("onepager.intro")}</p>
      {body}
    </div>
  );
}

/** The ticket rows of one group, on the page's own selection. */
function OnepagerRows(
  props: Omit<TicketRowsProps, "state" | "headingLevel"> & {
    selection: Selection;
    setSelection: (update: (previous: Selection) => Selection) => void;
    museums: readonly Museum[];
  },
) {
  const { selection, setSelection, museums, ...rows } = props;
  return (
    <TicketRows
      {...rows}
      headingLevel="h4"
      state={{ selection, setSelection, museums, vip: false }}
    />
  );
}
