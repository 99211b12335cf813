// The app on a database whose availability statements (calendar, list, capacity: the ones
// with the availability CTEs) are counted, for the tests of what the read caches spare; or
// the statements another predicate picks (the settings reads of modules/settings).
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app";
import type { Database } from "../../src/db/database";
import { type EngineName, openDatabase } from "./engines";
import { TEST_NOW, type TestClock, testClock, testConfig } from "./test-app";

export interface CountedApp {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  /** Availability statements (or those `counts` picks) run so far. */
  readsRun(): number;
  close(): Promise<void>;
}

const isAvailabilityRead = (text: string) => text.includes("avail AS MATERIALIZED");

export async function startCountedApp(
  engine: EngineName,
  readCacheMs = 500,
  counts: (text: string) => boolean = isAvailabilityRead,
): Promise<CountedApp> {
  const opened = await openDatabase(engine);
  let reads = 0;
  const db: Database = {
    engine: opened.db.engine,
    query(text, params) {
      if (counts(text)) reads += 1;
      return opened.db.query(text, params);
    },
    exec: (sql) => opened.db.exec(sql),
    transaction: (fn) => opened.db.transaction(fn),
    close: () => opened.db.close(),
  };
  const clock = testClock(TEST_NOW);
  const app = await buildApp({ db, config: testConfig({ readCacheMs }), clock });
  await app.ready();
  return {
    app,
    db,
    clock,
    readsRun: () => reads,
    async close() {
      await app.close();
      await opened.close();
    },
  };
}
