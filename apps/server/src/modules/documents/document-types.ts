// The inputs of the order documents (spec selling-core §7: ticket, event, tour and coupon PDFs).
// They are plain data so that the PDFs and the mail do not depend on the orders tables: the
// orders module fills them from its rows (orders/document-repository.ts).
import type { Locale } from "@shop/core";
import type { OrderItemType } from "@shop/core/contract";

/** A house where a ticket is used: the museum's name and address in the order's locale. */
export interface DocumentVenue {
  name: string;
  address: string | null;
}

/** One sub ticket of a mantle ticket line: its title in the order's locale, chosen per unit. */
export interface DocumentSubTicket {
  title: string;
  quantity: number;
}

/** The item kinds that have a PDF (spec selling-core §7; annual tickets are personalised). */
export const DOCUMENT_KINDS = ["ticket", "event", "tour", "coupon"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export function isDocumentKind(type: OrderItemType): type is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(type);
}

/** One order line, as much as its document shows. */
export interface DocumentItem {
  /** The order item (ticket sale) id: the `{ticketId}` / `{itemId}` of the document paths. */
  id: number;
  type: OrderItemType;
  /** The product: ticket, event, tour or coupon id (order item attributes.id). */
  productId: number;
  /** Product title in the order's locale. */
  title: string;
  /** Visit day YYYY-MM-DD (Europe/Berlin), null for tickets valid on any day. */
  date: string | null;
  /** Time slot HH:MM (an event's start), null without a slot. */
  slot: string | null;
  quantity: number;
  /** Price of the whole line, integer cents. */
  priceCents: number;
  /** An event item: its seat ("Row 3, seat 12"), none for an admission. */
  seat?: string;
  /** An event item: the title of the scale price it was bought at. */
  fare?: string;
  /** Coupons: the value the coupon is worth, integer cents. */
  valueCents?: number;
  /** Coupons: the code the visitor redeems. */
  couponCode?: string;
  /**
   * Every house the line admits to, in the catalogue's order: one museum, or all of a combi
   * ticket's (the cart line names them all too); empty for a coupon.
   */
  venues: DocumentVenue[];
  /**
   * A mantle ticket (spec selling-core §5): the sub tickets one unit admits, each with its
   * quantity per unit, in the catalogue's order; those chosen 0 times are left out.
   */
  subTickets?: DocumentSubTicket[];
  /** An annual ticket: personalised by link, never a PDF (spec selling-core §7). */
  annual?: true;
  /** The issue 33, Deliver 6: cancelled by the visitor; its documents and codes are void. */
  canceled?: true;
}

/** The order fields a document needs. */
export interface DocumentOrder {
  id: number;
  /** The order's language, used when the request names none. */
  locale: Locale;
  /** spec selling-core §3 Order in lists: is_valid and canceled. */
  isValid: boolean;
  canceled: boolean;
}

/** What the renderers get: one item of one order, in one language. */
export interface DocumentContext {
  locale: Locale;
  orderId: number;
  item: DocumentItem;
}
