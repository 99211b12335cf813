import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLedger } from "../../../src/modules/capacity/ledger";
import {
  EXPIRED_HOLD_GRACE_MS,
  startSweeper,
  sweepExpiredHolds,
} from "../../../src/modules/reservations/sweeper";
import { engineNames } from "../../helpers/engines";
import { counterRow, insertQuota, insertTicket, sumOfLines } from "../../helpers/fixtures";
import { startTestApp, TEST_NOW, type TestApp } from "../../helpers/test-app";

const DAY = "2030-06-02";

describe.each(engineNames())("the sweeper on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (body: object) =>
    t.app.inject({ method: "POST", url: "/api/v1/tickets/reservations", payload: body });

  it("releases expired places at once and forgets the hold after the grace period", async () => {
    t.clock.set(TEST_NOW);
    const museum = await insertQuota(t.db, { kind: "day", capacity: 30 });
    const slot = await insertQuota(t.db, { kind: "slot", capacity: 10 });
    const ticket = await insertTicket(t.db, { ticket_type: "time_slot", quotaIds: [museum, slot] });
    const expiring = (
      await post({ ticket_id: ticket, quantity: 4, date: DAY, time: "11:00" })
    ).json();
    t.clock.advance(20 * 60_000);
    await post({ ticket_id: ticket, quantity: 1, date: DAY, time: "11:00" });
    t.clock.set(new Date(Date.parse(expiring.valid_until) + 1));

    const first = await sweepExpiredHolds(t.db, createLedger(), t.clock());

    expect(first.poolsTidied).toBeGreaterThanOrEqual(2);
    expect(await counterRow(t.db, museum, DAY)).toMatchObject({ held: 1 });
    expect(await counterRow(t.db, slot, DAY, "11:00")).toMatchObject({ held: 1 });
    expect(await sumOfLines(t.db, slot, DAY, "11:00")).toBe(1);
    // Within the grace period the token is still known, and answers hold_expired.
    const expired = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/tickets/reservations/${expiring.token}`,
    });
    expect(expired.statusCode).toBe(410);

    t.clock.advance(EXPIRED_HOLD_GRACE_MS);
    const later = await sweepExpiredHolds(t.db, createLedger(), t.clock());

    expect(later.holdsDeleted).toBeGreaterThanOrEqual(1);
    const gone = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/tickets/reservations/${expiring.token}`,
    });
    expect(gone.statusCode).toBe(404);
  });

  it("runs periodically until stopped, saying when it released places", async () => {
    t.clock.set(TEST_NOW);
    const quota = await insertQuota(t.db, { kind: "day", capacity: 3 });
    const ticket = await insertTicket(t.db, { quotaIds: [quota] });
    const hold = (await post({ ticket_id: ticket, quantity: 3, date: DAY })).json();
    t.clock.set(new Date(Date.parse(hold.valid_until) + 1));

    let countersChanged = 0;
    const sweeper = startSweeper(
      t.db,
      createLedger(),
      t.clock,
      20,
      (error) => {
        throw error;
      },
      // The app drops its cached availability answers here (src/http/read-cache.ts).
      () => {
        countersChanged += 1;
      },
    );
    try {
      await expect
        .poll(async () => (await counterRow(t.db, quota, DAY))?.held, { timeout: 5000 })
        .toBe(0);
      await expect.poll(() => countersChanged, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
    } finally {
      await sweeper.stop();
    }
  });
});
