// The key of the webhook signatures and of the payment-page sessions. PAYMENT_WEBHOOK_SECRET
// wins; without it the key is made once and kept in the data dir, so signed payment links and
// delayed webhooks stay valid across a restart (and every process on that dir shares it).
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "../../../config";

export const SECRET_FILE_NAME = "payment-webhook-secret";

// Tests build many apps in one process; they share one random key instead of touching a dir.
const processSecret = randomBytes(32).toString("hex");

async function readOrCreate(file: string): Promise<string> {
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const fresh = randomBytes(32).toString("hex");
  // "wx" fails when another process wrote the file meanwhile: read theirs instead.
  try {
    await writeFile(file, `${fresh}\n`, { mode: 0o600, flag: "wx" });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return (await readFile(file, "utf8")).trim();
  }
}

export async function resolveWebhookSecret(
  config: Pick<Config, "paymentWebhookSecret" | "nodeEnv" | "dataDir">,
): Promise<string> {
  if (config.paymentWebhookSecret) return config.paymentWebhookSecret;
  if (config.nodeEnv === "test") return processSecret;
  await mkdir(config.dataDir, { recursive: true });
  return readOrCreate(join(config.dataDir, SECRET_FILE_NAME));
}
