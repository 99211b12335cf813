// spec selling-core §7: a document needs the order token and is_valid true. DESIGN.md §6: a
// document is served only with the order token and only for valid orders.
import type { Locale } from "@shop/core";
import { ApiError } from "../../http/errors";
import { renderCouponPdf } from "./coupon-pdf";
import type { DocumentContext, DocumentItem, DocumentKind, DocumentOrder } from "./document-types";
import { renderTicketPdf, ticketCodeOf } from "./ticket-pdf";

/** One item of one order, found by the order's id and token (see routes.ts). */
export interface FoundOrderDocument {
  order: DocumentOrder;
  item: DocumentItem;
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

export interface DocumentDeps {
  findOrderDocument: FindOrderDocument;
  /** documents/ticket-secret.ts resolveTicketCodeSecret(config). */
  ticketCodeSecret: string;
}

export type DocumentAvailability = "available" | "canceled" | "unpaid";

/** Whether an order's documents may be handed out; a canceled order never, even if paid. */
export function documentAvailability(
  order: Pick<DocumentOrder, "isValid" | "canceled">,
): DocumentAvailability {
  if (order.canceled) return "canceled";
  return order.isValid ? "available" : "unpaid";
}

/** Renders the PDF of one document item (ticket, event, tour or coupon line). */
export function renderDocument(
  secret: string,
  context: DocumentContext,
  kind: DocumentKind,
): Promise<Uint8Array> {
  switch (kind) {
    case "ticket":
    case "event":
    case "tour":
      return renderTicketPdf(context, ticketCodeOf(secret, context));
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
  const availability = documentAvailability(found.order);
  if (availability === "canceled") {
    throw new ApiError("forbidden", "The order was canceled: its documents are void");
  }
  if (availability === "unpaid") {
    throw new ApiError("forbidden", "The order is not paid yet: documents follow the payment");
  }
  const context: DocumentContext = {
    locale: request.locale ?? found.order.locale,
    orderId: found.order.id,
    item: found.item,
  };
  const bytes = await renderDocument(deps.ticketCodeSecret, context, request.kind);
  return { fileName: `${request.kind}-${found.order.id}-${found.item.id}.pdf`, bytes };
}

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
export { resolveTicketCodeSecret } from "./ticket-secret";
