// Webhook signatures (DESIGN.md §6: webhooks are signed and idempotent). The header reads
// `Demo-Pay-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`: the
// timestamp is signed with the body, so an old delivery cannot be replayed with a new time.
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "demo-pay-signature";
/** Deliveries signed longer ago (or further ahead) than this are refused as replays. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

export function signPayload(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${rawBody}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

export type SignatureCheck =
  | { ok: true }
  | { ok: false; reason: "missing" | "malformed" | "expired" | "mismatch" };

const HEADER_PATTERN = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

export function verifySignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
): SignatureCheck {
  if (!header) return { ok: false, reason: "missing" };
  const match = HEADER_PATTERN.exec(header.trim());
  if (!match) return { ok: false, reason: "malformed" };
  const [, t = "", given = ""] = match;
  if (Math.abs(now.getTime() - Number(t) * 1000) > SIGNATURE_TOLERANCE_MS) {
    return { ok: false, reason: "expired" };
  }
  const expected = createHmac("sha256", secret).update(`${t}.${rawBody}`).digest();
  // Both are 32 bytes (the pattern fixes 64 hex digits), as timingSafeEqual requires.
  const same = timingSafeEqual(expected, Buffer.from(given, "hex"));
  return same ? { ok: true } : { ok: false, reason: "mismatch" };
}
