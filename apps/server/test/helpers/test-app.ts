import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app";
import { type Config, loadConfig } from "../../src/config";
import type { Database } from "../../src/db/database";
import type { CapacityLedger } from "../../src/modules/capacity/ledger";
import type { TicketCodeKeys } from "../../src/modules/documents/ticket-code";
import type { WaitingRoomStore } from "../../src/modules/queue/store";
import { type EngineName, openDatabase } from "./engines";

/** A clock the test moves by hand. */
export interface TestClock {
  (): Date;
  set(instant: Date | string): void;
  advance(ms: number): void;
}

export function testClock(start: Date | string): TestClock {
  let current = new Date(start).getTime();
  const clock = (() => new Date(current)) as TestClock;
  clock.set = (instant) => {
    current = new Date(instant).getTime();
  };
  clock.advance = (ms) => {
    current += ms;
  };
  return clock;
}

// Confirmation mails of tests land in a temporary folder (one per test process), never in
// apps/server/outbox; the ticket codes are signed with a fixed key instead of one written to
// apps/server/data.
let testOutbox: string | undefined;
function testOutboxDir(): string {
  testOutbox ??= mkdtempSync(join(tmpdir(), "shop-test-outbox-"));
  return testOutbox;
}

export const TEST_TICKET_CODE_SECRET = "test-ticket-code-secret-0123456789abcdef";

/** The issue 33: the Ed25519 key pair the test apps sign admission codes with. */
const TEST_SIGNING = generateKeyPairSync("ed25519");
/** What a scanner verifies the test apps' codes with (documents/ticket-code.ts). */
export const TEST_CODE_KEYS: TicketCodeKeys = {
  publicKey: TEST_SIGNING.publicKey,
  legacySecret: TEST_TICKET_CODE_SECRET,
};

/**
 * Abuse limits out of the way of the tests of other features, which hold and price from one
 * address far more often than one visitor could; the limits' own tests set them.
 */
export const GENEROUS_LIMITS = {
  holdPlacesPerClient: 1_000_000,
  holdPlacesPerAddress: 1_000_000,
  holdRegistrationsPerAddress: 10_000,
  limits: {
    holdsPerMinute: 1_000_000,
    guestsPerHour: 1_000_000,
    visitorsPerHour: 1_000_000,
    couponAttemptsPerMinute: 1_000_000,
    loginsPerHour: 1_000_000,
    registrationsPerHour: 1_000_000,
    registrationMailsPerHour: 1_000_000,
    referralsPerHour: 1_000_000,
    confirmationResendsPerHour: 1_000_000,
    queueEntersPerMinute: 1_000_000,
    waitingListSignUpsPerHour: 1_000_000,
  },
} satisfies Partial<Config>;

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: "test" }),
    ...GENEROUS_LIMITS,
    logLevel: "silent",
    sweepIntervalMs: 0,
    // The waiting list's tests run its rounds themselves (app.waitingList.dispatch).
    waitingListIntervalMs: 0,
    ticketCodeSecret: TEST_TICKET_CODE_SECRET,
    ticketSigningKey: String(TEST_SIGNING.privateKey.export({ type: "pkcs8", format: "pem" })),
    outboxDir: testOutboxDir(),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  close(): Promise<void>;
}

// 10:00 in Berlin on 1 June 2030: tests book visits on later days unless they say otherwise.
export const TEST_NOW = "2030-06-01T08:00:00.000Z";

export interface TestAppOptions {
  config?: Partial<Config>;
  prepare?: (db: Database) => Promise<void>;
  /** Another capacity ledger: the unguarded negative control (unguarded-ledger.ts). */
  ledger?: CapacityLedger;
  /** Where the waiting room's line lives (by default this process). */
  waitingRoomStore?: WaitingRoomStore;
}

export async function startTestApp(
  engine: EngineName,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const opened = await openDatabase(engine);
  await options.prepare?.(opened.db);
  const clock = testClock(TEST_NOW);
  const app = await buildApp({
    db: opened.db,
    config: testConfig(options.config),
    clock,
    ...(options.ledger ? { ledger: options.ledger } : {}),
    ...(options.waitingRoomStore ? { waitingRoomStore: options.waitingRoomStore } : {}),
  });
  await app.ready();
  return {
    app,
    db: opened.db,
    clock,
    async close() {
      await app.close();
      await opened.close();
    },
  };
}

/**
 * A test app whose mails land as files in `outbox`, a fresh directory (the account mails'
 * fixtures read them there), their links to https://shop.example.org.
 */
export async function startMailingTestApp(
  engine: EngineName,
  options: TestAppOptions = {},
): Promise<{ t: TestApp; outbox: string }> {
  const outbox = await mkdtemp(join(tmpdir(), "shop-test-mail-"));
  const config = { outboxDir: outbox, publicUrl: "https://shop.example.org", ...options.config };
  return { t: await startTestApp(engine, { ...options, config }), outbox };
}
