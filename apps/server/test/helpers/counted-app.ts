// The app on a database whose availability statements (calendar, list, capacity: the ones
// with the availability CTEs) are counted, for the tests of what the read caches spare.
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app";
import type { Database } from "../../src/db/database";
import { type EngineName, openDatabase } from "./engines";
import { TEST_NOW, type TestClock, testClock, testConfig } from "./test-app";

export interface CountedApp {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  /** Availability statements run so far. */
  readsRun(): number;
  close(): Promise<void>;
}

export async function startCountedApp(engine: EngineName, readCacheMs = 500): Promise<CountedApp> {
  const opened = await openDatabase(engine);
  let reads = 0;
  const db: Database = {
    engine: opened.db.engine,
    query(text, params) {
      if (text.includes("avail AS MATERIALIZED")) reads += 1;
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
