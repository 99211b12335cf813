// spec selling-core §4 "Annual tickets", §5: the rules of a person slot's form as pure
// functions — who may take the card, what the form starts with, what it checks before sending
// and which field a server's field error marks.
import { isEmail } from "@shop/core";
import type {
  AnnualHolder,
  AnnualOrder,
  AnnualTicketSale,
  Personalization,
} from "@shop/core/contract";
import type { DetailDraft, DetailValues } from "./annual-drafts";

/** The person choice that makes a new holder. */
export const NEW = "new";

export type DetailField = "person" | "name" | "surname" | "email" | "address" | "photo";
// The photo's keys are the attendee form's (PhotoField says them in the visitor's language).
export type PhotoError = "photoRequired" | "photoTooLarge" | "photoNotImage";
export type DetailError = "required" | "invalid" | "email" | PhotoError;

/** The ticket sale and person slot the URL names, if the order has them. */
export function locate(order: AnnualOrder, saleId: number, slotId: number) {
  const sale = order.ticket_sales.find((one) => one.id === saleId);
  const slot = sale?.personalizations.find((one) => one.id === slotId);
  return sale && slot ? { sale, slot } : undefined;
}

/** The holders who may take this card: its own, or anybody of the order without a card yet. */
export function candidates(order: AnnualOrder, slot: Personalization): AnnualHolder[] {
  if (slot.customer) return [slot.customer];
  const holding = new Set(
    order.ticket_sales.flatMap((sale) =>
      sale.personalizations.flatMap((other) =>
        other.customer && other.id !== slot.id ? [other.customer.id] : [],
      ),
    ),
  );
  return order.customers.filter((holder) => !holding.has(holder.id));
}

/** The form's first values: the kept draft, else the slot's own; an address just chosen wins. */
export function defaultsOf(
  order: AnnualOrder,
  slot: Personalization,
  people: AnnualHolder[],
  chosenAddress: string | null,
  draft: DetailDraft | undefined,
): DetailValues {
  const kept = draft?.values;
  const address =
    chosenAddress ?? kept?.address ?? String(slot.address_id ?? order.addresses[0]?.id ?? "");
  if (kept) return { ...kept, address };
  return {
    person: String(slot.customer?.id ?? people[0]?.id ?? NEW),
    name: "",
    surname: "",
    email: "",
    address,
    photo: { photo: null, photoUrl: slot.photo_preview_url },
  };
}

export function validate(
  values: DetailValues,
  sale: AnnualTicketSale,
): Partial<Record<DetailField, DetailError>> {
  const errors: Partial<Record<DetailField, DetailError>> = {};
  if (values.person === "") errors.person = "required";
  if (values.person === NEW) {
    if (values.name.trim() === "") errors.name = "required";
    if (values.surname.trim() === "") errors.surname = "required";
    const email = values.email.trim();
    if (email !== "" && !isEmail(email)) errors.email = "email";
  }
  if (values.address === "") errors.address = "required";
  const hasPhoto = values.photo.photo !== null || values.photo.photoUrl !== null;
  if (sale.photo_mandatory === "mandatory" && !hasPhoto) errors.photo = "photoRequired";
  return errors;
}

/** spec selling-core §5: a server field error marks its field. */
export function fieldOfServer(path: string): DetailField | undefined {
  if (path === "photo") return "photo";
  if (path.endsWith("customer_personalization_token")) return "person";
  if (path.endsWith("customer_adress_id")) return "address";
  if (path === "customer.name") return "name";
  if (path === "customer.surname") return "surname";
  if (path === "customer.email") return "email";
  return undefined;
}
