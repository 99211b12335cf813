import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PostalMime from "postal-mime";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { verifyTicketCode } from "../../../src/modules/documents/ticket-code";
import { sendOrderConfirmation } from "../../../src/modules/mail/send-order-confirmation";
import { CODE_KEYS, SIGNING, TICKET_ITEM } from "../documents/fixtures";
import { readPdf } from "../documents/pdf-reader";
import { ORDER_URL, PAID_ORDER } from "./fixtures";

const NOW = new Date("2030-06-01T08:00:00.000Z");
let outboxDir: string;

function deps() {
  return {
    config: { smtpUrl: undefined, outboxDir, mailFrom: "Museen am Fluss <shop@example.org>" },
    ticketSigningKeys: SIGNING,
    clock: () => NOW,
  };
}

beforeEach(async () => {
  outboxDir = join(await mkdtemp(join(tmpdir(), "outbox-")), "outbox");
});

afterEach(async () => {
  await rm(join(outboxDir, ".."), { recursive: true, force: true });
});

async function parseOutbox(file: string) {
  return PostalMime.parse(await readFile(file));
}

describe("given no SMTP server", () => {
  it("writes <timestamp>-order-<id>.eml into the outbox, creating the folder", async () => {
    const delivery = await sendOrderConfirmation(deps(), PAID_ORDER);

    expect(delivery).toMatchObject({
      via: "outbox",
      file: join(outboxDir, "2030-06-01T08-00-00-000Z-order-1001.eml"),
    });
    expect(await readdir(outboxDir)).toEqual(["2030-06-01T08-00-00-000Z-order-1001.eml"]);
  });

  it("addresses the customer with a German subject, a text and an HTML part", async () => {
    const delivery = await sendOrderConfirmation(deps(), PAID_ORDER);

    const mail = await parseOutbox((delivery as { file: string }).file);
    expect(mail.to).toEqual([{ address: "erika.musterfrau@example.org", name: "" }]);
    expect(mail.from).toEqual({ address: "shop@example.org", name: "Museen am Fluss" });
    expect(mail.subject).toBe("Ihre Bestellung 1001");
    expect(mail.messageId).toBe(delivery.messageId);
    expect(mail.date).toBe(NOW.toISOString());
    expect(mail.text).toContain("Guten Tag Erika Musterfrau,");
    expect(mail.text).toContain("Bestellnummer: 1001");
    expect(mail.text).toContain(
      "- 2 × Zeitfenster-Ticket Erwachsene – Kunsthalle am Fluss – Freitag, 14. Juni 2030, 10:30 – 12,50\u00a0€",
    );
    expect(mail.text).toContain("- 1 × Wertgutschein – 25,00\u00a0€");
    expect(mail.text).toContain("- Spende – 1,00\u00a0€");
    expect(mail.text).toContain("Gesamtbetrag: 38,50\u00a0€");
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain("<li>2 × Zeitfenster-Ticket Erwachsene");
  });

  it("attaches one PDF per ticket and coupon line, none for the donation", async () => {
    const delivery = await sendOrderConfirmation(deps(), PAID_ORDER);

    const mail = await parseOutbox((delivery as { file: string }).file);
    expect(
      mail.attachments.map(({ filename, mimeType, disposition }) => ({
        filename,
        mimeType,
        disposition,
      })),
    ).toEqual([
      { filename: "ticket-1001-5001.pdf", mimeType: "application/pdf", disposition: "attachment" },
      { filename: "coupon-1001-5002.pdf", mimeType: "application/pdf", disposition: "attachment" },
    ]);
    const ticket = await readPdf(new Uint8Array(mail.attachments[0]?.content as ArrayBuffer));
    // a page and a code per person (the issue 33)
    expect(ticket.qrCodes.map((code) => verifyTicketCode(CODE_KEYS, code ?? ""))).toMatchObject([
      { ok: true, fields: { orderId: 1001, itemId: 5001, person: 1, persons: 2 } },
      { ok: true, fields: { orderId: 1001, itemId: 5001, person: 2, persons: 2 } },
    ]);
    const coupon = await readPdf(new Uint8Array(mail.attachments[1]?.content as ArrayBuffer));
    expect(coupon.qrCodes).toEqual(["GIFT-7QX2-K9PA"]);
  });

  it.each([
    ["en", "Your order 1001", "Total: €38.50", "Admission ticket"],
    ["es", "Su pedido 1001", "Importe total: 38,50\u00a0€", "Entrada"],
    ["fr", "Votre commande 1001", "Montant total: 38,50\u00a0€", "Billet d'entrée"],
  ] as const)(
    "speaks %s in the mail and its documents",
    async (locale, subject, total, heading) => {
      const delivery = await sendOrderConfirmation(deps(), { ...PAID_ORDER, locale });

      const mail = await parseOutbox((delivery as { file: string }).file);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(total);
      const ticket = await readPdf(new Uint8Array(mail.attachments[0]?.content as ArrayBuffer));
      expect(ticket.lines).toContain(heading);
    },
  );

  it("keeps a title from the catalogue from becoming markup in the HTML part", async () => {
    const item = { ...TICKET_ITEM, title: '<img src=x onerror="alert(1)">', museums: [] };

    const delivery = await sendOrderConfirmation(deps(), { ...PAID_ORDER, items: [item] });

    const mail = await parseOutbox((delivery as { file: string }).file);
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  // spec selling-core §2, §7: annual tickets are personalised by link, never printed.
  it("links an annual ticket's personalization page and attaches no PDF for it", async () => {
    const annual = {
      ...TICKET_ITEM,
      id: 5009,
      title: "Jahreskarte",
      date: null,
      annual: true as const,
      museums: [],
    };
    const url =
      "https://shop.example.org/annual/personalisation/Pk2mW9xQpL4vN8cYbHgZt7Pk2mW9xQpL4vN8cYbHgZ";
    const ticket = { ...TICKET_ITEM, museums: [] };
    const order = { ...PAID_ORDER, items: [ticket, annual], personalizationUrl: url };

    const delivery = await sendOrderConfirmation(deps(), order);

    const mail = await parseOutbox((delivery as { file: string }).file);
    expect(mail.attachments.map(({ filename }) => filename)).toEqual(["ticket-1001-5001.pdf"]);
    expect(mail.text).toContain(
      "Jahreskarte, gültig ab einem Tag Ihrer Wahl – bitte personalisieren",
    );
    // Issue 27: one statement, as the shop's pages word it: not printed, but posted or kept at
    // the desk once named, with a photo only where the pass asks for one.
    expect(mail.text).toContain(
      "Ihre Jahreskarten werden nicht ausgedruckt: Wir schicken sie per Post oder legen sie an " +
        "der Museumskasse zur Abholung bereit, sobald Sie unter diesem Link für jede Karte die " +
        `Person und ihre Anschrift angegeben haben, dazu ein Foto, wenn die Karte eines verlangt:\n${url}`,
    );
    expect(mail.html).toContain(`<a href="${url}">`);
  });

  it.each([
    ["en", /not printed: we send them by post or keep them for pickup at the museum's ticket desk/],
    ["es", /no se imprimen: los enviamos por correo o los dejamos para recoger en la taquilla/],
    ["fr", /ne s'impriment pas : nous les envoyons par la poste ou les tenons .* caisse du musée/],
  ] as const)("says the same of annual passes in %s", async (locale, statement) => {
    const annual = { ...TICKET_ITEM, id: 5009, date: null, annual: true as const, museums: [] };
    const url = "https://shop.example.org/annual/personalisation/Pk2mW9xQpL4vN8cYbHgZt7";
    const order = { ...PAID_ORDER, locale, items: [annual], personalizationUrl: url };

    const delivery = await sendOrderConfirmation(deps(), order);

    const mail = await parseOutbox((delivery as { file: string }).file);
    expect(mail.text).toMatch(statement);
    expect(mail.text).not.toMatch(
      /, their address and a photo for each|y una foto para cada|et une photo à ce lien/,
    );
  });

  it("has no personalization link without annual tickets", async () => {
    const delivery = await sendOrderConfirmation(deps(), PAID_ORDER);

    const mail = await parseOutbox((delivery as { file: string }).file);
    expect(mail.text).not.toContain("/annual/personalisation/");
  });

  it("says so when the order has nothing to print", async () => {
    const order = { ...PAID_ORDER, items: [], totalCents: 100, customerName: null };

    const delivery = await sendOrderConfirmation(deps(), order);

    const mail = await parseOutbox((delivery as { file: string }).file);
    expect(mail.attachments).toEqual([]);
    expect(mail.text).toContain("Guten Tag,");
    expect(mail.text).toContain("Diese Bestellung enthält keine Tickets oder Gutscheine");
  });

  it.each([
    ["unpaid", { isValid: false }],
    ["canceled", { canceled: true }],
  ])("refuses an order that is %s and writes nothing", async (_name, change) => {
    await expect(sendOrderConfirmation(deps(), { ...PAID_ORDER, ...change })).rejects.toThrow(
      /not valid/,
    );
    await expect(readdir(outboxDir)).rejects.toThrow(/ENOENT/);
  });
});

// The issue "what a visitor trips over", items 2 and 3: the rows add up, a line names its house
// and its day, a posted order names its address and attaches nothing, an invoiced one says so.
describe("given an order with donation, postage, a voucher and posted tickets", () => {
  const posted = {
    ...PAID_ORDER,
    items: [PAID_ORDER.items[0] ?? TICKET_ITEM].map((item) => ({
      ...item,
      museums: ["Kunsthalle am Fluss"],
    })),
    donations: [100],
    shippingItems: [{ title: "Versand", priceCents: 390 }],
    coupons: [{ code: "GIFT-10", debitCents: 1000 }],
    delivery: ["Grace Hopper", "Hafenstraße 12", "20457 Hamburg", "Deutschland"],
    // 1250 + 100 + 390 − 1000
    totalCents: 740,
  };

  it.each([
    [
      "de",
      ["Spende – 1,00\u00a0€", "Versand – 3,90\u00a0€", "Gutschein GIFT-10 – -10,00\u00a0€"],
      "Gesamtbetrag: 7,40\u00a0€",
      "Ihre Tickets und Gutscheine senden wir per Post an diese Adresse:",
      "Anhang",
    ],
    [
      "en",
      ["Donation – €1.00", "Versand – €3.90", "Voucher GIFT-10 – -€10.00"],
      "Total: €7.40",
      "We will send your tickets and vouchers by post to this address:",
      "attached",
    ],
    [
      "es",
      ["Donativo – 1,00\u00a0€", "Versand – 3,90\u00a0€", "Vale GIFT-10 – -10,00\u00a0€"],
      "Importe total: 7,40\u00a0€",
      "Le enviaremos sus entradas y vales por correo postal a esta dirección:",
      "adjunto",
    ],
    [
      "fr",
      ["Don – 1,00\u00a0€", "Versand – 3,90\u00a0€", "Bon GIFT-10 – -10,00\u00a0€"],
      "Montant total: 7,40\u00a0€",
      "Nous vous envoyons vos billets et bons par la poste à cette adresse :",
      "joint",
    ],
  ] as const)(
    "lists every row in %s, names the address and claims no attachment",
    async (locale, rows, total, postedLead, attachedWord) => {
      const delivery = await sendOrderConfirmation(deps(), { ...posted, locale });

      const mail = await parseOutbox((delivery as { file: string }).file);
      for (const row of rows) expect(mail.text).toContain(`\n- ${row}\n`);
      expect(mail.text).toContain(total);
      expect(mail.text).toContain(
        `${postedLead}\nGrace Hopper\nHafenstraße 12\n20457 Hamburg\nDeutschland\n`,
      );
      expect(mail.text).not.toContain(attachedWord);
      expect(mail.attachments).toEqual([]);
    },
  );
});

describe("given a line of an event date", () => {
  it("names its house, its day and start time, its seat and its fare", async () => {
    const concert = {
      ...TICKET_ITEM,
      id: 5010,
      type: "event" as const,
      title: "Konzert",
      date: "2030-12-05",
      slot: "19:30",
      quantity: 1,
      priceCents: 3200,
      seat: "Reihe 3, Platz 12",
      fare: "Kategorie A",
      museums: ["Kunsthalle am Fluss"],
    };

    const delivery = await sendOrderConfirmation(deps(), {
      ...PAID_ORDER,
      items: [concert],
      donations: [],
      totalCents: 3200,
    });

    const mail = await parseOutbox((delivery as { file: string }).file);
    expect(mail.text).toContain(
      "- 1 × Konzert (Kategorie A) – Kunsthalle am Fluss – Donnerstag, 5. Dezember 2030, 19:30 – Reihe 3, Platz 12 – 32,00\u00a0€\n",
    );
  });
});

describe("given the way the order is paid", () => {
  it.each([
    [
      "de",
      "Sie haben auf Rechnung bestellt: Wir stellen Ihnen diese Bestellung mit Ihrer nächsten Sammelrechnung in Rechnung.",
    ],
    [
      "en",
      "You ordered on account: this order will be invoiced with your next collective invoice.",
    ],
    ["es", "Ha pedido a cuenta: le facturaremos este pedido con su próxima factura colectiva."],
    [
      "fr",
      "Vous avez commandé sur facture : cette commande vous sera facturée avec votre prochaine facture groupée.",
    ],
  ] as const)(
    "says in %s that a collective-invoice order will be invoiced",
    async (locale, says) => {
      const invoiced = await sendOrderConfirmation(deps(), {
        ...PAID_ORDER,
        locale,
        invoiced: true,
      });
      const paid = await sendOrderConfirmation(deps(), { ...PAID_ORDER, id: 1002, locale });

      expect((await parseOutbox((invoiced as { file: string }).file)).text).toContain(says);
      expect((await parseOutbox((paid as { file: string }).file)).text).not.toContain(says);
    },
  );
});

describe("given the shop page of the order", () => {
  it.each([
    ["de", "Ihre Bestellung können Sie jederzeit hier ansehen:"],
    ["en", "You can view your order here at any time:"],
    ["es", "Puede consultar su pedido aquí en cualquier momento:"],
    ["fr", "Vous pouvez consulter votre commande ici à tout moment :"],
  ] as const)("links it in %s, in the text and the HTML part", async (locale, lead) => {
    const delivery = await sendOrderConfirmation(deps(), { ...PAID_ORDER, locale });

    const mail = await parseOutbox((delivery as { file: string }).file);
    expect(mail.text).toContain(`${lead}\n${ORDER_URL}\n`);
    expect(mail.html).toContain(`<a href="${ORDER_URL.replaceAll("&", "&amp;")}">`);
  });

  it("links the calendar file of its visits when it has one, and says nothing of one otherwise", async () => {
    const url =
      "https://shop.example.org/api/v1/orders/1001/calendar.ics?token=Pk2mW9xQpL4vN8cY&locale=de";
    const dated = await sendOrderConfirmation(deps(), { ...PAID_ORDER, calendarUrl: url });
    const mail = await parseOutbox((dated as { file: string }).file);
    expect(mail.text).toContain(`Ihre Termine für Ihren Kalender:\n${url}\n`);
    expect(mail.html).toContain(`<a href="${url.replaceAll("&", "&amp;")}">`);
    // another order, another outbox file
    const undated = await sendOrderConfirmation(deps(), { ...PAID_ORDER, id: 1002 });
    expect((await parseOutbox((undated as { file: string }).file)).text).not.toContain("Kalender");
  });
});
