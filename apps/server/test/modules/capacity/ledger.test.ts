// The capacity ledger (DESIGN §4) over every kind of pool, on PGlite and PostgreSQL: take,
// change, extend, release, sell and read; a hold over several pools takes all or none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../src/db/database";
import { createLedger, type HoldLine, type NewHold } from "../../../src/modules/capacity/ledger";
import { type Pool, poolKey, quotaPool } from "../../../src/modules/capacity/pool";
import { definePools } from "../../../src/modules/capacity/repository";
import { engineNames, type OpenedDatabase, openDatabase } from "../../helpers/engines";
import { insertQuota, insertTicket, nextId } from "../../helpers/fixtures";

const NOW = new Date("2030-06-01T10:00:00Z");
const LATER = new Date(NOW.getTime() + 30 * 60_000);
const DAY = "2030-06-02";
const CLIENT = { sessionHash: undefined, visitor: undefined, address: "192.0.2.1" };
const CAPS = (client: number) => ({ client, address: 1_000_000 });
const ledger = createLedger();

/** Pools of every kind, each defined by its module with a capacity (a seat: one). */
function poolsOfEveryKind(quotaId: number): { name: string; pool: Pool; capacity: number }[] {
  const ref = nextId();
  return [
    { name: "a day quota", pool: quotaPool(quotaId, DAY), capacity: 4 },
    {
      name: "an event date",
      pool: { kind: "event_date", ref, day: null, startTime: null },
      capacity: 3,
    },
    {
      name: "a numbered seat",
      pool: { kind: "seat", ref, day: null, startTime: null },
      capacity: 1,
    },
    {
      name: "a tour start time",
      pool: { kind: "tour", ref, day: DAY, startTime: "14:00" },
      capacity: 8,
    },
    {
      name: "tour equipment",
      pool: { kind: "equipment", ref, day: DAY, startTime: "14:00" },
      capacity: 2,
    },
    {
      name: "a product's stock",
      pool: { kind: "stock", ref, day: null, startTime: null },
      capacity: 5,
    },
  ];
}

