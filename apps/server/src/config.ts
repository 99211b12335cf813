// Server settings, read once from the environment and validated, so a typo in a variable
// stops the start with a message naming it instead of surfacing later as odd behaviour.
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { z } from "zod";
import { MAX_READ_AGE_MS } from "./http/read-cache";
import { parseWallets, WALLET_ENV, type WalletConfigs } from "./wallet-config";

const positiveInt = z.coerce.number().int().positive();

/**
 * DB_POOL_MAX unless set: twice the CPU cores, at least 4 (PostgreSQL's rule of thumb for a
 * pool: more connections than the cores can run only wait on each other's locks; on two
 * cores, 8 connections holding one hot slot spent a third more database CPU per hold than 4).
 */
export function defaultPoolMax(cores: number = availableParallelism()): number {
  return Math.min(200, Math.max(4, 2 * cores));
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  // Relative paths are taken from the server's working directory (apps/server when
  // started through pnpm --filter), so the default lands in apps/server/data.
  DATA_DIR: z.string().min(1).default("./data"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // spec selling-core §9: ticket reservation 30 minutes
  HOLD_MINUTES: positiveInt.max(24 * 60).default(30),
  SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  DB_POOL_MAX: positiveInt.max(200).default(defaultPoolMax),
  // The issue "speed": the calendar and the ticket list count on connections of their own.
  DB_READ_POOL_MAX: z.coerce.number().int().min(0).max(200).default(2),
  // DESIGN §5: a refused or stalled database answers 503 within these (src/db/postgres.ts).
  DB_CONNECT_TIMEOUT_MS: positiveInt.max(600_000).default(5000),
  DB_STATEMENT_TIMEOUT_MS: positiveInt.max(3_600_000).default(15_000),
  // A request (headers and body) must arrive within this, so a body trickled byte by byte
  // cannot hold a connection open.
  REQUEST_TIMEOUT_MS: positiveInt.max(600_000).default(30_000),
  // The issue: no cache may show a sold-out slot as free for more than a second.
  READ_CACHE_MS: z.coerce.number().int().min(0).max(MAX_READ_AGE_MS).default(500),
  // DESIGN.md §6: webhooks are signed with HMAC-SHA256; 32 characters at least so the key
  // carries about 128 bits even when written in hex. Unset: a random one per data dir.
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  // The demo card that is "pending, then paid" completes after this many seconds.
  DEMO_PAY_PENDING_DELAY_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  // DESIGN.md §6: the key that signs the QR codes of PDF tickets. Unset: a random one kept in
  // <DATA_DIR>/ticket-code-secret (modules/documents/ticket-secret.ts).
  TICKET_CODE_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  // The issue 33: the Ed25519 private key (PKCS#8 PEM) that signs each person's admission code;
  // scanners verify with its public key. Unset: one made once and kept in
  // <DATA_DIR>/ticket-signing-key.pem (modules/documents/ticket-signing-key.ts).
  TICKET_SIGNING_KEY: z
    .string()
    .refine((pem) => pem.includes("BEGIN PRIVATE KEY"), "must be a PKCS#8 PEM private key")
    .optional(),
  // Order confirmations go out through SMTP when set, else into OUTBOX_DIR as .eml files.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  OUTBOX_DIR: z.string().min(1).default("./outbox"),
  MAIL_FROM: z.string().min(3).default("Museen am Fluss <shop@localhost>"),
  // DESIGN §4 fair holds: places one client holds at once. Unset: twice the shop's
  // maxItemsPerList (migration 0407, default_owner_cap).
  HOLD_PLACES_PER_CLIENT: positiveInt.max(1_000_000).optional(),
  // DESIGN §4: places all visitors behind one address (an IPv6 client's /64) hold at once.
  // Unset: at least 64 (a school class of 32, two places each), three times the client's cap.
  HOLD_PLACES_PER_ADDRESS: positiveInt.max(1_000_000).optional(),
  // Of one event date, all visitors behind one address hold at most this many times its
  // places per registration (one visitor: once).
  HOLD_REGISTRATIONS_PER_ADDRESS: positiveInt.max(10_000).default(5),
  // DESIGN §4: an unpaid order expires this long after its holds' time (orders/expiry.ts).
  UNPAID_ORDER_GRACE_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(15),
  // DESIGN §4: a hold cannot be extended forever. Unset: twice HOLD_MINUTES.
  HOLD_LIFETIME_MINUTES: positiveInt.max(7 * 24 * 60).optional(),
  // Requests per client address and window (plugins/limits.ts): taking or changing holds,
  // creating guests (like a login), coupon codes tried.
  HOLD_REQUESTS_PER_MINUTE: positiveInt.max(1_000_000).default(60),
  GUESTS_PER_HOUR: positiveInt.max(1_000_000).default(20),
  // New visitors (modules/auth/visitor.ts) one address may start an hour: a school class, an
  // office or a museum's kiosk starts many, a script that drops its cookies more.
  VISITORS_PER_HOUR: positiveInt.max(1_000_000).default(300),
  COUPON_ATTEMPTS_PER_MINUTE: positiveInt.max(1_000_000).default(10),
  // DESIGN §7: sign-ins per client address and, separately, per account (e-mail address);
  // registrations per client address.
  LOGINS_PER_HOUR: positiveInt.max(1_000_000).default(20),
  REGISTRATIONS_PER_HOUR: positiveInt.max(1_000_000).default(10),
  // Registration mails (a link, or "you have an account") one address receives an hour,
  // whoever asks: past it none, and the answer is the same (modules/accounts/service.ts).
  REGISTRATION_MAILS_PER_HOUR: positiveInt.max(1_000_000).default(3),
  // surrounding-areas §7: affiliate referrals per client address, so no script inflates them.
  REFERRALS_PER_HOUR: positiveInt.max(1_000_000).default(30),
  // The issue 33: confirmations sent again from an order's page, per order and hour, so the
  // page cannot be made to flood the buyer's mailbox.
  CONFIRMATION_RESENDS_PER_HOUR: positiveInt.max(1_000_000).default(3),
  // The issue 34, Deliver 3: sign-ups for waiting lists per client address and hour (each sets
  // places aside), and how often freed places are offered to the first in line (0: never).
  WAITING_LIST_SIGNUPS_PER_HOUR: positiveInt.max(1_000_000).default(10),
  WAITING_LIST_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  // DESIGN §9: entries into the waiting room per client address and minute (a school's or an
  // office's visitors share one), so no script fills the line with made-up visitors.
  QUEUE_ENTERS_PER_MINUTE: positiveInt.max(1_000_000).default(60),
  // Shared limits across server instances (DESIGN §9); unset: counted in this process.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  // The prefix of this shop's keys in that Redis, so shops (or test runs) sharing one keep
  // apart; every instance of one shop must use the same.
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, "letters, digits, _ and - only (at most 40)")
    .default("shop"),
  // Behind a reverse proxy: whom to trust for X-Forwarded-For (see parseTrustProxy).
  TRUST_PROXY: z.string().optional(),
  // DESIGN §9: the shop's public address, for payment return URLs and links; never taken
  // from a request's Host header. Unset: the address the server listens on.
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" })
    .optional(),
  // DESIGN §9: the demo provider takes no real money; in production it is off unless on.
  PAYMENT_DEMO: z.enum(["on", "off"]).optional(),
  // The issue "annual tickets": the venue's key of the staff API (card printing, sent
  // marks), at least 32 characters (128 bits in hex). Unset: the staff API is off.
  STAFF_API_KEY: z
    .string()
    .min(32, "must be at least 32 characters")
    .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
    .optional(),
  // The issue 33, Deliver 4: Apple Wallet and Google Wallet passes (src/wallet-config.ts). A
  // wallet is on with all of its variables set, off with none.
  ...WALLET_ENV,
});

