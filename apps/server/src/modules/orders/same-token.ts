// DESIGN §7: an order token is compared in constant time, whatever its length, so the time
// of a wrong guess tells nothing about the right one.
import { createHash, timingSafeEqual } from "node:crypto";

export function sameToken(given: string, stored: string): boolean {
  // Digests of equal size: timingSafeEqual needs equal lengths, the token's may differ.
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(stored).digest();
  return timingSafeEqual(a, b);
}
