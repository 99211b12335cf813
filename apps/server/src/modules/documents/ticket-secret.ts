// The key of the ticket-code signatures (DESIGN.md §6). TICKET_CODE_SECRET wins; without it a
// random key is made once and kept in <dataDir>/ticket-code-secret, so tickets printed before
// a restart still scan, and every process on the same data dir signs alike. Losing the file
// (or changing the variable) makes every ticket printed so far unreadable for the scanner.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "../../config";

export const TICKET_SECRET_FILE = "ticket-code-secret";

// 256 bits, written as 64 hex characters (the variable needs at least 32 characters).
const SECRET_BYTES = 32;
const MIN_STORED_LENGTH = 32;

async function readStored(file: string): Promise<string | null> {
  try {
    const stored = (await readFile(file, "utf8")).trim();
    return stored.length >= MIN_STORED_LENGTH ? stored : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export async function resolveTicketCodeSecret(
  config: Pick<Config, "ticketCodeSecret" | "dataDir">,
): Promise<string> {
  if (config.ticketCodeSecret) return config.ticketCodeSecret;
  const file = join(config.dataDir, TICKET_SECRET_FILE);
  const stored = await readStored(file);
  if (stored !== null) return stored;
  await mkdir(config.dataDir, { recursive: true });
  const fresh = randomBytes(SECRET_BYTES).toString("hex");
  try {
    // "wx": when another process wrote the file meanwhile, its key wins and is read back.
    // A file too short to be a key is replaced (flag "w") rather than trusted.
    await writeFile(file, `${fresh}\n`, { mode: 0o600, flag: "wx" });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const theirs = await readStored(file);
    if (theirs !== null) return theirs;
    await writeFile(file, `${fresh}\n`, { mode: 0o600, flag: "w" });
    return fresh;
  }
}