export interface Config extends WalletConfigs {
  nodeEnv: "development" | "test" | "production";
  /** PostgreSQL server; when absent the embedded PGlite keeps its data in dataDir. */
  databaseUrl: string | undefined;
  /** Absolute path of the PGlite data folder. */
  dataDir: string;
  host: string;
  port: number;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  holdMinutes: number;
  /** 0 switches the periodic sweeper off (expiry stays exact without it). */
  sweepIntervalMs: number;
  dbPoolMax: number;
  /** PostgreSQL connections of the availability reads besides the pool; 0: they share it. */
  dbReadPoolMax: number;
  /** A PostgreSQL connection not made within this fails: the request answers 503. */
  dbConnectTimeoutMs: number;
  /** Statements are cancelled after this (statement_timeout; the client gives up 1 s later). */
  dbStatementTimeoutMs: number;
  /** Fastify's requestTimeout: the whole request must have arrived within this. */
  requestTimeoutMs: number;
  /**
   * Lifetime of a cached calendar, ticket list or capacity answer (src/http/read-cache.ts);
   * 0 switches the cache off. Hold writes of this process drop the answers at once.
   */
  readCacheMs: number;
  /**
   * Key of the payment webhook signatures (modules/payments/demo/signature.ts); undefined
   * means a random key kept in dataDir (or, under NODE_ENV=test, one per process).
   */
  paymentWebhookSecret: string | undefined;
  /** Delay before a pending demo payment completes (spec selling-core §4 pending page). */
  demoPayPendingDelayMs: number;
  /** Signs ticket codes; undefined: a random key kept in dataDir (documents/ticket-secret.ts). */
  ticketCodeSecret: string | undefined;
  /** Signs admission codes (Ed25519 PEM); undefined: a key kept in dataDir. */
  ticketSigningKey: string | undefined;
  /** SMTP server for order confirmations; undefined: write .eml files to outboxDir. */
  smtpUrl: string | undefined;
  /** Absolute path of the folder that receives unsent confirmation mails. */
  outboxDir: string;
  /** Sender of order confirmations (an address, optionally with a display name). */
  mailFrom: string;
  /** Places one client may hold at once; undefined: twice the shop's maxItemsPerList. */
  holdPlacesPerClient: number | undefined;
  /** Places all holds of one address hold at once; undefined: max(64, 3 × the client's cap). */
  holdPlacesPerAddress: number | undefined;
  /** Of one event date, an address holds at most this many times its places per registration. */
  holdRegistrationsPerAddress: number;
  /** A hold's whole life from its creation; extensions stop there. */
  holdLifetimeMinutes: number;
  /** An order still unpaid this long after its holds' time expires (orders/expiry.ts). */
  unpaidOrderGraceMinutes: number;
  /** Per client address: hold requests a minute, guests an hour, coupon codes a minute. */
  limits: {
    holdsPerMinute: number;
    guestsPerHour: number;
    visitorsPerHour: number;
    couponAttemptsPerMinute: number;
    loginsPerHour: number;
    registrationsPerHour: number;
    registrationMailsPerHour: number;
    referralsPerHour: number;
    confirmationResendsPerHour: number;
    queueEntersPerMinute: number;
    waitingListSignUpsPerHour: number;
  };
  /** How often the waiting lists offer freed places to their first in line; 0: never. */
  waitingListIntervalMs: number;
  /** Redis for limits shared by several instances; undefined: counted in this process. */
  redisUrl: string | undefined;
  /** The prefix of this shop's keys in Redis (REDIS_PREFIX). */
  redisPrefix: string;
  /** Fastify's trustProxy: false, a hop count, or addresses and ranges of trusted proxies. */
  trustProxy: boolean | number | string[];
  /** The shop's public origin (scheme, host, port); undefined: the listen address. */
  publicUrl: string | undefined;
  /**
   * Whether the demo payment provider takes payments: outside production unless
   * PAYMENT_DEMO=off, in production only with PAYMENT_DEMO=on.
   */
  paymentDemo: boolean;
  /** Key of the staff API (Authorization: Bearer); undefined: the staff API is off. */
  staffApiKey: string | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (FOO= in a compose file) means "not set".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`invalid environment: ${lines.join("; ")}`);
  }
  const e = parsed.data;
  const wallets = parseWallets(e);
  if (!wallets.ok) throw new ConfigError(`invalid environment: ${wallets.issues.join("; ")}`);
  return {
    nodeEnv: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(process.cwd(), e.DATA_DIR),
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    holdMinutes: e.HOLD_MINUTES,
    sweepIntervalMs: e.SWEEP_INTERVAL_SECONDS * 1000,
    dbPoolMax: e.DB_POOL_MAX,
    dbReadPoolMax: e.DB_READ_POOL_MAX,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    readCacheMs: e.READ_CACHE_MS,
    ticketCodeSecret: e.TICKET_CODE_SECRET,
    ticketSigningKey: e.TICKET_SIGNING_KEY,
    smtpUrl: e.SMTP_URL,
    outboxDir: resolve(process.cwd(), e.OUTBOX_DIR),
    mailFrom: e.MAIL_FROM,
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    demoPayPendingDelayMs: e.DEMO_PAY_PENDING_DELAY_SECONDS * 1000,
    holdPlacesPerClient: e.HOLD_PLACES_PER_CLIENT,
    holdPlacesPerAddress: e.HOLD_PLACES_PER_ADDRESS,
    holdRegistrationsPerAddress: e.HOLD_REGISTRATIONS_PER_ADDRESS,
    holdLifetimeMinutes: holdLifetime(e.HOLD_LIFETIME_MINUTES, e.HOLD_MINUTES),
    unpaidOrderGraceMinutes: e.UNPAID_ORDER_GRACE_MINUTES,
    limits: {
      holdsPerMinute: e.HOLD_REQUESTS_PER_MINUTE,
      guestsPerHour: e.GUESTS_PER_HOUR,
      visitorsPerHour: e.VISITORS_PER_HOUR,
      couponAttemptsPerMinute: e.COUPON_ATTEMPTS_PER_MINUTE,
      loginsPerHour: e.LOGINS_PER_HOUR,
      registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
      registrationMailsPerHour: e.REGISTRATION_MAILS_PER_HOUR,
      referralsPerHour: e.REFERRALS_PER_HOUR,
      confirmationResendsPerHour: e.CONFIRMATION_RESENDS_PER_HOUR,
      queueEntersPerMinute: e.QUEUE_ENTERS_PER_MINUTE,
      waitingListSignUpsPerHour: e.WAITING_LIST_SIGNUPS_PER_HOUR,
    },
    waitingListIntervalMs: e.WAITING_LIST_INTERVAL_SECONDS * 1000,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    publicUrl: e.PUBLIC_URL === undefined ? undefined : new URL(e.PUBLIC_URL).origin,
    paymentDemo:
      e.PAYMENT_DEMO === undefined ? e.NODE_ENV !== "production" : e.PAYMENT_DEMO === "on",
    staffApiKey: e.STAFF_API_KEY,
    ...wallets.wallets,
  };
}

