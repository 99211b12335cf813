// The issue 34, Deliver 3: the waiting list of a sold-out event date. A sign-up sets the date's
// places aside: places that come back are not the public's (a seated date's free seat cannot be
// taken without a place of the date); the first in line's offer holds them — a general-admission
// date's places as one blocking, a seated date's free seats first in the plan's order, one
// blocking each — and its link claims them; declined, they go to the next in line.
import { EventDate, WaitingListEventClaim, WaitingListOffer } from "@shop/core/contract";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { eventDatePool, poolKey } from "../../../src/modules/capacity/pool";
import { engineNames } from "../../helpers/engines";
import type { TestApp } from "../../helpers/test-app";
import { signInGuest } from "../auth/guest-session";
import { DATE, EVENT, eventCatalogue } from "../events/event-catalogue";
import { startCatalogueApp } from "../shop/catalogue-app";

const CONCERT = `/api/v1/events/${EVENT.concert}/dates/${DATE.concertJune}`;
const LECTURE = `/api/v1/events/${EVENT.lecture}/dates/${DATE.lectureJune}`;
const NOW = "2030-06-01T08:00:00.000Z";

describe.each(engineNames())("the waiting list of event dates on %s", (engine) => {
  let t: TestApp;
  let seatIds: Map<string, number>;
  beforeEach(async () => {
    await t?.close();
    t = await startCatalogueApp(engine, eventCatalogue());
    t.clock.set(NOW);
    const seats = await t.db.query<{ id: number; name: string }>(
      "SELECT id, row_name || '-' || number AS name FROM seats",
    );
    seatIds = new Map(seats.rows.map((seat) => [seat.name, seat.id]));
  });
  afterAll(async () => {
    await t?.close();
  });

  const seat = (name: string) => seatIds.get(name) as number;
  /** Shrinks a date's places to `capacity` (the venue's setup of a small room). */
  const capacityOf = (dateId: number, capacity: number) =>
    t.db.query("UPDATE capacity_pools SET capacity = $2 WHERE key = $1", [
      poolKey(eventDatePool(dateId)),
      capacity,
    ]);
  const block = (path: string, body: object, from: string) =>
    t.app.inject({ method: "POST", url: `${path}/blockings`, payload: body, remoteAddress: from });
  const signUp = (body: object, email: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/waiting_list?locale=en",
      payload: { ...body, email },
    });
  const claim = (token: string, cookie: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/waiting_list/offers/${token}/claim?locale=en`,
      headers: { cookie },
    });
  const dateOf = async (path: string) =>
    EventDate.parse((await t.app.inject({ method: "GET", url: path })).json());
  /** Lets the holds end: the clock past their end. */
  const holdsEnd = async () => {
    const until = await t.db.query<{ until: Date }>("SELECT max(valid_until) AS until FROM holds");
    const [last] = until.rows;
    if (!last) throw new Error("no hold to end");
    t.clock.set(new Date(last.until.getTime() + 1000).toISOString());
  };

  it("holds a general-admission date's places for the first in line, and no one else", async () => {
    await capacityOf(DATE.lectureJune, 3);
    const taken = await block(LECTURE, { quantity: 3 }, "192.0.2.1");
    expect(taken.statusCode, taken.body).toBe(201);
    const dateIds = { event_id: EVENT.lecture, date_id: DATE.lectureJune };
    const tooMany = await signUp({ ...dateIds, places: 7 }, "ada@example.org");
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.fields).toHaveProperty("places");
    const mixed = await signUp({ ...dateIds, time: "18:00", places: 2 }, "ada@example.org");
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().error.fields).toHaveProperty("time");
    const ada = await signUp({ ...dateIds, places: 2 }, "ada@example.org");
    expect(ada.statusCode, ada.body).toBe(201);
    expect(ada.json()).toEqual({
      ...dateIds,
      date: "2030-06-05",
      time: "18:00",
      places: 2,
      position: 1,
    });
    const bo = await signUp({ ...dateIds, places: 1 }, "bo@example.org");
    expect(bo.json().position).toBe(2);

    // The three places come back: Ada's two are hers, Bo's one is his; nobody else gets one.
    await holdsEnd();
    const [offerAda, offerBo, ...none] = await t.app.waitingList.dispatch();
    expect(none).toEqual([]);
    expect(offerAda).toMatchObject({
      email: "ada@example.org",
      eventDateId: DATE.lectureJune,
      places: 2,
    });
    expect(offerBo).toMatchObject({ email: "bo@example.org", places: 1 });
    const other = await block(LECTURE, { quantity: 1 }, "192.0.2.9");
    expect(other.statusCode).toBe(409);
    expect((await dateOf(LECTURE)).seats.available).toBe(0);
    // Once only: the next round makes no second offer.
    expect(await t.app.waitingList.dispatch()).toEqual([]);

    const offer = WaitingListOffer.parse(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/v1/waiting_list/offers/${offerAda?.token}?locale=en`,
        })
      ).json(),
    );
    expect(offer).toMatchObject({ ...dateIds, title: "Lectures on prehistory", places: 2 });
    const { cookie } = await signInGuest(t.app);
    const claimed = await claim(offerAda?.token as string, cookie);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const body = WaitingListEventClaim.parse(claimed.json());
    expect(body).toMatchObject({ ...dateIds, blockings: [{ seat_id: null, quantity: 2 }] });
    // The claimer's own blockings now: listed to them as any they took themselves.
    const own = await t.app.inject({
      method: "GET",
      url: `${LECTURE}/blockings`,
      headers: { cookie },
    });
    expect(own.json().data).toEqual(body.blockings);
  });

  it("offers a seated date's free seats in the plan's order, and the next in line on decline", async () => {
    await capacityOf(DATE.concertJune, 1);
    const taken = await block(CONCERT, { seat_id: seat("2-3") }, "192.0.2.1");
    expect(taken.statusCode, taken.body).toBe(201);
    const dateIds = { event_id: EVENT.concert, date_id: DATE.concertJune };
    expect((await signUp({ ...dateIds, places: 1 }, "ada@example.org")).statusCode).toBe(201);
    expect((await signUp({ ...dateIds, places: 1 }, "bo@example.org")).statusCode).toBe(201);
    // A free seat is no use without a place of the date: the seat map shows none.
    const date = await dateOf(CONCERT);
    expect(date.seat_list.filter((s) => s.status === "available")).toEqual([]);
    expect((await block(CONCERT, { seat_id: seat("1-2") }, "192.0.2.9")).statusCode).toBe(409);

    await holdsEnd();
    const [offer, ...none] = await t.app.waitingList.dispatch();
    expect(none).toEqual([]);
    expect(offer?.email).toBe("ada@example.org");
    // Row 1's first seat is blocked on this date: the first free seat is 1-2.
    const held = await t.db.query<{ seat_id: number; owner: string }>(
      "SELECT seat_id, owner FROM holds WHERE event_date_id = $1 AND valid_until > $2",
      [DATE.concertJune, t.clock()],
    );
    expect(held.rows).toEqual([
      { seat_id: seat("1-2"), owner: expect.stringMatching(/^waiting:/) },
    ]);
    expect((await block(CONCERT, { seat_id: seat("1-2") }, "192.0.2.9")).statusCode).toBe(409);

    const read = await t.app.inject({
      method: "GET",
      url: `/api/v1/waiting_list/offers/${offer?.token}?locale=en`,
    });
    expect(read.json()).toMatchObject({ title: "Evening concert", seat_ids: [seat("1-2")] });
    const declined = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/waiting_list/offers/${offer?.token}`,
    });
    expect(declined.statusCode).toBe(204);
    // Declining ran the round: Bo's offer holds the seat now, Ada's address is gone.
    const emails = await t.db.query<{ email: string; offered: boolean }>(
      "SELECT email, hold_token IS NOT NULL AS offered FROM waiting_list_entries",
    );
    expect(emails.rows).toEqual([{ email: "bo@example.org", offered: true }]);
    const bo = await t.db.query<{ token: string }>(
      "SELECT unnest(hold_tokens) AS token FROM waiting_list_entries",
    );
    const seatHold = await t.db.query<{ seat_id: number }>(
      "SELECT seat_id FROM holds WHERE token = $1",
      [bo.rows[0]?.token],
    );
    expect(seatHold.rows).toEqual([{ seat_id: seat("1-2") }]);
  });

  it("answers places_available while the date has the places", async () => {
    const free = await signUp(
      { event_id: EVENT.lecture, date_id: DATE.lectureJune, places: 2 },
      "ada@example.org",
    );
    expect(free.statusCode).toBe(409);
    expect(free.json().error.code).toBe("places_available");
    const unknown = await signUp(
      { event_id: EVENT.lecture, date_id: DATE.concertJune, places: 1 },
      "ada@example.org",
    );
    expect(unknown.statusCode).toBe(404);
    expect(await t.db.query("SELECT 1 FROM waiting_list_entries")).toMatchObject({ rowCount: 0 });
  });
});
