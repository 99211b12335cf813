// The issue "events", Deliver 5 and its checks: event lines in the cart (selling-core §2, §3;
// surrounding-areas §3–§6) on both engines — priced by the server per seat (the scale price for
// the seat's category) or per admission, for the buyer's audience; refused when they name what
// the date does not sell; ordered with their blockings, paid, the seats then booked, and an
// event PDF per seat or admission with its signed code.
import { CartAnswer, EventDate } from "@shop/core/contract";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { loadCatalogue } from "../../../src/modules/catalogue/load-catalogue";
import { verifyTicketCode } from "../../../src/modules/documents/ticket-code";
import { engineNames } from "../../helpers/engines";
import { TEST_CODE_KEYS, TEST_NOW } from "../../helpers/test-app";
import { readPdf } from "../documents/pdf-reader";
import {
  type Buyer,
  DAY,
  hold,
  newBuyer,
  type OrderApp,
  startOrderApp,
  ticketLine,
} from "../orders/order-app";
import { mailsOf, newOutboxDir, postPaymentEvent, readMail } from "../orders/order-documents";
import { TICKET } from "../shop/fixture-catalogue";
import { COMPANY, DATE, EVENT, eventCatalogue } from "./event-catalogue";

const DEMO_CARD = 2;
const CONCERT = `/api/v1/events/${EVENT.concert}/dates/${DATE.concertJune}`;
const LECTURE = `/api/v1/events/${EVENT.lecture}/dates/${DATE.lectureJune}`;
const PRICE = { regular: 1, reduced: 2, company: 3 } as const;

interface Blocking {
  token: string;
  valid_until: string;
}

