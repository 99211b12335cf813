// DESIGN.md §6, the issue 33 (Deliver 2): each person a ticket, event or tour line admits has a
// code of their own on its own PDF page, so a family of four enters one by one. The code says
// what it admits, so a door scanner needs no lookup, and it is signed with Ed25519: a scanner
// that checks codes offline holds only the public key (GET /ticket_codes/public_key), which
// cannot make a code. Its layout (T2) is @shop/core's admission-code.ts, which the door's
// scanner page reads too; here it is signed and verified.
//
// Codes of the first layout (T1, an HMAC of the whole line with the server's secret, printed
// before this issue) keep verifying with that secret, so tickets already sent still admit.
import {
  createHmac,
  type KeyObject,
  sign as signWith,
  timingSafeEqual,
  verify as verifyWith,
} from "node:crypto";
import {
  ADMISSION_KINDS,
  ADMISSION_SEAT_BYTES,
  type AdmissionCodeFields,
  type AdmissionKind,
  codeDayOf,
  codeSlotOf,
  MAX_ADMISSION_CODE,
  parseAdmissionCode,
} from "@shop/core";

export type { AdmissionCodeFields, AdmissionKind };

const NONE = "-";
const POSITIVE = /^[1-9]\d{0,14}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SLOT = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** What a code of the first layout (T1) says: one whole line. */
export interface LegacyTicketCodeFields {
  orderId: number;
  itemId: number;
  ticketId: number;
  date: string | null;
  slot: string | null;
  quantity: number;
}

export type TicketCodeResult =
  | { ok: true; version: 2; fields: AdmissionCodeFields }
  | { ok: true; version: 1; fields: LegacyTicketCodeFields }
  | { ok: false; reason: "malformed" | "signature" };

/** What verifies a code: the public key, and the secret the first layout was signed with. */
export interface TicketCodeKeys {
  publicKey: KeyObject;
  legacySecret: string;
}

function positive(name: string, value: number): string {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive integer, got ${value}`);
  }
  return String(value);
}

function dayPart(date: string | null): string {
  if (date === null) return NONE;
  if (!DATE.test(date)) throw new RangeError(`date must be YYYY-MM-DD, got ${date}`);
  return date.replaceAll("-", "");
}

function slotPart(slot: string | null): string {
  if (slot === null) return NONE;
  if (!SLOT.test(slot)) throw new RangeError(`slot must be HH:MM, got ${slot}`);
  return slot.replace(":", "");
}

function seatPart(seat: string | null): string {
  if (seat === null || seat === "") return NONE;
  let bytes = Buffer.from(seat, "utf8");
  if (bytes.length > ADMISSION_SEAT_BYTES) {
    // Cut at a character's start, so the title read back is whole characters.
    let end = ADMISSION_SEAT_BYTES;
    while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
    bytes = bytes.subarray(0, end);
  }
  return bytes.toString("base64url");
}

function payloadOf(fields: AdmissionCodeFields): string {
  if (fields.person > fields.persons) {
    throw new RangeError(`person ${fields.person} of ${fields.persons}`);
  }
  return [
    "T2",
    ADMISSION_KINDS[fields.kind],
    positive("orderId", fields.orderId),
    positive("itemId", fields.itemId),
    positive("productId", fields.productId),
    positive("person", fields.person),
    positive("persons", fields.persons),
    dayPart(fields.date),
    slotPart(fields.slot),
    seatPart(fields.seat),
  ].join(".");
}

/** Signs one person's admission with the shop's Ed25519 private key. */
export function signAdmissionCode(privateKey: KeyObject, fields: AdmissionCodeFields): string {
  const payload = payloadOf(fields);
  return `${payload}.${signWith(null, Buffer.from(payload), privateKey).toString("base64url")}`;
}

function parseLegacy(parts: readonly string[]): LegacyTicketCodeFields | null {
  const [, orderId, itemId, ticketId, day, slot, quantity] = parts;
  if (![orderId, itemId, ticketId, quantity].every((part) => POSITIVE.test(part ?? ""))) {
    return null;
  }
  const date = codeDayOf(day);
  const time = codeSlotOf(slot);
  if (date === undefined || time === undefined) return null;
  return {
    orderId: Number(orderId),
    itemId: Number(itemId),
    ticketId: Number(ticketId),
    date,
    slot: time,
    quantity: Number(quantity),
  };
}

// The first layout's signature: HMAC-SHA256 cut to 128 bits, base64url.
const LEGACY_SIGNATURE_BYTES = 16;

function legacySignatureOf(secret: string, payload: string): string {
  return createHmac("sha256", secret)
    .update(payload)
    .digest()
    .subarray(0, LEGACY_SIGNATURE_BYTES)
    .toString("base64url");
}

/**
 * Signs a code of the first layout. The shop prints none any more; what verifies them is kept
 * for the tickets sent before, and its tests need codes of that layout to check it.
 */
export function signLegacyTicketCode(secret: string, fields: LegacyTicketCodeFields): string {
  const payload = [
    "T1",
    positive("orderId", fields.orderId),
    positive("itemId", fields.itemId),
    positive("ticketId", fields.ticketId),
    dayPart(fields.date),
    slotPart(fields.slot),
    positive("quantity", fields.quantity),
  ].join(".");
  return `${payload}.${legacySignatureOf(secret, payload)}`;
}

/**
 * Checks a scanned code: its layout, then its signature. A T2 code by the public key alone; a
 * T1 code by the first layout's secret, compared in constant time as text (base64url's last
 * character has spare bits: two spellings would decode to the same bytes).
 */
export function verifyTicketCode(keys: TicketCodeKeys, code: string): TicketCodeResult {
  if (typeof code !== "string" || code.length > MAX_ADMISSION_CODE) {
    return { ok: false, reason: "malformed" };
  }
  const parts = code.split(".");
  if (parts[0] === "T2" && parts.length === 11) {
    // Only the one spelling of the signature counts (parseAdmissionCode refuses the others).
    const parsed = parseAdmissionCode(code);
    if (parsed === null) return { ok: false, reason: "malformed" };
    const valid = verifyWith(
      null,
      Buffer.from(parsed.payload),
      keys.publicKey,
      Buffer.from(parsed.signature),
    );
    return valid
      ? { ok: true, version: 2, fields: parsed.fields }
      : { ok: false, reason: "signature" };
  }
  if (parts[0] === "T1" && parts.length === 8) {
    const fields = parseLegacy(parts);
    if (fields === null) return { ok: false, reason: "malformed" };
    const given = Buffer.from(parts[7] ?? "", "utf8");
    const expected = Buffer.from(
      legacySignatureOf(keys.legacySecret, parts.slice(0, 7).join(".")),
      "utf8",
    );
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, reason: "signature" };
    }
    return { ok: true, version: 1, fields };
  }
  return { ok: false, reason: "malformed" };
}
