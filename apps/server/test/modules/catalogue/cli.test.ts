import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliIo, runLoadCatalogue } from "../../../src/modules/catalogue/cli";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { engineNames, type OpenedDatabase } from "../../helpers/engines";
import { countRows, openCatalogueDatabase } from "./catalogue-db";
import { minimalCatalogue } from "./minimal-catalogue";

const NOW = new Date("2030-06-01T08:00:00Z");
const dir = mkdtempSync(join(tmpdir(), "catalogue-cli-"));
const good = join(dir, "good.json");
const bad = join(dir, "bad.json");
writeFileSync(good, JSON.stringify(minimalCatalogue()));
const broken = minimalCatalogue();
broken.tickets[0].quota_ids = [99];
broken.tickets[0].museum_ids = [7];
writeFileSync(bad, JSON.stringify(broken));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function io(db?: OpenedDatabase["db"]) {
  const out: string[] = [];
  const err: string[] = [];
  const value: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    clock: () => NOW,
    withDatabase: (fn) => {
      if (!db) throw new Error("this command must not open the database");
      return fn(db);
    },
  };
  return { io: value, out, err };
}

describe("load-catalogue without a database", () => {
  it("answers 1 and names every bad field of an invalid file", async () => {
    const run = io();

    expect(await runLoadCatalogue(["--check", bad], run.io)).toBe(1);
    expect(run.err.join("\n")).toContain("tickets[0].museum_ids[0]: unknown museum 7");
    expect(run.err.join("\n")).toContain("tickets[0].quota_ids[0]: unknown quota 99");
  });

  it("answers 0 for a valid file", async () => {
    const run = io();

    expect(await runLoadCatalogue(["--check", good], run.io)).toBe(0);
    expect(run.out.join("\n")).toMatch(
      /valid catalogue: 1 museums, 1 tickets, 1 quotas, 0 coupons, 0 shipping items\./,
    );
  });

  it("answers 1 for a file it cannot read, 2 for unknown arguments", async () => {
    expect(await runLoadCatalogue([join(dir, "missing.json")], io().io)).toBe(1);
    expect(await runLoadCatalogue(["--demo", "--date", "tomorrow"], io().io)).toBe(2);
    expect(await runLoadCatalogue([], io().io)).toBe(2);
  });

  it("prints the demo as a catalogue file", async () => {
    const run = io();

    expect(await runLoadCatalogue(["--write-demo", "--date", "2030-06-01"], run.io)).toBe(0);
    expect(parseCatalogue(JSON.parse(run.out.join("\n"))).tickets).toHaveLength(18);
  });

  it("exits with code 1 and the paths on stderr when run as a command", () => {
    const server = fileURLToPath(new URL("../../../", import.meta.url));
    const result = spawnSync(
      join(server, "node_modules/.bin/tsx"),
      ["src/scripts/load-catalogue.ts", "--check", bad],
      { cwd: server, encoding: "utf8" },
    );

    expect(result.status).toBe(1);
    expect(result.stderr).toContain("tickets[0].quota_ids[0]: unknown quota 99");
  });
});

describe.each(engineNames())("load-catalogue on %s", (engine) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openCatalogueDatabase(engine);
  });
  afterAll(async () => {
    await opened?.close();
  });

  it("applies a file, then reports that loading it again changed nothing", async () => {
    const first = io(opened.db);
    expect(await runLoadCatalogue([good], first.io)).toBe(0);
    expect(first.out.join("\n")).toContain("tickets: 1 added, 0 changed, 0 removed");

    const second = io(opened.db);
    expect(await runLoadCatalogue([good], second.io)).toBe(0);
    expect(second.out.join("\n")).toContain("Nothing changed");
  });

  it("applies the demo for a given day", async () => {
    const run = io(opened.db);

    expect(await runLoadCatalogue(["--demo", "--date", "2030-06-01"], run.io)).toBe(0);
    expect(run.out[0]).toBe("Applied the demo catalogue for 2030-06-01:");
    expect(await countRows(opened.db, "tickets")).toBe(18);
  });
});
