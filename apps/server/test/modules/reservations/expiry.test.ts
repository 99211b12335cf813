// DESIGN §4 "expiry is exact": a hold stops counting at its valid_until, whether or not the
// sweeper has run (it is off in these tests).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLedger } from "../../../src/modules/capacity/ledger";
import { quotaPool } from "../../../src/modules/capacity/pool";

const ledger = createLedger();

import { engineNames } from "../../helpers/engines";
import { counterRow, insertQuota, insertTicket } from "../../helpers/fixtures";
import { startTestApp, TEST_NOW, type TestApp } from "../../helpers/test-app";

const DAY = "2030-06-02";

describe.each(engineNames())("a hold expired by 1 ms on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (body: object) =>
    t.app.inject({ method: "POST", url: "/api/v1/tickets/reservations", payload: body });

  async function fullSlot() {
    t.clock.set(TEST_NOW);
    const slot = await insertQuota(t.db, { kind: "slot", capacity: 5 });
    const ticket = await insertTicket(t.db, { ticket_type: "time_slot", quotaIds: [slot] });
    const response = await post({ ticket_id: ticket, quantity: 5, date: DAY, time: "16:00" });
    expect(response.statusCode).toBe(201);
    const validUntil = Date.parse(response.json().valid_until);
    const key = quotaPool(slot, DAY, "16:00");
    return { slot, ticket, validUntil, key };
  }

  it("still counts 1 ms before valid_until, for capacity and for new holds", async () => {
    const { ticket, validUntil, key } = await fullSlot();
    t.clock.set(new Date(validUntil - 1));

    const [state] = await ledger.read(t.db, [key], t.clock());
    expect(state).toMatchObject({ capacity: 5, held: 5, available: 0 });
    const refused = await post({ ticket_id: ticket, quantity: 1, date: DAY, time: "16:00" });
    expect(refused.statusCode).toBe(409);
  });

  it("no longer counts for capacity, although its line is still stored", async () => {
    const { slot, validUntil, key } = await fullSlot();
    t.clock.set(new Date(validUntil + 1));

    const [state] = await ledger.read(t.db, [key], t.clock());

    expect(state).toMatchObject({ capacity: 5, sold: 0, held: 0, available: 5 });
    expect(await counterRow(t.db, slot, DAY, "16:00")).toMatchObject({ held: 5 });
  });

  it("no longer counts for new holds: its places go to the next visitor", async () => {
    const { slot, ticket, validUntil } = await fullSlot();
    t.clock.set(new Date(validUntil + 1));

    const response = await post({ ticket_id: ticket, quantity: 5, date: DAY, time: "16:00" });

    expect(response.statusCode).toBe(201);
    expect(await counterRow(t.db, slot, DAY, "16:00")).toMatchObject({ held: 5 });
  });

  it("counts as expired at exactly valid_until", async () => {
    const { ticket, validUntil, key } = await fullSlot();
    t.clock.set(new Date(validUntil));

    const [state] = await ledger.read(t.db, [key], t.clock());
    expect(state?.available).toBe(5);
    const response = await post({ ticket_id: ticket, quantity: 5, date: DAY, time: "16:00" });
    expect(response.statusCode).toBe(201);
  });

  it("reads a quota nobody booked yet as its full capacity", async () => {
    const slot = await insertQuota(t.db, { kind: "slot", capacity: 7 });

    const [state] = await ledger.read(t.db, [quotaPool(slot, DAY, "09:00")], t.clock());

    expect(state).toMatchObject({ capacity: 7, sold: 0, held: 0, available: 7 });
  });
});
