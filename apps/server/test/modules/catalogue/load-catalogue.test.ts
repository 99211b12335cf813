import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLedger } from "../../../src/modules/capacity/ledger";
import { CatalogueConflictError } from "../../../src/modules/catalogue/errors";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { loadCatalogue } from "../../../src/modules/catalogue/load-catalogue";
import { createReservation } from "../../../src/modules/reservations/service";
import { demoCatalogue } from "../../../src/seed/demo-catalogue";
import { TICKET } from "../../../src/seed/demo-ids";
import { engineNames, type OpenedDatabase } from "../../helpers/engines";
import { HOLD_LIMITS, TEST_CLIENT } from "../../helpers/hold-client";
import { countRows, dumpCatalogue, emptyCatalogue, openCatalogueDatabase } from "./catalogue-db";
import { type CatalogueJson, minimalCatalogue } from "./minimal-catalogue";

// 10:00 in Berlin on Saturday 1 June 2030.
const NOW = new Date("2030-06-01T08:00:00Z");
const TODAY = "2030-06-01";
const TOMORROW = "2030-06-02";

describe.each(engineNames())("loading a catalogue on %s", (engine) => {
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
  const hold = (ticketId: number, quantity: number, date = TOMORROW) =>
    createReservation(
      {
        db: opened.db,
        clock: () => NOW,
        holdMinutes: 30,
        ...HOLD_LIMITS,
        ledger: createLedger(),
      },
      { ticket_id: ticketId, quantity, date },
      TEST_CLIENT,
    );
  const ticketRow = async (id: number) =>
    (await opened.db.query("SELECT * FROM tickets WHERE id = $1", [id])).rows[0];

  describe("given an empty database", () => {
    it("loads the demo into every table", async () => {
      const summary = await load(demoCatalogue(TODAY));

      expect(summary.changed).toBe(true);
      expect(summary.tables.tickets).toEqual({ inserted: 18, updated: 0, removed: 0 });
      for (const [table, rows] of [
        ["museums", 2],
        ["exhibitions", 6],
        ["tickets", 18],
        ["ticket_groups", 5],
        ["quotas", 5],
        ["payment_modes", 7],
        ["countries", 12],
        ["salutations", 3],
        ["shop_settings", 1],
        ["coupons", 3],
        ["shipping_items", 1],
      ] as const) {
        expect(await countRows(opened.db, table), table).toBe(rows);
      }
      expect(await ticketRow(TICKET.impressionismReduced)).toMatchObject({
        title: { de: "Licht und Wasser – Zeitfenster ermäßigt" },
        ticket_type: "time_slot",
        price_cents: 1800,
        discount: 50,
        vat_pct: 0,
        entry_duration: 15,
        first_entry: 600,
        last_entry: 1020,
        valid_from: "2030-04-17",
      });
      expect((await ticketRow(TICKET.family))?.sub_tickets).toEqual([
        { id: 501, title: expect.any(Object), description: {}, min_persons: 1, max_persons: 2 },
        { id: 502, title: expect.any(Object), description: {}, min_persons: 1, max_persons: 4 },
      ]);
      const birds = await opened.db.query(
        "SELECT starts_on, ends_on FROM exhibitions WHERE id = 6",
      );
      expect(birds.rows[0]).toEqual({ starts_on: "2030-05-22", ends_on: "2030-09-09" });
    });

    it("loads the minimal file of CATALOGUE.md", async () => {
      await load(minimalCatalogue());

      expect(await countRows(opened.db, "ticket_quotas")).toBe(1);
      expect(await countRows(opened.db, "ticket_group_tickets")).toBe(1);
    });
  });

  describe("given a catalogue loaded once", () => {
    it("changes nothing when the same file is loaded again", async () => {
      await load(demoCatalogue(TODAY));
      const before = await dumpCatalogue(opened.db);

      const again = await load(demoCatalogue(TODAY), new Date(NOW.getTime() + 3_600_000));

      expect(again.changed).toBe(false);
      expect(
        Object.values(again.tables).every((t) => t.inserted + t.updated + t.removed === 0),
      ).toBe(true);
      expect(await dumpCatalogue(opened.db)).toEqual(before);
    });

    it("applies the edits of a changed file", async () => {
      await load(minimalCatalogue());
      const edited = minimalCatalogue();
      edited.tickets[0].price_cents = 1500;
      edited.tickets[0].title.en = "Adults (18+)";
      edited.museums[0].opening_hours.regular.monday = [{ open: "12:00", close: "16:00" }];
      edited.exhibitions = [{ id: 4, museum_id: 1, title: { de: "Neu" }, featured: true }];
      edited.tickets.push({
        id: 2,
        title: { de: "Ermäßigt" },
        ticket_type: "normal",
        price_cents: 800,
        vat_pct: 0,
        quota_ids: [1],
        exhibition_ids: [4],
        content: { reduction_reason: { de: "Studierende" } },
      });
      edited.ticket_groups[0].ticket_ids = [2, 1];

      const summary = await load(edited);

      expect(summary.tables.tickets).toEqual({ inserted: 1, updated: 1, removed: 0 });
      expect(summary.tables.museums).toEqual({ inserted: 0, updated: 1, removed: 0 });
      expect(summary.tables.exhibitions).toEqual({ inserted: 1, updated: 0, removed: 0 });
      expect(await ticketRow(1)).toMatchObject({
        price_cents: 1500,
        title: { de: "Erwachsene", en: "Adults (18+)" },
      });
      expect(await ticketRow(2)).toMatchObject({
        content: { reduction_reason: { de: "Studierende" } },
      });
      const links = await opened.db.query(
        "SELECT ticket_id FROM ticket_group_tickets ORDER BY ticket_id",
      );
      expect(links.rows).toEqual([{ ticket_id: 1 }, { ticket_id: 2 }]);
      expect(await countRows(opened.db, "ticket_exhibitions")).toBe(1);
    });

    it("lets a group name move to another id", async () => {
      await load(minimalCatalogue());
      const file = minimalCatalogue();
      file.ticket_groups[0].id = 7;

      await load(file);

      const groups = await opened.db.query("SELECT id, name FROM ticket_groups");
      expect(groups.rows).toEqual([{ id: 7, name: "day" }]);
    });

    it("removes what the file no longer lists, links included", async () => {
      await load(demoCatalogue(TODAY));
      const smaller = demoCatalogue(TODAY);
      smaller.exhibitions = smaller.exhibitions?.filter((e) => e.id !== 3);
      smaller.tickets = smaller.tickets?.filter((t) => t.id !== TICKET.nightTour);
      for (const g of smaller.ticket_groups ?? []) {
        g.ticket_ids = g.ticket_ids?.filter((id) => id !== TICKET.nightTour);
      }
      smaller.countries = smaller.countries?.filter((c) => c.id !== 77);

      const summary = await load(smaller);

      expect(summary.tables.tickets?.removed).toBe(1);
      expect(summary.tables.exhibitions?.removed).toBe(1);
      expect(summary.tables.countries?.removed).toBe(1);
      expect(await ticketRow(TICKET.nightTour)).toBeUndefined();
      const links = await opened.db.query(
        "SELECT 1 FROM ticket_quotas WHERE ticket_id = $1 UNION ALL SELECT 1 FROM ticket_exhibitions WHERE ticket_id = $1",
        [TICKET.nightTour],
      );
      expect(links.rowCount).toBe(0);
    });
  });

  describe("given a removed ticket that a hold refers to", () => {
    it("keeps it unbookable instead of deleting it, and its hold stays", async () => {
      await load(minimalCatalogue());
      const file = minimalCatalogue();
      file.tickets.push({ ...file.tickets[0], id: 2, title: { de: "Zwei" } });
      await load(file);
      const reservation = await hold(1, 2);

      const summary = await load({ ...file, tickets: [file.tickets[1]], ticket_groups: [] });

      expect(summary.keptTickets).toEqual([1]);
      expect(await ticketRow(1)).toMatchObject({ bookable: false });
      expect(await countRows(opened.db, "holds")).toBe(1);
      const held = await opened.db.query("SELECT token FROM holds");
      expect(held.rows).toEqual([{ token: reservation.token }]);
      expect(await countRows(opened.db, "ticket_group_tickets")).toBe(0);
    });

    it("changes nothing on the next load, and makes it bookable when listed again", async () => {
      await load(minimalCatalogue());
      await hold(1, 1);
      const without = { ...minimalCatalogue(), tickets: [], ticket_groups: [] };
      await load(without);
      const before = await dumpCatalogue(opened.db);

      const again = await load(without);
      expect(again.changed).toBe(false);
      expect(await dumpCatalogue(opened.db)).toEqual(before);

      await load(minimalCatalogue());
      expect(await ticketRow(1)).toMatchObject({ bookable: true });
    });

    it("keeps a ticket that another table (a sale) refers to, unbookable", async () => {
      await load(minimalCatalogue());
      await opened.db.exec(
        "CREATE TABLE IF NOT EXISTS test_sales (ticket_id integer NOT NULL REFERENCES tickets (id))",
      );
      await opened.db.query("INSERT INTO test_sales (ticket_id) VALUES (1)");
      try {
        const summary = await load({ ...minimalCatalogue(), tickets: [], ticket_groups: [] });

        expect(summary.keptTickets).toEqual([1]);
        expect(await ticketRow(1)).toMatchObject({ bookable: false });
      } finally {
        await opened.db.exec("DROP TABLE test_sales");
      }
    });

    it("keeps its quota while places are held in it", async () => {
      await load(minimalCatalogue());
      await hold(1, 1);

      const summary = await load({
        ...minimalCatalogue(),
        quotas: [],
        tickets: [],
        ticket_groups: [],
      });

      expect(summary.keptQuotas).toEqual([1]);
      expect(await countRows(opened.db, "quotas")).toBe(1);
    });
  });

  describe("given a quota with counted places", () => {
    it("refuses to change its kind and changes nothing", async () => {
      await load(minimalCatalogue());
      await hold(1, 1);
      const before = await dumpCatalogue(opened.db);
      const file = minimalCatalogue();
      file.quotas[0].kind = "slot";
      Object.assign(file.tickets[0], {
        ticket_type: "time_slot",
        entry_duration: 30,
        first_entry: "10:00",
        last_entry: "16:00",
      });
      file.ticket_groups[0].types = ["time_slot"];

      const failed = load(file);

      await expect(failed).rejects.toBeInstanceOf(CatalogueConflictError);
      await expect(failed).rejects.toThrow(/quotas\[0\]\.kind: quota 1 already counts places/);
      expect(await dumpCatalogue(opened.db)).toEqual(before);
    });
  });
});
