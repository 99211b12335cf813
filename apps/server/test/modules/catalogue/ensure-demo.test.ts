import { addDays } from "@shop/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLedger } from "../../../src/modules/capacity/ledger";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { loadCatalogue } from "../../../src/modules/catalogue/load-catalogue";
import { createReservation } from "../../../src/modules/reservations/service";
import { TICKET } from "../../../src/seed/demo-ids";
import { ensureDemoCatalogue } from "../../../src/seed/ensure-demo-catalogue";
import { engineNames, type OpenedDatabase } from "../../helpers/engines";
import { insertTicket } from "../../helpers/fixtures";
import { HOLD_LIMITS, TEST_CLIENT } from "../../helpers/hold-client";
import { countRows, dumpCatalogue, emptyCatalogue, openCatalogueDatabase } from "./catalogue-db";
import { minimalCatalogue } from "./minimal-catalogue";

const NOW = new Date("2030-06-01T08:00:00Z");
const TODAY = "2030-06-01";
const clock = () => NOW;

describe.each(engineNames())("ensureDemoCatalogue on %s", (engine) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openCatalogueDatabase(engine);
  });
  beforeEach(async () => {
    await emptyCatalogue(opened.db);
  });
  afterAll(async () => {
    await opened?.close();
  });

  const featuredStart = async () =>
    (await opened.db.query("SELECT starts_on FROM exhibitions WHERE featured")).rows[0]?.starts_on;

  it("loads the demo on first start, then keeps it the same day", async () => {
    const first = await ensureDemoCatalogue(opened.db, TODAY, clock);
    expect(first.outcome).toBe("loaded");
    expect(await countRows(opened.db, "tickets")).toBe(18);
    const before = await dumpCatalogue(opened.db);

    expect((await ensureDemoCatalogue(opened.db, TODAY, clock)).outcome).toBe("kept");
    expect(await dumpCatalogue(opened.db)).toEqual(before);
  });

  it("loads the demo again for a later day, so its dates move with it", async () => {
    await ensureDemoCatalogue(opened.db, TODAY, clock);
    const later = addDays(TODAY, 3);

    const outcome = await ensureDemoCatalogue(opened.db, later, clock);

    expect(outcome.outcome).toBe("refreshed");
    expect(await featuredStart()).toBe(addDays(later, -45));
    const state = await opened.db.query("SELECT source, demo_date FROM catalogue_state");
    expect(state.rows).toEqual([{ source: "demo", demo_date: later }]);
  });

  it("keeps the old demo when the new one conflicts with held places, and says why", async () => {
    await ensureDemoCatalogue(opened.db, TODAY, clock);
    // Tomorrow's sold-out treasury slot of the next day's demo is already half held.
    const dayAfter = addDays(TODAY, 2);
    await createReservation(
      { db: opened.db, clock, holdMinutes: 30, ...HOLD_LIMITS, ledger: createLedger() },
      { ticket_id: TICKET.treasury, quantity: 2, date: dayAfter, time: "11:00" },
      TEST_CLIENT,
    );

    const outcome = await ensureDemoCatalogue(opened.db, addDays(TODAY, 1), clock);

    expect(outcome).toMatchObject({
      outcome: "stale",
      reason: expect.stringContaining("quotas[4].sold"),
    });
    expect(await featuredStart()).toBe(addDays(TODAY, -45));
  });

  it("never touches a venue's own catalogue", async () => {
    await loadCatalogue(opened.db, parseCatalogue(minimalCatalogue()), {
      now: NOW,
      source: "venue.json",
    });

    expect((await ensureDemoCatalogue(opened.db, addDays(TODAY, 5), clock)).outcome).toBe("kept");
    expect(await countRows(opened.db, "tickets")).toBe(1);
  });

  it("leaves a database alone that holds tickets put there otherwise", async () => {
    await insertTicket(opened.db);

    expect((await ensureDemoCatalogue(opened.db, TODAY, clock)).outcome).toBe("kept");
    expect(await countRows(opened.db, "museums")).toBe(0);
  });
});
