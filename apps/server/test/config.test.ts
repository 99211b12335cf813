import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, defaultPoolMax, loadConfig } from "../src/config";

describe("loadConfig", () => {
  it("defaults to PGlite in ./data of the working directory, 127.0.0.1:3000, 30-minute holds", () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      nodeEnv: "development",
      databaseUrl: undefined,
      dataDir: resolve(process.cwd(), "data"),
      host: "127.0.0.1",
      port: 3000,
      holdMinutes: 30,
      sweepIntervalMs: 60_000,
      readCacheMs: 500,
      dbReadPoolMax: 2,
      paymentWebhookSecret: undefined,
      demoPayPendingDelayMs: 5000,
    });
  });

  it("keeps the staff API off unless STAFF_API_KEY is set", () => {
    expect(loadConfig({}).staffApiKey).toBeUndefined();
    const key = "staff-key-0123456789abcdef-0123456789";
    expect(loadConfig({ STAFF_API_KEY: key }).staffApiKey).toBe(key);
  });

  it("takes an empty variable as not set", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it("reads every variable", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://shop@db:5432/shop",
      DATA_DIR: "/var/lib/shop",
      HOST: "0.0.0.0",
      PORT: "8080",
      LOG_LEVEL: "warn",
      HOLD_MINUTES: "15",
      SWEEP_INTERVAL_SECONDS: "5",
      DB_POOL_MAX: "25",
      DB_READ_POOL_MAX: "0",
      READ_CACHE_MS: "0",
      PAYMENT_WEBHOOK_SECRET: "0123456789abcdef0123456789abcdef",
      DEMO_PAY_PENDING_DELAY_SECONDS: "2",
    });

    expect(config).toMatchObject({
      nodeEnv: "production",
      databaseUrl: "postgres://shop@db:5432/shop",
      dataDir: "/var/lib/shop",
      host: "0.0.0.0",
      port: 8080,
      logLevel: "warn",
      holdMinutes: 15,
      sweepIntervalMs: 5000,
      dbPoolMax: 25,
      dbReadPoolMax: 0,
      readCacheMs: 0,
      paymentWebhookSecret: "0123456789abcdef0123456789abcdef",
      demoPayPendingDelayMs: 2000,
    });
  });

  it("sizes the database pool to the machine unless DB_POOL_MAX says otherwise", () => {
    expect(loadConfig({}).dbPoolMax).toBe(defaultPoolMax());
    expect([1, 2, 8, 200].map((cores) => defaultPoolMax(cores))).toEqual([4, 4, 16, 200]);
  });

  it.each([
    ["PORT", { PORT: "http" }],
    ["PORT", { PORT: "70000" }],
    ["HOLD_MINUTES", { HOLD_MINUTES: "0" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://x" }],
    ["LOG_LEVEL", { LOG_LEVEL: "loud" }],
    ["NODE_ENV", { NODE_ENV: "staging" }],
    // The issue: no cache may show a sold-out slot as free for more than a second.
    ["READ_CACHE_MS", { READ_CACHE_MS: "1001" }],
    ["READ_CACHE_MS", { READ_CACHE_MS: "-1" }],
    ["READ_CACHE_MS", { READ_CACHE_MS: "half a second" }],
    ["DB_READ_POOL_MAX", { DB_READ_POOL_MAX: "-1" }],
    ["DB_READ_POOL_MAX", { DB_READ_POOL_MAX: "201" }],
    // A short key would make the webhook signatures guessable.
    ["PAYMENT_WEBHOOK_SECRET", { PAYMENT_WEBHOOK_SECRET: "short" }],
    // A short staff key could be guessed; a space in it would not survive the header.
    ["STAFF_API_KEY", { STAFF_API_KEY: "short" }],
    ["STAFF_API_KEY", { STAFF_API_KEY: "staff key 0123456789abcdef 0123456789" }],
    ["DEMO_PAY_PENDING_DELAY_SECONDS", { DEMO_PAY_PENDING_DELAY_SECONDS: "301" }],
    ["DEMO_PAY_PENDING_DELAY_SECONDS", { DEMO_PAY_PENDING_DELAY_SECONDS: "-1" }],
  ])("names %s when it is invalid", (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});

describe("loadConfig: documents and mail", () => {
  it("defaults to a key kept in the data dir and to .eml files in ./outbox", () => {
    expect(loadConfig({})).toMatchObject({
      ticketCodeSecret: undefined,
      smtpUrl: undefined,
      outboxDir: resolve(process.cwd(), "outbox"),
      mailFrom: "Museen am Fluss <shop@localhost>",
    });
  });

  it("reads the ticket key, the SMTP server, the outbox and the sender", () => {
    const config = loadConfig({
      TICKET_CODE_SECRET: "fedcba9876543210fedcba9876543210",
      SMTP_URL: "smtps://user:pass@mail.example.org:465",
      OUTBOX_DIR: "/var/spool/shop",
      MAIL_FROM: "Tickets <tickets@example.org>",
    });

    expect(config).toMatchObject({
      ticketCodeSecret: "fedcba9876543210fedcba9876543210",
      smtpUrl: "smtps://user:pass@mail.example.org:465",
      outboxDir: "/var/spool/shop",
      mailFrom: "Tickets <tickets@example.org>",
    });
  });

  it.each([
    // A short key would make forged ticket codes guessable (DESIGN.md §6).
    ["TICKET_CODE_SECRET", { TICKET_CODE_SECRET: "short" }],
    ["SMTP_URL", { SMTP_URL: "http://mail.example.org" }],
  ])("names %s when it is invalid", (name, env) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});
