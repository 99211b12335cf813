// spec selling-core §2 "Annual-ticket personalization", §4 "Annual tickets", §8: the rules of
// the personalization pages as pure functions — what an error leads to, what the submit button
// says, where the visitor goes next, and the dates the start can take.
import type {
  AnnualAddress,
  AnnualOrder,
  AnnualTicketSale,
  Personalization,
} from "@shop/core/contract";
import { ApiRequestError } from "../../lib/api-client";
import { isLinkNotFound } from "../../lib/refusal-text";

/**
 * §8: an unknown token shows the annual-ticket error page; a refusal of the rules the
 * personalization error page (not personalizable, already personalised, sent, guest); any other
 * failure goes to maintenance.
 */
export type AnnualProblem =
  | "token"
  | "notPersonalizable"
  | "alreadyPersonalized"
  | "sent"
  | "guest"
  | "maintenance";

export function problemOf(error: unknown): AnnualProblem {
  if (!(error instanceof ApiRequestError)) return "maintenance";
  // The issue 27: a link cut short is an unknown link, not a reason to try again later.
  if (isLinkNotFound(error)) return "token";
  switch (error.code) {
    case "not_personalizable":
      return "notPersonalizable";
    case "already_personalized":
      return "alreadyPersonalized";
    case "already_sent":
      return "sent";
    case "unauthorized":
    case "forbidden":
      return "guest";
    default:
      // A 404 without a code of ours (an id that is not there) reads like the unknown token.
      return error.status === 404 ? "token" : "maintenance";
  }
}

export type SubmitLabel = "next" | "create" | "update";

/** Whether every personalizable card's person is named. */
export function isPersonalized(sale: AnnualTicketSale): boolean {
  return sale.personalizations.every((slot) => slot.customer !== null);
}

/** The person slots still waiting for a person, in page order, of cards not yet sent. */
export function openSlots(order: AnnualOrder): { sale: AnnualTicketSale; slot: Personalization }[] {
  return order.ticket_sales.flatMap((sale) =>
    sale.is_personalizable && sale.sent_at === null
      ? sale.personalizations
          .filter((slot) => slot.customer === null)
          .map((slot) => ({ sale, slot }))
      : [],
  );
}

/**
 * §4: the submit button reads update for a slot personalised before, next while another slot
 * waits after this one, create for the last.
 */
export function submitLabelOf(order: AnnualOrder, slotId: number): SubmitLabel {
  const slot = order.ticket_sales
    .flatMap((sale) => sale.personalizations)
    .find((s) => s.id === slotId);
  if (slot?.customer) return "update";
  return openSlots(order).some((open) => open.slot.id !== slotId) ? "next" : "create";
}

/** Where the visitor goes after saving a slot: the next waiting slot, else the list. */
export function nextPath(order: AnnualOrder, base: string, savedSlotId: number): string {
  const next = openSlots(order).find((open) => open.slot.id !== savedSlotId);
  return next ? `${base}/${next.sale.id}/${next.slot.id}` : base;
}

/** §4: the success notice shows when every card is personalised and not every one is sent. */
export function showsAllDone(order: AnnualOrder): boolean {
  const personal = order.ticket_sales.filter((sale) => sale.is_personalizable);
  return (
    personal.length > 0 &&
    personal.every(isPersonalized) &&
    !order.ticket_sales.every((sale) => sale.sent_at !== null)
  );
}

/**
 * The instant sent for a chosen day: noon UTC is on that calendar day in Berlin all year, and
 * the server keeps the start of the Berlin day it falls on.
 */
export function startInstantOf(day: string): string {
  return `${day}T12:00:00Z`;
}

/** Where the list of a link is, and its cards' pages below it. */
export function personalizationBase(token: string): string {
  return `/annual/personalisation/${token}`;
}

/** An address on one line: addressee, street, zip and city. */
export function addressLineOf(address: AnnualAddress): string {
  return [address.adressat, address.street, `${address.zip} ${address.city}`]
    .filter((part) => part && part.trim() !== "")
    .join(", ");
}
