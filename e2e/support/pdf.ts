// Reads a downloaded ticket PDF back the way a viewer and an entry scanner would (DESIGN.md §6):
// pdf-lib parses the file, the page's text operators are decoded, and the QR image is
// inflated to pixels and handed to jsQR, a decoder that knows nothing of how it was drawn.
// The ticket code is then checked here against its layout and HMAC, written out on purpose
// (not the server's verifyTicketCode), with the key global-setup.ts gave the server.
import { createHmac } from "node:crypto";
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
import { TICKET_SECRET_VARIABLE } from "./global-setup";

export interface TicketPdf {
  title: string | undefined;
  /** The texts of the first page, in drawing order. */
  lines: string[];
  /** What each image of the first page decodes to as a QR code (null: not readable). */
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
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => doc.context.lookup(ref as PDFRef))
      : [contents];
  const lines = streams.flatMap((stream) => {
    const source = new TextDecoder("latin1").decode(inflate(stream));
    // pdf-lib writes standard-font text as hex strings: <48656C6C6F> Tj
    return Array.from(source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g), (match) =>
      decodeWinAnsi(Buffer.from(match[1] ?? "", "hex")),
    );
  });
  const qrCodes: (string | null)[] = [];
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
  return { title: doc.getTitle(), lines, qrCodes };
}

export interface TicketCode {
  orderId: number;
  itemId: number;
  ticketId: number;
  /** YYYYMMDD or "-". */
  day: string;
  /** HHMM or "-". */
  slot: string;
  quantity: number;
}

/**
 * The fields of a ticket code "T1.<order>.<item>.<ticket>.<yyyymmdd|->.<hhmm|->.<qty>.<sig>"
 * when its signature (HMAC-SHA256, first 16 bytes, base64url) is right; null otherwise.
 */
export function verifiedTicketCode(code: string): TicketCode | null {
  const secret = process.env[TICKET_SECRET_VARIABLE];
  if (!secret) throw new Error(`${TICKET_SECRET_VARIABLE} is not set: run through global-setup`);
  const parts = code.split(".");
  if (parts.length !== 8 || parts[0] !== "T1") return null;
  const payload = parts.slice(0, 7).join(".");
  const signature = createHmac("sha256", secret)
    .update(payload)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
  if (signature !== parts[7]) return null;
  const [, orderId, itemId, ticketId, day, slot, quantity] = parts;
  return {
    orderId: Number(orderId),
    itemId: Number(itemId),
    ticketId: Number(ticketId),
    day: day ?? "",
    slot: slot ?? "",
    quantity: Number(quantity),
  };
}
