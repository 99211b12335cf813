// The payment page's session travels in its URL, sealed with AES-256-GCM: the server keeps
// no state per payment, a restart loses nothing, and nobody can read the order token from
// the link or change the amount (GCM refuses any altered byte).
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { z } from "zod";

/**
 * spec selling-core §3: order creation is followed by payment; the link lives an hour, or
 * less when its order expires sooner (PaymentStart.payableUntil).
 */
export const SESSION_LIFETIME_MS = 60 * 60 * 1000;

export const PaymentSession = z.object({
  orderId: z.number().int().positive(),
  orderToken: z.string().min(1),
  amountCents: z.number().int().nonnegative(),
  paymentModeId: z.number().int().positive(),
  locale: z.string(),
  shopBaseUrl: z.string(),
  /** Random per start(): part of every event id of this payment. */
  nonce: z.string(),
  expiresAt: z.number().int(),
});
export type PaymentSession = z.infer<typeof PaymentSession>;

function keyOf(secret: string): Buffer {
  // A key of its own, so a session never doubles as a webhook signature.
  return createHmac("sha256", secret).update("demo-pay session key v1").digest();
}

export function sealSession(secret: string, session: PaymentSession): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(session), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The session sealed in `sealed`, or null when it is not one of ours (expiry not checked). */
export function openSession(secret: string, sealed: string): PaymentSession | null {
  if (!/^[A-Za-z0-9_-]{40,4000}$/.test(sealed)) return null;
  const bytes = Buffer.from(sealed, "base64url");
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    const parsed = PaymentSession.safeParse(JSON.parse(text.toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
