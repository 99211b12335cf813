// Reads a downloaded ticket PDF back the way a viewer and an entry scanner would (DESIGN.md §6):
// pdf-lib parses the file, the page's text operators are decoded, and the QR image is
// inflated to pixels and handed to jsQR, a decoder that knows nothing of how it was drawn.
// The admission code is then checked here against its layout and Ed25519 signature, written out
// on purpose (not the server's verifyTicketCode), with the public key the server publishes.
import { createPublicKey, verify } from "node:crypto";
import jsQR from "jsqr";
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  type PDFRef,
} from "pdf-lib";
import { TICKET_PUBLIC_KEY_VARIABLE } from "./global-setup";

export interface TicketPdf {
  title: string | undefined;
  /** How many pages it has (a page per person). */
  pages: number;
  /** The texts of every page, in drawing order. */
  lines: string[];
  /** What each image of every page decodes to as a QR code (null: not readable). */
  qrCodes: (string | null)[];
}

// WinAnsi is Latin-1 except 0x80–0x9F (€, quotes, dashes, a few letters).
const WIN_ANSI_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function decodeWinAnsi(bytes: Buffer): string {
  return Array.from(bytes, (byte) =>
    byte >= 0x80 && byte <= 0x9f ? (WIN_ANSI_HIGH[byte - 0x80] ?? "") : String.fromCharCode(byte),
  ).join("");
}

function inflate(stream: unknown): Uint8Array {
  if (!(stream instanceof PDFRawStream)) throw new Error("expected a raw stream");
  return decodePDFRawStream(stream).decode();
}

function decodeQr(image: PDFRawStream): string | null {
  const width = (image.dict.lookup(PDFName.of("Width"), PDFNumber) as PDFNumber).asNumber();
  const height = (image.dict.lookup(PDFName.of("Height"), PDFNumber) as PDFNumber).asNumber();
  const rgb = inflate(image);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    rgba[pixel * 4] = rgb[pixel * 3] ?? 0;
    rgba[pixel * 4 + 1] = rgb[pixel * 3 + 1] ?? 0;
    rgba[pixel * 4 + 2] = rgb[pixel * 3 + 2] ?? 0;
    rgba[pixel * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? null;
}

export async function readTicketPdf(bytes: Uint8Array): Promise<TicketPdf> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const lines: string[] = [];
  const qrCodes: (string | null)[] = [];
  // The issue 33: a page per person, each with its own code.
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref as PDFRef))
        : [contents];
    for (const stream of streams) {
      const source = new TextDecoder("latin1").decode(inflate(stream));
      // pdf-lib writes standard-font text as hex strings: <48656C6C6F> Tj
      for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        lines.push(decodeWinAnsi(Buffer.from(match[1] ?? "", "hex")));
      }
    }
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
    for (const [, ref] of xObjects?.entries() ?? []) {
      const object = doc.context.lookup(ref);
      if (
        object instanceof PDFRawStream &&
        object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image")
      ) {
        qrCodes.push(decodeQr(object));
      }
    }
  }
  return { title: doc.getTitle(), pages: doc.getPageCount(), lines, qrCodes };
}

export interface TicketCode {
  /** t ticket, e event, r tour. */
  kind: string;
  orderId: number;
  itemId: number;
  productId: number;
  /** Which of the line's people, from 1, and how many it admits. */
  person: number;
  persons: number;
  /** YYYYMMDD or "-". */
  day: string;
  /** HHMM or "-". */
  slot: string;
  /** An event seat's title, or null. */
  seat: string | null;
}

/**
 * The fields of an admission code
 * "T2.<kind>.<order>.<item>.<product>.<person>.<persons>.<yyyymmdd|->.<hhmm|->.<seat|->.<sig>"
 * when its Ed25519 signature verifies with the public key the server publishes (as a door
 * scanner holds it: global-setup.ts read it from GET /ticket_codes/public_key); null otherwise.
 */
export function verifiedTicketCode(code: string): TicketCode | null {
  const pem = process.env[TICKET_PUBLIC_KEY_VARIABLE];
  if (!pem) throw new Error(`${TICKET_PUBLIC_KEY_VARIABLE} is not set: run through global-setup`);
  const parts = code.split(".");
  if (parts.length !== 11 || parts[0] !== "T2") return null;
  const payload = Buffer.from(parts.slice(0, 10).join("."));
  const signature = Buffer.from(parts[10] ?? "", "base64url");
  if (!verify(null, payload, createPublicKey(pem), signature)) return null;
  const [, kind, orderId, itemId, productId, person, persons, day, slot, seat] = parts;
  return {
    kind: kind ?? "",
    orderId: Number(orderId),
    itemId: Number(itemId),
    productId: Number(productId),
    person: Number(person),
    persons: Number(persons),
    day: day ?? "",
    slot: slot ?? "",
    seat: seat === "-" ? null : Buffer.from(seat ?? "", "base64url").toString("utf8"),
  };
}
