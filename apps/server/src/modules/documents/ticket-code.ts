// DESIGN.md §6: a PDF ticket carries a QR code of a signed ticket code, so the entry scanner
// can trust the ticket without asking the shop. The code is short enough for a small QR code:
//
//   T1.<orderId>.<itemId>.<ticketId>.<yyyymmdd|->.<hhmm|->.<quantity>.<signature>
//
// The signature is HMAC-SHA256 over everything before it, cut to 128 bits and written in
// base64url; all characters are URL-safe. "T1" names the layout so a later one can coexist.
import { createHmac, timingSafeEqual } from "node:crypto";

const VERSION = "T1";
// 128 bits: forging needs about 2^128 tries, far beyond what a scanner would ever see.
const SIGNATURE_BYTES = 16;
const NONE = "-";

/** What a ticket code says about one ticket line of an order. */
export interface TicketCodeFields {
  orderId: number;
  /** The order item (ticket sale) id. */
  itemId: number;
  /** The product: the ticket, event or tour id. */
  ticketId: number;
  /** Visit day YYYY-MM-DD, null for tickets valid on any day. */
  date: string | null;
  /** Time slot HH:MM, null without a slot. */
  slot: string | null;
  quantity: number;
}

export type TicketCodeResult =
  | { ok: true; fields: TicketCodeFields }
  | { ok: false; reason: "malformed" | "signature" };

const POSITIVE = /^[1-9]\d{0,14}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SLOT = /^([01]\d|2[0-3]):([0-5]\d)$/;

function positive(name: string, value: number): string {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive integer, got ${value}`);
  }
  return String(value);
}

function payloadOf(fields: TicketCodeFields): string {
  if (fields.date !== null && !DATE.test(fields.date)) {
    throw new RangeError(`date must be YYYY-MM-DD, got ${fields.date}`);
  }
  if (fields.slot !== null && !SLOT.test(fields.slot)) {
    throw new RangeError(`slot must be HH:MM, got ${fields.slot}`);
  }
  return [
    VERSION,
    positive("orderId", fields.orderId),
    positive("itemId", fields.itemId),
    positive("ticketId", fields.ticketId),
    fields.date === null ? NONE : fields.date.replaceAll("-", ""),
    fields.slot === null ? NONE : fields.slot.replace(":", ""),
    positive("quantity", fields.quantity),
  ].join(".");
}

function signatureOf(secret: string, payload: string): string {
  return createHmac("sha256", secret)
    .update(payload)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString("base64url");
}

/** Signs the fields of one ticket line into a URL-safe code for its QR code. */
export function signTicketCode(secret: string, fields: TicketCodeFields): string {
  const payload = payloadOf(fields);
  return `${payload}.${signatureOf(secret, payload)}`;
}

function parsePayload(parts: string[]): TicketCodeFields | null {
  const [version, orderId, itemId, ticketId, day, slot, quantity] = parts;
  if (version !== VERSION) return null;
  if (![orderId, itemId, ticketId, quantity].every((part) => POSITIVE.test(part ?? ""))) {
    return null;
  }
  const dayMatch = day === NONE ? null : /^(\d{4})(\d{2})(\d{2})$/.exec(day ?? "");
  if (day !== NONE && dayMatch === null) return null;
  const slotMatch = slot === NONE ? null : /^(\d{2})(\d{2})$/.exec(slot ?? "");
  if (slot !== NONE && slotMatch === null) return null;
  return {
    orderId: Number(orderId),
    itemId: Number(itemId),
    ticketId: Number(ticketId),
    date: dayMatch ? `${dayMatch[1]}-${dayMatch[2]}-${dayMatch[3]}` : null,
    slot: slotMatch ? `${slotMatch[1]}:${slotMatch[2]}` : null,
    quantity: Number(quantity),
  };
}

/**
 * Checks a scanned code: its layout, then its signature in constant time. The signature is
 * compared as text, not as decoded bytes, because base64url's last character has spare bits:
 * two spellings would decode to the same bytes and a changed code would still pass.
 */
export function verifyTicketCode(secret: string, code: string): TicketCodeResult {
  if (typeof code !== "string" || code.length > 200) return { ok: false, reason: "malformed" };
  const parts = code.split(".");
  if (parts.length !== 8) return { ok: false, reason: "malformed" };
  const fields = parsePayload(parts.slice(0, 7));
  if (fields === null) return { ok: false, reason: "malformed" };
  const given = Buffer.from(parts[7] ?? "", "utf8");
  const expected = Buffer.from(signatureOf(secret, parts.slice(0, 7).join(".")), "utf8");
  // The length of a signature is public; only equal-length buffers can be compared safely.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "signature" };
  }
  return { ok: true, fields };
}
