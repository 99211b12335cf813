// PAYMENT_WEBHOOK_SECRET wins; without it one random key per data dir, made once and kept.
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  resolveWebhookSecret,
  SECRET_FILE_NAME,
} from "../../../../src/modules/payments/demo/secret";

describe("the webhook secret", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "demo-pay-"));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is the configured one when set", async () => {
    const secret = "c".repeat(40);
    expect(
      await resolveWebhookSecret({ paymentWebhookSecret: secret, nodeEnv: "production", dataDir }),
    ).toBe(secret);
  });

  it("is made once per data dir, readable by the owner only, and kept", async () => {
    const config = {
      paymentWebhookSecret: undefined,
      nodeEnv: "development" as const,
      dataDir: join(dataDir, "new"),
    };
    const first = await resolveWebhookSecret(config);
    const file = join(dataDir, "new", SECRET_FILE_NAME);

    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect((await readFile(file, "utf8")).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await resolveWebhookSecret(config)).toBe(first);
    expect(await resolveWebhookSecret({ ...config, dataDir })).not.toBe(first);
  });
});
