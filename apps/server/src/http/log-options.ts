// DESIGN §7: logs never carry tokens. Tokens travel in URLs (document links `?token=`, demo
// payment pages `?session=`, hold tokens in paths such as DELETE /tickets/reservations/{token},
// annual personalisation links) and in bodies; the request line of every log entry has its
// token-like parts replaced, and logged objects lose their token and session fields.
import type { LoggerOptions } from "pino";

const REDACTED = "[redacted]";
// Query parameters that hold secrets by name, whatever their value looks like.
const SECRET_PARAMS = /^(token|session|.*_token)$/i;
// A path segment or query value of 20 or more URL-safe characters is a token (ids are short
// numbers, words have other characters): 128-bit tokens are 22 characters in base64url.
const TOKEN_LIKE = /^[A-Za-z0-9_-]{20,}$/;

/** The URL with its tokens replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const [path = "", query] = url.split("?", 2);
  const safePath = path
    .split("/")
    .map((segment) => (TOKEN_LIKE.test(decodeSafely(segment)) ? REDACTED : segment))
    .join("/");
  if (query === undefined) return safePath;
  const safeQuery = query
    .split("&")
    .map((pair) => {
      const [name = "", value] = pair.split("=", 2);
      if (value === undefined) return pair;
      const secret = SECRET_PARAMS.test(decodeSafely(name)) || TOKEN_LIKE.test(decodeSafely(value));
      return secret ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
  return `${safePath}?${safeQuery}`;
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
    },
    redact: {
      paths: ["token", "*.token", "tokens", "*.tokens", "session", "*.session", "*.cookie"],
      censor: REDACTED,
    },
  };
}
