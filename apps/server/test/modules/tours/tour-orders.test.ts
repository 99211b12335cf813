// Issue 30, Deliver 4: a tour line in the cart and the order on both engines — priced by the
// server (participants per price, surcharges, VAT once for the line; quantity 1 shown),
// refused when it names what the tour does not sell, ordered only with its own tour hold, paid,
// its places then sold, and a tour PDF naming the tour, the start and the participants, with
// its signed code.
import { CartAnswer } from "@shop/core/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { loadCatalogue } from "../../../src/modules/catalogue/load-catalogue";
import { verifyTicketCode } from "../../../src/modules/documents/ticket-code";
import { engineNames } from "../../helpers/engines";
import { TEST_CODE_KEYS, TEST_NOW } from "../../helpers/test-app";
import { readPdf } from "../documents/pdf-reader";
import { type Buyer, newBuyer, type OrderApp, startOrderApp } from "../orders/order-app";
import { mailsOf, newOutboxDir, postPaymentEvent, readMail } from "../orders/order-documents";
import { EQUIPMENT, TOUR, tourCatalogue } from "./tour-catalogue";

const DEMO_CARD = 2;
const START = { date: "2030-06-02", start_time: "11:00" } as const;
const BOOKING = {
  ...START,
  quantities: { "1": 2, "2": 1 },
  surcharges: {},
  equipment: [{ type: "audio_guide", quantity: 2 }],
  language_id: 2,
};

interface Held {
  token: string;
  valid_until: string;
}

