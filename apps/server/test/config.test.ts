import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";

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
      unsafeSkipCapacityGuard: false,
    });
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
      READ_CACHE_MS: "0",
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
      readCacheMs: 0,
    });
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
  ])("names %s when it is invalid", (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});
