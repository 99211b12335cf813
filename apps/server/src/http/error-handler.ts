// One place turns every failure into the error body of DESIGN §5. Bad input of any kind is
// a 4xx naming the field; anything unexpected is a 500 whose details stay in the log.

import type { ErrorCode } from "@shop/core/contract";
import type { FastifyError, FastifyInstance } from "fastify";
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_SECONDS } from "../db/unavailable";
import { ApiError } from "./errors";
import { MAX_PATH_PARAM_LENGTH, pathParamTooLong } from "./unreadable-request";
import { RequestValidationError } from "./validation";

// Fastify's own refusals while reading a request: the code answered and the field concerned.
const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; field: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "bad_request", field: "body" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "bad_request", field: "body" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: "bad_request", field: "content-length" },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "payload_too_large", field: "body" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: "unsupported_media_type", field: "content-type" },
  // @fastify/multipart (src/http/multipart.ts): a form past its limits or not one at all.
  FST_REQ_FILE_TOO_LARGE: { code: "payload_too_large", field: "file" },
  FST_FILES_LIMIT: { code: "payload_too_large", field: "file" },
  FST_FIELDS_LIMIT: { code: "payload_too_large", field: "body" },
  FST_PARTS_LIMIT: { code: "payload_too_large", field: "body" },
  FST_PROTO_VIOLATION: { code: "bad_request", field: "body" },
  FST_MP_PREMATURE_CLOSE: { code: "bad_request", field: "body" },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: "unsupported_media_type", field: "content-type" },
};

// PostgreSQL's check_violation on the capacity pools, the last line of the oversell
// guarantee (DESIGN §4), answers as sold out rather than as a failure of ours.
const CAPACITY_CONSTRAINT = "capacity_pools_within_capacity";

function isCapacityViolation(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    e.code === "23514" &&
    (e.constraint === CAPACITY_CONSTRAINT || String(e.message).includes(CAPACITY_CONSTRAINT))
  );
}

/** The ApiError a failure answers as; undefined for a fault of ours (500). */
export function toApiError(error: FastifyError | Error): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof RequestValidationError) {
    return new ApiError("validation", error.message, error.fields());
  }
  if (isCapacityViolation(error)) return new ApiError("sold_out", "Not enough places left");
  if (isDatabaseUnavailable(error)) {
    return new ApiError("unavailable", "The shop cannot reach its database: try again shortly");
  }
  const { code, statusCode } = error as FastifyError;
  const known = code ? FRAMEWORK_ERRORS[code] : undefined;
  if (known) return new ApiError(known.code, error.message, { [known.field]: [error.message] });
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return new ApiError("bad_request", error.message, { base: [error.message] });
  }
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError?.code === "unavailable") {
      // The shop shows its maintenance page and tries again after this.
      reply.header("retry-after", UNAVAILABLE_RETRY_SECONDS);
      request.log.warn({ err: error }, "database unavailable");
    } else if (apiError) {
      request.log.info({ code: apiError.code, fields: apiError.fields }, apiError.message);
    }
    if (apiError) {
      return reply.status(apiError.statusCode).send(apiError.toBody());
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.status(500).send(new ApiError("internal", "Something went wrong").toBody());
  });

  app.setNotFoundHandler((request, reply) => {
    const fullPath = request.url.split("?")[0] ?? "";
    // The router (find-my-way) answers "no route" for a path parameter past maxParamLength
    // instead of its FST_ERR_MAX_PARAM_LENGTH: such a segment names no route of ours.
    if (fullPath.split("/").some((segment) => segment.length > MAX_PATH_PARAM_LENGTH)) {
      const error = pathParamTooLong();
      return reply.status(error.statusCode).send(error.toBody());
    }
    const error = new ApiError("not_found", `No route ${request.method} ${fullPath.slice(0, 200)}`);
    return reply.status(404).send(error.toBody());
  });
}
