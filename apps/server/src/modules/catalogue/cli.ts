// The catalogue loader command (src/scripts/load-catalogue.ts), as a function of its arguments
// so tests run it against a database they opened.
import { readFile } from "node:fs/promises";
import { berlinDate, isIsoDate } from "@shop/core";
import type { Clock } from "../../clock";
import type { Database } from "../../db/database";
import { migrate } from "../../db/migrate";
import { demoCatalogue } from "../../seed/demo-catalogue";
import { DEMO_SOURCE } from "../../seed/ensure-demo-catalogue";
import { CatalogueError } from "./errors";
import { type Catalogue, parseCatalogue, parseCatalogueJson } from "./format";
import { type LoadSummary, loadCatalogue } from "./load-catalogue";
import { catalogueWarnings } from "./warnings";

export const USAGE = `Usage: load-catalogue <file.json>        validate the file and apply it
       load-catalogue --demo [--date DAY]   apply the demo catalogue for today (or DAY)
       load-catalogue --check <file.json>   validate the file only
       load-catalogue --write-demo [--date DAY]  print the demo catalogue as JSON`;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Opens (and closes) the configured database only when a command needs it. */
  withDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  clock: Clock;
}

type Command =
  | { kind: "file"; path: string }
  | { kind: "check"; path: string }
  | { kind: "demo"; date: string | null }
  | { kind: "write-demo"; date: string | null };

function parseArgs(args: readonly string[]): Command | string {
  const [first, ...rest] = args;
  const date = (): string | null | Error => {
    if (rest.length === 0) return null;
    if (rest[0] !== "--date" || rest.length !== 2 || !isIsoDate(rest[1])) {
      return new Error("--date needs a day YYYY-MM-DD");
    }
    return rest[1];
  };
  if (first === "--demo" || first === "--write-demo") {
    const day = date();
    if (day instanceof Error) return day.message;
    return { kind: first === "--demo" ? "demo" : "write-demo", date: day };
  }
  if (first === "--check" && rest.length === 1 && rest[0]) return { kind: "check", path: rest[0] };
  if (first && !first.startsWith("--") && rest.length === 0) return { kind: "file", path: first };
  return "unexpected arguments";
}

export function formatSummary(summary: LoadSummary): string[] {
  if (!summary.changed) return ["Nothing changed: the database already holds this catalogue."];
  const lines = Object.entries(summary.tables).map(
    ([table, c]) => `  ${table}: ${c.inserted} added, ${c.updated} changed, ${c.removed} removed`,
  );
  lines.push(
    `  links between tickets and quotas, museums, exhibitions, groups: ${summary.links} changed`,
  );
  lines.push(
    `  capacity pools: ${summary.pools.created} created, ${summary.pools.updated} changed`,
  );
  if (summary.keptTickets.length > 0) {
    lines.push(
      `  kept but no longer bookable (holds or sales refer to them): tickets ${summary.keptTickets.join(", ")}`,
    );
  }
  if (summary.keptQuotas.length > 0) {
    lines.push(`  kept (places sold or held in them): quotas ${summary.keptQuotas.join(", ")}`);
  }
  return lines;
}

/** Prints what the venue should hear about a valid catalogue (warnings.ts). */
function warn(io: CliIo, catalogue: Catalogue): void {
  for (const warning of catalogueWarnings(catalogue)) {
    io.err(`warning: ${warning.path}: ${warning.message}`);
  }
}

async function readCatalogue(path: string) {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new Error(`cannot read ${path}: ${(error as Error).message}`);
  }
  return parseCatalogueJson(text);
}

async function run(command: Command, io: CliIo): Promise<void> {
  const now = io.clock();
  switch (command.kind) {
    case "write-demo":
      io.out(JSON.stringify(demoCatalogue(command.date ?? berlinDate(now)), null, 2));
      return;
    case "check": {
      const catalogue = await readCatalogue(command.path);
      warn(io, catalogue);
      io.out(
        `${command.path} is a valid catalogue: ${catalogue.museums.length} museums, ${catalogue.tickets.length} tickets, ${catalogue.quotas.length} quotas, ${catalogue.coupons.length} coupons, ${catalogue.shipping_items.length} shipping items.`,
      );
      return;
    }
    case "file": {
      const catalogue = await readCatalogue(command.path);
      warn(io, catalogue);
      const summary = await io.withDatabase(async (db) => {
        await migrate(db);
        return loadCatalogue(db, catalogue, { now, source: command.path });
      });
      io.out(`Applied ${command.path}:`);
      for (const line of formatSummary(summary)) io.out(line);
      return;
    }
    case "demo": {
      const today = command.date ?? berlinDate(now);
      const catalogue = parseCatalogue(demoCatalogue(today));
      const summary = await io.withDatabase(async (db) => {
        await migrate(db);
        return loadCatalogue(db, catalogue, { now, source: DEMO_SOURCE, demoDate: today });
      });
      io.out(`Applied the demo catalogue for ${today}:`);
      for (const line of formatSummary(summary)) io.out(line);
      return;
    }
    default:
      command satisfies never;
  }
}

/** Runs the command; answers the process exit code (0 done, 1 invalid or not applied, 2 usage). */
export async function runLoadCatalogue(args: readonly string[], io: CliIo): Promise<number> {
  const command = parseArgs(args);
  if (typeof command === "string") {
    io.err(`${command}\n${USAGE}`);
    return 2;
  }
  try {
    await run(command, io);
    return 0;
  } catch (error) {
    if (error instanceof CatalogueError) {
      io.err(error.message);
      return 1;
    }
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
