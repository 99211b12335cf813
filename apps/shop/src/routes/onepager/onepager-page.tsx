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
import { berlinDate } from "@shop/core";
import { isDated } from "@shop/core/booking";
import { CUSTOMER_LEVELS } from "@shop/core/constants";
import type { Customer, Museum } from "@shop/core/contract";
import { Alert, AlertDescription } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { Field } from "@shop/ui/field";
import { Input } from "@shop/ui/input";
import { Spinner } from "@shop/ui/spinner";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { useAddSelection } from "../../features/cart/use-add-selection";
import { useCartWrites } from "../../features/cart/use-cart-writes";
import { useHolds } from "../../features/cart/use-holds";
import { useMuseums } from "../../features/catalogue/use-catalogue";
import { useCountries } from "../../features/checkout/use-checkout-data";
import { useCreateGuest } from "../../features/checkout/use-checkout-writes";
import { useSession } from "../../features/checkout/use-session";
import { usePreloadedSchema } from "../../features/forms/contract-resolver";
import { GUEST_SCHEMA } from "../../features/forms/guest-errors";
import {
  CUSTOMER_FIELDS,
  type CustomerValues,
  customerRequestOf,
  EMPTY_CUSTOMER,
  firstOnepagerDay,
  namedTicketId,
  type OnSale,
  onepagerSections,
} from "../../features/onepager/onepager-rules";
import {
  type CartLines,
  type CartSnapshot,
  linesOf,
  readSnapshot,
  restoreOf,
  writeSnapshot,
} from "../../features/onepager/onepager-snapshot";
import { useShopSettings } from "../../features/shop/shop-context";
import { quotaCapacities } from "../../features/tickets/availability";
import { EMPTY_SELECTION, type Selection, withQuantity } from "../../features/tickets/selection";
import {
  useTicketCalendar,
  useTicketCapacities,
  useTicketGroups,
  useTickets,
} from "../../features/tickets/use-ticket-data";
import { AreaTexts } from "../../i18n/area-texts";
import { useLocale } from "../../i18n/locale-context";
import { ApiRequestError } from "../../lib/api-client";
import { useNow } from "../../lib/clock";
import { useStorage } from "../../lib/storage-context";
import { usePageTitle } from "../../lib/use-page-title";
import { AllTexts } from "../layout/all-texts";
import { RedirectToStart } from "../start/redirect-to-start";
import { groupLabel } from "../tickets/group-label";
import { SelectionAlert } from "../tickets/selection-alert";
import { TicketRows, type TicketRowsProps } from "../tickets/ticket-rows";
import { CUSTOMER_RESOLVER, type CustomerProblem, OnepagerCustomer } from "./onepager-customer";
import { ONEPAGER_TABLES, useOnepagerT } from "./onepager-texts";

