// Starts the real server once for all journeys: apps/server (src/main.ts) on 127.0.0.1 with a
// free port, serving apps/shop/dist (built first when missing) and the API with the demo
// catalogue, on embedded PGlite in a fresh temporary data folder. DATABASE_URL is removed
// from the server's environment on purpose: every run starts from the same empty database,
// and the server's own tests cover PostgreSQL. Stopped (and the folder removed) after the run.
// Rate limits count in the server's memory (REDIS_URL removed): a run never inherits another
// run's spent limits. For the checkout journeys the server writes order confirmations into <data>/outbox (SMTP_URL
// removed), signs ticket codes with a key made here, and lets the demo's "pending" card pay
// after PENDING_DELAY_SECONDS; the journeys read all three through the variables below.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const serverDir = join(root, "apps", "server");
// E2E_SHOP_DIST runs the journeys against another build of the shop (a folder like dist/).
const shopDist = process.env.E2E_SHOP_DIST ?? join(root, "apps", "shop", "dist");
const START_TIMEOUT_MS = 60_000;

/** Where the journeys find the shop; the fixtures read it (support/fixtures.ts). */
export const BASE_URL_VARIABLE = "E2E_BASE_URL";
/** The folder the server writes order confirmations into (.eml files); the journeys read it. */
export const OUTBOX_VARIABLE = "E2E_OUTBOX_DIR";
/** The key the server signs ticket codes with, so a journey can check a PDF's QR code. */
/** The public key of the admission codes, as GET /ticket_codes/public_key answers it (PEM). */
export const TICKET_PUBLIC_KEY_VARIABLE = "E2E_TICKET_PUBLIC_KEY";
/**
 * Seconds the demo's "pending" card waits before it pays (the pending page polls every 2 s).
 * The wait starts when the card's form is sent, and the journey must see the pending page before
 * it ends: longer than the 10 s its URL check may take. At 4 s a CI run of 30 November 2026 got the
 * order paid while the return page still loaded, and saw the success page first.
 */
export const PENDING_DELAY_SECONDS = 12;
/** The venue's key of the staff API (annual-ticket cards); the journeys send it as staff. */
export const STAFF_KEY_VARIABLE = "E2E_STAFF_API_KEY";
/**
 * The Berlin day the run's demo catalogue was made for: the journeys count "tomorrow" from it,
 * so a run that crosses midnight books and checks the same days the server was given.
 */
export const DEMO_DAY_VARIABLE = "E2E_DEMO_DAY";

function buildShopIfMissing(): void {
  if (existsSync(join(shopDist, "index.html")) || process.env.E2E_SHOP_DIST) return;
  console.info("e2e: apps/shop/dist is missing; building the shop");
  execFileSync("pnpm", ["--filter", "@shop/shop", "build"], { cwd: root, stdio: "inherit" });
}

function waitForOrigin(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => {
      reject(new Error(`the server did not start in ${START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // main.ts prints "Museum shop: http://127.0.0.1:PORT/" once it listens.
      const match = /Museum shop: (http:\/\/\S+?)\/\s/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    server.stdout?.on("data", read);
    server.stderr?.on("data", read);
    server.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before it listened:\n${output}`));
    });
  });
}

/** A server of the journeys: where it answers, what it was given, and how to stop it. */
export interface ShopServer {
  origin: string;
  outboxDir: string;
  ticketSecret: string;
  staffKey: string;
  demoDay: string;
  stop: () => Promise<void>;
}

/**
 * Starts the real server on its own fresh PGlite folder with the demo catalogue. `env` adds to
 * (or overrides) the journeys' settings, e.g. CLOCK_START for a journey at a given hour.
 */
