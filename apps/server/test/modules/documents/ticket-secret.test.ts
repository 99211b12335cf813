import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  resolveTicketCodeSecret,
  TICKET_SECRET_FILE,
} from "../../../src/modules/documents/ticket-secret";

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "ticket-secret-"));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("resolveTicketCodeSecret", () => {
  it("takes TICKET_CODE_SECRET when it is set and writes no file", async () => {
    const secret = await resolveTicketCodeSecret({
      ticketCodeSecret: "fedcba9876543210fedcba9876543210",
      dataDir,
    });

    expect(secret).toBe("fedcba9876543210fedcba9876543210");
    await expect(stat(join(dataDir, TICKET_SECRET_FILE))).rejects.toThrow(/ENOENT/);
  });

  it("makes a 256-bit key once, readable by its owner only, and keeps it across restarts", async () => {
    const first = await resolveTicketCodeSecret({ ticketCodeSecret: undefined, dataDir });
    const second = await resolveTicketCodeSecret({ ticketCodeSecret: undefined, dataDir });

    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    const file = join(dataDir, TICKET_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, "utf8")).trim()).toBe(first);
  });

  it("replaces a stored key too short to be safe", async () => {
    await writeFile(join(dataDir, TICKET_SECRET_FILE), "short\n");

    const secret = await resolveTicketCodeSecret({ ticketCodeSecret: undefined, dataDir });

    expect(secret).toMatch(/^[0-9a-f]{64}$/);
  });
});
