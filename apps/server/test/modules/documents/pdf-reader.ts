// Reads a generated PDF back the way a viewer would: pdf-lib parses the file, the page's
// content streams are inflated and their text operators decoded from WinAnsi; the QR image is
// inflated to pixels and handed to jsQR, a QR decoder that knows nothing of how it was drawn.
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
  PDFString,
} from "pdf-lib";

export interface ReadPdf {
  pageCount: number;
  title: string | undefined;
  language: string | undefined;
  /** The text of every page, one entry per text operator, in drawing order. */
  lines: string[];
  /** What each QR image of every page decodes to (null: not a readable QR code). */
  qrCodes: Array<string | null>;
  /** Each page's texts and QR codes (the issue 33: a page per person). */
  pages: { lines: string[]; qrCodes: Array<string | null> }[];
}

// WinAnsi is Latin-1 except 0x80-0x9F, where it has €, quotes, dashes and a few letters.
// (Node's TextDecoder("windows-1252") decodes that range as Latin-1 control characters.)
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

function textOf(content: Uint8Array): string[] {
  const source = new TextDecoder("latin1").decode(content);
  // pdf-lib writes standard-font text as hex strings: <48656C6C6F> Tj
  return Array.from(source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g), (match) =>
    decodeWinAnsi(Buffer.from(match[1] ?? "", "hex")),
  );
}

function decodeQr(image: PDFRawStream): string | null {
  const dict = image.dict;
  const width = (dict.lookup(PDFName.of("Width"), PDFNumber) as PDFNumber).asNumber();
  const height = (dict.lookup(PDFName.of("Height"), PDFNumber) as PDFNumber).asNumber();
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

/** The texts and QR codes of one page. */
function readPage(
  doc: PDFDocument,
  index: number,
): { lines: string[]; qrCodes: Array<string | null> } {
  const page = doc.getPage(index);
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => doc.context.lookup(ref as PDFRef))
      : [contents];
  const lines = streams.flatMap((stream) => textOf(inflate(stream)));

  const qrCodes: Array<string | null> = [];
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
  return { lines, qrCodes };
}

/** Every page's texts and QR codes, in page order, and each page on its own. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = Array.from({ length: doc.getPageCount() }, (_, index) => readPage(doc, index));
  return {
    pageCount: doc.getPageCount(),
    title: doc.getTitle(),
    language: doc.catalog.lookupMaybe(PDFName.of("Lang"), PDFString)?.decodeText(),
    lines: pages.flatMap((page) => page.lines),
    qrCodes: pages.flatMap((page) => page.qrCodes),
    pages,
  };
}
