import { describe, expect, it } from "vitest";
import type { DocumentItem } from "../../../src/modules/documents/document-types";
import { verifyTicketCode } from "../../../src/modules/documents/ticket-code";
import { renderTicketPdf } from "../../../src/modules/documents/ticket-pdf";
import { CODE_KEYS, KUNSTHALLE, signerOf, TICKET_ITEM, ticketContext } from "./fixtures";
import { readPdf } from "./pdf-reader";

describe("renderTicketPdf", () => {
  it("writes a page per person, each QR code decoding to that person's signed code", async () => {
    const context = ticketContext();

    const bytes = await renderTicketPdf(context, signerOf(context));

    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const pdf = await readPdf(bytes);
    expect(pdf.pageCount).toBe(2);
    expect(pdf.pages.map((page) => page.qrCodes.length)).toEqual([1, 1]);
    const fields = pdf.qrCodes.map((code) => verifyTicketCode(CODE_KEYS, code ?? ""));
    expect(fields).toEqual(
      [1, 2].map((person) => ({
        ok: true,
        version: 2,
        fields: {
          kind: "ticket",
          orderId: 1001,
          itemId: 5001,
          productId: 12,
          person,
          persons: 2,
          date: "2030-06-14",
          slot: "10:30",
          seat: null,
        },
      })),
    );
    // each page names its person and prints its own code under the QR code
    pdf.pages.forEach((page, index) => {
      expect(page.lines).toContain(`${index + 1} von 2: Zeitfenster-Ticket Erwachsene`);
      expect(page.lines).toContain(page.qrCodes[0]);
    });
  });

  it("shows title, day, slot, price, venue with address and order number in German", async () => {
    const context = ticketContext();

    const pdf = await readPdf(await renderTicketPdf(context, signerOf(context)));

    expect(pdf.title).toBe("Eintrittskarte: Zeitfenster-Ticket Erwachsene");
    expect(pdf.language).toBe("de-DE");
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        "Eintrittskarte",
        "Zeitfenster-Ticket Erwachsene",
        "Datum",
        "Freitag, 14. Juni 2030",
        "Zeitfenster",
        "10:30",
        "Personen",
        "2",
        "Preis",
        "12,50\u00a0€",
        "Ort",
        "Kunsthalle am Fluss, Uferstraße 1, 12345 Flussstadt",
        "Bestellnummer",
        "1001",
        "Bitte zeigen Sie diesen Code am Einlass vor.",
      ]),
    );
  });

  it.each([
    ["en", "Admission ticket", "Friday, 14 June 2030", "€12.50", "Order number"],
    ["es", "Entrada", "viernes, 14 de junio de 2030", "12,50\u00a0€", "Número de pedido"],
    ["fr", "Billet d'entrée", "vendredi 14 juin 2030", "12,50\u00a0€", "Numéro de commande"],
  ] as const)("writes its texts in %s", async (locale, heading, day, price, orderLabel) => {
    const context = ticketContext({ locale });

    const pdf = await readPdf(await renderTicketPdf(context, signerOf(context)));

    expect(pdf.lines).toEqual(expect.arrayContaining([heading, day, price, orderLabel]));
    expect(pdf.lines).not.toContain("Bestellnummer");
  });

  it("keeps a French amount with thousands readable in the standard font", async () => {
    const context = ticketContext({ locale: "fr", item: { ...TICKET_ITEM, priceCents: 123456 } });

    const pdf = await readPdf(await renderTicketPdf(context, signerOf(context)));

    // Intl writes U+202F between thousands; WinAnsi has only the no-break space U+00A0.
    expect(pdf.lines).toContain("1\u00a0234,56\u00a0€");
  });

  it("says a ticket without a day is valid on any day and leaves out the slot", async () => {
    const context = ticketContext({ item: { ...TICKET_ITEM, date: null, slot: null } });

    const pdf = await readPdf(await renderTicketPdf(context, signerOf(context)));

    expect(pdf.lines).toContain("an einem Tag Ihrer Wahl");
    expect(pdf.lines).not.toContain("Zeitfenster");
  });

  it("names an event or a tour as such", async () => {
    const context = ticketContext({ locale: "en", item: { ...TICKET_ITEM, type: "tour" } });

    const pdf = await readPdf(await renderTicketPdf(context, signerOf(context)));

    expect(pdf.lines).toContain("Guided tour");
  });

  it("prints a title with characters outside the standard font instead of failing", async () => {
    const context = ticketContext({ item: { ...TICKET_ITEM, title: "Nachtführung 🌙 im Park" } });

    const pdf = await readPdf(await renderTicketPdf(context, signerOf(context)));

    expect(pdf.lines).toContain("Nachtführung ? im Park");
  });
});

describe("given a mantle ticket with sub tickets (a family ticket)", () => {
  const FAMILY: DocumentItem = {
    ...TICKET_ITEM,
    title: "Familienticket",
    quantity: 1,
    subTickets: [
      { title: "Erwachsene", quantity: 1 },
      { title: "Kinder", quantity: 1 },
    ],
  };

  it("names whom it admits, each sub ticket with its quantity, instead of a count", async () => {
    const context = ticketContext({ item: FAMILY });

    const pdf = await readPdf(await renderTicketPdf(context, signerOf(context)));

    const admits = pdf.lines[pdf.lines.indexOf("Personen") + 1];
    expect(admits).toBe("1 × Erwachsene, 1 × Kinder");
    // a page, and a code, per person: the adult and the child enter one by one
    expect(pdf.pages.map((page) => page.lines.find((line) => / von 2: /.test(line)))).toEqual([
      "1 von 2: Erwachsene",
      "2 von 2: Kinder",
    ]);
    expect(new Set(pdf.qrCodes).size).toBe(2);
  });

  it("counts the sub tickets of every unit, in the order's language", async () => {
    const item: DocumentItem = {
      ...FAMILY,
      quantity: 2,
      subTickets: [
        { title: "Adults", quantity: 2 },
        { title: "Children", quantity: 1 },
      ],
    };
    const context = ticketContext({ locale: "en", item });

    const pdf = await readPdf(await renderTicketPdf(context, signerOf(context)));

    expect(pdf.lines[pdf.lines.indexOf("Persons") + 1]).toBe("4 × Adults, 2 × Children");
    expect(pdf.pageCount).toBe(6);
  });
});

describe("given a combi ticket valid in several houses", () => {
  const NATURKUNDE = { name: "Naturkundemuseum", address: "Parkweg 5, 12345 Flussstadt" };

  it("names every house it admits to, not only the first", async () => {
    const item: DocumentItem = { ...TICKET_ITEM, venues: [KUNSTHALLE, NATURKUNDE] };
    const context = ticketContext({ item });

    const pdf = await readPdf(await renderTicketPdf(context, signerOf(context)));

    expect(pdf.lines).toContain("Kunsthalle am Fluss, Naturkundemuseum");
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        "Orte",
        "Kunsthalle am Fluss, Uferstraße 1, 12345 Flussstadt",
        "Naturkundemuseum, Parkweg 5, 12345 Flussstadt",
      ]),
    );
    expect(pdf.lines).not.toContain("Ort");
  });
});
