// The shared pages of the order documents: A4 pages written top-down with the standard
// Helvetica fonts (no font files to ship), label/value rows and a QR code.
import { INTL_LOCALES, type Locale } from "@shop/core";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import QRCode from "qrcode";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const LABEL_WIDTH = 150;
const TEXT = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);

// Standard fonts encode WinAnsi only. Intl puts a narrow no-break space (U+202F) into French
// amounts; it becomes a plain no-break space. Any other character outside WinAnsi (an emoji in
// a title) becomes "?" rather than failing the whole document.
const REPLACEMENTS: Record<string, string> = { "\u202f": "\u00a0", "\u2009": " " };

export interface PageWriter {
  doc: PDFDocument;
  /** The page being written. */
  readonly page: PDFPage;
  /** Starts the next page (one person's admission each), writing from its top. */
  nextPage(): void;
  /** A line of text; long lines wrap at the right margin. */
  line(text: string, options?: { size?: number; bold?: boolean; muted?: boolean }): void;
  /** A "label: value" row, the value wrapping in its own column. */
  row(label: string, value: string): void;
  space(points: number): void;
  /**
   * One row of a table: each cell `width` points wide from the left margin on, numbers right
   * aligned; the first cell's text wraps, the others stay on one line. A row that would run
   * off the page starts the next one.
   */
  cells(cells: readonly TableCell[], options?: { bold?: boolean }): void;
  /** A QR code of `payload`, `size` points wide, at the left margin; moves below it. */
  qr(payload: string, size: number): Promise<void>;
  save(): Promise<Uint8Array>;
}

export interface TableCell {
  text: string;
  width: number;
  align?: "left" | "right";
}

function safeText(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text, (char) => {
    const replaced = REPLACEMENTS[char] ?? char;
    return known.has(replaced.codePointAt(0) ?? 0) ? replaced : "?";
  }).join("");
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/ +/)) {
    const candidate = current === "" ? word : `${current} ${word}`;
    if (current !== "" && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  lines.push(current);
  return lines;
}

/** Starts a document with its title and language set (read by screen readers), at page one. */
export async function startPage(locale: Locale, title: string): Promise<PageWriter> {
  const doc = await PDFDocument.create();
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setLanguage(INTL_LOCALES[locale]);
  doc.setCreator("Museum shop");
  let page = doc.addPage(A4);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const right = A4[0] - MARGIN;
  let y = A4[1] - MARGIN;

  const draw = (text: string, x: number, size: number, font: PDFFont, muted: boolean) => {
    page.drawText(text, { x, y, size, font, color: muted ? MUTED : TEXT });
  };
  /** Starts the next page when `points` more would run into the bottom margin. */
  const room = (points: number) => {
    if (y - points >= MARGIN) return;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };

  return {
    doc,
    get page() {
      return page;
    },
    nextPage() {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    },
    line(text, options = {}) {
      const size = options.size ?? 11;
      const font = options.bold ? bold : regular;
      for (const part of wrap(font, safeText(font, text), size, right - MARGIN)) {
        room(size * 1.3);
        y -= size * 1.3;
        draw(part, MARGIN, size, font, options.muted ?? false);
      }
    },
    row(label, value) {
      const size = 11;
      const lines = wrap(regular, safeText(regular, value), size, right - MARGIN - LABEL_WIDTH);
      room(size * (1.5 + 1.3 * (lines.length - 1)));
      y -= size * 1.5;
      // A row without a label continues the one above (a combi ticket's further houses).
      if (label !== "") draw(safeText(bold, label), MARGIN, size, bold, true);
      lines.forEach((part, index) => {
        if (index > 0) y -= size * 1.3;
        draw(part, MARGIN + LABEL_WIDTH, size, regular, false);
      });
    },
    space(points) {
      y -= points;
    },
    cells(cells, options = {}) {
      const size = 9;
      const font = options.bold ? bold : regular;
      const [first, ...rest] = cells;
      if (!first) return;
      const firstLines = wrap(font, safeText(font, first.text), size, first.width - 6);
      room(size * (1.5 + 1.3 * (firstLines.length - 1)));
      y -= size * 1.5;
      const top = y;
      firstLines.forEach((part, index) => {
        if (index > 0) y -= size * 1.3;
        draw(part, MARGIN, size, font, false);
      });
      let x = MARGIN + first.width;
      for (const cell of rest) {
        const text = safeText(font, cell.text);
        const left =
          cell.align === "right" ? x + cell.width - font.widthOfTextAtSize(text, size) : x;
        page.drawText(text, { x: left, y: top, size, font, color: TEXT });
        x += cell.width;
      }
    },
    async qr(payload, size) {
      // Error correction M survives a crease or a scratch; margin 4 is the quiet zone the
      // standard asks for. The PNG is drawn scaled, so its pixel size only needs to be crisp.
      const png = await QRCode.toBuffer(payload, {
        type: "png",
        errorCorrectionLevel: "M",
        margin: 4,
        scale: 4,
      });
      const image = await doc.embedPng(png);
      y -= size;
      page.drawImage(image, { x: MARGIN, y, width: size, height: size });
    },
    save: () => doc.save(),
  };
}
