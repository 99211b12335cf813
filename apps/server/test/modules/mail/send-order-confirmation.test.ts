import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PostalMime from "postal-mime";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { verifyTicketCode } from "../../../src/modules/documents/ticket-code";
import { sendOrderConfirmation } from "../../../src/modules/mail/send-order-confirmation";
import { SECRET, TICKET_ITEM } from "../documents/fixtures";
import { readPdf } from "../documents/pdf-reader";
import { PAID_ORDER } from "./fixtures";

const NOW = new Date("2030-06-01T08:00:00.000Z");
let outboxDir: string;

function deps() {
  return {
    config: { smtpUrl: undefined, outboxDir, mailFrom: "Museen am Fluss <shop@example.org>" },
    ticketCodeSecret: SECRET,
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
      "- 2 × Zeitfenster-Ticket Erwachsene – Freitag, 14. Juni 2030, 10:30 – 12,50\u00a0€",
    );
    expect(mail.text).toContain("- 1 × Wertgutschein – 25,00\u00a0€");
    expect(mail.text).toContain("- 1 × Spende – 1,00\u00a0€");
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
    expect(verifyTicketCode(SECRET, ticket.qrCodes[0] ?? "")).toMatchObject({
      ok: true,
      fields: { orderId: 1001, itemId: 5001, quantity: 2 },
    });
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
    const item = { ...TICKET_ITEM, title: '<img src=x onerror="alert(1)">' };

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
    };
    const url =
      "https://shop.example.org/annual/personalisation/Pk2mW9xQpL4vN8cYbHgZt7Pk2mW9xQpL4vN8cYbHgZ";
    const order = { ...PAID_ORDER, items: [TICKET_ITEM, annual], personalizationUrl: url };

    const delivery = await sendOrderConfirmation(deps(), order);

    const mail = await parseOutbox((delivery as { file: string }).file);
    expect(mail.attachments.map(({ filename }) => filename)).toEqual(["ticket-1001-5001.pdf"]);
    expect(mail.text).toContain(
      "Jahreskarte, gültig ab einem Tag Ihrer Wahl – bitte personalisieren",
    );
    expect(mail.text).toContain(`Foto an:\n${url}`);
    expect(mail.html).toContain(`<a href="${url}">`);
  });

  it("has no personalization link without annual tickets", async () => {
    const delivery = await sendOrderConfirmation(deps(), PAID_ORDER);

    const mail = await parseOutbox((delivery as { file: string }).file);
    expect(mail.text).not.toContain("/annual/personalisation/");
  });

  it("says so when the order has nothing to print", async () => {
    const donation = PAID_ORDER.items[2];
    const order = { ...PAID_ORDER, items: donation ? [donation] : [], customerName: null };

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
