// DESIGN §6, the issue 33 (Deliver 2): the layout of an admission code, one per person a ticket,
// event or tour line admits. Read here, in one place, by the server (which signs and verifies
// codes with Ed25519, apps/server documents/ticket-code.ts) and by the door's scanner page,
// which verifies them itself with the public key when the network is away (the issue 34).
//
//   T2.<kind>.<orderId>.<itemId>.<productId>.<person>.<persons>.<yyyymmdd|->.<hhmm|->.<seat|->.<signature>
//
// kind: t ticket, e event, r tour; person: 1..persons; seat: the seat's title as base64url of
// its UTF-8 (its first 240 bytes), "-" for none; signature: base64url of the 64-byte Ed25519
// signature of everything before it. All characters are URL-safe.

export const ADMISSION_KINDS = { ticket: "t", event: "e", tour: "r" } as const;
export type AdmissionKind = keyof typeof ADMISSION_KINDS;

/** The longest code a scanner reads; a seat's title is cut to fit (ADMISSION_SEAT_BYTES). */
export const MAX_ADMISSION_CODE = 600;
/** The most bytes of a seat's title a code carries (base64url: 4/3 of it). */
export const ADMISSION_SEAT_BYTES = 240;

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

/** A code of this layout, taken apart: its fields, the text signed, and the signature. */
export interface ParsedAdmissionCode {
  fields: AdmissionCodeFields;
  /** Everything before the signature: the bytes (UTF-8, here ASCII) the signature covers. */
  payload: string;
  /** The 64 bytes of the signature. */
  signature: Uint8Array;
}

const NONE = "-";
const POSITIVE = /^[1-9]\d{0,14}$/;
const DAY = /^(\d{4})(\d{2})(\d{2})$/;
const TIME = /^(\d{2})(\d{2})$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/**
 * The bytes of unpadded base64url text, or null when it is not its one canonical spelling (the
 * last character has spare bits: two spellings would decode to the same bytes, and only the
 * one an encoder writes counts).
 */
export function decodeBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const char of text) {
    value = (value << 6) | ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index] = (value >> bits) & 0xff;
      index += 1;
    }
  }
  // The bits left over must be zero: any other spelling is not canonical.
  return (value & ((1 << bits) - 1)) === 0 ? bytes : null;
}

/** A code's day part ("20300614" or "-") as YYYY-MM-DD or null; undefined: not a day. */
export function codeDayOf(part: string | undefined): string | null | undefined {
  if (part === NONE) return null;
  const match = DAY.exec(part ?? "");
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}

/** A code's time part ("1030" or "-") as HH:MM or null; undefined: not a time. */
export function codeSlotOf(part: string | undefined): string | null | undefined {
  if (part === NONE) return null;
  const match = TIME.exec(part ?? "");
  return match ? `${match[1]}:${match[2]}` : undefined;
}

function seatOf(part: string | undefined): string | null | undefined {
  if (part === NONE) return null;
  const bytes = decodeBase64Url(part ?? "");
  if (bytes === null || bytes.length === 0) return undefined;
  // UTF-8 without TextDecoder (the rules run on ES2023 alone): invalid sequences throw.
  try {
    return decodeURIComponent(
      Array.from(bytes, (byte) => `%${byte.toString(16).padStart(2, "0")}`).join(""),
    );
  } catch {
    return undefined;
  }
}

/** The code taken apart, or null when it is not a code of this layout (the signature unchecked). */
export function parseAdmissionCode(code: string): ParsedAdmissionCode | null {
  if (typeof code !== "string" || code.length > MAX_ADMISSION_CODE) return null;
  const parts = code.split(".");
  if (parts[0] !== "T2" || parts.length !== 11) return null;
  const [, kindPart, orderId, itemId, productId, person, persons, day, slot, seatPart] = parts;
  const kind = (Object.keys(ADMISSION_KINDS) as AdmissionKind[]).find(
    (name) => ADMISSION_KINDS[name] === kindPart,
  );
  const numbers = [orderId, itemId, productId, person, persons];
  if (!kind || !numbers.every((part) => POSITIVE.test(part ?? ""))) return null;
  const date = codeDayOf(day);
  const time = codeSlotOf(slot);
  const seat = seatOf(seatPart);
  const signature = decodeBase64Url(parts[10] ?? "");
  if (date === undefined || time === undefined || seat === undefined) return null;
  if (signature === null || signature.length !== 64) return null;
  if (Number(person) > Number(persons)) return null;
  return {
    fields: {
      kind,
      orderId: Number(orderId),
      itemId: Number(itemId),
      productId: Number(productId),
      person: Number(person),
      persons: Number(persons),
      date,
      slot: time,
      seat,
    },
    payload: parts.slice(0, 10).join("."),
    signature,
  };
}

/** What a code must agree with of the order line it names: the door's check (the issue 34). */
export interface AdmissionLine {
  kind: AdmissionKind;
  productId: number;
  date: string | null;
  slot: string | null;
  /** The people the line admits. */
  persons: number;
}

/** Whether a code is one of `line`'s: a signed code that does not fit its line is unknown. */
export function codeFitsLine(fields: AdmissionCodeFields, line: AdmissionLine): boolean {
  return (
    fields.kind === line.kind &&
    fields.productId === line.productId &&
    fields.date === line.date &&
    fields.slot === line.slot &&
    fields.persons === line.persons
  );
}
