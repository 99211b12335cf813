// Starts the server: settings from the environment, the database (PGlite in DATA_DIR unless
// DATABASE_URL is set) with pending migrations applied, then the API on HOST:PORT.
// SIGINT/SIGTERM close it gracefully: no new requests, running ones finish, the sweeper
// stops, the database closes.
import { type Logger, pino } from "pino";
import { buildApp } from "./app";
import { type Config, describePayments, loadConfig } from "./config";
import { createDatabase, describeDatabase } from "./db/create-database";
import type { Database } from "./db/database";
import { migrate } from "./db/migrate";
import { isDatabaseUnavailable } from "./db/unavailable";
import { logOptions } from "./http/log-options";
import { ensureDemoCatalogue } from "./seed/ensure-demo-catalogue";

const SHUTDOWN_TIMEOUT_MS = 10_000;
const DATABASE_RETRY_MS = 5000;

/**
 * Opens and migrates the database. DESIGN §9: a server started while PostgreSQL is down
 * says so in one line and keeps trying, instead of exiting, until the database answers.
 */
async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  let said = false;
  for (;;) {
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
          `Database unreachable: ${describeDatabase(config)} (${why}); retrying every ${DATABASE_RETRY_MS / 1000} s`,
        );
        said = true;
      }
      await new Promise((resolve) => setTimeout(resolve, DATABASE_RETRY_MS));
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

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino(logOptions(config.logLevel));
  const db = await openDatabase(config, logger);
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
  const app = await buildApp({ db, config, logger });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    setTimeout(() => {
      logger.error("shutdown timed out");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      await db.close();
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
  console.info(`Museum shop: ${origin}/`);
  console.info(`Museum shop API: ${origin}/api/v1 (reference: ${origin}/api/docs)`);
  console.info(`Database: ${describeDatabase(config)}`);
  console.info(`Payments: ${describePayments(config)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
