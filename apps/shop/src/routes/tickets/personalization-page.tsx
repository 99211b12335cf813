// spec selling-core §2 shop.tickets.personalization (/tickets/personalization?itemIndex), §5:
// one attendee form per cart line whose ticket asks for attendees, one entry per ticket;
// every field is required, a photo too unless photo_mandatory is optional or none. Errors
// show beside their fields and in an alert that takes the focus; valid names are saved into
// the cart lines and the visitor goes on to the cart.
import type { Ticket } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { type Attendee, AttendeeForm, type PhotoMandatory } from "@shop/ui/attendee-form";
import { Button } from "@shop/ui/button";
import { formatLineDay } from "@shop/ui/cart-line";
import { Link as UiLink } from "@shop/ui/link";
import { Spinner } from "@shop/ui/spinner";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useCart, useCartStore } from "../../features/cart/cart-context";
import { pickedPhotos } from "../../features/cart/picked-photos";
import { isTicketItem, type TicketCartItem } from "../../features/cart/ticket-lines";
import { useCartTickets } from "../../features/cart/use-cart-tickets";
import {
  attendeeErrorsOf,
  attendeesResolver,
  type PersonalizationValues,
} from "../../features/forms/attendee-resolver";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { useNow } from "../../lib/clock";
import { usePageTitle } from "../../lib/use-page-title";

interface Entry {
  index: number;
  item: TicketCartItem;
  ticket: Ticket;
}

function blankAttendees(item: TicketCartItem): Attendee[] {
  const { quantity, attendees } = item.attributes;
  return Array.from({ length: quantity }, (_, at) => ({
    name: attendees[at]?.name ?? "",
    surname: attendees[at]?.surname ?? "",
    // A photo picked before, while this browser window kept it (features/cart/picked-photos.ts).
    photo: pickedPhotos.get(item.attributes, at) ?? null,
  }));
}

export function PersonalizationPage() {
  const t = useT();
  const { locale } = useLocale();
  const cart = useCart();
  const store = useCartStore();
  const now = useNow();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  usePageTitle(t("personalization.title"), t("app.name"));

  const only = search.get("itemIndex");
  const ticketLines = cart.items.flatMap((item, index) =>
    isTicketItem(item) && (only === null || String(index) === only) ? [{ item, index }] : [],
  );
  const { tickets, error, loading } = useCartTickets(
    locale,
    ticketLines.map(({ item }) => item.attributes.id),
  );
  const entries: Entry[] = ticketLines.flatMap(({ item, index }) => {
    const ticket = tickets.get(item.attributes.id);
    return ticket?.attendees ? [{ index, item, ticket }] : [];
  });

  // The photo rule of each line, read by the resolver at each validation (the tickets load
  // after the form is made).
  const rules = useRef<ReadonlyMap<number, PhotoMandatory>>(new Map());
  rules.current = new Map(entries.map((entry) => [entry.index, entry.ticket.photo_mandatory]));
  const [resolver] = useState(() => attendeesResolver(() => rules.current));
  const form = useForm<PersonalizationValues>({
    defaultValues: { items: [] },
    resolver,
    // The alert above takes the focus (it says what is wrong), not the first field.
    shouldFocusError: false,
  });
  const invalid = Object.keys(form.formState.errors).length > 0;
  // Bumped per failed submit, so focus moves to the alert again on each attempt.
  const [attempt, setAttempt] = useState(0);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0 && invalid) alert.current?.focus();
  }, [attempt, invalid]);

  const save = (values: PersonalizationValues) => {
    const stamp = now();
    for (const entry of entries) {
      const given = values.items[entry.index] ?? blankAttendees(entry.item);
      // The photos stay in this window until the order is placed, then go with it.
      given.forEach((attendee, at) => {
        pickedPhotos.set(entry.item.attributes, at, attendee.photo);
      });
      const attendees = given.map(({ name, surname }) => ({
        name: name.trim(),
        surname: surname.trim(),
      }));
      store.updateItem(
        entry.index,
        { ...entry.item, attributes: { ...entry.item.attributes, attendees } },
        stamp,
      );
    }
    navigate("/cart");
  };
  const submit = form.handleSubmit(save, () => setAttempt((count) => count + 1));

  const body = () => {
    if (error) return <Alert variant="destructive">{t("personalization.loadFailed")}</Alert>;
    if (loading) return <Spinner label={t("cart.loading")} />;
    if (entries.length === 0) {
      return (
        <div className="grid justify-items-start gap-4">
          <p>{t("personalization.nothing")}</p>
          <UiLink asChild variant="standalone">
            <Link to="/cart">{t("personalization.toCart")}</Link>
          </UiLink>
        </div>
      );
    }
    return (
      <form noValidate onSubmit={submit} className="grid gap-8">
        {attempt > 0 && invalid && (
          <Alert ref={alert} variant="destructive">
            {t("personalization.errors")}
          </Alert>
        )}
        {entries.map((entry) => {
          const { attributes } = entry.item;
          const headingId = `personalization-${entry.index}`;
          const title =
            attributes.date === undefined
              ? entry.ticket.title
              : t("personalization.lineHeading", {
                  title: entry.ticket.title,
                  day: formatLineDay(attributes.date, locale),
                });
          return (
            <section key={entry.index} aria-labelledby={headingId} className="grid gap-4">
              <h2 id={headingId} className="font-heading font-semibold text-xl">
                {title}
              </h2>
              {entry.ticket.photo_mandatory !== "none" && (
                <p className="text-muted-foreground text-sm">{t("personalization.photoNote")}</p>
              )}
              <Controller
                control={form.control}
                name={`items.${entry.index}`}
                defaultValue={blankAttendees(entry.item)}
                render={({ field }) => (
                  <AttendeeForm
                    name={`items.${entry.index}.attendees`}
                    value={field.value as Attendee[]}
                    onChange={field.onChange}
                    errors={attendeeErrorsOf(form.formState.errors, entry.index)}
                    photoMandatory={entry.ticket.photo_mandatory}
                    legend={(index, count) =>
                      t("personalization.legend", { title: entry.ticket.title, index, count })
                    }
                  />
                )}
              />
            </section>
          );
        })}
        <div>
          <Button type="submit" size="lg">
            {t("personalization.submit")}
          </Button>
        </div>
      </form>
    );
  };

  return (
    <div className="mx-auto grid max-w-3xl gap-6 py-8">
      <h1 className="font-bold font-heading text-3xl">{t("personalization.title")}</h1>
      <p>{t("personalization.intro")}</p>
      {body()}
    </div>
  );
}
