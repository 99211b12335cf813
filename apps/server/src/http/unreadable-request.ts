// Requests refused before any route runs still answer the error body of DESIGN §5, with a
// code from the contract's table: Node's HTTP parser (headers larger than it reads, a
// request that did not arrive in time, bytes that are not HTTP), the router (a malformed
// percent-escape in the path, a path parameter longer than maxParamLength) and a malformed
// percent-escape in the query, which the query parser would otherwise keep undecoded.
import { maxHeaderSize, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "./errors";
import { redactUrl } from "./log-options";
import { REQUEST_ID_HEADER } from "./request-id";
import { RAW_ANSWER_HEADERS } from "./security-headers";

// The start of an HTTP/1 request line: a method token and a blank.
const REQUEST_LINE_START = /^[A-Z]+ /;

/**
 * What Node's parser refused, as an ApiError. Node counts the request line among the header
 * bytes, so a URL past its limit is a header overflow too; when the packet shows the request
 * line alone was already too long, the answer says so (414) rather than blaming the headers.
 */
export function clientErrorOf(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): ApiError {
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
    return new ApiError("request_timeout", "The request did not arrive in time");
  }
  if (error.code === "HPE_HEADER_OVERFLOW") {
    const packet = error.rawPacket?.toString("latin1") ?? "";
    const lineEnd = packet.indexOf("\r\n");
    const requestLine = lineEnd === -1 ? packet.length : lineEnd;
    if (REQUEST_LINE_START.test(packet) && requestLine >= maxHeaderSize) {
      const message = `The URL is longer than ${maxHeaderSize} bytes`;
      return new ApiError("uri_too_long", message, { url: [message] });
    }
    const message = `The request headers are larger than ${maxHeaderSize} bytes`;
    return new ApiError("headers_too_large", message, { headers: [message] });
  }
  return new ApiError("bad_request", "The request is not valid HTTP");
}

// DESIGN §7: security headers on every answer, also these, which pass no hook of Fastify.
const SECURITY_HEAD = Object.entries(RAW_ANSWER_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join("");

/** Fastify's clientErrorHandler: the answer is written to the socket by hand, as Node does. */
export function clientErrorHandler(this: FastifyInstance, error: Error, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if ((error as NodeJS.ErrnoException).code === "ECONNRESET" || socket.destroyed) return;
  const apiError = clientErrorOf(error);
  this.log.debug({ err: error, code: apiError.code }, "client error");
  if (socket.writable) {
    const body = JSON.stringify(apiError.toBody());
    const status = apiError.statusCode;
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        SECURITY_HEAD +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The router's maxParamLength (app.ts): path schemas bound their parameters below it. */
export const MAX_PATH_PARAM_LENGTH = 1000;

/** The answer to a path parameter longer than MAX_PATH_PARAM_LENGTH. */
export function pathParamTooLong(): ApiError {
  const message = "A path parameter is too long";
  return new ApiError("uri_too_long", message, { path: [message] });
}

/** Fastify's frameworkErrors: the router's refusals before a route is found. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // DESIGN §7: the path may hold a token (a hold's, in DELETE /tickets/reservations/{token}),
  // and the message is logged. Redacted before it is cut, so no part of a token is left.
  const path = redactUrl(request.url.split("?")[0] ?? "").slice(0, 200);
  const apiError =
    error.code === "FST_ERR_BAD_URL"
      ? new ApiError("bad_request", `Malformed percent-escape in ${path}`, {
          path: ["Malformed percent-escape"],
        })
      : error.code === "FST_ERR_MAX_PARAM_LENGTH"
        ? pathParamTooLong()
        : new ApiError("internal", "Something went wrong");
  if (apiError.code === "internal") request.log.error({ err: error }, "router failed");
  else request.log.info({ code: apiError.code }, apiError.message);
  return reply
    .status(apiError.statusCode)
    .header(REQUEST_ID_HEADER, request.id)
    .type("application/json; charset=utf-8")
    .send(JSON.stringify(apiError.toBody()));
}

function decodes(component: string): boolean {
  try {
    decodeURIComponent(component.replace(/\+/g, " "));
    return true;
  } catch {
    return false;
  }
}

/**
 * An onRequest hook: a query whose percent-escapes do not decode (a lone `%`, a cut UTF-8
 * sequence such as `%E0%A4%A`) answers 400 naming the key instead of reaching the schema as
 * undecoded text. Only the API's URLs: the shop's pages take whatever a link carries.
 */
export async function refuseMalformedQuery(request: FastifyRequest): Promise<void> {
  const start = request.url.indexOf("?");
  if (start === -1 || !request.url.startsWith("/api/")) return;
  for (const pair of request.url.slice(start + 1).split("&")) {
    const equals = pair.indexOf("=");
    const key = equals === -1 ? pair : pair.slice(0, equals);
    const value = equals === -1 ? "" : pair.slice(equals + 1);
    if (decodes(key) && decodes(value)) continue;
    const field = decodes(key)
      ? decodeURIComponent(key.replace(/\+/g, " ")).slice(0, 100)
      : "query";
    throw new ApiError("bad_request", "Malformed percent-escape in the query", {
      [field]: ["Malformed percent-escape"],
    });
  }
}
