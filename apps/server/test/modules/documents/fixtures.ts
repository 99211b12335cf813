import { generateKeyPairSync } from "node:crypto";
import type { DocumentContext, DocumentItem } from "../../../src/modules/documents/document-types";
import { admissionOf } from "../../../src/modules/documents/service";
import { signAdmissionCode, type TicketCodeKeys } from "../../../src/modules/documents/ticket-code";

export const SECRET = "0123456789abcdef0123456789abcdef";

/** The Ed25519 key pair of these tests (made for them, as the server makes its own). */
export const SIGNING = generateKeyPairSync("ed25519");
/** What a scanner verifies with: the public key, and the first layout's secret. */
export const CODE_KEYS: TicketCodeKeys = { publicKey: SIGNING.publicKey, legacySecret: SECRET };

/** The signer renderTicketPdf takes, for `context`'s line. */
export function signerOf(context: DocumentContext) {
  return (person: number, persons: number) =>
    signAdmissionCode(SIGNING.privateKey, admissionOf(context, person, persons));
}

export const KUNSTHALLE = {
  name: "Kunsthalle am Fluss",
  address: "Uferstraße 1, 12345 Flussstadt",
};

export const TICKET_ITEM: DocumentItem = {
  id: 5001,
  type: "ticket",
  productId: 12,
  title: "Zeitfenster-Ticket Erwachsene",
  date: "2030-06-14",
  slot: "10:30",
  quantity: 2,
  priceCents: 1250,
  venues: [KUNSTHALLE],
};

export const COUPON_ITEM: DocumentItem = {
  id: 5002,
  type: "coupon",
  productId: 3,
  title: "Wertgutschein",
  date: null,
  slot: null,
  quantity: 1,
  priceCents: 2500,
  valueCents: 3000,
  couponCode: "GIFT-7QX2-K9PA",
  venues: [],
};

export function ticketContext(overrides: Partial<DocumentContext> = {}): DocumentContext {
  return { locale: "de", orderId: 1001, item: TICKET_ITEM, ...overrides };
}
