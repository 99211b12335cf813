// spec selling-core §5 "Personalization": the attendee forms of the cart's personal lines, one
// entry per ticket of a line's quantity (name, surname, the e-mail where asked — the one-pager —
// and a photo when the ticket asks for one), as react-hook-form values checked by the attendee
// rules (DESIGN §3). Valid entries are saved into the cart lines, so the order carries them; the
// photos stay in this window until the order is placed, then go with it (./picked-photos.ts).
// The personalization step and the one-pager share it.
import type { Ticket } from "@shop/core/contract";
import type { Attendee, PhotoMandatory } from "@shop/ui/attendee-form";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useNow } from "../../lib/clock";
import { attendeesResolver, type PersonalizationValues } from "../forms/attendee-resolver";
import { useCartStore } from "./cart-context";
import type { TicketCartItem } from "./hold-plan";
import { pickedPhotos } from "./picked-photos";

/** A cart line whose ticket asks for attendees, at its index in the cart. */
export interface AttendeeEntry {
  index: number;
  item: TicketCartItem;
  ticket: Ticket;
}

/** The line's attendees as the form starts them: those kept, else blank; one per ticket. */
export function blankAttendees(item: TicketCartItem, askEmail: boolean): Attendee[] {
  const { quantity, attendees } = item.attributes;
  return Array.from({ length: quantity }, (_, at) => ({
    name: attendees[at]?.name ?? "",
    surname: attendees[at]?.surname ?? "",
    ...(askEmail ? { email: attendees[at]?.email ?? "" } : {}),
    // A photo picked before, while this browser window kept it (./picked-photos.ts).
    photo: pickedPhotos.get(item.attributes, at) ?? null,
  }));
}

export function useAttendeeForms(entries: readonly AttendeeEntry[], { askEmail = false } = {}) {
  const store = useCartStore();
  const now = useNow();
  // The photo rule of each line, read by the resolver at each validation (the tickets may load
  // after the form is made).
  const rules = useRef<ReadonlyMap<number, PhotoMandatory>>(new Map());
  rules.current = new Map(entries.map((entry) => [entry.index, entry.ticket.photo_mandatory]));
  const [resolver] = useState(() => attendeesResolver(() => rules.current, { askEmail }));
  const form = useForm<PersonalizationValues>({
    defaultValues: { items: [] },
    resolver,
    // The page's alert takes the focus (it says what is wrong), not the first field.
    shouldFocusError: false,
  });

  /** Saves valid values into the cart lines and keeps the photos for the order. */
  const save = (values: PersonalizationValues) => {
    const stamp = now();
    for (const entry of entries) {
      const given = values.items[entry.index] ?? blankAttendees(entry.item, askEmail);
      given.forEach((attendee, at) => {
        pickedPhotos.set(entry.item.attributes, at, attendee.photo);
      });
      const attendees = given.map(({ name, surname, email }) => ({
        name: name.trim(),
        surname: surname.trim(),
        ...(askEmail ? { email: (email ?? "").trim() } : {}),
      }));
      store.updateItem(
        entry.index,
        { ...entry.item, attributes: { ...entry.item.attributes, attendees } },
        stamp,
      );
    }
  };

  return { form, save, blank: (item: TicketCartItem) => blankAttendees(item, askEmail) };
}
