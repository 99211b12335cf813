// DESIGN §4 "never oversell": a burst of concurrent hold attempts on one slot ends with
// exactly its capacity held; every refusal is a 409 sold_out; no 5xx, no deadlock. The
// negative control runs the same burst through a ledger without the guard (and the CHECK
// dropped), on both engines, and must oversell, which proves the burst can catch a broken
// guard.

import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../../../src/db/database";
import { engineNames } from "../../helpers/engines";
import { counterRow, insertQuota, insertTicket, sumOfLines } from "../../helpers/fixtures";
import { createAgent, sendJson } from "../../helpers/http-client";
import { startTestApp, type TestApp } from "../../helpers/test-app";
import { createUnguardedLedger } from "../../helpers/unguarded-ledger";

const DAY = "2030-06-02";
const SLOT = "10:00";
const CAPACITY = 100;
// PostgreSQL takes the burst of the issue; PGlite serialises every statement through one
// connection, so a smaller burst proves the same there within the time budget.
const ATTEMPTS = { postgres: 2000, pglite: 500 } as const;

// A fixed sequence of 1–4 places per attempt (a small LCG), so a failure can be replayed.
function quantities(count: number): number[] {
  let seed = 20_300_602;
  return Array.from({ length: count }, () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return (seed % 4) + 1;
  });
}

interface BurstResult {
  statuses: Map<number, number>;
  placesGranted: number;
  refusalCodes: Set<string>;
  held: number;
  linesSum: number;
}

async function burst(t: TestApp, engineDb: Database, attempts: number): Promise<BurstResult> {
  const quota = await insertQuota(engineDb, { kind: "slot", capacity: CAPACITY });
  const ticket = await insertTicket(engineDb, {
    ticket_type: "time_slot",
    quotaIds: [quota],
    max_persons: 4,
  });
  const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
  const agent = createAgent(64);
  try {
    const answers = await Promise.all(
      quantities(attempts).map((quantity) =>
        sendJson(agent, address, "POST", "/api/v1/tickets/reservations", {
          ticket_id: ticket,
          quantity,
          date: DAY,
          time: SLOT,
        }).then((answer) => ({ ...answer, quantity })),
      ),
    );
    const statuses = new Map<number, number>();
    const refusalCodes = new Set<string>();
    let placesGranted = 0;
    for (const answer of answers) {
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status === 201) placesGranted += answer.quantity;
      else refusalCodes.add(String((answer.body as { error?: { code?: string } }).error?.code));
    }
    const counter = await counterRow(engineDb, quota, DAY, SLOT);
    return {
      statuses,
      placesGranted,
      refusalCodes,
      held: counter?.held ?? 0,
      linesSum: await sumOfLines(engineDb, quota, DAY, SLOT),
    };
  } finally {
    agent.destroy();
  }
}

describe.each(engineNames())("a burst of concurrent holds on one slot (%s)", (engine) => {
  const attempts = ATTEMPTS[engine];
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it(`on ${engine}: ${attempts} attempts end with exactly ${CAPACITY} places held and refuses the rest with 409 sold_out`, async () => {
    t = await startTestApp(engine);

    const result = await burst(t, t.db, attempts);

    expect(result.held).toBe(CAPACITY);
    expect(result.linesSum).toBe(CAPACITY);
    expect(result.placesGranted).toBe(CAPACITY);
    expect([...result.statuses.keys()].sort()).toEqual([201, 409]);
    expect([...result.refusalCodes]).toEqual(["sold_out"]);
  }, 60_000);

  it(`on ${engine} with the unguarded ledger (negative control): the same ${attempts} attempts oversell`, async () => {
    t = await startTestApp(engine, {
      ledger: createUnguardedLedger(),
      prepare: (db) =>
        db.exec("ALTER TABLE capacity_pools DROP CONSTRAINT capacity_pools_within_capacity"),
    });

    const result = await burst(t, t.db, attempts);

    expect(result.held).toBeGreaterThan(CAPACITY);
    expect(result.placesGranted).toBe(result.held);
  }, 60_000);
});
