// The shop settings kept on the instance (modules/settings, `app.shopSettings`) for the seat
// holds: a rush of holds reads them once per READ_CACHE_MS, a change written outside the server
// (the catalogue command) shows once that has passed, a catalogue loaded by the server itself
// shows at once after it clears them — and nothing but the catalogue loader writes them, so no
// route can change them behind the kept value.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { loadCatalogue } from "../../../src/modules/catalogue/load-catalogue";
import { type CountedApp, startCountedApp } from "../../helpers/counted-app";
import { engineNames } from "../../helpers/engines";
import { TEST_NOW } from "../../helpers/test-app";
import { DATE, EVENT, eventCatalogue } from "../events/event-catalogue";

const LIFETIME_MS = 500;
const DATE_PATH = `/api/v1/events/${EVENT.concert}/dates/${DATE.concertJune}`;
const SRC = fileURLToPath(new URL("../../../src/", import.meta.url));

describe.each(engineNames())("the kept shop settings on %s", (engine) => {
  let t: CountedApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** The app on the event catalogue, counting its reads of shop_settings. */
  const start = async (settings: Record<string, unknown> = {}) => {
    t = await startCountedApp(engine, LIFETIME_MS, (text) => text.includes("FROM shop_settings"));
    await load(t, settings);
    // Row 2 of the concert's plan: no seat of it is blocked (event-catalogue.ts).
    const seats = await t.db.query<{ id: number }>(
      "SELECT id FROM seats WHERE row_name = '2' ORDER BY number",
    );
    return { t, seats: seats.rows.map((seat) => seat.id) };
  };
  const load = (app: CountedApp, settings: Record<string, unknown>) => {
    const catalogue = eventCatalogue();
    catalogue.settings = { ...catalogue.settings, ...settings };
    return loadCatalogue(app.db, parseCatalogue(catalogue), {
      now: new Date(TEST_NOW),
      source: "test",
    });
  };
  const block = async (app: CountedApp, seat: number, from: string) =>
    (
      await app.app.inject({
        method: "POST",
        url: `${DATE_PATH}/blockings`,
        payload: { seat_id: seat },
        remoteAddress: from,
      })
    ).statusCode;

  it("reads them once per READ_CACHE_MS for a rush of seat holds", async () => {
    const { t, seats } = await start();
    const [a, b, c, d] = seats;
    expect(await block(t, a ?? 0, "192.0.2.1")).toBe(201);
    expect(await block(t, b ?? 0, "192.0.2.2")).toBe(201);
    expect(await block(t, c ?? 0, "192.0.2.3")).toBe(201);
    expect(t.readsRun()).toBe(1);
    t.clock.advance(LIFETIME_MS);
    expect(await block(t, d ?? 0, "192.0.2.4")).toBe(201);
    expect(t.readsRun()).toBe(2);
  });

  it("shows a change written outside the server once READ_CACHE_MS has passed", async () => {
    const { t, seats } = await start();
    const [a, b] = seats;
    expect(await block(t, a ?? 0, "192.0.2.1")).toBe(201);
    await t.db.query(
      `UPDATE shop_settings SET settings = settings || '{"reservationRequiresLogin": true}'`,
    );
    t.clock.advance(LIFETIME_MS);
    expect(await block(t, b ?? 0, "192.0.2.2")).toBe(401);
  });

  it("shows a catalogue the server loads itself at once, once it clears them", async () => {
    const { t, seats } = await start();
    const [a, b] = seats;
    expect(await block(t, a ?? 0, "192.0.2.1")).toBe(201);
    await load(t, { reservationRequiresLogin: true });
    t.app.shopSettings.clear();
    // The clock stands still: only the clearing makes the kept settings go.
    expect(await block(t, b ?? 0, "192.0.2.2")).toBe(401);
  });
});

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

const filesMatching = (pattern: RegExp) =>
  sourceFiles(SRC)
    .filter((file) => pattern.test(readFileSync(file, "utf8")))
    .map((file) => relative(SRC, file).split(sep).join("/"))
    .sort();

describe("the writers of the shop settings", () => {
  it("are the catalogue loader only: no route changes them behind the kept value", () => {
    expect(filesMatching(/(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+shop_settings\b/i)).toEqual([
      "modules/catalogue/load-catalogue.ts",
    ]);
  });

  it("run in the server only at its start, which clears the kept value (main.ts)", () => {
    // Anything else that loads a catalogue in the server's process must clear
    // app.shopSettings as main.ts does; the catalogue command is a process of its own.
    expect(filesMatching(/\bloadCatalogue\(/)).toEqual([
      "modules/catalogue/cli.ts",
      "modules/catalogue/load-catalogue.ts",
      "seed/ensure-demo-catalogue.ts",
    ]);
    expect(filesMatching(/\bensureDemoCatalogue\(/)).toEqual([
      "main.ts",
      "seed/ensure-demo-catalogue.ts",
    ]);
    expect(readFileSync(join(SRC, "main.ts"), "utf8")).toMatch(
      /ensureDemoCatalogue\([\s\S]*app\.shopSettings\.clear\(\)[\s\S]*gate\.open\(db\)/,
    );
  });
});
