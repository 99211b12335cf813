// spec selling-core §2 shop.tickets.personalization (/tickets/personalization?itemIndex), §5:
// one attendee form per cart line whose ticket asks for attendees, one entry per ticket;
// every field is required, a photo too unless photo_mandatory is optional or none. Errors
// show beside their fields and in an alert that takes the focus; valid names are saved into
// the cart lines and the visitor goes on to the cart.
import { Alert } from "@shop/ui/alert";
import { type Attendee, AttendeeForm } from "@shop/ui/attendee-form";
import { Button } from "@shop/ui/button";
import { formatLineDay } from "@shop/ui/cart-line";
import { Link as UiLink } from "@shop/ui/link";
import { Spinner } from "@shop/ui/spinner";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useCart } from "../../features/cart/cart-context";
import { isTicketItem } from "../../features/cart/hold-plan";
import { type AttendeeEntry, useAttendeeForms } from "../../features/cart/use-attendee-forms";
import { useCartTickets } from "../../features/cart/use-cart-tickets";
import {
  attendeeErrorsOf,
  type PersonalizationValues,
} from "../../features/forms/attendee-resolver";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { usePageTitle } from "../../lib/use-page-title";

export function PersonalizationPage() {
  const t = useT();
  const { locale } = useLocale();
  const cart = useCart();
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
  const entries: AttendeeEntry[] = ticketLines.flatMap(({ item, index }) => {
    const ticket = tickets.get(item.attributes.id);
    return ticket?.attendees ? [{ index, item, ticket }] : [];
  });

  const attendeeForms = useAttendeeForms(entries);
  const { form } = attendeeForms;
  const invalid = Object.keys(form.formState.errors).length > 0;
  // Bumped per failed submit, so focus moves to the alert again on each attempt.
  const [attempt, setAttempt] = useState(0);

  const save = (values: PersonalizationValues) => {
    attendeeForms.save(values);
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
          <Alert focusOn={attempt} variant="destructive">
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
                defaultValue={attendeeForms.blank(entry.item)}
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
