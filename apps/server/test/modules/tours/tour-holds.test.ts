// Issue 30, Deliver 4 and Checks: holds of a tour's participants and equipment on both engines
// — the booking rules of @shop/core refused naming the field, all pools taken or none, released
// by the hold's token, and bursts of 40 clients that never take more participants or equipment
// than there are, with the unguarded ledger as the negative control.
import { ExtendedHolds, TourReservation, TourStartTimes } from "@shop/core/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { TEST_NOW, type TestApp } from "../../helpers/test-app";
import { startUnguardedApp } from "../../helpers/unguarded-ledger";
import { get, startCatalogueApp } from "../shop/catalogue-app";
import { EQUIPMENT, TOUR, tourCatalogue } from "./tour-catalogue";

const HIGHLIGHTS = `/api/v1/tours/${TOUR.highlights}/reservations`;
const SCHOOL = `/api/v1/tours/${TOUR.school}/reservations`;
const START = { date: "2030-06-02", start_time: "11:00" } as const;
const PARTICIPANTS = `tour:${TOUR.highlights}:2030-06-02:11:00`;
const GUIDES = `equipment:${EQUIPMENT.audioGuide}:2030-06-02:11:00`;

type Payload = Record<string, unknown>;

describe.each(engineNames())("tour holds on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCatalogueApp(engine, tourCatalogue(), { holdPlacesPerClient: 1000 });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    t.clock.set(new Date(TEST_NOW));
    await t.db.query("DELETE FROM hold_lines");
    await t.db.query("DELETE FROM holds");
    await t.db.query("UPDATE capacity_pools SET held = 0, sold = 0");
  });

  const hold = (url: string, payload: Payload, address = "192.0.2.30") =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: address });
  const pools = async () =>
    Object.fromEntries(
      (
        await t.db.query<{ key: string; held: number }>(
          "SELECT key, held FROM capacity_pools WHERE key = ANY($1::text[]) ORDER BY key",
          [[PARTICIPANTS, GUIDES]],
        )
      ).rows.map((row) => [row.key, row.held]),
    );

  it("holds 3 participants and 2 audio guides at once, and gives both back by its token", async () => {
    const answer = await hold(HIGHLIGHTS, {
      ...START,
      quantities: { "1": 2, "2": 1 },
      equipment: [{ type: "audio_guide", quantity: 2 }],
      language_id: 2,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const reservation = TourReservation.parse(answer.json());
    expect(reservation).toMatchObject({ tour_id: TOUR.highlights, ...START, participants: 3 });
    expect(await pools()).toEqual({ [GUIDES]: 2, [PARTICIPANTS]: 3 });
    const day = await get(t, `/tours/${TOUR.highlights}/start_times/2030-06-02?locale=de`);
    expect(TourStartTimes.parse(day.body).data[0]?.participants.bookable).toBe(7);
    const released = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/tickets/reservations/${reservation.token}`,
    });
    expect(released.statusCode).toBe(204);
    expect(await pools()).toEqual({ [GUIDES]: 0, [PARTICIPANTS]: 0 });
  });

  it("is extended like any hold, and answered among the tours' holds", async () => {
    const taken = TourReservation.parse(
      (await hold(HIGHLIGHTS, { ...START, quantities: { "1": 2 }, language_id: 1 })).json(),
    );
    t.clock.advance(10 * 60_000);
    const extended = await t.app.inject({
      method: "PUT",
      url: "/api/v1/tickets/reservations",
      payload: { tokens: [taken.token] },
    });
    expect(extended.statusCode, extended.body).toBe(200);
    const answer = ExtendedHolds.parse(extended.json());
    expect(answer.data).toEqual([]);
    expect(answer.blockings).toEqual([]);
    expect(answer.tours).toEqual([
      { ...taken, valid_until: new Date(t.clock().getTime() + 30 * 60_000).toISOString() },
    ]);
  });

  it.each<[string, string, Payload, number, string, string]>([
    [
      "no participant",
      HIGHLIGHTS,
      { ...START, quantities: {}, language_id: 1 },
      422,
      "validation",
      "participants",
    ],
    [
      "more participants than the start time takes",
      HIGHLIGHTS,
      { ...START, quantities: { "1": 11 }, language_id: 1 },
      422,
      "max_participants",
      "participants",
    ],
    [
      "no language where the tour has two",
      HIGHLIGHTS,
      { ...START, quantities: { "1": 1 } },
      422,
      "validation",
      "language_id",
    ],
    [
      "more audio guides than one booking may take",
      HIGHLIGHTS,
      {
        ...START,
        quantities: { "1": 6 },
        language_id: 1,
        equipment: [{ type: "audio_guide", quantity: 5 }],
      },
      422,
      "validation",
      "equipment.audio_guide",
    ],
    [
      "more audio guides than participants",
      HIGHLIGHTS,
      {
        ...START,
        quantities: { "1": 1 },
        language_id: 1,
        equipment: [{ type: "audio_guide", quantity: 2 }],
      },
      422,
      "validation",
      "equipment.audio_guide",
    ],
    [
      "a start time the tour does not have",
      HIGHLIGHTS,
      { date: "2030-06-02", start_time: "12:00", quantities: { "1": 1 }, language_id: 1 },
      404,
      "not_found",
      "start_time",
    ],
    [
      "a class below the group tour's minimum",
      SCHOOL,
      {
        date: "2030-06-04",
        start_time: "09:00",
        quantities: { "3": 5 },
        surcharges: { "32": 5 },
        age_group_id: 1,
        grade_id: 5,
      },
      422,
      "validation",
      "participants",
    ],
    [
      "no grade where the tour has two",
      SCHOOL,
      {
        date: "2030-06-04",
        start_time: "09:00",
        quantities: { "3": 12 },
        surcharges: { "32": 12 },
        age_group_id: 1,
      },
      422,
      "validation",
      "grade_id",
    ],
    [
      "the material surcharge not for every participant",
      SCHOOL,
      {
        date: "2030-06-04",
        start_time: "09:00",
        quantities: { "3": 12 },
        surcharges: { "32": 11 },
        age_group_id: 1,
        grade_id: 5,
      },
      422,
      "validation",
      "surcharges.32",
    ],
    [
      "the workshop twice",
      SCHOOL,
      {
        date: "2030-06-04",
        start_time: "09:00",
        quantities: { "3": 12 },
        surcharges: { "31": 2, "32": 12 },
        age_group_id: 1,
        grade_id: 5,
      },
      422,
      "validation",
      "surcharges.31",
    ],
  ])(
    "refuses %s, naming the field, and holds nothing",
    async (_name, url, payload, status, code, field) => {
      const answer = await hold(url, payload);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().error.code).toBe(code);
      expect(Object.keys(answer.json().error.fields)).toEqual([field]);
      const held = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM holds");
      expect(held.rows[0]?.n).toBe(0);
    },
  );

  it("names the most a booking may take when it asks for more participants", async () => {
    const answer = await hold(HIGHLIGHTS, {
      ...START,
      quantities: { "1": 11 },
      language_id: 1,
    });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().error).toMatchObject({ code: "max_participants", available: 10 });
  });

  it("books a school class with grade, age group, the workshop and headsets", async () => {
    const answer = await hold(SCHOOL, {
      date: "2030-06-04",
      start_time: "09:00",
      quantities: { "3": 24 },
      surcharges: { "31": 1, "32": 24 },
      equipment: [{ type: "headset", quantity: 24 }],
      age_group_id: 2,
      grade_id: 6,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const stored = await t.db.query<{ tour_id: number; quantity: number; line_count: number }>(
      "SELECT tour_id, quantity, line_count FROM holds",
    );
    expect(stored.rows).toEqual([{ tour_id: TOUR.school, quantity: 24, line_count: 2 }]);
  });

  it("never takes more than the last 10 places under a burst of 40 clients", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        hold(
          HIGHLIGHTS,
          { ...START, quantities: { "1": 1 }, language_id: 1 },
          `198.51.100.${n + 100}`,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(30);
    expect(refused[0]?.json().error).toMatchObject({
      code: "sold_out",
      fields: { participants: [expect.any(String)] },
    });
    expect(await pools()).toEqual({ [GUIDES]: 0, [PARTICIPANTS]: 10 });
  });

  it("never lends an audio guide twice under a burst of 40 clients asking for one each", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        hold(
          HIGHLIGHTS,
          {
            ...START,
            quantities: { "1": 1 },
            language_id: 1,
            equipment: [{ type: "audio_guide", quantity: 1 }],
          },
          `198.51.100.${n + 100}`,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    // all or none: a refused booking holds no participant either
    expect(await pools()).toEqual({ [GUIDES]: 5, [PARTICIPANTS]: 5 });
  });
});

// PostgreSQL only: on PGlite's one connection a transaction runs whole before the next begins,
// so even the unguarded ledger cannot oversell inside one (the tour hold takes its places in a
// transaction; the ticket and event holds' negative controls run outside one, on both).
describe.each(engineNames().filter((name) => name === "postgres"))(
  "the unguarded ledger's tour holds on %s (negative control)",
  (engine) => {
    let t: TestApp;
    beforeAll(async () => {
      // Ten of the burst read the 5 free audio guides before any takes one (the test database's
      // pool has 20 connections).
      t = await startUnguardedApp(engine, tourCatalogue(), {
        meet: 10,
        config: { holdPlacesPerClient: 1000 },
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    it("lends more audio guides than there are under the same burst: the burst test would catch it", async () => {
      await Promise.all(
        Array.from({ length: 40 }, (_, n) =>
          t.app.inject({
            method: "POST",
            url: HIGHLIGHTS,
            payload: {
              ...START,
              quantities: { "1": 1 },
              language_id: 1,
              equipment: [{ type: "audio_guide", quantity: 1 }],
            },
            remoteAddress: `198.51.100.${n + 100}`,
          }),
        ),
      );
      const pool = await t.db.query<{ held: number }>(
        "SELECT held FROM capacity_pools WHERE key = $1",
        [GUIDES],
      );
      expect(pool.rows[0]?.held).toBeGreaterThan(5);
    });
  },
);
