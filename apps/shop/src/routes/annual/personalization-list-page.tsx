// spec selling-core §2 shop.tickets.annualPersonalization, list child
// (/annual/personalisation/{token}), and §4 "Annual tickets": each annual ticket sold with its
// title, description and start date (a date field to change it, tomorrow unless chosen), the
// "sent" notice, the not-personalizable warning and a panel per person with add or edit; a
// success notice once every card is personalised and not all are sent.
import { addDays, berlinDate } from "@shop/core";
import { annualStartDays } from "@shop/core/annual";
import type { AnnualOrder, AnnualTicketSale } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { Button, buttonVariants } from "@shop/ui/button";
import { formatLineDay } from "@shop/ui/cart-line";
import { Field } from "@shop/ui/field";
import { Input } from "@shop/ui/input";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useParams } from "react-router";
import {
  addressLineOf,
  personalizationBase,
  problemOf,
  showsAllDone,
  startInstantOf,
} from "../../features/annual/annual-rules";
import { useAnnualOrder, useAnnualWrites } from "../../features/annual/use-annual";
import { useFocusHandoff } from "../../features/focus/use-focus-handoff";
import { useLocale } from "../../i18n/locale-context";
import { ApiRequestError } from "../../lib/api-client";
import { useNow } from "../../lib/clock";
import { usePageTitle } from "../../lib/use-page-title";
import { AnnualLoading, AnnualProblemPage } from "./annual-problem";
import { useAnnualT } from "./annual-texts";

export function PersonalizationListPage() {
  const t = useAnnualT();
  const { locale } = useLocale();
  const { token = "" } = useParams();
  const location = useLocation();
  const order = useAnnualOrder(locale, token);
  usePageTitle(t("annual.title"), t("app.name"));
  const saved = (location.state as { saved?: boolean } | null)?.saved === true;

  if (order.error) return <AnnualProblemPage problem={problemOf(order.error)} />;
  if (!order.data) {
    return <AnnualLoading />;
  }
  const data = order.data;
  const pickup = data.dispatch_mode_id === 4;

  return (
    <div className="mx-auto grid max-w-3xl gap-6 py-8">
      <h1 className="font-bold font-heading text-3xl">{t("annual.title")}</h1>
      <p>{t("annual.intro", { id: data.id })}</p>
      <p>{t(pickup ? "annual.dispatchPickup" : "annual.dispatchPost")}</p>
      {showsAllDone(data) ? (
        <Alert variant="success" role="status">
          {t("annual.allDone")}
        </Alert>
      ) : (
        saved && (
          <Alert variant="success" role="status">
            {t("annual.saved")}
          </Alert>
        )
      )}
      {data.ticket_sales.length === 0 && <p>{t("annual.none")}</p>}
      {data.ticket_sales.map((sale, index) => (
        <SaleSection
          key={sale.id}
          order={data}
          sale={sale}
          index={index}
          token={token}
          locale={locale}
        />
      ))}
    </div>
  );
}

function SaleSection({
  order,
  sale,
  index,
  token,
  locale,
}: {
  order: AnnualOrder;
  sale: AnnualTicketSale;
  index: number;
  token: string;
  locale: string;
}) {
  const t = useAnnualT();
  const headingId = `annual-sale-${sale.id}`;
  const sent = sale.sent_at !== null;
  const addresses = new Map(order.addresses.map((address) => [address.id, address]));
  const base = personalizationBase(token);
  const uiLocale = locale as Parameters<typeof formatLineDay>[1];
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-md border border-border p-4">
      <h2 id={headingId} className="font-heading font-semibold text-xl">
        {t("annual.saleHeading", {
          title: sale.title,
          index: index + 1,
          count: order.ticket_sales.length,
        })}
      </h2>
      {sale.description !== "" && <p>{sale.description}</p>}
      {sent && sale.sent_at && (
        <Alert variant="info" role="note">
          {t("annual.sent", { date: formatLineDay(berlinDate(new Date(sale.sent_at)), uiLocale) })}
        </Alert>
      )}
      {!sale.is_personalizable && (
        <Alert variant="warning" role="note">
          {t("annual.notPersonalizable")}
        </Alert>
      )}
      <StartDate sale={sale} token={token} locale={locale} />
      {sale.is_personalizable &&
        sale.personalizations.map((slot, at) => {
          const address = slot.address_id === null ? undefined : addresses.get(slot.address_id);
          const person = slot.customer
            ? `${slot.customer.name} ${slot.customer.surname}`.trim()
            : undefined;
          const panelId = `annual-person-${slot.id}`;
          return (
            <div key={slot.id} className="grid gap-2 rounded-md bg-muted p-4">
              <h3 id={panelId} className="font-semibold">
                {t("annual.person", { index: at + 1 })}
              </h3>
              {person ? (
                <div className="flex flex-wrap items-start gap-4">
                  {slot.photo_preview_url && (
                    <img
                      src={slot.photo_preview_url}
                      alt={t("annual.photoOf", { person })}
                      width={100}
                      height={100}
                      className="size-[100px] rounded-md border border-border object-cover"
                    />
                  )}
                  <div className="grid gap-1">
                    <p className="font-medium">{person}</p>
                    {address && <p>{addressLineOf(address)}</p>}
                  </div>
                </div>
              ) : (
                <p>{t("annual.personMissing")}</p>
              )}
              {!sent && (
                <Link
                  to={`${base}/${sale.id}/${slot.id}`}
                  className={buttonVariants({ variant: person ? "secondary" : "primary" })}
                  aria-describedby={panelId}
                >
                  {t(person ? "annual.editPerson" : "annual.addPerson")}
                </Link>
              )}
            </div>
          );
        })}
    </section>
  );
}

