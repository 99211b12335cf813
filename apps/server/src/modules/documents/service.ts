// spec selling-core §7: a document needs the order token and is_valid true. DESIGN.md §6: a
// document is served only with the order token and only for valid orders.

import type { KeyObject } from "node:crypto";
import { invoiceNumberText, type Locale, orderPagePath } from "@shop/core";
import type { TicketCodeKey } from "@shop/core/contract";
import type { Clock } from "../../clock";
import { ApiError } from "../../http/errors";
import { isDated, renderCalendar } from "./calendar-file";
import { renderCouponPdf } from "./coupon-pdf";
import type { DocumentContext, DocumentItem, DocumentKind, DocumentOrder } from "./document-types";
import { type DocumentInvoice, renderInvoicePdf } from "./invoice-pdf";
import { type AdmissionCodeFields, signAdmissionCode } from "./ticket-code";
import { admissionKindOf, renderTicketPdf } from "./ticket-pdf";
import type { TicketSigningKeys } from "./ticket-signing-key";

/** One item of one order, found by the order's id and token (see routes.ts). */
export interface FoundOrderDocument {
  order: DocumentOrder;
  item: DocumentItem;
}

/** The issue 34: one person of a line let in at the door (a ticket_check_ins row). */
export interface DoorAdmission {
  person: number;
  deviceId: number;
  at: Date;
}

/**
 * The seam to the orders module. It answers null when the order does not exist, the token is
 * not the order's, or the item belongs to another order: the caller cannot tell these apart,
 * so a guessed id teaches nothing. It does not judge validity; this module does.
 */
export type FindOrderDocument = (
  orderId: number,
  token: string,
  itemId: number,
) => Promise<FoundOrderDocument | null>;

/** Every line of one order by its id and token; null alike for an unknown id or wrong token. */
export type FindOrderDocuments = (
  orderId: number,
  token: string,
) => Promise<{ order: DocumentOrder; items: DocumentItem[] } | null>;

/** An order's invoice found by its order's token (orders/invoices.ts findOrderInvoice). */
export interface FoundOrderInvoice {
  /** The order's language, used when the request names none. */
  locale: Locale;
  invoice: DocumentInvoice;
}

/** The seam to the orders module: null alike for an unknown order, wrong token or invoice. */
export type FindOrderInvoice = (
  orderId: number,
  token: string,
  invoiceId: number,
) => Promise<FoundOrderInvoice | null>;

export interface DocumentDeps {
  findOrderDocument: FindOrderDocument;
  findOrderDocuments: FindOrderDocuments;
  findOrderInvoice: FindOrderInvoice;
  /** The shop's public origin (PUBLIC_URL): the calendar files link the order page. */
  publicOrigin: () => string;
  clock: Clock;
  /** documents/ticket-signing-key.ts: signs each person's admission code. */
  ticketSigningKeys: TicketSigningKeys;
}

export type DocumentAvailability = "available" | "canceled" | "unpaid";

/** Whether an order's documents may be handed out; a canceled order never, even if paid. */
export function documentAvailability(
  order: Pick<DocumentOrder, "isValid" | "canceled">,
): DocumentAvailability {
  if (order.canceled) return "canceled";
  return order.isValid ? "available" : "unpaid";
}

/** The public key of the admission codes, as PEM and as a JWK (GET /ticket_codes/public_key). */
export function ticketCodeKey(publicKey: KeyObject): TicketCodeKey {
  const jwk = publicKey.export({ format: "jwk" });
  return {
    algorithm: "Ed25519",
    layout: "T2",
    public_key_pem: String(publicKey.export({ type: "spki", format: "pem" })),
    public_key_jwk: { kty: "OKP", crv: "Ed25519", x: String(jwk.x) },
  };
}

/** The fields of the code of person `person` of `persons` of the line (ticket-code.ts). */
export function admissionOf(
  context: DocumentContext,
  person: number,
  persons: number,
): AdmissionCodeFields {
  const { item } = context;
  return {
    kind: admissionKindOf(item),
    orderId: context.orderId,
    itemId: item.id,
    productId: item.productId,
    person,
    persons,
    date: item.date,
    slot: item.slot,
    seat: item.seat ?? null,
  };
}

/** Renders the PDF of one document item (ticket, event, tour or coupon line). */
export function renderDocument(
  keys: Pick<TicketSigningKeys, "privateKey">,
  context: DocumentContext,
  kind: DocumentKind,
): Promise<Uint8Array> {
  switch (kind) {
    case "ticket":
    case "event":
    case "tour":
      return renderTicketPdf(context, (person, persons) =>
        signAdmissionCode(keys.privateKey, admissionOf(context, person, persons)),
      );
    case "coupon":
      return renderCouponPdf(context);
    default:
      throw new RangeError(`no document for ${String(kind satisfies never)}`);
  }
}

