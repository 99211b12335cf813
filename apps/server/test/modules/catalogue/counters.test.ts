import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLedger } from "../../../src/modules/capacity/ledger";
import { poolKey, quotaPool } from "../../../src/modules/capacity/pool";
import { CatalogueConflictError } from "../../../src/modules/catalogue/errors";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { loadCatalogue } from "../../../src/modules/catalogue/load-catalogue";
import { createReservation, releaseReservation } from "../../../src/modules/reservations/service";
import { demoCatalogue } from "../../../src/seed/demo-catalogue";
import { QUOTA, TICKET } from "../../../src/seed/demo-ids";
import { engineNames, type OpenedDatabase } from "../../helpers/engines";
import { HOLD_LIMITS, TEST_CLIENT } from "../../helpers/hold-client";
import {
  counter,
  countRows,
  dumpCatalogue,
  emptyCatalogue,
  openCatalogueDatabase,
} from "./catalogue-db";
import { type CatalogueJson, minimalCatalogue } from "./minimal-catalogue";

// 10:00 in Berlin on Saturday 1 June 2030.
const NOW = new Date("2030-06-01T08:00:00Z");
const TODAY = "2030-06-01";
const DAY = "2030-06-02";
const MINUTE = 60_000;

describe.each(engineNames())("capacity counters of a load on %s", (engine) => {
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

  const load = (file: CatalogueJson, now = NOW) =>
    loadCatalogue(opened.db, parseCatalogue(file), { now, source: "test.json" });
  const reserve = (request: { ticket_id: number; quantity: number; date: string; time?: string }) =>
    createReservation(
      {
        db: opened.db,
        clock: () => NOW,
        holdMinutes: 30,
        ...HOLD_LIMITS,
        ledger: createLedger(),
      },
      request,
      TEST_CLIENT,
    );
  const withQuota = (quota: Record<string, unknown>) => {
    const file = minimalCatalogue();
    Object.assign(file.quotas[0], quota);
    return file;
  };

  describe("given the demo", () => {
    it("writes tomorrow's sold-out slot, a slot with few places, and the overrides", async () => {
      await load(demoCatalogue(TODAY));

      expect(await counter(opened.db, QUOTA.treasurySlots, DAY, "11:00")).toEqual({
        capacity: 4,
        sold: 4,
        held: 0,
        presold: 4,
      });
      expect(await counter(opened.db, QUOTA.treasurySlots, DAY, "11:30")).toMatchObject({
        sold: 3,
      });
      expect(await counter(opened.db, QUOTA.impressionismSlots, DAY, "14:00")).toMatchObject({
        capacity: 25,
        sold: 22,
      });
      expect(await counter(opened.db, QUOTA.treasurySlots, "2030-06-03", "15:00")).toMatchObject({
        capacity: 8,
        sold: 0,
      });
      // The art hall closes 12 days ahead: its day quota and every 15-minute slot hold nothing.
      expect(await counter(opened.db, QUOTA.kunsthalleDay, "2030-06-13")).toMatchObject({
        capacity: 0,
      });
      const slots = await opened.db.query(
        "SELECT capacity FROM capacity_pools WHERE kind = 'quota' AND ref = $1 AND day = '2030-06-13'",
        [QUOTA.impressionismSlots],
      );
      expect(slots.rows).toHaveLength(29); // 10:00 … 17:00
      expect(slots.rows.every((row) => row.capacity === 0)).toBe(true);
    });

    it("lets the shop reach sold out: the sold-out slot refuses a hold, the next has one place", async () => {
      await load(demoCatalogue(TODAY));
      const request = { ticket_id: TICKET.treasury, quantity: 1, date: DAY };

      await expect(reserve({ ...request, time: "11:00" })).rejects.toMatchObject({
        code: "sold_out",
      });
      await expect(reserve({ ...request, time: "11:30" })).resolves.toMatchObject({ quantity: 1 });
      await expect(reserve({ ...request, time: "11:30" })).rejects.toMatchObject({
        code: "sold_out",
      });
      // The art hall's closing day: refused as closed (issue 27 item 1), before any pool is
      // asked, rather than as sold out.
      await expect(
        reserve({ ticket_id: TICKET.kunsthalleAdult, quantity: 1, date: "2030-06-13" }),
      ).rejects.toMatchObject({
        code: "validation",
        fields: { date: ["The museum is closed on this day"] },
      });
    });
  });

  describe("given a changed capacity", () => {
    it("applies it to the counters of today and later, never to past days", async () => {
      await load(minimalCatalogue());
      await reserve({ ticket_id: 1, quantity: 3, date: DAY });
      await opened.db.query(
        "INSERT INTO capacity_pools (key, kind, ref, day, start_time, capacity, sold) VALUES ('quota:1:2030-05-01:00:00', 'quota', 1, '2030-05-01', '00:00', 200, 150)",
      );

      const summary = await load(withQuota({ capacity: 250 }));

      expect(summary.pools).toEqual({ created: 0, updated: 1 });
      expect(await counter(opened.db, 1, DAY)).toMatchObject({ capacity: 250, held: 3 });
      expect(await counter(opened.db, 1, "2030-05-01")).toMatchObject({ capacity: 200, sold: 150 });
    });

    it("gives a raised capacity to a waiting list first, its places kept aside (issue 34)", async () => {
      await load(withQuota({ capacity: 3 }));
      await reserve({ ticket_id: 1, quantity: 3, date: DAY });
      const ledger = createLedger();
      const pool = quotaPool(1, DAY);
      const line = { key: poolKey(pool), places: 2 };
      await opened.db.transaction(async (tx) => {
        await ledger.lock(tx, [], [pool]);
        await ledger.setAside(tx, [line]);
      });

      await load(withQuota({ capacity: 5 }));

      // The file's capacity is the whole one; the public's is what the list leaves of it.
      expect(await counter(opened.db, 1, DAY)).toMatchObject({ capacity: 3, held: 3 });
      const [state] = await ledger.read(opened.db, [pool], NOW);
      expect(state).toMatchObject({ capacity: 5, available: 0 });
      await expect(reserve({ ticket_id: 1, quantity: 1, date: DAY })).rejects.toMatchObject({
        code: "sold_out",
      });
      // The two new places are the list's: its offer takes them.
      const offered = await opened.db.transaction(async (tx) => {
        await ledger.lock(tx, [], [pool]);
        return ledger.offer(tx, [line], NOW);
      });
      expect(offered).toBe(true);
      expect(await counter(opened.db, 1, DAY)).toMatchObject({ capacity: 5, held: 5 });
    });

    it("takes an override back when the file drops it", async () => {
      await load(withQuota({ capacity_overrides: { [DAY]: 20 } }));
      expect(await counter(opened.db, 1, DAY)).toMatchObject({ capacity: 20 });

      await load(minimalCatalogue());

      expect(await counter(opened.db, 1, DAY)).toMatchObject({ capacity: 200 });
    });

    it("refuses a capacity below the places held, naming the field, and changes nothing", async () => {
      await load(minimalCatalogue());
      await reserve({ ticket_id: 1, quantity: 3, date: DAY });
      const before = await dumpCatalogue(opened.db);

      const failed = load(withQuota({ capacity: 2, name: "renamed" }));

      await expect(failed).rejects.toBeInstanceOf(CatalogueConflictError);
      await expect(failed).rejects.toThrow(
        "quotas[0].capacity: quota 1 on 2030-06-02: capacity 2 is below the 3 places already sold or held",
      );
      expect(await dumpCatalogue(opened.db)).toEqual(before);
    });

    it("names the override when an override is too low", async () => {
      await load(minimalCatalogue());
      await reserve({ ticket_id: 1, quantity: 3, date: DAY });

      await expect(load(withQuota({ capacity_overrides: { [DAY]: 1 } }))).rejects.toThrow(
        'quotas[0].capacity_overrides["2030-06-02"]: quota 1 on 2030-06-02: capacity 1',
      );
    });

    it("does not count holds that expired before the load", async () => {
      await load(minimalCatalogue());
      await reserve({ ticket_id: 1, quantity: 3, date: DAY });

      await load(withQuota({ capacity: 1 }), new Date(NOW.getTime() + 31 * MINUTE));

      expect(await counter(opened.db, 1, DAY)).toMatchObject({ capacity: 1, held: 0 });
      expect(await countRows(opened.db, "hold_lines")).toBe(0);
    });
  });

  describe("given holds taken and released while loads run", () => {
    it("finishes every request and keeps sold + held within the new capacity", async () => {
      await load(withQuota({ capacity: 100 }));
      const deps = {
        db: opened.db,
        clock: () => NOW,
        holdMinutes: 30,
        ...HOLD_LIMITS,
        ledger: createLedger(),
      };
      const early = await Promise.all(
        Array.from({ length: 10 }, () => reserve({ ticket_id: 1, quantity: 1, date: DAY })),
      );

      const results = await Promise.allSettled([
        ...Array.from({ length: 20 }, () => reserve({ ticket_id: 1, quantity: 1, date: DAY })),
        ...early.map((hold) => releaseReservation(deps, hold.token)),
        // Two loads one after the other, the last one wins.
        load(withQuota({ capacity: 60 })).then(() => load(withQuota({ capacity: 50 }))),
      ]);

      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
      expect(await counter(opened.db, 1, DAY)).toEqual({
        capacity: 50,
        sold: 0,
        held: 20,
        presold: 0,
      });
    });
  });

  describe("given places sold by the file", () => {
    it("replaces them on reload and leaves the shop's places alone", async () => {
      await load(withQuota({ sold: { [DAY]: 5 } }));
      await reserve({ ticket_id: 1, quantity: 2, date: DAY });
      expect(await counter(opened.db, 1, DAY)).toEqual({
        capacity: 200,
        sold: 5,
        held: 2,
        presold: 5,
      });

      await load(withQuota({ sold: { [DAY]: 3 } }));
      expect(await counter(opened.db, 1, DAY)).toEqual({
        capacity: 200,
        sold: 3,
        held: 2,
        presold: 3,
      });

      await load(minimalCatalogue());
      expect(await counter(opened.db, 1, DAY)).toEqual({
        capacity: 200,
        sold: 0,
        held: 2,
        presold: 0,
      });
    });

    it("refuses more sold places than are free, naming the sold entry", async () => {
      await load(withQuota({ capacity: 10 }));
      await reserve({ ticket_id: 1, quantity: 6, date: DAY });

      await expect(load(withQuota({ capacity: 10, sold: { [DAY]: 5 } }))).rejects.toThrow(
        'quotas[0].sold["2030-06-02"]: quota 1 on 2030-06-02: capacity 10 is below the 11 places',
      );
    });

    it("ignores entries for days before today", async () => {
      await load(withQuota({ sold: { "2030-05-31": 5 } }));

      expect(await counter(opened.db, 1, "2030-05-31")).toBeUndefined();
    });
  });
});
