// DESIGN.md §5: POST /orders takes an Idempotency-Key; one key per buy attempt. Built from
// getRandomValues, which (unlike randomUUID) works outside secure contexts too.
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
