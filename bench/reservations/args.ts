// Command-line settings of the reservations benchmark. Every loop of the benchmark is bounded
// by these durations, so a run always ends by itself.

export interface BenchArgs {
  /** PostgreSQL to measure against; without it the run is skipped (a laptop without one). */
  databaseUrl: string | undefined;
  /** Seconds per measured hold phase (one phase per entry of `clients`). */
  seconds: number;
  /** Seconds of warm-up before the hold phases, not counted. */
  warmupSeconds: number;
  /** Concurrent clients of each hold phase. */
  clients: number[];
  /** Seconds per read endpoint. */
  readSeconds: number;
  readClients: number;
  /** PostgreSQL connections of the server (DB_POOL_MAX); undefined: the server's default. */
  poolMax: number | undefined;
  /** The server's LOG_LEVEL: at info every request writes its two log lines. */
  logLevel: string;
  /** The server's READ_CACHE_MS (0: every read counted anew); the server's default if unset. */
  readCacheMs: number | undefined;
  /** Send an Idempotency-Key with every hold, as the shop does. */
  idempotency: boolean;
  /** Write the results as JSON to this file as well. */
  jsonFile: string | undefined;
  /** Write a V8 CPU profile of the server into this folder (node --cpu-prof). */
  profileDir: string | undefined;
}

const USAGE = `usage: pnpm --filter @shop/bench reservations [options]
  --seconds N         seconds per hold phase (default 30; 5 makes a smoke run)
  --clients A,B       concurrent clients of the hold phases (default 16,64)
  --read-seconds N    seconds per read endpoint (default: 10, at most --seconds)
  --read-clients N    concurrent clients of the reads (default 2)
  --pool N            the server's DB_POOL_MAX (default: the server's, 2 × cores, at least 4)
  --log-level L       the server's LOG_LEVEL (default warn: no request lines)
  --read-cache MS     the server's READ_CACHE_MS (default: the server's, 500; 0: off)
  --idempotency       send an Idempotency-Key with every hold
  --json FILE         also write the results as JSON
  --profile DIR       write a CPU profile of the server into DIR
DATABASE_URL selects the PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test;
without it the run says so and is skipped (exit code 0).`;

export class UsageError extends Error {
  constructor(message: string) {
    super(`${message}\n${USAGE}`);
  }
}

function positiveInt(name: string, value: string | undefined, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) {
    throw new UsageError(`${name} must be a whole number from 1 to ${max}, not ${value}`);
  }
  return number;
}

export function parseArgs(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): BenchArgs {
  let seconds = 30;
  let clients = [16, 64];
  let readSeconds: number | undefined;
  let readClients = 2;
  let poolMax: number | undefined;
  let logLevel = "warn";
  let readCacheMs: number | undefined;
  let idempotency = false;
  let jsonFile: string | undefined;
  let profileDir: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = argv[i + 1];
    const takeValue = () => {
      i += 1;
      if (value === undefined) throw new UsageError(`${flag} needs a value`);
      return value;
    };
    switch (flag) {
      case "--seconds":
        seconds = positiveInt(flag, takeValue(), 3600);
        break;
      case "--clients":
        clients = takeValue()
          .split(",")
          .map((part) => positiveInt(flag, part, 1024));
        break;
      case "--read-seconds":
        readSeconds = positiveInt(flag, takeValue(), 3600);
        break;
      case "--read-clients":
        readClients = positiveInt(flag, takeValue(), 256);
        break;
      case "--pool":
        poolMax = positiveInt(flag, takeValue(), 200);
        break;
      case "--log-level":
        logLevel = takeValue();
        break;
      case "--read-cache": {
        const value = takeValue();
        readCacheMs = value === "0" ? 0 : positiveInt(flag, value, 1000);
        break;
      }
      case "--idempotency":
        idempotency = true;
        break;
      case "--json":
        jsonFile = takeValue();
        break;
      case "--profile":
        profileDir = takeValue();
        break;
      case "--":
        break;
      default:
        throw new UsageError(`unknown option ${flag}`);
    }
  }
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    seconds,
    warmupSeconds: Math.min(3, Math.ceil(seconds / 5)),
    clients,
    readSeconds: readSeconds ?? Math.min(10, seconds),
    readClients,
    poolMax,
    logLevel,
    readCacheMs,
    idempotency,
    jsonFile,
    profileDir,
  };
}
