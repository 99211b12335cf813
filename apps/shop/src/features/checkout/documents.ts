// Where the documents of an order are (spec selling-core §7), and its page: links, not calls.
import type { OrderItemType, WalletPasses } from "@shop/core/contract";

// spec selling-core §7: GET /orders/{id}/{kind}/{itemId}.pdf with locale and token.
const DOCUMENT_PATHS: Partial<Record<OrderItemType, string>> = {
  ticket: "tickets",
  event: "events",
  tour: "tours",
  coupon: "coupons",
};

/**
 * Whether an order's documents are handed out: once it is valid, never once canceled, nor a
 * line the visitor cancelled (the server answers 403 for each, DESIGN §6; the issue 33).
 */
function documentsOut(
  order: { is_valid: boolean; canceled: boolean },
  item?: { canceled?: boolean | undefined },
): boolean {
  return order.is_valid && !order.canceled && !item?.canceled;
}

/**
 * The PDF of an order line: of a ticket, event, tour or value coupon, once the order is valid
 * (paid); annual tickets are personalised, not downloaded (surrounding-areas §2 "Order panel").
 * undefined when the line has none.
 */
export function documentUrl(
  order: { id: number; is_valid: boolean; canceled: boolean },
  item: {
    id: number;
    type: OrderItemType;
    canceled?: boolean | undefined;
    attributes: { ticket_type?: string | undefined };
  },
  token: string,
  locale: string,
): string | undefined {
  const kind = DOCUMENT_PATHS[item.type];
  if (!documentsOut(order, item) || !kind || item.attributes.ticket_type === "annual")
    return undefined;
  const query = new URLSearchParams({ token, locale });
  return `/api/v1/orders/${order.id}/${kind}/${item.id}.pdf?${query}`;
}

/** The issue 33: the shop's page of an order, its token the proof (@shop/core). */
export { orderPagePath } from "@shop/core";

/** A line the calendar file holds: it is for one day (annual passes are not), not cancelled. */
function isDatedLine(item: {
  canceled?: boolean | undefined;
  attributes: { date?: string | undefined; ticket_type?: string | undefined };
}) {
  return (
    item.attributes.date !== undefined && item.attributes.ticket_type !== "annual" && !item.canceled
  );
}

/**
 * The issue 33, Deliver 3: the calendar file of an order's dated lines, or of one (`item`), once
 * the order is valid; undefined when there is none (GET /orders/{id}/calendar.ics, calendar/{item}.ics).
 */
export function calendarUrl(
  order: {
    id: number;
    is_valid: boolean;
    canceled: boolean;
    items: readonly {
      id: number;
      attributes: { date?: string | undefined; ticket_type?: string | undefined };
    }[];
  },
  token: string,
  locale: string,
  item?: {
    id: number;
    attributes: { date?: string | undefined; ticket_type?: string | undefined };
  },
): string | undefined {
  if (!documentsOut(order)) return undefined;
  if (item ? !isDatedLine(item) : !order.items.some(isDatedLine)) return undefined;
  const query = new URLSearchParams({ token, locale });
  const file = item ? `calendar/${item.id}.ics` : "calendar.ics";
  return `/api/v1/orders/${order.id}/${file}?${query}`;
}

/**
 * The issue 33, Deliver 5: an invoice's PDF (GET /orders/{id}/invoices/{invoiceId}.pdf). Also of
 * a canceled order: its invoice and cancellation invoice stay what its books need.
 */
export function invoiceUrl(
  order: { id: number },
  invoice: { id: number },
  token: string,
  locale: string,
): string {
  const query = new URLSearchParams({ token, locale });
  return `/api/v1/orders/${order.id}/invoices/${invoice.id}.pdf?${query}`;
}

/** The admission kinds a wallet pass is made for (a person's code, as on the PDF). */
const WALLET_KINDS: ReadonlySet<OrderItemType> = new Set(["ticket", "event", "tour"]);

/**
 * The issue 33, Deliver 4: a dated ticket, event or tour line's "Add to Apple Wallet" file and
 * "Add to Google Wallet" link, once the order is valid, each only when the venue issues that
 * wallet's passes (GET /orders/{id}/apple_wallet/{item}, google_wallet/{item}).
 */
export function walletUrls(
  order: { id: number; is_valid: boolean; canceled: boolean },
  item: {
    id: number;
    type: OrderItemType;
    attributes: { date?: string | undefined; ticket_type?: string | undefined };
  },
  token: string,
  locale: string,
  /** GET /shop wallet_passes: the wallets the venue issues passes for. */
  offered: WalletPasses | undefined,
): { apple?: string; google?: string } {
  if (!offered || !documentsOut(order) || !WALLET_KINDS.has(item.type) || !isDatedLine(item)) {
    return {};
  }
  const query = new URLSearchParams({ token, locale });
  const url = (wallet: string) => `/api/v1/orders/${order.id}/${wallet}/${item.id}?${query}`;
  return {
    ...(offered.apple ? { apple: url("apple_wallet") } : {}),
    ...(offered.google ? { google: url("google_wallet") } : {}),
  };
}