describe.each(engineNames())("tour lines on %s", (engine) => {
  let t: OrderApp;
  let paymentNo = 0;
  let outbox: string;
  beforeAll(async () => {
    outbox = await newOutboxDir();
    t = await startOrderApp(engine, { outboxDir: outbox }, async (db) => {
      await loadCatalogue(db, parseCatalogue(tourCatalogue()), {
        now: new Date(TEST_NOW),
        source: "test",
      });
    });
  });
  beforeEach(() => {
    t.clock.set(TEST_NOW);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function holdTour(tourId: number, booking: object, from = "192.0.2.60"): Promise<Held> {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/v1/tours/${tourId}/reservations`,
      payload: booking,
      remoteAddress: from,
    });
    if (response.statusCode !== 201) throw new Error(`tour hold failed: ${response.body}`);
    const { token, valid_until } = response.json();
    return { token, valid_until };
  }
  const tourLine = (tourId: number, booking: object, reservations: Held[] = []) => ({
    type: "Tour",
    attributes: { id: tourId, ...booking },
    reservations,
  });
  const priceCart = (items: object[]) =>
    t.app.inject({ method: "POST", url: "/api/v1/cart?locale=en", payload: { items } });
  const place = (buyer: Buyer, items: object[], total: number) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/orders?locale=en",
      payload: { billing_address_id: buyer.addressId, payment_mode_id: DEMO_CARD, items, total },
      headers: { cookie: buyer.cookie },
    });

  it("prices participants per price and the surcharges, VAT once for the line, quantity 1", async () => {
    const school = {
      date: "2030-06-04",
      start_time: "09:00",
      quantities: { "3": 20 },
      surcharges: { "31": 1, "32": 20 },
      equipment: [],
      age_group_id: 1,
      grade_id: 5,
    };
    const response = await priceCart([tourLine(TOUR.school, school)]);
    expect(response.statusCode, response.body).toBe(200);
    const [line] = CartAnswer.parse(response.json()).items;
    // 20 × 4 € + the workshop 30 € + 20 × 1,50 € material = 140 €, VAT 7 % included.
    expect(line?.info).toMatchObject({
      name: "Farben entdecken",
      price_cents: 14_000,
      totalCents: 14_000,
      vats: [{ vat_pct: 7, price_cents: 916 }],
      min_persons: 1,
      max_persons: 1,
      meta: { startDate: "2030-06-04", startTime: "09:00" },
    });
    expect(line?.info.subTickets).toHaveLength(3);
  });

  it("shows the lent equipment on the line by its title, without a price", async () => {
    const response = await priceCart([tourLine(TOUR.highlights, BOOKING)]);
    expect(response.statusCode, response.body).toBe(200);
    const [line] = CartAnswer.parse(response.json()).items;
    const withoutGuides = await priceCart([
      tourLine(TOUR.highlights, { ...BOOKING, equipment: [] }),
    ]);
    const [bare] = CartAnswer.parse(withoutGuides.json()).items;
    expect(line?.info.subTickets).toContainEqual({ selectedQuantity: 2, title: "Audioguide" });
    expect(bare?.info.subTickets).not.toContainEqual(
      expect.objectContaining({ title: "Audioguide" }),
    );
    expect(line?.info.totalCents).toBe(bare?.info.totalCents);
  });

  it.each<[string, object, string]>([
    [
      "a start time the tour does not have",
      { ...BOOKING, start_time: "12:00" },
      "items.0.attributes.start_time",
    ],
    [
      "a price of another audience",
      { ...BOOKING, quantities: { "4": 1 } },
      "items.0.attributes.quantities.4",
    ],
    ["no participant", { ...BOOKING, quantities: {} }, "items.0.attributes.quantities"],
    [
      "a surcharge of another tour",
      { ...BOOKING, surcharges: { "32": 3 } },
      "items.0.attributes.surcharges.32",
    ],
  ])("refuses %s, naming the field", async (_name, booking, field) => {
    const response = await priceCart([tourLine(TOUR.highlights, booking)]);
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });

  it("orders a tour with its hold, pays, sells its places, and prints the tour PDF", async () => {
    const buyer = await newBuyer(t);
    const held = await holdTour(TOUR.highlights, BOOKING);
    const line = tourLine(TOUR.highlights, BOOKING, [held]);
    const answer = await priceCart([line]);
    expect(answer.statusCode, answer.body).toBe(200);
    const priced = CartAnswer.parse(answer.json());
    // 2 × 12 € + 8 €
    expect(priced.totals.subTotalCents).toBe(3200);
    const response = await place(buyer, [line], 3200);
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().order as { id: number; token: string };
    paymentNo += 1;
    const paid = await postPaymentEvent(t, {
      event_id: `tour-${engine}-${paymentNo}`,
      order_id: order.id,
      status: 30,
      amount_cents: 3200,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const pools = await t.db.query<{ key: string; sold: number; held: number }>(
      "SELECT key, sold, held FROM capacity_pools WHERE key = ANY($1::text[]) ORDER BY key",
      [
        [
          `tour:${TOUR.highlights}:2030-06-02:11:00`,
          `equipment:${EQUIPMENT.audioGuide}:2030-06-02:11:00`,
        ],
      ],
    );
    expect(pools.rows.map((row) => [row.sold, row.held])).toEqual([
      [2, 0],
      [3, 0],
    ]);
    const items = await t.db.query<{ id: number; type: string; quantity: number }>(
      "SELECT id, type, quantity FROM order_items WHERE order_id = $1",
      [order.id],
    );
    expect(items.rows.map((item) => [item.type, item.quantity])).toEqual([["tour", 1]]);
    const item = items.rows[0];
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/v1/orders/${order.id}/tours/${item?.id}.pdf?token=${order.token}&locale=en`,
    });
    expect(pdf.statusCode).toBe(200);
    const read = await readPdf(pdf.rawPayload);
    const shows = (text: string) => read.lines.some((shown) => shown.includes(text));
    expect(shows("Highlights of the collection")).toBe(true);
    expect(shows("11:00")).toBe(true);
    expect(shows("2 × Erwachsene") && shows("1 × Reduced")).toBe(true);
    // a page and a code per participant: 2 adults and 1 reduced (the issue 33)
    expect(read.pageCount).toBe(3);
    expect(read.qrCodes.map((code) => verifyTicketCode(TEST_CODE_KEYS, code ?? ""))).toMatchObject(
      [1, 2, 3].map((person) => ({
        ok: true,
        fields: { kind: "tour", orderId: order.id, itemId: item?.id, person, persons: 3 },
      })),
    );
    // The confirmation lists the tour and carries its PDF.
    await vi.waitFor(async () => expect(await mailsOf(outbox, order.id)).toHaveLength(1), {
      timeout: 5000,
    });
    const [file] = await mailsOf(outbox, order.id);
    const mail = await readMail(outbox, file ?? "");
    expect(mail.text).toContain("Highlights of the collection");
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([
      `tour-${order.id}-${item?.id}.pdf`,
    ]);
  });

  it("refuses a tour line without its hold, or with one of another booking", async () => {
    const buyer = await newBuyer(t);
    const other = await holdTour(
      TOUR.highlights,
      { ...BOOKING, quantities: { "1": 1 }, equipment: [] },
      "192.0.2.61",
    );
    const cases: [object, string][] = [
      [tourLine(TOUR.highlights, BOOKING), "items.0.reservations"],
      [tourLine(TOUR.highlights, BOOKING, [other]), "items.0.reservations.0.token"],
    ];
    for (const [line, field] of cases) {
      const priced = CartAnswer.parse((await priceCart([line])).json());
      const response = await place(buyer, [line], priced.totals.subTotalCents);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
  });
});
