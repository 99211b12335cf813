// DESIGN §5: a lost or stalled database answers 503 `unavailable` with Retry-After, not 500.
// These are the failures that say the database cannot be reached or did not answer in time,
// as opposed to a statement it refused (a constraint, bad SQL), which stays a failure of ours.

// Node's socket errors on the way to the server.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

// PostgreSQL's SQLSTATEs: 08 connection exceptions; 57014 query_canceled (statement_timeout);
// 57P01–57P03 shutdown or starting up; 53300 too many connections.
const UNAVAILABLE_STATES = new Set(["57014", "57P01", "57P02", "57P03", "53300"]);

// node-postgres and its pool report timeouts and lost connections by message only.
const CLIENT_MESSAGES = [
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "Query read timeout",
  "Client has encountered a connection error",
  "Connection is closed",
];

/** Whether `error` says the database is unreachable or did not answer in time. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith("08")) {
      return true;
    }
  }
  return CLIENT_MESSAGES.some((message) => error.message.includes(message));
}

/** Seconds a client should wait before trying again (Retry-After of the 503). */
export const UNAVAILABLE_RETRY_SECONDS = 5;
