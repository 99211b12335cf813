// The issue 33, Deliver 2: the Ed25519 key pair that signs the admission codes (ticket-code.ts).
// TICKET_SIGNING_KEY (the private key as PKCS#8 PEM; "\n" may stand for its line breaks) wins;
// without it a key is made once and kept in <dataDir>/ticket-signing-key.pem (mode 600), so
// codes printed before a restart still verify and every process on the same data dir signs
// alike. Only the public key leaves the server (GET /ticket_codes/public_key).
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from "node:crypto";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "../../config";

export const SIGNING_KEY_FILE = "ticket-signing-key.pem";

export interface TicketSigningKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** The pair of an Ed25519 private key in PEM; throws on anything else. */
export function signingKeysOf(pem: string): TicketSigningKeys {
  const privateKey = createPrivateKey({ key: pem.replaceAll("\\n", "\n"), format: "pem" });
  if (privateKey.asymmetricKeyType !== "ed25519") {
    throw new Error(
      `TICKET_SIGNING_KEY must be an Ed25519 key, not ${privateKey.asymmetricKeyType}`,
    );
  }
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

async function readStored(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export async function resolveTicketSigningKeys(
  config: Pick<Config, "ticketSigningKey" | "dataDir">,
): Promise<TicketSigningKeys> {
  if (config.ticketSigningKey) return signingKeysOf(config.ticketSigningKey);
  const file = join(config.dataDir, SIGNING_KEY_FILE);
  const stored = await readStored(file);
  if (stored !== null) return signingKeysOf(stored);
  await mkdir(config.dataDir, { recursive: true });
  const fresh = String(
    generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }),
  );
  // Written whole under a name of its own, then linked into place: link() fails when the file
  // is there, and the file is never seen half-written. When another process started on the same
  // data dir won the race, its key is the one, read back.
  const draft = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(draft, fresh, { mode: 0o600, flag: "wx" });
  try {
    await link(draft, file);
    return signingKeysOf(fresh);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return signingKeysOf((await readStored(file)) ?? "");
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}
