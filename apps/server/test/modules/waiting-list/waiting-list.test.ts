// The issue 34, Deliver 3: the waiting list of a sold-out time slot. Places that come back (a
// hold ending, an order cancelled) go to the list first: nobody else can take them; the first in
// line gets them held exactly once, with a mail whose link claims them into a cart, and the next
// in line gets them when that offer ends or is declined. Double sign-ups are merged; addresses
// are deleted when the offer ends or the slot has passed.
import { readdir } from "node:fs/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { counterRow, insertQuota } from "../../helpers/fixtures";
import { insertPricedTicket, setSettings } from "../cart/cart-fixtures";
import {
  DAY,
  newBuyer,
  type OrderApp,
  placeOrder,
  startOrderApp,
  ticketLine,
} from "../orders/order-app";
import { newOutboxDir, postPaymentEvent, readMail } from "../orders/order-documents";

const TIME = "10:00";
const OFFER_MINUTES = 60;
const SETTINGS = {
  donationsEnabled: false,
  couponsEnabled: false,
  shipping: "none" as const,
  maxOrderTotalCents: 50_000,
  waitingList: { enabled: true, offerMinutes: OFFER_MINUTES },
  cancellationRules: [
    { kind: "ticket" as const, hoursBefore: 0, daysAfterOrder: null, feePercent: 0 },
  ],
};

