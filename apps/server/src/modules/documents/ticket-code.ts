// DESIGN.md §6, the issue 33 (Deliver 2): each person a ticket, event or tour line admits has a
// code of their own on its own PDF page, so a family of four enters one by one. The code says
// what it admits, so a door scanner needs no lookup, and it is signed with Ed25519: a scanner
// that checks codes offline holds only the public key (GET /ticket_codes/public_key), which
// cannot make a code.
//
//   T2.<kind>.<orderId>.<itemId>.<productId>.<person>.<persons>.<yyyymmdd|->.<hhmm|->.<seat|->.<signature>
//
// kind: t ticket, e event, r tour; person: 1..persons; seat: the seat's title as base64url of
// its UTF-8 (its first 240 bytes), "-" for none; signature: base64url of the 64-byte Ed25519 signature of everything
// before it. All characters are URL-safe.
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

const NONE = "-";
const POSITIVE = /^[1-9]\d{0,14}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SLOT = /^([01]\d|2[0-3]):([0-5]\d)$/;
const KINDS = { ticket: "t", event: "e", tour: "r" } as const;
export type AdmissionKind = keyof typeof KINDS;

/** What the code of one person says. */
export interface AdmissionCodeFields {
  kind: AdmissionKind;
  orderId: number;
  /** The order item (ticket sale) id. */
  itemId: number;
  /** The product: the ticket, event date or tour id. */
  productId: number;
  /** Which of the line's people this is, from 1. */
  person: number;
  /** How many people the line admits. */
  persons: number;
  /** Visit day YYYY-MM-DD, null for tickets valid on any day. */
  date: string | null;
  /** Time slot or start HH:MM, null without one. */
  slot: string | null;
  /** An event seat's title ("Reihe 3, Platz 12"), null for an admission. */
  seat: string | null;
}

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

/** The longest code verifyTicketCode reads; a seat's title is cut to fit (SEAT_BYTES). */
const MAX_CODE = 600;
/** The most bytes of a seat's title a code carries (base64url: 4/3 of it): a long one is cut. */
const SEAT_BYTES = 240;

function seatPart(seat: string | null): string {
  if (seat === null || seat === "") return NONE;
  let bytes = Buffer.from(seat, "utf8");
  if (bytes.length > SEAT_BYTES) {
    // Cut at a character's start, so the title read back is whole characters.
    let end = SEAT_BYTES;
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
    KINDS[fields.kind],
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

const DAY = /^(\d{4})(\d{2})(\d{2})$/;
const TIME = /^(\d{2})(\d{2})$/;

function dayOf(part: string | undefined): string | null | undefined {
  if (part === NONE) return null;
  const match = DAY.exec(part ?? "");
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}

function slotOf(part: string | undefined): string | null | undefined {
  if (part === NONE) return null;
  const match = TIME.exec(part ?? "");
  return match ? `${match[1]}:${match[2]}` : undefined;
}

function parseAdmission(parts: readonly string[]): AdmissionCodeFields | null {
  const [, kindPart, orderId, itemId, productId, person, persons, day, slot, seat] = parts;
  const kind = (Object.keys(KINDS) as AdmissionKind[]).find((name) => KINDS[name] === kindPart);
  const numbers = [orderId, itemId, productId, person, persons];
  if (!kind || !numbers.every((part) => POSITIVE.test(part ?? ""))) return null;
  const date = dayOf(day);
  const time = slotOf(slot);
  if (date === undefined || time === undefined || !/^([A-Za-z0-9_-]+|-)$/.test(seat ?? "")) {
    return null;
  }
  if (Number(person) > Number(persons)) return null;
  return {
    kind,
    orderId: Number(orderId),
    itemId: Number(itemId),
    productId: Number(productId),
    person: Number(person),
    persons: Number(persons),
    date,
    slot: time,
    seat: seat === NONE ? null : Buffer.from(seat ?? "", "base64url").toString("utf8"),
  };
}

function parseLegacy(parts: readonly string[]): LegacyTicketCodeFields | null {
  const [, orderId, itemId, ticketId, day, slot, quantity] = parts;
  if (![orderId, itemId, ticketId, quantity].every((part) => POSITIVE.test(part ?? ""))) {
    return null;
  }
  const date = dayOf(day);
  const time = slotOf(slot);
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
  if (typeof code !== "string" || code.length > MAX_CODE) {
    return { ok: false, reason: "malformed" };
  }
  const parts = code.split(".");
  if (parts[0] === "T2" && parts.length === 11) {
    const fields = parseAdmission(parts);
    const signature = parts[10] ?? "";
    if (fields === null || !/^[A-Za-z0-9_-]{86}$/.test(signature)) {
      return { ok: false, reason: "malformed" };
    }
    const payload = Buffer.from(parts.slice(0, 10).join("."));
    const bytes = Buffer.from(signature, "base64url");
    // Only the one spelling of the signature counts (see above).
    const valid =
      bytes.toString("base64url") === signature && verifyWith(null, payload, keys.publicKey, bytes);
    return valid ? { ok: true, version: 2, fields } : { ok: false, reason: "signature" };
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