interface StartValues {
  day: string;
}

/** §4: the start date with a date field to change it, only until the card is sent. */
function StartDate({
  sale,
  token,
  locale,
}: {
  sale: AnnualTicketSale;
  token: string;
  locale: string;
}) {
  const t = useAnnualT();
  const now = useNow();
  const writes = useAnnualWrites(locale, token);
  const [editing, setEditing] = useState(false);
  const [failed, setFailed] = useState<"invalid" | "failed" | undefined>();
  // spec selling-core §4: from today to a year ahead (@shop/core annualStartDays).
  const { first: today, last: max } = annualStartDays(now());
  // §4: tomorrow at the start of the day unless a start was chosen.
  // The server gives every card a start (tomorrow unless chosen); a card without reads the same.
  const current = sale.start_at ? berlinDate(new Date(sale.start_at)) : addDays(today, 1);
  const form = useForm<StartValues>({ defaultValues: { day: current } });
  const dayError = form.formState.errors.day;
  // Issue 27: saved, the form goes and the start it shows takes the focus; cancelled, the
  // button that opened it.
  const savedStart = useFocusHandoff<HTMLParagraphElement>();
  const reopen = useFocusHandoff<HTMLButtonElement>();
  const [attempt, setAttempt] = useState(0);
  // The date field takes the focus when it opens: the button that opened it is gone.
  useEffect(() => {
    if (editing) form.setFocus("day");
  }, [editing, form]);
  const uiLocale = locale as Parameters<typeof formatLineDay>[1];
  const labelId = `annual-start-${sale.id}`;

  const save = form.handleSubmit(
    async ({ day }) => {
      setFailed(undefined);
      try {
        await writes.setStart(sale.id, startInstantOf(day));
        setEditing(false);
        savedStart.handOff();
      } catch (error) {
        // The order as the server has it now: a card sent meanwhile shows as sent, its date
        // without the form (spec selling-core §4).
        await writes.reread();
        if (error instanceof ApiRequestError && error.code === "already_sent") {
          setEditing(false);
          savedStart.handOff();
          return;
        }
        const invalid = error instanceof ApiRequestError && error.status === 422;
        setFailed(invalid ? "invalid" : "failed");
        setAttempt((n) => n + 1);
      }
    },
    () => setAttempt((n) => n + 1),
  );

  return (
    <div className="grid gap-2">
      <p id={labelId} ref={savedStart.target} tabIndex={-1}>
        {t("annual.startsOn", { date: formatLineDay(current, uiLocale) })}
      </p>
      {sale.sent_at === null && !editing && (
        <div>
          <Button
            ref={reopen.target}
            variant="secondary"
            size="sm"
            aria-describedby={labelId}
            onClick={() => {
              form.reset({ day: current });
              setFailed(undefined);
              setEditing(true);
            }}
          >
            {t("annual.changeStart")}
          </Button>
        </div>
      )}
      {editing && (
        <form noValidate onSubmit={save} className="grid max-w-sm gap-3">
          {(failed || dayError) && (
            <Alert focusOn={attempt} variant="destructive">
              {t(failed === "failed" ? "annual.startFailed" : "annual.startInvalid")}
            </Alert>
          )}
          <Field
            label={t("annual.startLabel")}
            required
            hint={t("annual.startHint")}
            error={dayError || failed === "invalid" ? t("annual.startInvalid") : undefined}
          >
            <Input
              type="date"
              min={today}
              max={max}
              {...form.register("day", {
                validate: (day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= today && day <= max,
              })}
            />
          </Field>
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
              loadingLabel={t("annual.saving")}
            >
              {t("annual.saveStart")}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setEditing(false);
                reopen.handOff();
              }}
            >
              {t("annual.cancel")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
