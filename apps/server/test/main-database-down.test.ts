// DESIGN §9: the real start command with its database unreachable (DATABASE_URL at a closed
// port). It used to retry before listening, so a proxy in front showed 502 rather than the
// shop's maintenance page; now it listens at once, answers the API 503 `unavailable` with
// Retry-After and the shop's pages with the shop, says once that it keeps retrying, and
// stops cleanly on SIGTERM while it waits.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const serverRoot = fileURLToPath(new URL("..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "shop-main-down-"));
const SHOP_HTML = "<!doctype html><title>Museum shop</title><div id=root></div>";

/** A port nothing listens on now (the server is given it; PORT=0 would hide whether it listens). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The first answer of `url`, trying until `ms` have passed; undefined if none came. */
async function firstAnswer(url: string, init: RequestInit, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      return await fetch(url, init);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return undefined;
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });
}

describe("the server process started while its database is down", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("answers 503 unavailable and the shop's page at once, and stops on SIGTERM", async () => {
    writeFileSync(join(dir, "index.html"), SHOP_HTML);
    const port = await freePort();
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: serverRoot,
      env: {
        ...inherited,
        NODE_ENV: "production",
        PAYMENT_DEMO: "on",
        // Port 1: nothing listens there, every connection is refused.
        DATABASE_URL: "postgres://postgres@127.0.0.1:1/test",
        DB_CONNECT_TIMEOUT_MS: "500",
        DATA_DIR: join(dir, "data"),
        HOST: "127.0.0.1",
        PORT: String(port),
        LOG_LEVEL: "silent",
        DEMO_CATALOGUE: "off",
        SHOP_DIST_DIR: dir,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    const exited = exitOf(child);
    try {
      const origin = `http://127.0.0.1:${port}`;
      // The start command itself (node, tsx, building the app) takes a few seconds here.
      const shop = await firstAnswer(`${origin}/api/v1/shop`, {}, 20_000);

      expect(shop?.status, output).toBe(503);
      expect(shop?.headers.get("retry-after")).toBe("5");
      expect(await shop?.json()).toEqual({
        error: {
          code: "unavailable",
          message: "The shop cannot reach its database: try again shortly",
        },
      });
      const page = await fetch(`${origin}/tickets`, { headers: { accept: "text/html" } });
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(SHOP_HTML);
      const said =
        /Database unreachable: PostgreSQL at postgres:\/\/postgres@127\.0\.0\.1:1\/test .*answering 503/;
      for (let waited = 0; waited < 5000 && !said.test(output); waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(output).toMatch(said);
      expect(output).not.toContain("Museum shop API:");
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
  }, 60_000);
});