export async function startShopServer(
  env: Record<string, string> = {},
  demoDay = process.env[DEMO_DAY_VARIABLE] ??
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date()),
): Promise<ShopServer> {
  buildShopIfMissing();
  const dataDir = mkdtempSync(join(tmpdir(), "shop-e2e-"));
  const outboxDir = join(dataDir, "outbox");
  const ticketSecret = randomBytes(32).toString("hex");
  const staffKey = randomBytes(24).toString("base64url");
  // SMTP_URL removed too: confirmations must land in the outbox the journeys read. REDIS_URL
  // as well: rate limits then count in the server's own memory, so each run starts with none
  // spent (in a shared Redis, back-to-back runs spent one budget of guest sign-ups an hour).
  const {
    DATABASE_URL: _ignored,
    SMTP_URL: _noSmtp,
    REDIS_URL: _noRedis,
    ...inherited
  } = process.env;
  const server = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: {
      ...inherited,
      NODE_ENV: "production",
      // The journeys pay with the demo provider, which production refuses unless told.
      PAYMENT_DEMO: "on",
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "warn",
      DEMO_CATALOGUE: "on",
      DEMO_DAY: demoDay,
      SERVE_SHOP: "true",
      SHOP_DIST_DIR: shopDist,
      OUTBOX_DIR: outboxDir,
      TICKET_CODE_SECRET: ticketSecret,
      STAFF_API_KEY: staffKey,
      DEMO_PAY_PENDING_DELAY_SECONDS: String(PENDING_DELAY_SECONDS),
      // Every journey's visitor comes from 127.0.0.1, and more than the 20 guest sign-ups an
      // hour one address may make (config.ts) check out in a run since the events' journeys
      // joined. The limit itself is tested by the server's tests (test/http/limits.test.ts).
      GUESTS_PER_HOUR: "200",
      // Likewise, the journeys' carts together hold more than the places all visitors of one
      // address may hold at once (config.ts HOLD_PLACES_PER_ADDRESS; a cart a journey leaves
      // holds its places for 30 minutes). The cap is tested in test/modules/reservations.
      HOLD_PLACES_PER_ADDRESS: "100000",
      // The waiting list's journey waits for its offer's mail: its rounds every 2 s, not 10.
      WAITING_LIST_INTERVAL_SECONDS: "2",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      const timeout = setTimeout(() => server.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timeout);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const origin = await waitForOrigin(server);
    // The server's warnings and errors stay visible in the run's output.
    server.stdout?.pipe(process.stdout);
    server.stderr?.pipe(process.stderr);
    const database = env.DATABASE_URL ? "PostgreSQL" : `PGlite in ${dataDir}`;
    console.info(`e2e: shop at ${origin}/ (${database})`);
    return { origin, outboxDir, ticketSecret, staffKey, demoDay, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The instant of a Berlin wall-clock time on a day (Berlin is at +01:00 or +02:00). */
export function berlinInstant(day: string, time: string): Date {
  for (const offset of ["+01:00", "+02:00"]) {
    const instant = new Date(`${day}T${time}:00${offset}`);
    const wall = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/Berlin",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(instant);
    if (wall === `${day}, ${time}`) return instant;
  }
  throw new Error(`no Berlin instant for ${day} ${time}`);
}

/**
 * How far the journeys' clocks stand from the machine's, in ms: the server's (CLOCK_START) and
 * each page's (support/fixtures.ts) run from 10:00 Berlin time on the demo day, whatever the
 * hour the run starts at. At the machine's own hour, a run after the houses' last entry found
 * today's tickets no longer on sale, and the one-pager and VIP journeys failed.
 */
export const CLOCK_OFFSET_VARIABLE = "E2E_CLOCK_OFFSET_MS";
const JOURNEY_HOUR = "10:00";

/**
 * Sets a page's clock to the server's (10:00 Berlin on the demo day when the run began, running
 * on from there): the journeys' fixture and the browser benchmarks call it before the page
 * loads, so page and server agree on what is today and what is past.
 */
export async function followServerClock(page: {
  clock: { install(options: { time: Date }): Promise<void> };
}): Promise<void> {
  const offset = Number(process.env[CLOCK_OFFSET_VARIABLE]);
  if (Number.isFinite(offset)) await page.clock.install({ time: new Date(Date.now() + offset) });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  // E2E_DEMO_DAY set beforehand runs the journeys as if the run had started on that day
  // (yesterday's, say, to see that a run crossing midnight still passes).
  const demoDay =
    process.env[DEMO_DAY_VARIABLE] ??
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());
  const start = berlinInstant(demoDay, JOURNEY_HOUR);
  process.env[CLOCK_OFFSET_VARIABLE] = String(start.getTime() - Date.now());
  const server = await startShopServer({ CLOCK_START: start.toISOString() }, demoDay);
  process.env[BASE_URL_VARIABLE] = server.origin;
  process.env[OUTBOX_VARIABLE] = server.outboxDir;
  // What a door scanner holds: the key the server publishes, never its private one.
  const key = await fetch(`${server.origin}/api/v1/ticket_codes/public_key`);
  process.env[TICKET_PUBLIC_KEY_VARIABLE] = (
    (await key.json()) as { public_key_pem: string }
  ).public_key_pem;
  process.env[STAFF_KEY_VARIABLE] = server.staffKey;
  process.env[DEMO_DAY_VARIABLE] = server.demoDay;
  return server.stop;
}
