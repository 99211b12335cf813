import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { counterRow, insertQuota, insertTicket, sumOfLines } from "../../helpers/fixtures";
import { startTestApp, TEST_NOW, type TestApp } from "../../helpers/test-app";

const DAY = "2030-06-02";
const MINUTE = 60_000;

describe.each(engineNames())("changing, extending and releasing holds on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (body: object) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { token: string; valid_until: string };
  };
  const put = (token: string, body: object) =>
    t.app.inject({ method: "PUT", url: `/api/v1/tickets/reservations/${token}`, payload: body });

  describe("PUT /tickets/reservations/{token}", () => {
    it("changes the quantity, moves the places and renews valid_until", async () => {
      t.clock.set(TEST_NOW);
      const quota = await insertQuota(t.db, { kind: "day", capacity: 10 });
      const ticket = await insertTicket(t.db, { quotaIds: [quota] });
      const hold = await create({ ticket_id: ticket, quantity: 2, date: DAY });
      t.clock.advance(10 * MINUTE);

      const response = await put(hold.token, { ticket_id: ticket, quantity: 5, date: DAY });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        token: hold.token,
        quantity: 5,
        valid_until: "2030-06-01T08:40:00.000Z",
      });
      expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 5 });
      expect(await sumOfLines(t.db, quota, DAY)).toBe(5);
    });

    it("moves a hold to another slot, giving the old slot's places back", async () => {
      t.clock.set(TEST_NOW);
      const slot = await insertQuota(t.db, { kind: "slot", capacity: 3 });
      const ticket = await insertTicket(t.db, { ticket_type: "time_slot", quotaIds: [slot] });
      const hold = await create({ ticket_id: ticket, quantity: 3, date: DAY, time: "10:00" });

      const response = await put(hold.token, {
        ticket_id: ticket,
        quantity: 3,
        date: DAY,
        time: "10:30",
      });

      expect(response.statusCode).toBe(200);
      expect(await counterRow(t.db, slot, DAY, "10:00")).toMatchObject({ held: 0 });
      expect(await counterRow(t.db, slot, DAY, "10:30")).toMatchObject({ held: 3 });
    });

    it("leaves the old hold exactly as it was when the change lacks places", async () => {
      t.clock.set(TEST_NOW);
      const quota = await insertQuota(t.db, { kind: "day", capacity: 6 });
      const ticket = await insertTicket(t.db, { quotaIds: [quota] });
      const hold = await create({ ticket_id: ticket, quantity: 2, date: DAY });
      await create({ ticket_id: ticket, quantity: 3, date: DAY });
      t.clock.advance(5 * MINUTE);

      const response = await put(hold.token, { ticket_id: ticket, quantity: 4, date: DAY });

      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe("sold_out");
      expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 5 });
      const rows = await t.db.query<{ quantity: number; valid_until: Date }>(
        "SELECT quantity, valid_until FROM holds WHERE token = $1",
        [hold.token],
      );
      expect(rows.rows[0]?.quantity).toBe(2);
      expect(rows.rows[0]?.valid_until.toISOString()).toBe(hold.valid_until);
      // …and the old hold still works: a smaller change succeeds.
      expect(
        (await put(hold.token, { ticket_id: ticket, quantity: 3, date: DAY })).statusCode,
      ).toBe(200);
      expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 6 });
    });

    it("answers 404 for an unknown token and 410 hold_expired for an expired one", async () => {
      t.clock.set(TEST_NOW);
      const quota = await insertQuota(t.db, { kind: "day", capacity: 6 });
      const ticket = await insertTicket(t.db, { quotaIds: [quota] });
      const hold = await create({ ticket_id: ticket, quantity: 2, date: DAY });

      const unknown = await put("AAAAAAAAAAAAAAAAAAAAAA", {
        ticket_id: ticket,
        quantity: 1,
        date: DAY,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toMatchObject({
        code: "not_found",
        fields: { token: expect.any(Array) },
      });

      t.clock.set(new Date(Date.parse(hold.valid_until) + 1));
      const expired = await put(hold.token, { ticket_id: ticket, quantity: 1, date: DAY });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error.code).toBe("hold_expired");
    });
  });

  describe("PUT /tickets/reservations (extend)", () => {
    it("extends live holds and leaves out unknown and expired tokens", async () => {
      t.clock.set(TEST_NOW);
      const quota = await insertQuota(t.db, { kind: "day", capacity: 20 });
      const ticket = await insertTicket(t.db, { quotaIds: [quota] });
      const early = await create({ ticket_id: ticket, quantity: 1, date: DAY });
      t.clock.advance(20 * MINUTE);
      const late = await create({ ticket_id: ticket, quantity: 2, date: DAY });
      t.clock.advance(15 * MINUTE); // early expired 5 minutes ago, late has 15 minutes left

      const response = await t.app.inject({
        method: "PUT",
        url: "/api/v1/tickets/reservations",
        payload: { tokens: [early.token, late.token, "BBBBBBBBBBBBBBBBBBBBBB"] },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: [
          {
            token: late.token,
            valid_until: "2030-06-01T09:05:00.000Z",
            ticket_id: ticket,
            quantity: 2,
            date: DAY,
            time: null,
          },
        ],
        blockings: [],
        tours: [],
        merchandise: [],
      });
      // The expired hold's places were released under the counter's lock on the way.
      expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 2 });
      // The extended hold counts until its new valid_until.
      t.clock.set("2030-06-01T09:04:59.999Z");
      const stillThere = await put(late.token, { ticket_id: ticket, quantity: 2, date: DAY });
      expect(stillThere.statusCode).toBe(200);
    });
  });

  describe("DELETE /tickets/reservations/{token}", () => {
    it("gives the places back and forgets the token", async () => {
      t.clock.set(TEST_NOW);
      const museum = await insertQuota(t.db, { kind: "day", capacity: 20 });
      const slot = await insertQuota(t.db, { kind: "slot", capacity: 4 });
      const ticket = await insertTicket(t.db, {
        ticket_type: "time_slot",
        quotaIds: [museum, slot],
      });
      const hold = await create({ ticket_id: ticket, quantity: 4, date: DAY, time: "14:00" });

      const response = await t.app.inject({
        method: "DELETE",
        url: `/api/v1/tickets/reservations/${hold.token}`,
      });

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe("");
      expect(await counterRow(t.db, museum, DAY)).toMatchObject({ held: 0 });
      expect(await counterRow(t.db, slot, DAY, "14:00")).toMatchObject({ held: 0 });
      const again = await t.app.inject({
        method: "DELETE",
        url: `/api/v1/tickets/reservations/${hold.token}`,
      });
      expect(again.statusCode).toBe(404);
      await create({ ticket_id: ticket, quantity: 4, date: DAY, time: "14:00" });
    });
  });
});
