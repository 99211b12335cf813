import { describe, expect, it } from "vitest";
import type { DocumentItem } from "../../../src/modules/documents/document-types";
import { verifyTicketCode } from "../../../src/modules/documents/ticket-code";
import { renderTicketPdf, ticketCodeOf } from "../../../src/modules/documents/ticket-pdf";
import { KUNSTHALLE, SECRET, TICKET_ITEM, ticketContext } from "./fixtures";
import { readPdf } from "./pdf-reader";

describe("renderTicketPdf", () => {
  it("writes a one-page PDF whose QR code decodes to the signed ticket code", async () => {
    const context = ticketContext();
    const code = ticketCodeOf(SECRET, context);

    const bytes = await renderTicketPdf(context, code);

    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const pdf = await readPdf(bytes);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.qrCodes).toEqual([code]);
    expect(verifyTicketCode(SECRET, pdf.qrCodes[0] ?? "")).toEqual({
      ok: true,
      fields: {
        orderId: 1001,
        itemId: 5001,
        ticketId: 12,
        date: "2030-06-14",
        slot: "10:30",
        quantity: 2,
      },
    });
  });

  it("shows title, day, slot, price, venue with address and order number in German", async () => {
    const context = ticketContext();

    const pdf = await readPdf(await renderTicketPdf(context, ticketCodeOf(SECRET, context)));

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

    const pdf = await readPdf(await renderTicketPdf(context, ticketCodeOf(SECRET, context)));

    expect(pdf.lines).toEqual(expect.arrayContaining([heading, day, price, orderLabel]));
    expect(pdf.lines).not.toContain("Bestellnummer");
  });

  it("keeps a French amount with thousands readable in the standard font", async () => {
    const context = ticketContext({ locale: "fr", item: { ...TICKET_ITEM, priceCents: 123456 } });

    const pdf = await readPdf(await renderTicketPdf(context, ticketCodeOf(SECRET, context)));

    // Intl writes U+202F between thousands; WinAnsi has only the no-break space U+00A0.
    expect(pdf.lines).toContain("1\u00a0234,56\u00a0€");
  });

  it("says a ticket without a day is valid on any day and leaves out the slot", async () => {
    const context = ticketContext({ item: { ...TICKET_ITEM, date: null, slot: null } });

    const pdf = await readPdf(await renderTicketPdf(context, ticketCodeOf(SECRET, context)));

    expect(pdf.lines).toContain("an einem Tag Ihrer Wahl");
    expect(pdf.lines).not.toContain("Zeitfenster");
  });

  it("names an event or a tour as such", async () => {
    const context = ticketContext({ locale: "en", item: { ...TICKET_ITEM, type: "tour" } });

    const pdf = await readPdf(await renderTicketPdf(context, ticketCodeOf(SECRET, context)));

    expect(pdf.lines).toContain("Guided tour");
  });

  it("prints a title with characters outside the standard font instead of failing", async () => {
    const context = ticketContext({ item: { ...TICKET_ITEM, title: "Nachtführung 🌙 im Park" } });

    const pdf = await readPdf(await renderTicketPdf(context, ticketCodeOf(SECRET, context)));

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

    const pdf = await readPdf(await renderTicketPdf(context, ticketCodeOf(SECRET, context)));

    const admits = pdf.lines[pdf.lines.indexOf("Personen") + 1];
    expect(admits).toBe("1 × Erwachsene, 1 × Kinder");
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

    const pdf = await readPdf(await renderTicketPdf(context, ticketCodeOf(SECRET, context)));

    expect(pdf.lines[pdf.lines.indexOf("Persons") + 1]).toBe("4 × Adults, 2 × Children");
  });
});

describe("given a combi ticket valid in several houses", () => {
  const NATURKUNDE = { name: "Naturkundemuseum", address: "Parkweg 5, 12345 Flussstadt" };

  it("names every house it admits to, not only the first", async () => {
    const item: DocumentItem = { ...TICKET_ITEM, venues: [KUNSTHALLE, NATURKUNDE] };
    const context = ticketContext({ item });

    const pdf = await readPdf(await renderTicketPdf(context, ticketCodeOf(SECRET, context)));

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
