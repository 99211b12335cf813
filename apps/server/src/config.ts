// Server settings, read once from the environment and validated, so a typo in a variable
// stops the start with a message naming it instead of surfacing later as odd behaviour.
import { resolve } from "node:path";
import { z } from "zod";

const positiveInt = z.coerce.number().int().positive();

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
  DB_POOL_MAX: positiveInt.max(200).default(10),
  // The issue: no cache may show a sold-out slot as free for more than a second.
  READ_CACHE_MS: z.coerce.number().int().min(0).max(1000).default(500),
});

export interface Config {
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
  /**
   * Lifetime of a cached calendar, ticket list or capacity answer (src/http/read-cache.ts);
   * 0 switches the cache off. Hold writes of this process drop the answers at once.
   */
  readCacheMs: number;
  /**
   * Test-only negative control: takes places without row locks and without the
   * conditional update, so a concurrency test can prove that it would catch an oversell.
   * Never read from the environment; refused unless nodeEnv is "test".
   */
  unsafeSkipCapacityGuard: boolean;
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
    readCacheMs: e.READ_CACHE_MS,
    unsafeSkipCapacityGuard: false,
  };
}

/** Refuses settings that must never reach a running shop. */
export function assertSafeConfig(config: Config): void {
  if (config.unsafeSkipCapacityGuard && config.nodeEnv !== "test") {
    throw new ConfigError("unsafeSkipCapacityGuard is allowed only when NODE_ENV=test");
  }
}