describe.each(engineNames())("event lines on %s", (engine) => {
  let t: OrderApp;
  let seatIds: Map<string, number>;
  let paymentNo = 0;
  let outbox: string;
  beforeAll(async () => {
    outbox = await newOutboxDir();
    t = await startOrderApp(engine, { outboxDir: outbox }, async (db) => {
      await loadCatalogue(db, parseCatalogue(eventCatalogue()), {
        now: new Date(TEST_NOW),
        source: "test",
      });
    });
    const seats = await t.db.query<{ id: number; name: string }>(
      "SELECT id, row_name || '-' || number AS name FROM seats",
    );
    seatIds = new Map(seats.rows.map((seat) => [seat.name, seat.id]));
  });
  beforeEach(() => {
    t.clock.set(TEST_NOW);
  });
  afterAll(async () => {
    await t?.close();
  });

  const seat = (name: string) => {
    const id = seatIds.get(name);
    if (id === undefined) throw new Error(`no seat ${name}`);
    return id;
  };

  async function block(path: string, body: object, from: string): Promise<Blocking> {
    const response = await t.app.inject({
      method: "POST",
      url: `${path}/blockings`,
      payload: body,
      remoteAddress: from,
    });
    if (response.statusCode !== 201) throw new Error(`blocking failed: ${response.body}`);
    const { token, valid_until } = response.json();
    return { token, valid_until };
  }

  const seatLine = (seats: [name: string, priceId: number][], reservations: Blocking[] = []) => {
    const quantities: Record<string, number> = {};
    for (const [, priceId] of seats) quantities[priceId] = (quantities[priceId] ?? 0) + 1;
    return {
      type: "Event",
      attributes: {
        id: DATE.concertJune,
        quantities,
        seats: seats.map(([name, price_id]) => ({ id: seat(name), price_id })),
      },
      reservations,
    };
  };
  const admissionLine = (quantities: Record<string, number>, reservations: Blocking[] = []) => ({
    type: "Event",
    attributes: { id: DATE.lectureJune, quantities },
    reservations,
  });

  const priceCart = (items: object[], cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/cart?locale=en",
      payload: { items },
      ...(cookie ? { headers: { cookie } } : {}),
    });

  describe("POST /cart", () => {
    it("prices each seat at its price for the seat's category, and lists the seats", async () => {
      const response = await priceCart([
        seatLine([
          ["2-3", PRICE.regular],
          ["3-2", PRICE.reduced],
        ]),
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const [line] = CartAnswer.parse(response.json()).items;
      // Stalls at the regular price 24 €, balcony at the reduced 12 €; VAT 7 % included.
      expect(line?.info).toMatchObject({
        name: "Evening concert",
        price_cents: 3600,
        totalCents: 3600,
        vats: [{ vat_pct: 7, price_cents: 157 + 79 }],
        min_persons: 2,
        max_persons: 2,
        meta: { startDate: "2030-06-14", startTime: "19:30", validFrom: null },
        subTickets: [
          { selectedQuantity: 1, title: "Regular" },
          { selectedQuantity: 1, title: "Reduced" },
        ],
        seats: [
          { id: seat("2-3"), title: "Row 2, seat 3" },
          { id: seat("3-2"), title: "Row 3, seat 2" },
        ],
      });
      expect(line?.error).toBeNull();
    });

    it("rounds a seat line's VAT once for the line, not per seat (selling-core §9)", async () => {
      // 4 × 32 € at 7 %: 12,800 × 7 / 107 = 837.38 → 8,37 €; per seat 209.35 → 4 × 2,09 = 8,36 €
      const { rows } = await t.db.query<{ prices: { category_prices: Record<string, number> }[] }>(
        "SELECT prices FROM event_dates WHERE id = $1",
        [DATE.concertJune],
      );
      const stored = rows[0]?.prices ?? [];
      const dearer = stored.map((price, i) =>
        i === 0
          ? {
              ...price,
              category_prices: Object.fromEntries(
                Object.keys(price.category_prices).map((category) => [category, 3200]),
              ),
            }
          : price,
      );
      await t.db.query("UPDATE event_dates SET prices = $1 WHERE id = $2", [
        JSON.stringify(dearer),
        DATE.concertJune,
      ]);
      try {
        const response = await priceCart([
          seatLine([
            ["2-1", PRICE.regular],
            ["2-2", PRICE.regular],
            ["2-3", PRICE.regular],
            ["2-4", PRICE.regular],
          ]),
        ]);
        expect(response.statusCode, response.body).toBe(200);
        const answer = CartAnswer.parse(response.json());
        expect(answer.items[0]?.info).toMatchObject({
          price_cents: 12_800,
          totalCents: 12_800,
          vats: [{ vat_pct: 7, price_cents: 837 }],
        });
        expect(answer.totals.vats).toEqual([{ vat_pct: 7, price_cents: 837 }]);
        expect(answer.totals.subTotalCents).toBe(12_800);
      } finally {
        await t.db.query("UPDATE event_dates SET prices = $1 WHERE id = $2", [
          JSON.stringify(stored),
          DATE.concertJune,
        ]);
      }
    });

    it("prices general admission per scale price, free places included", async () => {
      const response = await priceCart([admissionLine({ [PRICE.regular]: 2, [PRICE.reduced]: 1 })]);
      expect(response.statusCode, response.body).toBe(200);
      const answer = CartAnswer.parse(response.json());
      expect(answer.items[0]?.info).toMatchObject({
        name: "Lectures on prehistory",
        price_cents: 1000,
        totalCents: 1000,
        min_persons: 3,
        seats: [],
        subTickets: [
          { selectedQuantity: 2, title: "Admission" },
          { selectedQuantity: 1, title: "Members" },
        ],
      });
      expect(answer.totals.subTotalCents).toBe(1000);
    });

    it("sells an audience's own price only to its customers (surrounding-areas §6)", async () => {
      const line = seatLine([["2-3", PRICE.company]]);
      // To anyone else the price does not exist: its amount is not answered either.
      const guest = await priceCart([line]);
      expect(guest.statusCode).toBe(404);
      expect(guest.json().error).toMatchObject({
        code: "not_found",
        fields: { "items.0.attributes.seats.0.price_id": ["No such price for this date"] },
      });
      expect(guest.body).not.toContain("3000");
      const company = await newBuyer(t);
      await t.db.query("UPDATE customers SET price_target_audience_id = $1 WHERE id = $2", [
        COMPANY,
        company.customerId,
      ]);
      const answer = (await priceCart([line], company.cookie)).json();
      expect(answer.items[0]).toMatchObject({ error: null, info: { totalCents: 3000 } });
    });

    it("marks a date that has begun or is no longer bookable as sold out", async () => {
      t.clock.set("2030-06-14T17:31:00.000Z");
      const begun = (await priceCart([seatLine([["2-3", PRICE.regular]])])).json();
      expect(begun.items[0]).toMatchObject({ error: "sold_out", info: { totalCents: 2400 } });
      t.clock.set(TEST_NOW);
      await t.db.query("UPDATE event_dates SET bookable = false WHERE id = $1", [DATE.lectureJune]);
      try {
        const stopped = (await priceCart([admissionLine({ [PRICE.regular]: 1 })])).json();
        expect(stopped.items[0]).toMatchObject({ error: "sold_out", info: { totalCents: 500 } });
      } finally {
        await t.db.query("UPDATE event_dates SET bookable = true WHERE id = $1", [
          DATE.lectureJune,
        ]);
      }
    });

    it("counts the places of a date over all the cart's lines against its maximum", async () => {
      const response = await priceCart([
        seatLine([
          ["2-1", PRICE.regular],
          ["2-2", PRICE.regular],
        ]),
        seatLine([
          ["2-3", PRICE.regular],
          ["2-4", PRICE.regular],
          ["2-5", PRICE.regular],
        ]),
      ]);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatchObject({
        code: "max_per_registration",
        fields: { "items.0.attributes.quantities": ["Only a maximum of 4 places can be booked"] },
      });
      // Up to the maximum, split over two lines, is fine.
      const within = await priceCart([
        seatLine([["2-1", PRICE.regular]]),
        seatLine([
          ["2-3", PRICE.regular],
          ["2-4", PRICE.reduced],
          ["2-5", PRICE.reduced],
        ]),
      ]);
      expect(within.statusCode, within.body).toBe(200);
      expect(CartAnswer.parse(within.json()).totals.subTotalCents).toBe(2400 * 2 + 1600 * 2);
    });

    it.each([
      [
        "a seat not on the date's plan",
        () => ({
          ...seatLine([]),
          attributes: {
            ...seatLine([]).attributes,
            seats: [{ id: 999_999, price_id: 1 }],
            quantities: { 1: 1 },
          },
        }),
        404,
        "items.0.attributes.seats.0.id",
      ],
      [
        "a price the date does not have",
        () => seatLine([["2-3", 99]]),
        404,
        "items.0.attributes.seats.0.price_id",
      ],
      [
        "quantities that do not count the seats",
        () => ({
          ...seatLine([["2-3", 1]]),
          attributes: { ...seatLine([["2-3", 1]]).attributes, quantities: { 1: 2 } },
        }),
        422,
        "items.0.attributes.quantities",
      ],
      ["a seated date without seats", () => seatLine([]), 422, "items.0.attributes.seats"],
      [
        "a seated line of places without seats",
        () => ({ type: "Event", attributes: { id: DATE.concertJune, quantities: { 1: 1 } } }),
        422,
        "items.0.attributes.seats",
      ],
      [
        "a general-admission price the date does not have",
        () => admissionLine({ 7: 1 }),
        404,
        "items.0.attributes.quantities.7",
      ],
      [
        "an empty general-admission line",
        () => admissionLine({ [PRICE.regular]: 0 }),
        422,
        "items.0.attributes.quantities",
      ],
      [
        "more places than one registration may book",
        () =>
          seatLine([
            ["2-1", 1],
            ["2-2", 1],
            ["2-3", 1],
            ["2-4", 1],
            ["2-5", 1],
          ]),
        422,
        "items.0.attributes.quantities",
      ],
      [
        "a huge general-admission quantity",
        () => admissionLine({ [PRICE.regular]: 2_000_000_000 }),
        422,
        "items.0.attributes.quantities",
      ],
      [
        "seats on a general-admission date, however many",
        () => ({
          ...admissionLine({ 1: 1 }),
          attributes: {
            id: DATE.lectureJune,
            quantities: { 1: 1 },
            seats: ["1-2", "1-3", "1-4", "1-5", "2-1", "2-2", "2-3"].map((name) => ({
              id: seat(name),
              price_id: 1,
            })),
          },
        }),
        422,
        "items.0.attributes.seats",
      ],
      [
        "an unknown date",
        () => ({ type: "Event", attributes: { id: 999_999, quantities: { 1: 1 } } }),
        404,
        "items.0.attributes.id",
      ],
    ])("refuses %s, naming the field", async (_, line, status, field) => {
      const response = await priceCart([line()]);
      expect(response.statusCode, response.body).toBe(status);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    });

    it("answers the line's code for more places than one registration may book", async () => {
      const response = await priceCart([admissionLine({ [PRICE.regular]: 7 })]);
      expect(response.json().error).toMatchObject({
        code: "max_per_registration",
        fields: { "items.0.attributes.quantities": ["Only a maximum of 6 places can be booked"] },
      });
    });
  });

  describe("POST /orders", () => {
    async function place(buyer: Buyer, items: object[], total: number) {
      return t.app.inject({
        method: "POST",
        url: "/api/v1/orders?locale=en",
        payload: { billing_address_id: buyer.addressId, payment_mode_id: DEMO_CARD, items, total },
        headers: { cookie: buyer.cookie },
      });
    }

    async function pay(orderId: number, amountCents: number) {
      paymentNo += 1;
      const answer = await postPaymentEvent(t, {
        event_id: `event-${engine}-${paymentNo}`,
        order_id: orderId,
        status: 30,
        amount_cents: amountCents,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }

    async function itemsOf(orderId: number) {
      const rows = await t.db.query<{
        id: number;
        type: string;
        quantity: number;
        day: string | null;
        line: number;
      }>(
        `SELECT id, type, quantity, to_char(day, 'YYYY-MM-DD') AS day, line
         FROM order_items WHERE order_id = $1 ORDER BY position`,
        [orderId],
      );
      return rows.rows;
    }

    const statusOf = async (name: string) => {
      const date = EventDate.parse((await t.app.inject({ method: "GET", url: CONCERT })).json());
      return date.seat_list.find((s) => s.id === seat(name))?.status;
    };

    it("orders two blocked seats, pays, books them, and prints a PDF per seat naming it", async () => {
      const buyer = await newBuyer(t);
      const from = "192.0.2.40";
      const first = await block(CONCERT, { seat_id: seat("1-2") }, from);
      const second = await block(CONCERT, { seat_id: seat("1-3") }, from);
      const line = seatLine(
        [
          ["1-2", PRICE.regular],
          ["1-3", PRICE.reduced],
        ],
        [first, second],
      );
      const response = await place(buyer, [line], 4000);
      expect(response.statusCode, response.body).toBe(201);
      const order = response.json().order as { id: number; token: string };
      await pay(order.id, 4000);
      expect(await statusOf("1-2")).toBe("booked");
      expect(await statusOf("1-3")).toBe("booked");

      const items = await itemsOf(order.id);
      expect(items.map((item) => [item.type, item.quantity, item.day, item.line])).toEqual([
        ["event", 1, "2030-06-14", 0],
        ["event", 1, "2030-06-14", 0],
      ]);
      const got = await t.app.inject({
        method: "GET",
        url: `/api/v1/orders/${order.id}?token=${order.token}&locale=en`,
      });
      expect(got.json().items.map((item: { attributes: object }) => item.attributes)).toEqual([
        expect.objectContaining({
          id: DATE.concertJune,
          event_id: EVENT.concert,
          start_time: "2030-06-14T19:30:00+02:00",
          price_title: "Regular",
          seats: [{ id: seat("1-2"), title: "Row 1, seat 2" }],
        }),
        expect.objectContaining({
          price_title: "Reduced",
          seats: [{ id: seat("1-3"), title: "Row 1, seat 3" }],
        }),
      ]);

      for (const [index, name] of ["Row 1, seat 2", "Row 1, seat 3"].entries()) {
        const item = items[index];
        if (!item) throw new Error("the order lacks an item");
        const pdf = await t.app.inject({
          method: "GET",
          url: `/api/v1/orders/${order.id}/events/${item.id}.pdf?token=${order.token}`,
        });
        expect(pdf.statusCode).toBe(200);
        const read = await readPdf(pdf.rawPayload);
        const shows = (text: string) => read.lines.some((shown) => shown.includes(text));
        expect(shows(name) && shows("River Art Hall") && shows("19:30")).toBe(true);
        // one seat, one person: its code says the seat (the issue 33)
        expect(read.qrCodes).toHaveLength(1);
        expect(verifyTicketCode(TEST_CODE_KEYS, read.qrCodes[0] ?? "")).toMatchObject({
          ok: true,
          fields: {
            kind: "event",
            orderId: order.id,
            itemId: item.id,
            productId: DATE.concertJune,
            person: 1,
            persons: 1,
            seat: name,
          },
        });
      }
      // The confirmation lists each seat with its fare and carries a PDF per seat.
      await vi.waitFor(async () => expect(await mailsOf(outbox, order.id)).toHaveLength(1), {
        timeout: 5000,
      });
      const [file] = await mailsOf(outbox, order.id);
      const mail = await readMail(outbox, file ?? "");
      expect(mail.text).toContain("1 × Evening concert (Regular)");
      expect(mail.text).toContain("Row 1, seat 3");
      expect(mail.attachments.map((attachment) => attachment.filename)).toEqual(
        items.map((item) => `event-${order.id}-${item.id}.pdf`),
      );
      // The event PDF is not served as a ticket's.
      const asTicket = await t.app.inject({
        method: "GET",
        url: `/api/v1/orders/${order.id}/tickets/${items[0]?.id}.pdf?token=${order.token}`,
      });
      expect(asTicket.statusCode).toBe(404);
    });

    it("orders general admission with its blocking: an item and a PDF per admission", async () => {
      const buyer = await newBuyer(t);
      const held = await block(LECTURE, { quantity: 3 }, "192.0.2.41");
      const response = await place(
        buyer,
        [admissionLine({ [PRICE.regular]: 2, [PRICE.reduced]: 1 }, [held])],
        1000,
      );
      expect(response.statusCode, response.body).toBe(201);
      const order = response.json().order as { id: number; token: string };
      await pay(order.id, 1000);
      const items = await itemsOf(order.id);
      expect(items).toHaveLength(3);
      const date = (await t.app.inject({ method: "GET", url: LECTURE })).json();
      expect(date.seats.booked).toBeGreaterThanOrEqual(3);
      const pdf = await t.app.inject({
        method: "GET",
        url: `/api/v1/orders/${order.id}/events/${items[2]?.id}.pdf?token=${order.token}`,
      });
      const read = await readPdf(pdf.rawPayload);
      const shows = (text: string) => read.lines.some((shown) => shown.includes(text));
      expect(shows("Members") && shows("Natural History Museum")).toBe(true);
    });

    it("refuses event lines whose blockings are missing, of another seat or too few", async () => {
      const buyer = await newBuyer(t);
      const from = "192.0.2.42";
      const held = await block(CONCERT, { seat_id: seat("2-1") }, from);
      const other = await block(CONCERT, { seat_id: seat("2-2") }, from);
      const few = await block(LECTURE, { quantity: 1 }, from);
      // The same seat of the same plan on another date, and places of another lecture.
      const july = await block(
        `/api/v1/events/${EVENT.concert}/dates/${DATE.concertJuly}`,
        { seat_id: seat("2-1") },
        from,
      );
      const english = await block(
        `/api/v1/events/${EVENT.lecture}/dates/${DATE.lectureJuneEn}`,
        { quantity: 2 },
        from,
      );
      const cases: [object, string][] = [
        [seatLine([["2-1", PRICE.regular]], [july]), "items.0.reservations.0.token"],
        [admissionLine({ [PRICE.regular]: 2 }, [english]), "items.0.reservations.0.token"],
        [seatLine([["2-1", PRICE.regular]]), "items.0.reservations"],
        [seatLine([["2-1", PRICE.regular]], [other]), "items.0.reservations.0.token"],
        [
          seatLine(
            [
              ["2-1", PRICE.regular],
              ["2-2", PRICE.regular],
            ],
            [held],
          ),
          "items.0.attributes.seats",
        ],
        [admissionLine({ [PRICE.regular]: 2 }, [few]), "items.0.attributes.quantities"],
        [admissionLine({ [PRICE.regular]: 1 }, [held]), "items.0.reservations.0.token"],
      ];
      for (const [line, field] of cases) {
        const priced = CartAnswer.parse((await priceCart([line])).json());
        const response = await place(buyer, [line], priced.totals.subTotalCents);
        expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
        expect(Object.keys(response.json().error.fields)).toEqual([field]);
      }
      const orders = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM orders WHERE customer_id = $1",
        [buyer.customerId],
      );
      expect(orders.rows[0]?.n).toBe(0);
    });

    it("finds a ticket line's attendee photos by its cart line, after an event line's items", async () => {
      const buyer = await newBuyer(t);
      const ticket = TICKET.adult;
      await t.db.query(
        "UPDATE tickets SET attendees = true, photo_mandatory = 'optional' WHERE id = $1",
        [ticket],
      );
      const from = "192.0.2.44";
      const seats = [
        await block(CONCERT, { seat_id: seat("3-1") }, from),
        await block(CONCERT, { seat_id: seat("3-2") }, from),
      ];
      const tickets = ticketLine(ticket, 1, [
        await hold(t, { ticket_id: ticket, quantity: 1, date: DAY }),
      ]);
      const placed = await place(
        buyer,
        [
          seatLine(
            [
              ["3-1", PRICE.regular],
              ["3-2", PRICE.regular],
            ],
            seats,
          ),
          {
            ...tickets,
            attributes: {
              ...tickets.attributes,
              attendees: [{ name: "Ada", surname: "Lovelace" }],
            },
          },
        ],
        1800 * 2 + 1200,
      );
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json().order as { id: number; token: string };
      const items = await itemsOf(order.id);
      expect(items.map((item) => [item.type, item.line])).toEqual([
        ["event", 0],
        ["event", 0],
        ["ticket", 1],
      ]);
      const photo = await sharp({
        create: { width: 300, height: 400, channels: 3, background: "#4a7" },
      })
        .jpeg()
        .toBuffer();
      const uploaded = await t.app.inject({
        method: "POST",
        url: `/api/v1/orders/${order.id}/items/1/attendees/0/photo?token=${order.token}`,
        headers: { "content-type": "image/jpeg" },
        payload: photo,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const stored = await t.db.query<{ order_item_id: number }>(
        "SELECT order_item_id FROM order_attendee_photos WHERE order_item_id = ANY($1::int[])",
        [items.map((item) => item.id)],
      );
      expect(stored.rows).toEqual([{ order_item_id: items[2]?.id }]);
    });

    it("refuses an event line whose blocking expired", async () => {
      const buyer = await newBuyer(t);
      const held = await block(CONCERT, { seat_id: seat("2-5") }, "192.0.2.43");
      t.clock.set(new Date(Date.parse(held.valid_until) + 1000).toISOString());
      const line = seatLine([["2-5", PRICE.regular]], [held]);
      const priced = (await priceCart([line])).json();
      expect(priced.items[0].error).toBe("hold_expired");
      const response = await place(buyer, [line], 2400);
      expect(response.statusCode).toBe(410);
      expect(response.json().error).toMatchObject({
        code: "hold_expired",
        fields: { "items.0": ["hold_expired"] },
      });
    });
  });
});
