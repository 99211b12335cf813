import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { counterRow, insertQuota, insertTicket, sumOfLines } from "../../helpers/fixtures";
import { startTestApp, type TestApp } from "../../helpers/test-app";

const DAY = "2030-06-02";

describe.each(engineNames())("POST /api/v1/tickets/reservations on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (body: unknown) =>
    t.app.inject({ method: "POST", url: "/api/v1/tickets/reservations", payload: body as object });

  describe("given a day ticket with places left", () => {
    it("holds the places and answers a token valid for 30 minutes", async () => {
      const quota = await insertQuota(t.db, { kind: "day", capacity: 10 });
      const ticket = await insertTicket(t.db, { quotaIds: [quota] });

      const response = await post({ ticket_id: ticket, quantity: 3, date: DAY });

      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        valid_until: "2030-06-01T08:30:00.000Z",
        ticket_id: ticket,
        quantity: 3,
        date: DAY,
        time: null,
      });
      expect(await counterRow(t.db, quota, DAY)).toEqual({ capacity: 10, sold: 0, held: 3 });
      expect(await sumOfLines(t.db, quota, DAY)).toBe(3);
    });

    it("refuses more places than are left with 409 sold_out and holds nothing", async () => {
      const quota = await insertQuota(t.db, { kind: "day", capacity: 4 });
      const ticket = await insertTicket(t.db, { quotaIds: [quota] });
      expect((await post({ ticket_id: ticket, quantity: 3, date: DAY })).statusCode).toBe(201);

      const response = await post({ ticket_id: ticket, quantity: 2, date: DAY });

      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: "sold_out",
        fields: { quantity: expect.any(Array) },
      });
      expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 3 });
      expect((await post({ ticket_id: ticket, quantity: 1, date: DAY })).statusCode).toBe(201);
    });
  });

  describe("given a ticket drawing on two quotas", () => {
    it("takes places in both", async () => {
      const museum = await insertQuota(t.db, { kind: "day", capacity: 50 });
      const slot = await insertQuota(t.db, { kind: "slot", capacity: 5 });
      const ticket = await insertTicket(t.db, {
        ticket_type: "time_slot",
        quotaIds: [museum, slot],
      });

      const response = await post({ ticket_id: ticket, quantity: 2, date: DAY, time: "10:30" });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ date: DAY, time: "10:30" });
      expect(await counterRow(t.db, museum, DAY)).toMatchObject({ held: 2 });
      expect(await counterRow(t.db, slot, DAY, "10:30")).toMatchObject({ held: 2 });
    });

    it("takes none when one quota lacks places (all or none)", async () => {
      const museum = await insertQuota(t.db, { kind: "day", capacity: 50 });
      const slot = await insertQuota(t.db, { kind: "slot", capacity: 5 });
      const slotTicket = await insertTicket(t.db, {
        ticket_type: "time_slot",
        quotaIds: [museum, slot],
      });
      const dayTicket = await insertTicket(t.db, { quotaIds: [museum] });
      // The museum quota nearly full through another ticket, the slot quota still empty.
      expect((await post({ ticket_id: dayTicket, quantity: 10, date: DAY })).statusCode).toBe(201);
      for (let i = 0; i < 4; i += 1) {
        expect((await post({ ticket_id: dayTicket, quantity: 9, date: DAY })).statusCode).toBe(201);
      }

      const response = await post({ ticket_id: slotTicket, quantity: 5, date: DAY, time: "11:00" });

      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe("sold_out");
      expect(await counterRow(t.db, museum, DAY)).toMatchObject({ held: 46 });
      // The slot's counter row was created inside the refused transaction, so it is gone too.
      expect((await counterRow(t.db, slot, DAY, "11:00"))?.held ?? 0).toBe(0);
      expect(await sumOfLines(t.db, slot, DAY, "11:00")).toBe(0);
    });

    it("keeps slots apart: a full slot leaves the next one bookable", async () => {
      const slot = await insertQuota(t.db, { kind: "slot", capacity: 2 });
      const ticket = await insertTicket(t.db, { ticket_type: "time_slot", quotaIds: [slot] });
      expect(
        (await post({ ticket_id: ticket, quantity: 2, date: DAY, time: "12:00" })).statusCode,
      ).toBe(201);

      expect(
        (await post({ ticket_id: ticket, quantity: 1, date: DAY, time: "12:00" })).statusCode,
      ).toBe(409);
      expect(
        (await post({ ticket_id: ticket, quantity: 2, date: DAY, time: "12:30" })).statusCode,
      ).toBe(201);
    });
  });

  describe("given a mantle ticket", () => {
    it("takes as many places per unit as its sub tickets' quantities", async () => {
      const quota = await insertQuota(t.db, { kind: "day", capacity: 20 });
      const ticket = await insertTicket(t.db, {
        quotaIds: [quota],
        is_mantle: true,
        sub_tickets: [
          { id: 901, min_persons: 1, max_persons: 2 },
          { id: 902, min_persons: 0, max_persons: 4 },
        ],
      });

      const response = await post({
        ticket_id: ticket,
        quantity: 2,
        date: DAY,
        sub_ticket_quantities: { "901": 2, "902": 3 },
      });

      expect(response.statusCode).toBe(201);
      expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 10 });
    });
  });

  describe("given a free-timing ticket", () => {
    it("holds it without a date and without taking quota places", async () => {
      const ticket = await insertTicket(t.db, { free_timing: true });

      const response = await post({ ticket_id: ticket, quantity: 2 });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ date: null, time: null, quantity: 2 });
    });
  });

  describe("given a booked-out ticket", () => {
    it("answers 409 sold_out naming the ticket", async () => {
      const quota = await insertQuota(t.db, { kind: "day", capacity: 20 });
      const ticket = await insertTicket(t.db, { quotaIds: [quota], booked_out: true });

      const response = await post({ ticket_id: ticket, quantity: 1, date: DAY });

      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: "sold_out",
        fields: { ticket_id: expect.any(Array) },
      });
    });
  });
});
