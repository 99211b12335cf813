// Starts the server: settings from the environment, the API on HOST:PORT at once, then the
// database (PGlite in DATA_DIR unless DATABASE_URL is set) with pending migrations applied
// and the demo catalogue; until then every request that needs the database answers 503
// `unavailable` (db/database-gate.ts). SIGINT/SIGTERM close it gracefully in either phase:
// no new requests, running ones finish, the sweeper stops, the database closes.
import { setTimeout as sleep } from "node:timers/promises";
import { type Logger, pino } from "pino";
import { buildApp } from "./app";
import { clockFrom } from "./clock";
import { type Config, describePayments, loadConfig } from "./config";
import { createDatabase, describeDatabase } from "./db/create-database";
import type { Database } from "./db/database";
import { createDatabaseGate } from "./db/database-gate";
import { migrate } from "./db/migrate";
import { isDatabaseUnavailable } from "./db/unavailable";
import { logOptions } from "./http/log-options";
import { ensureDemoCatalogue } from "./seed/ensure-demo-catalogue";

const SHUTDOWN_TIMEOUT_MS = 10_000;
const DATABASE_RETRY_MS = 5000;

/**
 * Opens and migrates the database. DESIGN §9: a server started while PostgreSQL is down
 * says so in one line and keeps trying, instead of exiting, until the database answers;
 * meanwhile it answers 503. Undefined when `stop` aborts the trying (shutdown).
 */
async function openDatabase(
  config: Config,
  logger: Logger,
  origin: string,
  stop: AbortSignal,
): Promise<Database | undefined> {
  let said = false;
  for (;;) {
    if (stop.aborted) return undefined;
    let db: Database | undefined;
    try {
      db = await createDatabase(config, (error) =>
        logger.error({ err: error }, "database pool error"),
      );
      const applied = await migrate(db);
      logger.info(
        { database: describeDatabase(config), applied: applied.map((m) => m.version) },
        "database ready",
      );
      if (said) console.info(`Database reachable again: ${describeDatabase(config)}`);
      return db;
    } catch (error) {
      await db?.close().catch(() => undefined);
      if (!isDatabaseUnavailable(error)) throw error;
      if (!said) {
        const why = error instanceof Error ? error.message : String(error);
        console.error(
          `Database unreachable: ${describeDatabase(config)} (${why}); retrying every ${DATABASE_RETRY_MS / 1000} s, answering 503 at ${origin}/ meanwhile`,
        );
        said = true;
      }
      await sleep(DATABASE_RETRY_MS, undefined, { signal: stop }).catch(() => undefined);
    }
  }
}

/**
 * The Berlin day the demo's relative dates start from: today, or DEMO_DAY ("YYYY-MM-DD"), which
 * the browser journeys set so a run that crosses midnight keeps one "tomorrow".
 */
function demoDay(value: string | undefined): string | undefined {
  if (value === undefined || value === "") return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T12:00:00Z`))) {
    throw new Error(`DEMO_DAY must be a day "YYYY-MM-DD", not "${value}"`);
  }
  return value;
}

/** The database opened and loaded, ready for requests; undefined when stopped meanwhile. */
async function prepareDatabase(
  config: Config,
  logger: Logger,
  origin: string,
  stop: AbortSignal,
): Promise<Database | undefined> {
  const db = await openDatabase(config, logger, origin, stop);
  if (!db || stop.aborted) return db;
  // DESIGN §9: the embedded mode loads the demo catalogue on first start. A venue that
  // loads its own catalogue file is never touched; DEMO_CATALOGUE=off skips the demo.
  if (process.env.DEMO_CATALOGUE !== "off") {
    const demo = await ensureDemoCatalogue(db, demoDay(process.env.DEMO_DAY));
    if (demo.outcome === "stale") {
      logger.warn({ reason: demo.reason }, "demo catalogue kept from an earlier day");
    } else {
      logger.info({ outcome: demo.outcome }, "demo catalogue");
    }
  }
  return db;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino(logOptions(config.logLevel));
  // DESIGN §9: listen at once, so a proxy in front shows the shop's maintenance page (the
  // shop's own page loads; its API calls answer 503 unavailable) rather than a refused
  // connection while the database opens or is down at start.
  const gate = createDatabaseGate(config.databaseUrl ? "postgres" : "pglite");
  const clock = clockFrom(process.env.CLOCK_START, process.env.CLOCK_SET_AT);
  if (process.env.CLOCK_START) logger.warn({ now: clock() }, "the clock starts at CLOCK_START");
  const app = await buildApp({ db: gate.db, config, logger, clock });

  const stop = new AbortController();
  let opening: Promise<Database | undefined> = Promise.resolve(undefined);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    stop.abort();
    setTimeout(() => {
      logger.error("shutdown timed out");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      // A database still opening is closed once its attempt ends (the retry pause does not
      // wait); the gate closes an open one.
      const opened = await opening.catch(() => undefined);
      await (gate.isOpen ? gate.db : opened)?.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  const origin = `http://${host}:${port}`;

  opening = prepareDatabase(config, logger, origin, stop.signal);
  const db = await opening;
  if (!db || closing) return;
  // The demo catalogue loaded above may have changed the settings the instance keeps.
  app.shopSettings.clear();
  gate.open(db);
  console.info(`Museum shop: ${origin}/`);
  console.info(`Museum shop API: ${origin}/api/v1 (reference: ${origin}/api/docs)`);
  console.info(`Database: ${describeDatabase(config)}`);
  console.info(`Payments: ${describePayments(config)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
