// The issue 33, Deliver 1: the order page's calls. The order token is the only proof (another
// order's token answers like an unknown order); the confirmation goes again to the order's own
// address, a few times an hour per order; a rating is kept once, after the visit; the venue
// reads the ratings through the staff API. Mails are read from OUTBOX_DIR.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { insertRating } from "../../../src/modules/orders/rating-repository";
import { engineNames } from "../../helpers/engines";
import { GENEROUS_LIMITS } from "../../helpers/test-app";
import { insertDayTicket } from "../cart/cart-fixtures";
import {
  type Buyer,
  DAY,
  hold,
  newBuyer,
  type OrderApp,
  placeOrder,
  startOrderApp,
  ticketLine,
} from "./order-app";
import { mailsOf, newOutboxDir, postPaymentEvent, readMail } from "./order-documents";

const DEMO_CARD = 2;
const STAFF_KEY = "staff-key-for-the-ratings-test-0123456789";
const RESENDS = 3;

describe.each(engineNames())("the order page's calls on %s", (engine) => {
  let t: OrderApp;
  let outbox: string;
  let ticket: number;
  beforeEach(async () => {
    outbox = await newOutboxDir();
    t = await startOrderApp(engine, {
      outboxDir: outbox,
      staffApiKey: STAFF_KEY,
      limits: { ...GENEROUS_LIMITS.limits, confirmationResendsPerHour: RESENDS },
    });
    ({ ticket } = await insertDayTicket(t.db, { price_cents: 1600, capacity: 50 }));
  });
  afterEach(async () => {
    await t?.close();
  });

  /** An order of `quantity` tickets for DAY; paid unless `paid` is false. */
  async function order(quantity = 1, paid = true, buyer?: Buyer) {
    const held = await hold(t, { ticket_id: ticket, quantity, date: DAY });
    const placed = await placeOrder(t, buyer ?? (await newBuyer(t)), {
      items: [ticketLine(ticket, quantity, [held])],
      payment_mode_id: DEMO_CARD,
      total: 1600 * quantity,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, token } = placed.json().order as { id: number; token: string };
    if (paid) {
      const event = { event_id: `page-${id}`, order_id: id, status: 30 as const };
      const answer = await postPaymentEvent(t, { ...event, amount_cents: 1600 * quantity });
      expect(answer.statusCode, answer.body).toBe(200);
      // the first confirmation is out before the page asks for another
      await vi.waitFor(async () => expect(await mailsOf(outbox, id)).toHaveLength(1));
    }
    return { id, token };
  }

  const resend = (id: number, token: string) =>
    t.app.inject({ method: "POST", url: `/api/v1/orders/${id}/confirmation?token=${token}` });
  const rate = (id: number, token: string, payload: object) =>
    t.app.inject({ method: "PUT", url: `/api/v1/orders/${id}/rate?token=${token}`, payload });
  /** The evening of the visit day. */
  const visitDay = () => t.clock.set(new Date(`${DAY}T17:00:00+02:00`));
  /** One second on: each mail gets an outbox file of its own. */
  const tick = () => t.clock.set(new Date(t.clock().getTime() + 1000));

  describe("the order token is the only proof", () => {
    it("answers another order's token like an unknown order, on every call", async () => {
      const mine = await order();
      const theirs = await order();
      for (const call of [
        () =>
          t.app.inject({ method: "GET", url: `/api/v1/orders/${mine.id}?token=${theirs.token}` }),
        () => resend(mine.id, theirs.token),
        () => rate(mine.id, theirs.token, { rating: 5 }),
      ]) {
        const answer = await call();
        expect(answer.statusCode).toBe(404);
        expect(answer.json().error.code).toBe("not_found");
      }
      const unknown = await t.app.inject({
        method: "GET",
        url: `/api/v1/orders/999999?token=${theirs.token}`,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe("not_found");
      expect(await mailsOf(outbox, mine.id)).toHaveLength(1);
    });

    it("needs the token on the writes, naming it", async () => {
      const mine = await order();
      const answer = await t.app.inject({
        method: "POST",
        url: `/api/v1/orders/${mine.id}/confirmation`,
      });
      expect(answer.statusCode).toBe(422);
      expect(Object.keys(answer.json().error.fields)).toContain("token");
    });
  });

  describe("sending the confirmation again", () => {
    it("sends it to the order's own address, named partly hidden", async () => {
      const mine = await order(2);
      tick();
      const answer = await resend(mine.id, mine.token);
      expect(answer.statusCode, answer.body).toBe(202);
      const files = await mailsOf(outbox, mine.id);
      expect(files).toHaveLength(2);
      const mails = await Promise.all(files.map((file) => readMail(outbox, file)));
      const [first = "", again] = mails.map((mail) => mail.to?.[0]?.address ?? "");
      expect(first).toMatch(/@/);
      expect(again).toBe(first);
      expect(answer.json().email).toBe(`${first.slice(0, 1)}***${first.slice(first.indexOf("@"))}`);
      // the same documents again
      expect(mails[1]?.attachments.length).toBe(mails[0]?.attachments.length);
    });

    it(`sends at most ${RESENDS} an hour per order; another order keeps its own`, async () => {
      const mine = await order();
      const other = await order();
      for (let sent = 0; sent < RESENDS; sent++) {
        tick();
        expect((await resend(mine.id, mine.token)).statusCode).toBe(202);
      }
      tick();
      const refused = await resend(mine.id, mine.token);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe("rate_limit");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(await mailsOf(outbox, mine.id)).toHaveLength(1 + RESENDS);
      expect((await resend(other.id, other.token)).statusCode).toBe(202);
    });

    it("spends no order's budget on a wrong token", async () => {
      const mine = await order();
      const theirs = await order();
      for (let tried = 0; tried < RESENDS + 2; tried++) {
        expect((await resend(mine.id, theirs.token)).statusCode).toBe(404);
      }
      tick();
      expect((await resend(mine.id, mine.token)).statusCode).toBe(202);
    });

    it("refuses an order not paid yet, sending nothing", async () => {
      const unpaid = await order(1, false);
      const answer = await resend(unpaid.id, unpaid.token);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.code).toBe("order_not_valid");
      expect(await mailsOf(outbox, unpaid.id)).toHaveLength(0);
    });
  });

  describe("rating the visit", () => {
    it("refuses before the visit day, keeps one rating after it, and shows it", async () => {
      const mine = await order();
      const early = await rate(mine.id, mine.token, { rating: 4, comment: "Schön" });
      expect(early.statusCode).toBe(409);
      expect(early.json().error.code).toBe("rating_not_open");

      visitDay();
      const rated = await rate(mine.id, mine.token, { rating: 4, comment: "Schön\nund ruhig" });
      expect(rated.statusCode, rated.body).toBe(201);
      expect(rated.json()).toMatchObject({ rating: 4, comment: "Schön\nund ruhig" });
      const shown = await t.app.inject({
        method: "GET",
        url: `/api/v1/orders/${mine.id}?token=${mine.token}`,
      });
      expect(shown.json().rating).toEqual(rated.json());

      const again = await rate(mine.id, mine.token, { rating: 1 });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe("already_rated");
    });

    it("keeps exactly one of two ratings sent at once", async () => {
      const mine = await order();
      visitDay();
      const answers = await Promise.all(
        [5, 2].map((rating) => rate(mine.id, mine.token, { rating })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const kept = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM order_ratings WHERE order_id = $1",
        [mine.id],
      );
      expect(kept.rows[0]?.n).toBe(1);
    });

    it("keeps the first of two ratings written at once, whatever reads came before", async () => {
      // Both requests read "no rating yet" before either wrote: the table's key decides.
      const mine = await order();
      const at = t.clock();
      const first = await insertRating(t.db, { orderId: mine.id, rating: 5, comment: "", at });
      const second = await insertRating(t.db, { orderId: mine.id, rating: 1, comment: "", at });
      expect(first?.rating).toBe(5);
      expect(second).toBeUndefined();
    });

    it("refuses an unpaid order even after its day", async () => {
      const unpaid = await order(1, false);
      visitDay();
      const answer = await rate(unpaid.id, unpaid.token, { rating: 3 });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.code).toBe("rating_not_open");
    });

    it.each([
      ["no stars", { comment: "x" }, "rating"],
      ["six stars", { rating: 6 }, "rating"],
      ["half a star", { rating: 3.5 }, "rating"],
      ["a comment past 2000 characters", { rating: 3, comment: "x".repeat(2001) }, "comment"],
    ])("refuses %s, naming the field, and keeps nothing", async (_what, body, field) => {
      const mine = await order();
      visitDay();
      const answer = await rate(mine.id, mine.token, body);
      expect(answer.statusCode).toBe(422);
      expect(Object.keys(answer.json().error.fields)).toContain(field);
      const kept = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM order_ratings");
      expect(kept.rows[0]?.n).toBe(0);
    });
  });

  describe("the staff's list of ratings", () => {
    /** `key` null: no key at all. */
    const list = (query = "", key: string | null = STAFF_KEY) =>
      t.app.inject({
        method: "GET",
        url: `/api/v1/staff/ratings${query}`,
        headers: key === null ? {} : { authorization: `Bearer ${key}` },
      });

    it("needs the venue's key", async () => {
      expect((await list("", null)).statusCode).toBe(401);
      expect((await list("", "another-key")).statusCode).toBe(401);
    });

    it("lists them newest first with their count and average", async () => {
      const first = await order();
      const second = await order();
      visitDay();
      expect((await rate(first.id, first.token, { rating: 5, comment: "Toll" })).statusCode).toBe(
        201,
      );
      tick();
      expect((await rate(second.id, second.token, { rating: 2 })).statusCode).toBe(201);

      const answer = await list();
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body.ratings.map((r: { order_id: number }) => r.order_id)).toEqual([
        second.id,
        first.id,
      ]);
      expect(body.ratings[1]).toMatchObject({ rating: 5, comment: "Toll" });
      expect(body.meta).toEqual({ total_count: 2, per_page: 50, average: 3.5 });
      const page = (await list("?per_page=1&page=2")).json();
      expect(page.ratings.map((r: { order_id: number }) => r.order_id)).toEqual([first.id]);
      expect(page.meta.total_count).toBe(2);
    });

    it("answers an empty list without an average", async () => {
      expect((await list()).json()).toEqual({
        ratings: [],
        meta: { total_count: 0, per_page: 50, average: null },
      });
    });
  });
});
