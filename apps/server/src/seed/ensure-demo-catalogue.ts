// The start command's demo catalogue (DESIGN §9: "demo catalogue loaded on first start").
// The demo is loaded when the catalogue is empty. When the catalogue is the demo loaded on an
// earlier day, it is loaded again for today, so its relative dates (exhibitions around today,
// weekend prices, tomorrow's sold-out slot) never go stale. A venue's own catalogue is never
// touched.
import { berlinDate } from "@shop/core";
import { type Clock, systemClock } from "../clock";
import type { Database } from "../db/database";
import {
  CatalogueConflictError,
  type LoadSummary,
  loadCatalogue,
  parseCatalogue,
} from "../modules/catalogue/service";
import { demoCatalogue } from "./demo-catalogue";
import { ensureDemoCheckout } from "./demo-checkout";

export type DemoOutcome =
  | { outcome: "loaded" | "refreshed"; summary: LoadSummary }
  /** The catalogue is a venue's own, or the demo of today already. */
  | { outcome: "kept" }
  /** The demo of an earlier day stays: refreshing it conflicts with places held or sold. */
  | { outcome: "stale"; reason: string };

export const DEMO_SOURCE = "demo";

async function catalogueIsEmpty(db: Database): Promise<boolean> {
  const result = await db.query<{ empty: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM tickets) AND NOT EXISTS (SELECT 1 FROM museums)
            AND NOT EXISTS (SELECT 1 FROM quotas) AS empty`,
  );
  return result.rows[0]?.empty ?? false;
}

/**
 * @param today the Berlin day to generate the demo for, "YYYY-MM-DD"
 * @param clock the instant of the load (expired holds stop counting at it)
 */
export async function ensureDemoCatalogue(
  db: Database,
  today: string = berlinDate(systemClock()),
  clock: Clock = systemClock,
): Promise<DemoOutcome> {
  const outcome = await ensureDemoTickets(db, today, clock);
  // Whenever the catalogue is the demo (also one loaded before the demo code existed): the
  // code is a sale, so it comes besides the catalogue, and a venue's catalogue never gets it.
  if (outcome.outcome !== "kept" || (await isDemo(db))) await ensureDemoCheckout(db);
  return outcome;
}

async function isDemo(db: Database): Promise<boolean> {
  const state = await db.query<{ source: string }>("SELECT source FROM catalogue_state");
  return state.rows[0]?.source === DEMO_SOURCE;
}

async function ensureDemoTickets(db: Database, today: string, clock: Clock): Promise<DemoOutcome> {
  const state = await db.query<{ source: string; demo_date: string | null }>(
    "SELECT source, demo_date FROM catalogue_state",
  );
  const current = state.rows[0];
  const load = () =>
    loadCatalogue(db, parseCatalogue(demoCatalogue(today)), {
      now: clock(),
      source: DEMO_SOURCE,
      demoDate: today,
    });
  if (current === undefined) {
    if (!(await catalogueIsEmpty(db))) return { outcome: "kept" };
    return { outcome: "loaded", summary: await load() };
  }
  if (current.source !== DEMO_SOURCE || (current.demo_date ?? "") >= today) {
    return { outcome: "kept" };
  }
  try {
    return { outcome: "refreshed", summary: await load() };
  } catch (error) {
    if (error instanceof CatalogueConflictError) return { outcome: "stale", reason: error.message };
    throw error;
  }
}
