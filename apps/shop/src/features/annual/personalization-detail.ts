// spec selling-core §4 "Annual tickets", §5: the rules of a person slot's form — who may take
// the card, what the form starts with, what it checks before sending (a new holder: the
// contract's AnnualCustomerRequest through the shop's contract resolver, DESIGN §3) and which
// field a server's field error marks.
import type {
  AnnualCustomerRequest,
  AnnualHolder,
  AnnualOrder,
  AnnualTicketSale,
  Personalization,
} from "@shop/core/contract";
import type { FieldErrors, Resolver } from "react-hook-form";
import { contractResolver, lazySchema } from "../forms/contract-resolver";
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

/** The body of POST /annual/customers (and PUT, corrected) for a new holder. */
export function holderRequestOf(values: DetailValues): AnnualCustomerRequest {
  const email = values.email.trim();
  return {
    customer: {
      name: values.name.trim(),
      surname: values.surname.trim(),
      ...(email === "" ? {} : { email }),
    },
  };
}

export const HOLDER_SCHEMA = lazySchema<AnnualCustomerRequest>(() =>
  import("@shop/core/contract").then((contract) => contract.AnnualCustomerRequest),
);

// A new holder: name and surname required, the e-mail optional but one address if given.
const HOLDER_RESOLVER = contractResolver<DetailValues, AnnualCustomerRequest>({
  schema: HOLDER_SCHEMA,
  toRequest: holderRequestOf,
  required: ["name", "surname"],
  // The schema's issues name `customer.<field>`: the form's field is the second segment.
  fieldOf: (path) => (path[0] === "customer" ? String(path[1] ?? "") : undefined),
  codeOf: (field) => (field === "email" ? "email" : "invalid"),
});

/**
 * The form's rules: a person chosen (a new one by the contract's rules), an address chosen, and
 * a photo unless the ticket's is optional or none.
 */
export function detailResolver(sale: AnnualTicketSale): Resolver<DetailValues> {
  return async (values, context, options) => {
    const errors: Partial<Record<DetailField, { type: string; message: DetailError }>> = {};
    if (values.person === "") errors.person = { type: "required", message: "required" };
    if (values.person === NEW) {
      const holder = await HOLDER_RESOLVER(values, context, options);
      Object.assign(errors, holder.errors);
    }
    if (values.address === "") errors.address = { type: "required", message: "required" };
    const hasPhoto = values.photo.photo !== null || values.photo.photoUrl !== null;
    if (sale.photo_mandatory === "mandatory" && !hasPhoto) {
      errors.photo = { type: "required", message: "photoRequired" };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<DetailValues> };
  };
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
