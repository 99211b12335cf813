// The real start command in a child process: start-up applies migrations, prints the URL,
// serves the API, and SIGTERM shuts it down cleanly (exit code 0) with the data kept. It runs
// the compiled server as production does (`node dist/main.js`, issue 29 Deliver 4), built by
// the package's own build (tsup.config.ts) into a folder of its own.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMigrations } from "../src/db/migrate";

const serverRoot = fileURLToPath(new URL("..", import.meta.url));
// As the start script runs it: one node process, no TypeScript loader.
const node = process.execPath;
// one level below apps/server, as dist/ is: the build finds the migrations and the shop from there
const build = mkdtempSync(join(serverRoot, ".test-build-"));
const allVersions = readMigrations().map((m) => m.version);
const allNames = readMigrations().map((m) => `${String(m.version).padStart(4, "0")}_${m.name}`);
const dir = mkdtempSync(join(tmpdir(), "shop-main-"));
const { DATABASE_URL: _ignored, ...inherited } = process.env;
const env = {
  ...inherited,
  NODE_ENV: "production",
  DATA_DIR: join(dir, "data"),
  PORT: "0",
  LOG_LEVEL: "info",
};

function start(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(node, [join(build, "main.js")], {
    cwd: serverRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /Museum shop API: (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1], output: () => output });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

/** Polls a condition until it holds or 5 s have passed; answers whether it held. */
async function eventually(condition: () => boolean): Promise<boolean> {
  for (let waited = 0; waited < 5_000; waited += 50) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on("exit", (code) => resolve(code)));
}

describe("the server process", () => {
  beforeAll(async () => {
    await promisify(execFile)(join(serverRoot, "node_modules/.bin/tsup"), ["--out-dir", build], {
      cwd: serverRoot,
    });
  }, 60_000);
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(build, { recursive: true, force: true });
  });

  it("is built to run without a TypeScript loader, @shop/core compiled in", () => {
    const code = readdirSync(build)
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(join(build, file), "utf8"))
      .join("\n");
    expect(code).not.toMatch(/from ["'](@shop\/core|tsx)/);
    expect(readdirSync(join(build, "db/migrations"))).toHaveLength(allNames.length);
  });

  it("starts on PGlite, answers over HTTP and shuts down on SIGTERM; a restart finds its data", async () => {
    const first = await start();
    expect(first.output()).toContain(`"applied":[${allVersions.join(",")}]`);
    const response = await fetch(`${first.url}/tickets/reservations`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "main-test-1" },
      body: JSON.stringify({ ticket_id: 424242, quantity: 1, date: "2099-01-01" }),
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("x-request-id")).toBe("main-test-1");
    // The request's log line is written once the answer has gone out: wait for it to arrive.
    expect(await eventually(() => first.output().includes('"reqId":"main-test-1"'))).toBe(true);

    const exited = exitOf(first.child);
    first.child.kill("SIGTERM");
    expect(await exited).toBe(0);

    const second = await start();
    expect(second.output()).toContain('"applied":[]');
    const stopped = exitOf(second.child);
    second.child.kill("SIGINT");
    expect(await stopped).toBe(0);
  }, 60_000);

  it("has a migrate script that applies pending migrations once", async () => {
    const run = promisify(execFile);
    const migrateEnv = { ...env, DATA_DIR: join(dir, "migrate-data") };

    const first = await run(node, [join(build, "migrate.js")], {
      cwd: serverRoot,
      env: migrateEnv,
    });
    const second = await run(node, [join(build, "migrate.js")], {
      cwd: serverRoot,
      env: migrateEnv,
    });

    expect(first.stdout).toContain(`applied ${allNames.join(", ")}`);
    expect(second.stdout).toContain("up to date");
  }, 60_000);
});
