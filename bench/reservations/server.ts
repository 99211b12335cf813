// The real server as a child process on loopback (PORT=0: a free port), so the load client
// and the server each have their own event loop. The server prints its URL once it listens.
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const SERVER_DIR = fileURLToPath(new URL("../../apps/server/", import.meta.url));
const READY_LINE = /Museum shop API: (http:\/\/127\.0\.0\.1:\d+)\/api\/v1/;
// The other plain lines the server prints at its start (src/main.ts): not problems.
const INFO_LINE = /^(Museum shop|Database|Payments): /;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ServerSettings {
  databaseUrl: string;
  poolMax: number | undefined;
  logLevel: string;
  /** READ_CACHE_MS of the server; its default when undefined. */
  readCacheMs?: number | undefined;
  profileDir?: string | undefined;
  /** More of the server's environment (the queue benchmark's Redis, keys and limits). */
  env?: Record<string, string>;
}

export interface RunningServer {
  origin: string;
  pid: number;
  /** Log lines at warn or above (and anything not JSON) the server printed. */
  problems: string[];
  stop(): Promise<void>;
}

function collectProblems(child: ChildProcess, problems: string[]): void {
  const keep = (line: string) => {
    if (!line.trim() || READY_LINE.test(line) || INFO_LINE.test(line)) return;
    try {
      const entry = JSON.parse(line) as { level?: number };
      if ((entry.level ?? 0) < 40) return;
    } catch {
      // Not a pino line: keep it.
    }
    if (problems.length < 50) problems.push(line.slice(0, 500));
  };
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      lines.forEach(keep);
    });
  }
}

export function startServer(settings: ServerSettings): Promise<RunningServer> {
  const profile = settings.profileDir ? ["--cpu-prof", "--cpu-prof-dir", settings.profileDir] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DATABASE_URL: settings.databaseUrl,
      HOST: "127.0.0.1",
      PORT: "0",
      ...(settings.poolMax === undefined ? {} : { DB_POOL_MAX: String(settings.poolMax) }),
      LOG_LEVEL: settings.logLevel,
      ...(settings.readCacheMs === undefined
        ? {}
        : { READ_CACHE_MS: String(settings.readCacheMs) }),
      // The benchmark brings its own catalogue.
      DEMO_CATALOGUE: "off",
      // The load client stands for many visitors behind a proxy on loopback (load.ts).
      TRUST_PROXY: "loopback",
      ...settings.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const problems: string[] = [];
  collectProblems(child, problems);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the server did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    let seen = "";
    child.stdout?.on("data", (chunk: string) => {
      seen = (seen + chunk).slice(-4000);
      const match = READY_LINE.exec(seen);
      if (match?.[1] && child.pid !== undefined) {
        clearTimeout(timer);
        resolve({ origin: match[1], pid: child.pid, problems, stop });
      }
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(`the server exited during start (${signal ?? code}): ${problems.join("\n")}`),
      );
    });
  });
}