export interface DocumentRequest {
  orderId: number;
  token: string;
  itemId: number;
  /** The kind the path asked for: a coupon's id under /tickets/ is not found. */
  kind: DocumentKind;
  /** The locale asked for; the order's own when absent. */
  locale: Locale | undefined;
}

export interface RenderedDocument {
  fileName: string;
  bytes: Uint8Array;
}

const NOT_FOUND = "No such document for this order and token";

export async function getOrderDocument(
  deps: DocumentDeps,
  request: DocumentRequest,
): Promise<RenderedDocument> {
  const found = await deps.findOrderDocument(request.orderId, request.token, request.itemId);
  if (found === null || found.item.type !== request.kind || found.order.id !== request.orderId) {
    throw new ApiError("token_not_found", NOT_FOUND);
  }
  // 403 rather than 404: the caller proved to own the order with its token, so saying that
  // the order exists leaks nothing, and the shop can tell "not paid yet" from a bad link.
  requireAvailable(found.order, found.item);
  const context: DocumentContext = {
    locale: request.locale ?? found.order.locale,
    orderId: found.order.id,
    item: found.item,
  };
  const bytes = await renderDocument(deps.ticketSigningKeys, context, request.kind);
  return { fileName: `${request.kind}-${found.order.id}-${found.item.id}.pdf`, bytes };
}

/**
 * Refuses the documents of an order not (or no longer) valid, or of a line the visitor
 * cancelled (the issue 33, Deliver 6): 403, see getOrderDocument.
 */
export function requireAvailable(
  order: DocumentOrder,
  item?: Pick<DocumentItem, "canceled">,
): void {
  if (item?.canceled) {
    throw new ApiError("forbidden", "The line was cancelled: its documents are void");
  }
  const availability = documentAvailability(order);
  if (availability === "canceled") {
    throw new ApiError("forbidden", "The order was canceled: its documents are void");
  }
  if (availability === "unpaid") {
    throw new ApiError("forbidden", "The order is not paid yet: documents follow the payment");
  }
}

/**
 * The issue 33, Deliver 3: the calendar file of the order's dated lines, or of one of them
 * (`itemId`). Found and refused as the PDFs are: one 404 for an unknown order, a wrong token, a
 * line of another order or without a day; 403 for an order not valid.
 */
export async function getOrderCalendar(
  deps: DocumentDeps,
  request: Omit<DocumentRequest, "kind" | "itemId"> & { itemId?: number },
): Promise<{ fileName: string; text: string }> {
  const found = await deps.findOrderDocuments(request.orderId, request.token);
  // A cancelled line is in no calendar; asked for alone, it is not found, like one without a day.
  const items = (found?.items ?? []).filter(
    (item) =>
      isDated(item) &&
      !item.canceled &&
      (request.itemId === undefined || item.id === request.itemId),
  );
  if (found === null || items.length === 0) throw new ApiError("token_not_found", NOT_FOUND);
  requireAvailable(found.order);
  const origin = deps.publicOrigin();
  const orderUrl = new URL(
    orderPagePath({ id: found.order.id, token: request.token }),
    origin,
  ).toString();
  const text = renderCalendar(
    {
      id: found.order.id,
      locale: request.locale ?? found.order.locale,
      orderUrl,
      host: new URL(origin).hostname,
      now: deps.clock(),
    },
    items,
  );
  const name =
    request.itemId === undefined ? `${found.order.id}` : `${found.order.id}-${request.itemId}`;
  return { fileName: `order-${name}.ics`, text };
}

/**
 * The issue 33, Deliver 5: an invoice's PDF. No 403 for a canceled order: its invoice and the
 * cancellation invoice are what its books need.
 */
export async function getOrderInvoice(
  deps: Pick<DocumentDeps, "findOrderInvoice">,
  request: { orderId: number; invoiceId: number; token: string; locale: Locale | undefined },
): Promise<RenderedDocument> {
  const found = await deps.findOrderInvoice(request.orderId, request.token, request.invoiceId);
  if (found === null) throw new ApiError("token_not_found", NOT_FOUND);
  const { invoice } = found;
  const bytes = await renderInvoicePdf(invoice, request.locale ?? found.locale);
  return { fileName: `${invoiceNumberText(invoice.range, invoice.number)}.pdf`, bytes };
}

export { isDated } from "./calendar-file";
// What the order's repository and the confirmation mail read of a document.
export {
  type DocumentItem,
  type DocumentKind,
  type DocumentOrder,
  type DocumentSubTicket,
  type DocumentVenue,
  isDocumentKind,
} from "./document-types";
export { formatDocumentDate } from "./messages";
// The issue 34: what the door reads of a code and of the line it admits to.
export {
  type AdmissionCodeFields,
  type TicketCodeKeys,
  type TicketCodeResult,
  verifyTicketCode,
} from "./ticket-code";
export { admissionKindOf, admissionsOf } from "./ticket-pdf";
export { resolveTicketCodeSecret } from "./ticket-secret";
export {
  resolveTicketSigningKeys,
  type TicketSigningKeys,
} from "./ticket-signing-key";