function holdLifetime(given: number | undefined, holdMinutes: number): number {
  if (given === undefined) return 2 * holdMinutes;
  if (given < holdMinutes) {
    throw new ConfigError(
      `invalid environment: HOLD_LIFETIME_MINUTES: must be at least HOLD_MINUTES (${holdMinutes})`,
    );
  }
  return given;
}

// proxy-addr's names for address ranges (Fastify passes the list to it).
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const PROXY_ADDRESS = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;

/**
 * TRUST_PROXY: unset or "false": the client is the socket's peer; a whole number: that many
 * proxies in front; otherwise a comma-separated list of proxy addresses, CIDR ranges or
 * "loopback" / "linklocal" / "uniquelocal". "true" (trust every hop, so anyone could forge
 * their address) is refused.
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  const bad = entries.find((entry) => !PROXY_RANGE_NAMES.has(entry) && !PROXY_ADDRESS.test(entry));
  if (value === "true" || bad !== undefined) {
    throw new ConfigError(
      `invalid environment: TRUST_PROXY: ${bad ?? value} is not a hop count, proxy address, ` +
        "CIDR range or one of loopback, linklocal, uniquelocal",
    );
  }
  return entries;
}

/** DESIGN §9: whether this server can take money, said at every start. */
export function describePayments(config: Config): string {
  if (!config.paymentDemo) {
    return config.nodeEnv === "production"
      ? "the demo provider is off (NODE_ENV=production without PAYMENT_DEMO=on); only configured providers take payments"
      : "the demo provider is off (PAYMENT_DEMO=off); only configured providers take payments";
  }
  return config.nodeEnv === "production"
    ? "DEMO provider on in production (PAYMENT_DEMO=on): it takes no real money"
    : "demo provider (no real money; test cards in apps/server/README.md)";
}