describe.each(engineNames())("the capacity ledger (%s)", (engine) => {
  let opened: OpenedDatabase;
  let db: Database;
  let ticketId: number;

  beforeAll(async () => {
    opened = await openDatabase(engine);
    db = opened.db;
    ticketId = await insertTicket(db);
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
  });

  let tokens = 0;
  function newHold(lines: HoldLine[], now = NOW): NewHold {
    tokens += 1;
    return {
      token: `${engine}-hold-${tokens}-${nextId()}`,
      ticketId,
      day: DAY,
      startTime: null,
      quantity: 1,
      subTicketQuantities: {},
      lines,
      validUntil: new Date(now.getTime() + 30 * 60_000),
      now,
    };
  }
  const take = (hold: NewHold) => ledger.take(db, hold, CLIENT, CAPS(1000));
  const stateOf = async (pool: Pool, now = NOW) => (await ledger.read(db, [pool], now))[0];

  describe.each([0, 1, 2, 3, 4, 5])("pool kind #%i", (index) => {
    it("takes up to its capacity, then refuses naming the places left; releases and sells", async () => {
      const kinds = poolsOfEveryKind(await insertQuota(db, { kind: "day", capacity: 4 }));
      const { pool, capacity } = kinds[index] as (typeof kinds)[number];
      if (pool.kind !== "quota") await definePools(db, [{ pool, capacity }]);

      expect(await stateOf(pool)).toMatchObject({
        capacity,
        sold: 0,
        held: 0,
        available: capacity,
      });
      const first = newHold([{ pool, places: capacity }]);
      expect(await take(first)).toEqual({ outcome: "taken" });
      expect(await stateOf(pool)).toMatchObject({ held: capacity, available: 0 });
      expect(await take(newHold([{ pool, places: 1 }]))).toEqual({
        outcome: "sold_out",
        available: 0,
      });

      // Release: the hold's places go back (change to no lines, under the pool's lock).
      await db.transaction(async (tx) => {
        const { lines, keys } = await ledger.lock(tx, [first.token], []);
        expect(keys).toEqual([poolKey(pool)]);
        expect(await ledger.change(tx, keys, lines, [], NOW)).toEqual([]);
        await tx.query("DELETE FROM holds WHERE token = $1", [first.token]);
      });
      expect(await stateOf(pool)).toMatchObject({ held: 0, available: capacity });

      // Sell: an order's hold becomes sold places.
      const sold = newHold([{ pool, places: 1 }]);
      expect(await take(sold)).toEqual({ outcome: "taken" });
      const orderId = await insertOrder(db, sold.token);
      await db.transaction(async (tx) => {
        await ledger.copyToOrder(tx, orderId, [sold.token]);
        expect(await ledger.sell(tx, orderId, NOW)).toBe("sold");
      });
      expect(await stateOf(pool)).toMatchObject({ sold: 1, held: 0, available: capacity - 1 });
    });
  });

  it("takes a hold over two pools all or none: the second is short, nothing is taken", async () => {
    const [, eventDate, seat] = poolsOfEveryKind(0).map((entry) => entry.pool) as Pool[];
    await definePools(db, [
      { pool: eventDate as Pool, capacity: 3 },
      { pool: seat as Pool, capacity: 1 },
    ]);
    expect(await take(newHold([{ pool: seat as Pool, places: 1 }]))).toEqual({ outcome: "taken" });

    const both = newHold([
      { pool: eventDate as Pool, places: 1 },
      { pool: seat as Pool, places: 1 },
    ]);
    expect(await take(both)).toEqual({ outcome: "sold_out", available: 0 });

    expect(await stateOf(eventDate as Pool)).toMatchObject({ held: 0, available: 3 });
    expect(await stateOf(seat as Pool)).toMatchObject({ held: 1, available: 0 });
    const rows = await db.query("SELECT 1 FROM holds WHERE token = $1", [both.token]);
    expect(rows.rowCount).toBe(0);
  });

  it("names the fewest places left of the pools a refused hold needs", async () => {
    const [, eventDate, , tour] = poolsOfEveryKind(0).map((entry) => entry.pool) as Pool[];
    await definePools(db, [
      { pool: eventDate as Pool, capacity: 3 },
      { pool: tour as Pool, capacity: 8 },
    ]);
    const refused = newHold([
      { pool: eventDate as Pool, places: 5 },
      { pool: tour as Pool, places: 5 },
    ]);
    expect(await take(refused)).toEqual({ outcome: "sold_out", available: 3 });
  });

  it("refuses a pool nobody defined: it has no places", async () => {
    const stock: Pool = { kind: "stock", ref: nextId(), day: null, startTime: null };
    expect(await stateOf(stock)).toMatchObject({ capacity: 0, available: 0 });
    expect(await take(newHold([{ pool: stock, places: 1 }]))).toEqual({
      outcome: "sold_out",
      available: 0,
    });
  });

  it("changes a hold from one pool to another all or none", async () => {
    const [, eventDate, seat, tour] = poolsOfEveryKind(0).map((entry) => entry.pool) as Pool[];
    await definePools(db, [
      { pool: eventDate as Pool, capacity: 3 },
      { pool: seat as Pool, capacity: 1 },
      { pool: tour as Pool, capacity: 8 },
    ]);
    const hold = newHold([{ pool: tour as Pool, places: 2 }]);
    await take(hold);
    const to = [{ key: poolKey(eventDate as Pool), places: 2 }];
    const short = [{ key: poolKey(seat as Pool), places: 2 }];

    // To the seat (one place): refused, and the transaction rolls back.
    await expect(
      db.transaction(async (tx) => {
        const { lines, keys } = await ledger.lock(tx, [hold.token], [seat as Pool]);
        const shortages = await ledger.change(tx, keys, lines, short, NOW);
        expect(shortages).toEqual([{ key: poolKey(seat as Pool), free: 1 }]);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await stateOf(tour as Pool)).toMatchObject({ held: 2 });

    await db.transaction(async (tx) => {
      const { lines, keys } = await ledger.lock(tx, [hold.token], [eventDate as Pool]);
      expect(await ledger.change(tx, keys, lines, to, NOW)).toEqual([]);
      await ledger.writeLines(tx, hold.token, to, hold.validUntil);
    });
    expect(await stateOf(tour as Pool)).toMatchObject({ held: 0, available: 8 });
    expect(await stateOf(eventDate as Pool)).toMatchObject({ held: 2, available: 1 });
  });

  it("stops counting an expired hold at its valid_until; an extension moves its lines too", async () => {
    const [, , , , equipment] = poolsOfEveryKind(0).map((entry) => entry.pool) as Pool[];
    await definePools(db, [{ pool: equipment as Pool, capacity: 2 }]);
    const kept = newHold([{ pool: equipment as Pool, places: 1 }]);
    const lapsed = newHold([{ pool: equipment as Pool, places: 1 }]);
    await take(kept);
    await take(lapsed);
    await db.transaction(async (tx) => {
      await tx.query("UPDATE holds SET valid_until = $2 WHERE token = $1", [
        kept.token,
        new Date(LATER.getTime() + 60_000),
      ]);
      await ledger.extend(tx, [kept.token]);
    });

    const after = new Date(LATER.getTime() + 1);
    expect(await stateOf(equipment as Pool, after)).toMatchObject({ held: 1, available: 1 });
    // The next hold takes the lapsed hold's place and releases its line.
    expect(await take(newHold([{ pool: equipment as Pool, places: 1 }], after))).toEqual({
      outcome: "taken",
    });
    // Released on the way: the pool's row holds the kept hold and the new one, nothing more.
    const row = await db.query<{ held: number }>("SELECT held FROM capacity_pools WHERE key = $1", [
      poolKey(equipment as Pool),
    ]);
    expect(row.rows[0]?.held).toBe(2);
    expect(await stateOf(equipment as Pool, after)).toMatchObject({ held: 2, available: 0 });
  });

  describe("new holds on one pool that come while a take on it is in flight", () => {
    /** The database, counting the take statements sent (take-batches.ts, migration 0501). */
    function counted() {
      const sent = { alone: 0, together: 0 };
      const counting = new Proxy(db, {
        get(target, name, receiver) {
          if (name !== "query") return Reflect.get(target, name, receiver);
          return (text: string, params?: unknown[], statement?: string) => {
            if (text.includes("take_holds(")) sent.together += 1;
            else if (text.includes("take_hold(")) sent.alone += 1;
            return target.query(text, params, statement);
          };
        },
      });
      return { counting, sent };
    }

    it("go together, each taken as alone: up to the capacity in order, the rest refused", async () => {
      const pool = quotaPool(await insertQuota(db, { kind: "day", capacity: 13 }), DAY);
      // The pool's first hold creates it (take_hold answers "missing" first).
      expect(await take(newHold([{ pool, places: 1 }]))).toEqual({ outcome: "taken" });
      const { counting, sent } = counted();
      const holds = Array.from({ length: 20 }, () => newHold([{ pool, places: 1 }]));

      const outcomes = await Promise.all(
        holds.map((hold) => ledger.take(counting, hold, CLIENT, CAPS(1000))),
      );

      expect(outcomes.slice(0, 12)).toEqual(Array(12).fill({ outcome: "taken" }));
      expect(outcomes.slice(12)).toEqual(Array(8).fill({ outcome: "sold_out", available: 0 }));
      // The first went alone, the others in fewer round trips than holds.
      expect(sent.together).toBeGreaterThanOrEqual(1);
      expect(sent.alone + sent.together).toBeLessThan(holds.length);
      expect(await stateOf(pool)).toMatchObject({ held: 13, available: 0 });
      const lines = await db.query<{ places: number; holds: number }>(
        `SELECT coalesce(sum(l.quantity), 0)::int AS places, count(DISTINCT h.token)::int AS holds
         FROM hold_lines l JOIN holds h ON h.token = l.hold_token WHERE l.pool = $1`,
        [poolKey(pool)],
      );
      expect(lines.rows[0]).toEqual({ places: 13, holds: 13 });
    });

    it("keep each owner's cap across the holds taken together", async () => {
      const pool = quotaPool(await insertQuota(db, { kind: "day", capacity: 100 }), DAY);
      expect(await take(newHold([{ pool, places: 1 }]))).toEqual({ outcome: "taken" });
      const { counting } = counted();
      const owner = { sessionHash: undefined, visitor: undefined, address: "192.0.2.77" };
      // A take in flight first, so the next six wait and go together.
      const outcomes = await Promise.all(
        Array.from({ length: 7 }, () =>
          ledger.take(counting, newHold([{ pool, places: 1 }]), owner, CAPS(4)),
        ),
      );
      expect(outcomes.filter((o) => o.outcome === "taken")).toHaveLength(4);
      expect(outcomes.slice(4)).toEqual(Array(3).fill({ outcome: "client_cap" }));
      expect(await stateOf(pool)).toMatchObject({ held: 5 });
    });

    it("answer a hold that fails with its error, and take the others as if it had not come", async () => {
      const pool = quotaPool(await insertQuota(db, { kind: "day", capacity: 10 }), DAY);
      await take(newHold([{ pool, places: 1 }]));
      const { counting, sent } = counted();
      const holds = Array.from({ length: 6 }, () => newHold([{ pool, places: 1 }]));
      // A ticket that does not exist: its row breaks the holds' foreign key.
      const broken = { ...(holds[3] as NewHold), ticketId: 2_000_000_000 };
      holds[3] = broken;

      const outcomes = await Promise.allSettled(
        holds.map((hold) => ledger.take(counting, hold, CLIENT, CAPS(1000))),
      );

      expect(outcomes[3]?.status).toBe("rejected");
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(5);
      for (const outcome of outcomes.filter((o) => o.status === "fulfilled")) {
        expect(outcome.value).toEqual({ outcome: "taken" });
      }
      expect(sent.together).toBeGreaterThanOrEqual(1);
      expect(await stateOf(pool)).toMatchObject({ held: 6, available: 4 });
      const kept = await db.query("SELECT 1 FROM holds WHERE token = $1", [broken.token]);
      expect(kept.rows).toHaveLength(0);
    });
  });
});

/** An order placed with the hold `token` (a guest and an address to bill). */
async function insertOrder(db: Database, token: string): Promise<number> {
  const result = await db.query<{ id: number }>(
    `WITH c AS (
       INSERT INTO customers (level, name, surname, email, created_at)
       VALUES (10, 'Ada', 'Lovelace', 'ada@example.org', now()) RETURNING id
     ), a AS (
       INSERT INTO customer_addresses (customer_id, street, zip, city, country_id)
       SELECT id, 'Museumsinsel 1', '10178', 'Berlin', 1 FROM c RETURNING id, customer_id
     )
     INSERT INTO orders (token, customer_id, billing_address_id, total_price_cents,
                         payment_status, created_at, updated_at)
     SELECT $1, a.customer_id, a.id, 0, 10, now(), now() FROM a RETURNING id`,
    [`order-${token}`],
  );
  const id = result.rows[0]?.id as number;
  await db.query("INSERT INTO order_holds (hold_token, order_id) VALUES ($1, $2)", [token, id]);
  return id;
}