describe.each(engineNames())("the waiting list on %s", (engine) => {
  let t: OrderApp;
  let outbox: string;
  let ticket: number;
  let quota: number;
  beforeEach(async () => {
    outbox = await newOutboxDir();
    t = await startOrderApp(engine, { outboxDir: outbox, sweepIntervalMs: 0 });
    await setSettings(t.db, SETTINGS);
    quota = await insertQuota(t.db, { kind: "slot", capacity: 2 });
    ticket = await insertPricedTicket(t.db, {
      ticket_type: "time_slot",
      price_cents: 1500,
      quotaIds: [quota],
    });
  });
  afterEach(async () => {
    await t?.close();
  });

  const signUp = (email: string, places: number, locale = "en") =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/waiting_list?locale=${locale}`,
      payload: { ticket_id: ticket, date: DAY, time: TIME, places, email },
    });
  const takeHold = (quantity: number) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: { ticket_id: ticket, quantity, date: DAY, time: TIME },
    });
  const pool = () => counterRow(t.db, quota, DAY, TIME);
  const entries = async () =>
    (
      await t.db.query<{ email: string; places: number; hold_token: string | null }>(
        "SELECT email, places, hold_token FROM waiting_list_entries ORDER BY id",
      )
    ).rows;
  const minutes = (n: number) => new Date(t.clock().getTime() + n * 60_000);

  /** The link token of the offer mail sent to `email` (the mail names no one else). */
  async function offerToken(email: string): Promise<string> {
    const files = (await readdir(outbox)).filter((file) => file.includes("waiting-list-"));
    for (const file of files) {
      const mail = await readMail(outbox, file);
      if (mail.to?.[0]?.address !== email) continue;
      const match = /\/waiting-list\/([A-Za-z0-9_-]+)/.exec(mail.text ?? "");
      if (match?.[1]) return match[1];
    }
    throw new Error(`no offer mail to ${email}`);
  }

  /** Sells the slot out: two places held, as carts do. */
  async function soldOut() {
    const held = await takeHold(2);
    expect(held.statusCode, held.body).toBe(201);
    return held.json() as { token: string; valid_until: string };
  }

  it("takes sign-ups only where places are missing, and merges an address's second", async () => {
    const free = await signUp("ada@example.org", 1);
    expect(free.statusCode).toBe(409);
    expect(free.json().error.code).toBe("places_available");
    await soldOut();
    const first = await signUp("Ada@Example.org", 2);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      ticket_id: ticket,
      date: DAY,
      time: TIME,
      places: 2,
      position: 1,
    });
    const second = await signUp("bo@example.org", 1);
    expect(second.json().position).toBe(2);
    const again = await signUp("ada@example.org", 1);
    expect(again.json()).toMatchObject({ places: 1, position: 1 });
    expect(await entries()).toEqual([
      { email: "ada@example.org", places: 1, hold_token: null },
      { email: "bo@example.org", places: 1, hold_token: null },
    ]);
    // The places set aside are the two entries' (1 + 1), out of the public's capacity.
    expect(await pool()).toEqual({ capacity: 0, sold: 0, held: 2 });
  });

  it("names the wrong field and changes nothing on bad input", async () => {
    await soldOut();
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/v1/waiting_list",
      payload: { ticket_id: ticket, date: DAY, time: TIME, places: 1, email: "not an address" },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields)).toEqual(["email"]);
    const day = await insertPricedTicket(t.db, {
      quotaIds: [await insertQuota(t.db, { kind: "day", capacity: 1 })],
    });
    const noSlot = await t.app.inject({
      method: "POST",
      url: "/api/v1/waiting_list",
      payload: { ticket_id: day, date: DAY, time: TIME, places: 1, email: "ada@example.org" },
    });
    expect(noSlot.statusCode).toBe(422);
    expect(Object.keys(noSlot.json().error.fields)).toEqual(["time"]);
    expect(await entries()).toEqual([]);
  });

  it("keeps freed places from everyone else and offers them to the first in line once", async () => {
    const held = await soldOut();
    expect((await signUp("ada@example.org", 2)).statusCode).toBe(201);
    expect((await signUp("bo@example.org", 1)).statusCode).toBe(201);
    // The carts' hold ends: its places are the list's, not the public's.
    t.clock.set(new Date(new Date(held.valid_until).getTime() + 1000));
    const other = await takeHold(1);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe("sold_out");
    // Two rounds at once (two instances): one offer.
    const rounds = await Promise.all([t.app.waitingList.dispatch(), t.app.waitingList.dispatch()]);
    expect(rounds.flat().map((offer) => offer.email)).toEqual(["ada@example.org"]);
    expect((await t.app.waitingList.dispatch()).length).toBe(0);
    // Ada signing up again is told her place: served, with the places held for her.
    expect((await signUp("ada@example.org", 1)).json()).toMatchObject({ places: 2, position: 1 });
    const [ada, bo] = await entries();
    expect(ada?.hold_token).not.toBeNull();
    expect(bo?.hold_token).toBeNull();
    expect(await pool()).toEqual({ capacity: 1, sold: 0, held: 2 });
    // Still nobody else gets them.
    expect((await takeHold(1)).statusCode).toBe(409);

    const token = await offerToken("ada@example.org");
    const [mailFile] = (await readdir(outbox)).filter((file) => file.includes("waiting-list-"));
    const mail = await readMail(outbox, mailFile as string);
    // In the sign-up's language, naming the ticket, the places and until when they are held.
    expect(mail.subject).toBe(`Places free for you: Ticket ${ticket}`);
    expect(mail.text).toContain("2 places have come free");
    expect(mail.text).toContain("We delete your e-mail address");
    const offer = await t.app.inject({
      method: "GET",
      url: `/api/v1/waiting_list/offers/${token}?locale=en`,
    });
    expect(offer.json()).toEqual({
      ticket_id: ticket,
      title: `Ticket ${ticket}`,
      date: DAY,
      time: TIME,
      places: 2,
      valid_until: minutes(OFFER_MINUTES).toISOString(),
    });
    // The link's visitor takes the hold into their cart and buys it.
    const buyer = await newBuyer(t);
    const claimed = await t.app.inject({
      method: "POST",
      url: `/api/v1/waiting_list/offers/${token}/claim`,
      headers: { cookie: buyer.cookie },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const { token: holdToken, valid_until, ...line } = claimed.json();
    expect(line).toEqual({ ticket_id: ticket, quantity: 2, date: DAY, time: TIME });
    expect(valid_until).toBe(minutes(OFFER_MINUTES).toISOString());
    const reservation = { token: holdToken, valid_until };
    const placed = await placeOrder(t, buyer, {
      items: [
        {
          ...ticketLine(ticket, 2, [reservation]),
          attributes: { id: ticket, date: DAY, time: TIME, quantity: 2 },
        },
      ],
      total: 3000,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json().order as { id: number };
    const paid = await postPaymentEvent(t, {
      event_id: `wl-${id}`,
      order_id: id,
      status: 30,
      amount_cents: 3000,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await pool()).toEqual({ capacity: 1, sold: 2, held: 0 });
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/v1/waiting_list/offers/AAAAAAAAAAAAAAAAAAAAAA",
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("hands the places to the next in line when an offer runs out or is declined", async () => {
    const held = await soldOut();
    for (const email of ["ada@example.org", "bo@example.org", "cy@example.org"]) {
      expect((await signUp(email, 2)).statusCode).toBe(201);
    }
    t.clock.set(new Date(new Date(held.valid_until).getTime() + 1000));
    expect((await t.app.waitingList.dispatch()).map((o) => o.email)).toEqual(["ada@example.org"]);
    // Ada's offer runs out unused: her address goes, Bo is next.
    t.clock.set(minutes(OFFER_MINUTES + 1));
    expect((await t.app.waitingList.dispatch()).map((o) => o.email)).toEqual(["bo@example.org"]);
    expect((await entries()).map((e) => e.email)).toEqual(["bo@example.org", "cy@example.org"]);
    // Bo declines: Cy gets the places at once.
    const declined = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/waiting_list/offers/${await offerToken("bo@example.org")}`,
    });
    expect(declined.statusCode).toBe(204);
    const [cy] = await entries();
    expect(cy).toMatchObject({ email: "cy@example.org" });
    expect(cy?.hold_token).not.toBeNull();
    expect(await pool()).toEqual({ capacity: 2, sold: 0, held: 2 });
  });

  it("offers the places of a cancelled order", async () => {
    const held = await soldOut();
    const buyer = await newBuyer(t);
    const placed = await placeOrder(t, buyer, {
      items: [
        {
          ...ticketLine(ticket, 2, [held]),
          attributes: { id: ticket, date: DAY, time: TIME, quantity: 2 },
        },
      ],
      total: 3000,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, token } = placed.json().order as { id: number; token: string };
    await postPaymentEvent(t, {
      event_id: `wl-${id}`,
      order_id: id,
      status: 30,
      amount_cents: 3000,
    });
    expect((await signUp("ada@example.org", 1)).statusCode).toBe(201);
    const order = (
      await t.app.inject({ method: "GET", url: `/api/v1/orders/${id}?token=${token}` })
    ).json();
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/v1/orders/${id}/cancellations?token=${token}`,
      payload: { item_id: order.items[0].id },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    // One of the two places is Ada's; the other is the public's again.
    expect((await t.app.waitingList.dispatch()).map((o) => o.email)).toEqual(["ada@example.org"]);
    expect((await takeHold(2)).statusCode).toBe(409);
    expect((await takeHold(1)).statusCode).toBe(201);
  });

  it("forgets sign-ups whose slot has started and gives their places back", async () => {
    const held = await soldOut();
    expect((await signUp("ada@example.org", 2)).statusCode).toBe(201);
    await t.app.inject({ method: "DELETE", url: `/api/v1/tickets/reservations/${held.token}` });
    // 10:00 in Berlin on DAY: the slot starts; nobody was offered anything meanwhile.
    t.clock.set(new Date(`${DAY}T08:00:00Z`));
    expect(await t.app.waitingList.dispatch()).toEqual([]);
    expect(await entries()).toEqual([]);
    expect(await pool()).toEqual({ capacity: 2, sold: 0, held: 0 });
  });

  it("sets places aside only where they are missing: one slot's line never waits on another's", async () => {
    const dayQuota = await insertQuota(t.db, { kind: "day", capacity: 100 });
    const both = await insertPricedTicket(t.db, {
      ticket_type: "time_slot",
      price_cents: 1500,
      quotaIds: [dayQuota, quota],
    });
    const slotHold = (time: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/tickets/reservations",
        payload: { ticket_id: both, quantity: 2, date: DAY, time },
      });
    const join = (email: string, time: string, places: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/waiting_list",
        payload: { ticket_id: both, date: DAY, time, places, email },
      });
    expect((await slotHold("10:00")).statusCode).toBe(201);
    const later = (await slotHold("10:30")).json() as { token: string };
    expect((await join("ada@example.org", "10:00", 2)).statusCode).toBe(201);
    expect((await join("bo@example.org", "10:30", 1)).statusCode).toBe(201);
    // The museum's day quota has room: nothing is set aside there.
    expect(await counterRow(t.db, dayQuota, DAY)).toEqual({ capacity: 100, sold: 0, held: 4 });
    await t.app.inject({ method: "DELETE", url: `/api/v1/tickets/reservations/${later.token}` });
    // Ada, first in the line of 10:00, has nothing yet; Bo's 10:30 does not wait for her.
    expect((await t.app.waitingList.dispatch()).map((o) => o.email)).toEqual(["bo@example.org"]);
    // The offer's hold takes its day place as any hold does.
    expect(await counterRow(t.db, dayQuota, DAY)).toEqual({ capacity: 100, sold: 0, held: 3 });
  });

  it("is off when the venue switches it off", async () => {
    await setSettings(t.db, { ...SETTINGS, waitingList: { enabled: false, offerMinutes: 60 } });
    await soldOut();
    expect((await signUp("ada@example.org", 1)).statusCode).toBe(404);
  });
});
