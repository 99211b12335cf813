// DESIGN §7: logs never carry tokens. Tokens travel in URLs (document links `?token=`, demo
// payment pages `?session=`, hold tokens in paths such as DELETE /tickets/reservations/{token},
// annual personalisation links) and in bodies (holds named in an order's or a cart's
// `items[].reservations[].token`); the request line of every log entry has its token-like
// parts replaced, and logged objects lose their token and session fields at any depth.
import { type LoggerOptions, stdSerializers } from "pino";

const REDACTED = "[redacted]";
// Query parameters that hold secrets by name, whatever their value looks like.
const SECRET_PARAMS = /^(token|session|.*_token)$/i;
// A path segment or query value of 20 or more URL-safe characters is a token (ids are short
// numbers, words have other characters): 128-bit tokens are 22 characters in base64url.
const TOKEN_LIKE = /^[A-Za-z0-9_-]{20,}$/;
// The same inside a segment or value that is more than the token: `<token>.pdf`, or a
// malformed escape after it (`<token>%`, refused with 400 and logged).
const TOKEN_RUN = /[A-Za-z0-9_-]{20,}/g;

function redactPart(part: string): string {
  return TOKEN_LIKE.test(decodeSafely(part)) ? REDACTED : part.replace(TOKEN_RUN, REDACTED);
}

/** The URL (or its path) with its tokens replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const [path = "", query] = url.split("?", 2);
  const safePath = path.split("/").map(redactPart).join("/");
  if (query === undefined) return safePath;
  const safeQuery = query
    .split("&")
    .map((pair) => {
      const [name = "", value] = pair.split("=", 2);
      if (value === undefined) return redactPart(pair);
      return SECRET_PARAMS.test(decodeSafely(name))
        ? `${name}=${REDACTED}`
        : `${name}=${redactPart(value)}`;
    })
    .join("&");
  return `${safePath}?${safeQuery}`;
}

// Fields of a logged object that hold secrets by name, at any depth: a body's `token` of a
// hold, `tokens`, an `order_token`, a `session`, a request's `cookie` header, and the headers
// that carry the session and visitor of the shop in a widget's frame (http/api-cookie.ts).
const SECRET_KEYS = /^(tokens?|.*_tokens?|session|cookie|set-cookie|x-shop-(?:session|visitor))$/i;
// Deeper than any shape of the contract; a deeper part (or a cycle) is left out, not walked.
const MAX_DEPTH = 12;
const TOO_DEEP = "[too deep]";

// An error as pino's serializer gives it (its `cause` too): an object of pino's own prototype.
const SERIALIZED_ERROR: unknown = Object.getPrototypeOf(stdSerializers.err(new Error()));

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || prototype === SERIALIZED_ERROR;
};

/**
 * `value` with every field named like a secret replaced by "[redacted]", in plain objects,
 * arrays and serialized errors at any depth; copied (as plain objects) only where something
 * changed, so a line without secrets costs one walk. Instances (a request, a reply, an error)
 * are left to their serializers.
 */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  if (depth > MAX_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const safe = redactSecrets(item, depth + 1);
      if (safe === item) return;
      copy ??= [...value];
      copy[index] = safe;
    });
    return copy ?? value;
  }
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const safe = SECRET_KEYS.test(key) ? REDACTED : redactSecrets(item, depth + 1);
    if (safe === item) continue;
    copy ??= { ...value };
    copy[key] = safe;
  }
  return copy ?? value;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** pino options of the server's logger (main.ts, and app.ts when it makes its own). */
export function logOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url ?? ""),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      // An error's own fields are logged too (a failure may carry the body it choked on).
      err: (error: Error) => redactSecrets(stdSerializers.err(error)),
    },
    // Every logged object and every child logger's bindings, before the serializers above.
    formatters: {
      log: (object) => redactSecrets(object) as Record<string, unknown>,
      bindings: (bindings) => redactSecrets(bindings) as typeof bindings,
    },
  };
}
