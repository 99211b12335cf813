// spec selling-core §2 shop.onepager, §5 "Personalization": on the one-pager's overview, one
// attendee form per ticket of a personal line (one entry per ticket of the quantity) with name,
// surname and e-mail — and a photo when the ticket asks for one (§5 photoRequired). The forms
// are checked when the visitor buys (CheckoutProcess's beforeBuy): an error shows beside its
// field and in an alert that takes the focus; valid entries are saved into the cart lines, so
// the order carries them, and the photos go with the order like those of the ticket steps.
import type { Ticket } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { type Attendee, AttendeeForm } from "@shop/ui/attendee-form";
import { useState } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { useCart } from "../../features/cart/cart-context";
import { isTicketItem, type TicketCartItem } from "../../features/cart/hold-plan";
import { type AttendeeEntry, useAttendeeForms } from "../../features/cart/use-attendee-forms";
import {
  attendeeErrorsOf,
  type PersonalizationValues,
} from "../../features/forms/attendee-resolver";
import { useOnepagerT } from "./onepager-texts";

export interface OnepagerAttendeesState {
  entries: AttendeeEntry[];
  form: UseFormReturn<PersonalizationValues>;
  blank: (item: TicketCartItem) => Attendee[];
  attempt: number;
  /** Checks the forms; valid, saves them into the cart lines (true), else shows why (false). */
  save: () => Promise<boolean>;
}

/**
 * The cart's lines of personal tickets — the one-pager's and any the cart held before, as the
 * order needs the names of all of them.
 */
export function useOnepagerAttendees(tickets: readonly Ticket[]): OnepagerAttendeesState {
  const cart = useCart();
  const byId = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  const entries: AttendeeEntry[] = cart.items.flatMap((item, index) => {
    if (!isTicketItem(item)) return [];
    const ticket = byId.get(item.attributes.id);
    return ticket?.attendees ? [{ index, item, ticket }] : [];
  });
  const { form, save: saveValues, blank } = useAttendeeForms(entries, { askEmail: true });
  const [attempt, setAttempt] = useState(0);

  const save = async (): Promise<boolean> => {
    if (entries.length === 0) return true;
    const valid = await form.trigger();
    if (!valid) {
      setAttempt((n) => n + 1);
      return false;
    }
    saveValues(form.getValues());
    return true;
  };

  return { entries, form, blank, attempt, save };
}

export function OnepagerAttendees({ state }: { state: OnepagerAttendeesState }) {
  const t = useOnepagerT();
  const { form, entries, attempt, blank } = state;
  const invalid = Object.keys(form.formState.errors).length > 0;
  return (
    <section aria-labelledby="onepager-attendees" className="grid gap-4">
      <h2 id="onepager-attendees" className="font-heading font-semibold text-xl">
        {t("onepager.attendees.heading")}
      </h2>
      <p>{t("onepager.attendees.intro")}</p>
      {attempt > 0 && invalid && (
        <Alert focusOn={attempt} variant="destructive" data-error="attendees">
          {t("onepager.attendees.errors")}
        </Alert>
      )}
      {entries.map((entry) => (
        <Controller
          key={entry.index}
          control={form.control}
          name={`items.${entry.index}`}
          defaultValue={blank(entry.item)}
          render={({ field }) => (
            <AttendeeForm
              name={`items.${entry.index}.attendees`}
              value={field.value as Attendee[]}
              onChange={field.onChange}
              errors={attendeeErrorsOf(form.formState.errors, entry.index)}
              photoMandatory={entry.ticket.photo_mandatory}
              askEmail
              legend={(index, count) =>
                t("personalization.legend", { title: entry.ticket.title, index, count })
              }
            />
          )}
        />
      ))}
    </section>
  );
}
