// The issue 33, Deliver 2: the admission codes' Ed25519 key pair — TICKET_SIGNING_KEY when set,
// else one made once and kept in the data dir (mode 600), the same on every later start.
import { generateKeyPairSync } from "node:crypto";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  resolveTicketSigningKeys,
  SIGNING_KEY_FILE,
} from "../../../src/modules/documents/ticket-signing-key";

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "ticket-signing-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const spki = (key: { export(options: { type: "spki"; format: "pem" }): string | Buffer }) =>
  String(key.export({ type: "spki", format: "pem" }));

describe("resolveTicketSigningKeys", () => {
  it("takes TICKET_SIGNING_KEY (its line breaks written as \\n too) and writes no file", async () => {
    const pair = generateKeyPairSync("ed25519");
    const pem = String(pair.privateKey.export({ type: "pkcs8", format: "pem" }));
    for (const written of [pem, pem.replaceAll("\n", "\\n")]) {
      const keys = await resolveTicketSigningKeys({ ticketSigningKey: written, dataDir });
      expect(spki(keys.publicKey)).toBe(spki(pair.publicKey));
    }
    await expect(stat(join(dataDir, SIGNING_KEY_FILE))).rejects.toThrow(/ENOENT/);
  });

  it("makes a key once, kept readable by the server alone, and reads the same one again", async () => {
    const first = await resolveTicketSigningKeys({ ticketSigningKey: undefined, dataDir });
    const file = await stat(join(dataDir, SIGNING_KEY_FILE));
    expect(file.mode & 0o777).toBe(0o600);
    const again = await resolveTicketSigningKeys({ ticketSigningKey: undefined, dataDir });
    expect(spki(again.publicKey)).toBe(spki(first.publicKey));
    expect(first.privateKey.asymmetricKeyType).toBe("ed25519");
  });

  it("refuses a key of another kind", async () => {
    const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 });
    await writeFile(
      join(dataDir, SIGNING_KEY_FILE),
      String(rsa.privateKey.export({ type: "pkcs8", format: "pem" })),
    );
    await expect(
      resolveTicketSigningKeys({ ticketSigningKey: undefined, dataDir }),
    ).rejects.toThrow(/Ed25519/);
  });
});