// The overview, the attendee forms and the order step load when "next" has held the tickets
// (and at idle before): the first visit needs only the choice and the customer form (the
// issue "speed", bench/first-route).
const loadReview = () => import("./onepager-review");
const OnepagerReview = lazy(async () => ({ default: (await loadReview()).OnepagerReview }));

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

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
  const today = berlinDate(now);
  const [params] = useSearchParams();
  usePageTitle(t("onepager.title"), t("app.name"));

  const tickets = useTickets(locale, { today });
  const groups = useTicketGroups(locale);
  const museums = useMuseums(locale);
  const countries = useCountries(locale);
  const session = useSession(locale);
  usePreloadedSchema(GUEST_SCHEMA);
  useEffect(() => {
    const preload = () => void loadReview().catch(() => undefined);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(preload, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(preload, 500);
    return () => window.clearTimeout(id);
  }, []);

  const named = namedTicketId(params.get("ticket_id"));
  const first = named ?? settings.onepager.defaultTicketId;
  const all = tickets.data?.data ?? [];
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [dayInput, setDayInput] = useState<string | null>(null);
  // The server's calendar of the dated tickets says which are on sale each day (it knows the
  // houses' opening hours): the page opens on the first day that sells one.
  const datedIds = all.filter((ticket) => isDated(ticket)).map((ticket) => ticket.id);
  const calendar = useTicketCalendar(locale, today, datedIds);
  const calendarDays = calendar.data?.data;
  const onSale: OnSale = (ticketId, date) => {
    const entry = calendarDays?.[date];
    return entry === undefined ? undefined : String(ticketId) in entry.tickets;
  };
  const day = chosenDay ?? firstOnepagerDay(all, today, now, onSale);
  const sections = onepagerSections(groups.data?.data ?? [], all, {
    date: day,
    now,
    first,
    onSale,
  });
  const pageTickets = sections.flatMap((section) => section.tickets);
  const dated = pageTickets.filter((ticket) => isDated(ticket));
  const capacities = useTicketCapacities(
    locale,
    dated.map((ticket) => ticket.id),
    dated.length > 0 ? day : null,
  );
  const answers = capacities.data ?? [];
  const byTicket = new Map(answers.map((answer) => [answer.ticket_id, answer]));

  // The named (or default) ticket is chosen once, when the page first shows it.
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const preselected = useRef(false);
  const firstTicket = pageTickets.find((ticket) => ticket.id === first);
  useEffect(() => {
    if (preselected.current || !firstTicket) return;
    preselected.current = true;
    if (firstTicket.min_persons <= 1 && firstTicket.max_persons >= 1 && !firstTicket.booked_out) {
      setSelection((previous) => withQuantity(previous, firstTicket.id, 1, false));
    }
  }, [firstTicket]);

  const account: Customer | null =
    session.customer && session.customer.level !== CUSTOMER_LEVELS.shopGuest
      ? session.customer
      : null;
  const form = useForm<CustomerValues>({
    defaultValues: EMPTY_CUSTOMER,
    resolver: CUSTOMER_RESOLVER,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const [customerProblem, setCustomerProblem] = useState<CustomerProblem>(undefined);
  const [customerAttempt, setCustomerAttempt] = useState(0);

  const createGuest = useCreateGuest(locale);
  const cart = useCartWrites();
  const { dispatch } = useHolds();
  const storage = useStorage();
  const prefix = settings.storageKeyPrefix;
  const [busy, setBusy] = useState(false);
  // What the cart held before "next" (features/onepager/onepager-snapshot.ts): while the cart
  // holds more, the overview shows — also after a reload, which so never holds twice.
  const [snapshot, setSnapshot] = useState<CartSnapshot | undefined>(() =>
    readSnapshot(storage, prefix, cart.current().items),
  );
  const stage = snapshot ? "review" : "choose";
  const keep = (next: CartSnapshot | undefined) => {
    writeSnapshot(storage, prefix, next);
    setSnapshot(next);
  };
  const taking = useRef<CartLines>({});
  // Set by "next": the overview then takes the focus (not when a reload returns to it).
  const [justAdded, setJustAdded] = useState(false);
  const [changeFailed, setChangeFailed] = useState(0);
  const { addSelection, problem, report, clearProblem } = useAddSelection(() => {
    // spec selling-core §4: tickets bought here are printed at home unless shipping is a must.
    if (settings.shipping === "optional" && cart.current().shippingSelection === null) {
      cart.setShippingSelection(false);
    }
    keep({ before: taking.current, after: linesOf(cart.current().items) });
    setJustAdded(true);
  });
  // Back from the overview, the keyboard goes on from the tickets' heading (WCAG 2.4.3).
  const returned = useRef(false);
  const ticketsHeading = useRef<HTMLHeadingElement>(null);

  /** The customer form checked and, for a visitor without an account, signed in as a guest. */
  // The details the signed-in guest was made from: the same details again make no second guest.
  const guestOf = useRef<string | undefined>(undefined);
  /**
   * The customer form checked and, for a visitor without an account, signed in as a guest —
   * only when the tickets are chosen too (`go`), else only checked.
   */
  const signIn = async (go: boolean): Promise<boolean> => {
    if (account) return true;
    setCustomerProblem(undefined);
    const valid = await form.trigger();
    if (!valid) {
      setCustomerProblem("invalid");
      setCustomerAttempt((n) => n + 1);
      return false;
    }
    if (!go) return false;
    const request = customerRequestOf(form.getValues());
    const same = JSON.stringify(request);
    if (session.customer && guestOf.current === same) return true;
    try {
      const { data } = await createGuest(request);
      await session.setCustomer(data);
      guestOf.current = same;
      return true;
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : undefined;
      const named = CUSTOMER_FIELDS.filter(
        (field) => typeof fields === "object" && fields !== null && Object.hasOwn(fields, field),
      );
      for (const field of named) form.setError(field, { type: "server", message: "invalid" });
      setCustomerProblem(named.length > 0 ? "invalid" : "failed");
      setCustomerAttempt((n) => n + 1);
      return false;
    }
  };

  const dayField = useRef<HTMLInputElement>(null);
  const next = async () => {
    if (busy) return;
    setBusy(true);
    try {
      clearProblem();
      // A day that is not one (typed, not chosen) is never booked as the one before it.
      if (dayInput !== null) {
        dayField.current?.focus();
        return;
      }
      // Both checked at once, so the visitor learns every problem in one round.
      const chosen = pageTickets.some((ticket) => (selection.quantities[ticket.id] ?? 0) > 0);
      if (!chosen) report({ error: "noSelection" });
      const signedIn = await signIn(chosen);
      if (!chosen || !signedIn) return;
      taking.current = linesOf(cart.current().items);
      await addSelection(pageTickets, selection, { date: day });
    } finally {
      setBusy(false);
    }
  };

  const change = async () => {
    if (busy || !snapshot) return;
    setBusy(true);
    try {
      const { release, shrink } = restoreOf(cart.current().items, snapshot.before);
      if (release.length > 0) await dispatch({ type: "release", keys: release });
      let failed = false;
      // A line before another may have gone meanwhile: each is found by its identity.
      for (const line of shrink) {
        const outcome = await dispatch({ type: "change", key: line.id, quantity: line.quantity });
        failed ||= outcome.problem !== undefined;
      }
      if (failed) {
        // The places stay held as they are: the overview stays, and says so.
        keep({ before: snapshot.before, after: linesOf(cart.current().items) });
        setChangeFailed((n) => n + 1);
        return;
      }
      setChangeFailed(0);
      keep(undefined);
      setJustAdded(false);
      returned.current = true;
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    if (stage !== "choose" || !returned.current) return;
    returned.current = false;
    ticketsHeading.current?.focus();
  }, [stage]);

  // Only the first answers wait behind the spinner: a language switch keeps the page (and what
  // the overview's forms hold). The countries only fill the optional select; a session that
  // cannot be asked is no account (the customer form shows).
  const loading =
    (!tickets.data && !tickets.error) ||
    (!groups.data && !groups.error) ||
    (datedIds.length > 0 && !calendar.data && !calendar.error) ||
    (stage === "choose" && session.loading && !session.customer);
  const failed = tickets.error || groups.error;

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
          ref={ticketsHeading}
          tabIndex={-1}
          className="font-heading font-semibold text-xl"
        >
          {t("onepager.tickets.heading")}
        </h2>
        <Field
          label={t("onepager.day.label")}
          hint={t("onepager.day.hint")}
          error={dayInput !== null ? t("onepager.day.invalid") : undefined}
        >
          <Input
            ref={dayField}
            type="date"
            className="w-48"
            min={today}
            value={dayInput ?? day}
            onChange={(event) => {
              const value = event.target.value;
              if (ISO_DAY.test(value) && value >= today) {
                setDayInput(null);
                setChosenDay(value);
              } else setDayInput(value);
            }}
          />
        </Field>
        {capacities.isLoading ? (
          <Spinner label={t("tickets.loading")} />
        ) : sections.length === 0 ? (
          <Alert variant="warning" role="status" data-error="noneAvailable">
            <AlertDescription>{t("onepager.tickets.none")}</AlertDescription>
          </Alert>
        ) : (
          sections.map((section) => (
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
                selection={selection}
                setSelection={setSelection}
                museums={museums.data?.data ?? []}
                capacities={quotaCapacities(answers, undefined)}
                capacityOf={(id) => byTicket.get(id)}
                date={day}
                withContent={section.group.withContentAttributes}
                maxButtons={settings.onepager.selectButtonsMax}
                withZero
              />
            </section>
          ))
        )}
      </section>
      {account ? (
        <p>{t("onepager.account", { name: `${account.name} ${account.surname}` })}</p>
      ) : (
        <OnepagerCustomer
          focusOn={customerAttempt}
          form={form}
          countries={countries.data?.data ?? []}
          problem={customerProblem}
        />
      )}
      <div className="grid gap-4">
        <SelectionAlert problem={problem} />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            size="lg"
            loading={busy}
            loadingLabel={t("onepager.saving")}
            onClick={() => void next()}
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
          customer={session.customer ? customerLine(session.customer) : ""}
          busy={busy}
          focusOnShow={justAdded}
          changeFailed={changeFailed}
          onChange={() => void change()}
        />
      </Suspense>
    </AllTexts>
  );

  let body: ReactNode;
  if (loading) body = <Spinner label={t("tickets.loading")} />;
  else if (failed) body = <Alert variant="destructive">{t("onepager.loadFailed")}</Alert>;
  else body = stage === "choose" ? choose() : review();

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

/** The customer as the overview names them: name, e-mail and address on one line. */
function customerLine(customer: Customer): string {
  const place = [customer.addr_zip, customer.addr_city].filter(Boolean).join(" ");
  return [`${customer.name} ${customer.surname}`, customer.email, customer.addr_street ?? "", place]
    .filter((part) => part.trim() !== "")
    .join(", ");
}
