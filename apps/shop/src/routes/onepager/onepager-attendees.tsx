// spec selling-core §2 shop.onepager, §5 "Personalization": on the one-pager's overview, one
// attendee form per ticket of a personal line (one entry per ticket of the quantity) with name,
// surname and e-mail — and a photo when the ticket asks for one (§5 photoRequired). The forms
// are checked when the visitor buys (CheckoutProcess's beforeBuy): an error shows beside its
// field and in an alert that takes the focus; valid entries are saved into the cart lines, so
// the order carries them, and the photos go with the order like those of the ticket steps.
import type { Ticket } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { type Attendee, AttendeeForm, type PhotoMandatory } from "@shop/ui/attendee-form";
import { useEffect, useRef, useState } from "react";
import { Controller, type UseFormReturn, useForm } from "react-hook-form";
import { useCart, useCartStore } from "../../features/cart/cart-context";
import { pickedPhotos } from "../../features/cart/picked-photos";
import { isTicketItem, type TicketCartItem } from "../../features/cart/ticket-lines";
import {
  attendeeErrorsOf,
  attendeesResolver,
  type PersonalizationValues,
} from "../../features/forms/attendee-resolver";
import { useNow } from "../../lib/clock";
import { useOnepagerT } from "./onepager-texts";

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
    email: attendees[at]?.email ?? "",
    photo: pickedPhotos.get(item.attributes, at) ?? null,
  }));
}

export interface OnepagerAttendeesState {
  entries: Entry[];
  form: UseFormReturn<PersonalizationValues>;
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
  const store = useCartStore();
  const now = useNow();
  const byId = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  const entries: Entry[] = cart.items.flatMap((item, index) => {
    if (!isTicketItem(item)) return [];
    const ticket = byId.get(item.attributes.id);
    return ticket?.attendees ? [{ index, item, ticket }] : [];
  });
  const rules = useRef<ReadonlyMap<number, PhotoMandatory>>(new Map());
  rules.current = new Map(entries.map((entry) => [entry.index, entry.ticket.photo_mandatory]));
  const [resolver] = useState(() => attendeesResolver(() => rules.current, { askEmail: true }));
  const form = useForm<PersonalizationValues>({
    defaultValues: { items: [] },
    resolver,
    shouldFocusError: false,
  });
  const [attempt, setAttempt] = useState(0);

  const save = async (): Promise<boolean> => {
    if (entries.length === 0) return true;
    const valid = await form.trigger();
    if (!valid) {
      setAttempt((n) => n + 1);
      return false;
    }
    const values = form.getValues();
    const stamp = now();
    for (const entry of entries) {
      const given = values.items[entry.index] ?? blankAttendees(entry.item);
      given.forEach((attendee, at) => {
        pickedPhotos.set(entry.item.attributes, at, attendee.photo);
      });
      const attendees = given.map(({ name, surname, email }) => ({
        name: name.trim(),
        surname: surname.trim(),
        email: (email ?? "").trim(),
      }));
      store.updateItem(
        entry.index,
        { ...entry.item, attributes: { ...entry.item.attributes, attendees } },
        stamp,
      );
    }
    return true;
  };

  return { entries, form, attempt, save };
}

export function OnepagerAttendees({ state }: { state: OnepagerAttendeesState }) {
  const t = useOnepagerT();
  const { form, entries, attempt } = state;
  const invalid = Object.keys(form.formState.errors).length > 0;
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) alert.current?.focus();
  }, [attempt]);
  return (
    <section aria-labelledby="onepager-attendees" className="grid gap-4">
      <h2 id="onepager-attendees" className="font-heading font-semibold text-xl">
        {t("onepager.attendees.heading")}
      </h2>
      <p>{t("onepager.attendees.intro")}</p>
      {attempt > 0 && invalid && (
        <Alert ref={alert} variant="destructive" data-error="attendees">
          {t("onepager.attendees.errors")}
        </Alert>
      )}
      {entries.map((entry) => (
        <Controller
          key={entry.index}
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
