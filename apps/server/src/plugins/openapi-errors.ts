// The error answers of each operation in the OpenAPI document (DESIGN §5: it lists every
// status an operation really answers), generated rather than written per route: the statuses
// follow from what the route takes and does, the codes from the contract's errors table, and
// the examples from the route's own schemas.
//
//   400 bad_request    every operation with a body (a body that is not JSON)
//   403 forbidden      every POST, PUT and DELETE: a write from another site
//                      (modules/auth/origin-guard.ts)
//   413 payload_too_large, 415 unsupported_media_type
//                      every operation with a body: one past the app's body limit, one that
//                      is not JSON by its Content-Type
//   414 uri_too_long   every operation with a path parameter: one past the router's
//                      maxParamLength (http/unreadable-request.ts)
//   422 validation     every operation with a path, query or body schema; invalid_locale where
//                      the route's locale is guarded (modules/shop/locale-guard.ts)
//   503 unavailable    every operation but this document: all of them read the database
//   any other status   as the route declares it in `response` (401, 404, 409, 429 …)
//
// A route names the codes it answers on purpose in `errors` (its schema); a status it declares
// without naming codes shows the table's first code of that status.
import {
  buildErrorBody,
  ERROR_CODES,
  type ErrorBody,
  type ErrorCode,
  type ErrorFields,
  fieldsOfIssues,
} from "@shop/core/contract";
import { errorCodes, type FastifySchema } from "fastify";
import { z } from "zod";
import { toApiError } from "../http/error-handler";
import type { ApiError } from "../http/errors";
import { unsupportedLocale } from "../http/locale-guard";
import { pathParamTooLong } from "../http/unreadable-request";
import { checksOrigin, crossOriginRefusal } from "../modules/auth/service";
import type { JsonSchema } from "./openapi-components";

declare module "fastify" {
  interface FastifySchema {
    /** The codes the route answers on purpose; the document lists these for its statuses. */
    errors?: readonly ErrorCode[];
    /** A file body (the endpoint table's `upload`): its media types, and its form if any. */
    upload?: {
      mediaTypes: readonly string[];
      form?: { file: string; fields: readonly string[] };
    };
  }
}

export interface ErrorRoute {
  /** GET, POST …: a write is refused from another site. */
  method: string;
  schema: FastifySchema;
  /** The route refuses an unsupported locale with invalid_locale before its schema. */
  localeGuard: boolean;
  /** Whether the route reads the database (every route but the OpenAPI document). */
  readsDatabase: boolean;
}

// Not answered by an operation: `internal` is a fault, not a contract; `maintenance` is what
// the shop shows for any 503 (spec surrounding-areas §2), this server answers `unavailable`.
const NEVER_DOCUMENTED: ReadonlySet<ErrorCode> = new Set(["internal", "maintenance"]);

const CODES_BY_STATUS = new Map<number, ErrorCode[]>();
for (const [code, status] of Object.entries(ERROR_CODES) as [ErrorCode, number][]) {
  if (NEVER_DOCUMENTED.has(code)) continue;
  CODES_BY_STATUS.set(status, [...(CODES_BY_STATUS.get(status) ?? []), code]);
}

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** The file body of an upload route (src/http/endpoint.ts puts the table's `upload` there). */
export function uploadOf(schema: FastifySchema): FastifySchema["upload"] {
  return schema.upload;
}

/** Whether the route has path parameters (schema `params` with at least one key). */
const hasPathParams = (route: ErrorRoute) => refusedValues(route.schema.params, []) !== undefined;

/** The codes a route answers by what it takes and does, whatever it names: true for those. */
function generatedCodes(route: ErrorRoute): Partial<Record<ErrorCode, boolean>> {
  // A JSON body or a file (an upload): either can be unreadable, too large or of a wrong type.
  const body = isZod(route.schema.body) || uploadOf(route.schema) !== undefined;
  return {
    bad_request: body,
    forbidden: checksOrigin(route.method),
    payload_too_large: body,
    uri_too_long: hasPathParams(route),
    unsupported_media_type: body,
    validation: validationFields(route) !== undefined,
    invalid_locale: route.localeGuard,
    unavailable: route.readsDatabase,
  };
}

/** The error statuses of a route: the ones it declares and the generated ones. */
export function errorStatusesOf(route: ErrorRoute): number[] {
  const { schema } = route;
  const statuses = new Set(
    Object.keys(schema.response ?? {})
      .map(Number)
      .filter((status) => status >= 400),
  );
  for (const code of schema.errors ?? []) statuses.add(ERROR_CODES[code]);
  for (const [code, answered] of Object.entries(generatedCodes(route))) {
    if (answered) statuses.add(ERROR_CODES[code as ErrorCode]);
  }
  return [...statuses].sort((a, b) => a - b);
}

/**
 * The codes a status of the route carries: the generated ones (bad_request, 413 and 415 for a
 * body, forbidden for a write, uri_too_long for a path parameter, validation where a field can
 * fail, invalid_locale where the locale is guarded, unavailable), the ones the route names in
 * `errors`, or else the table's first code of that status (404 not_found, 409 conflict …).
 */
export function errorCodesOf(route: ErrorRoute, status: number): ErrorCode[] {
  const codes = CODES_BY_STATUS.get(status) ?? [];
  const generated = generatedCodes(route);
  const chosen = codes.filter(
    (code) => generated[code] === true || route.schema.errors?.includes(code),
  );
  return chosen.length > 0 ? chosen : codes.slice(0, 1);
}

// A value no text, number, date or list field takes: each field of the schema refuses it, so
// the example names real fields with the schema's own messages.
const REFUSED = "\u0000";

const fieldsCache = new WeakMap<FastifySchema, ErrorFields | null>();

/**
 * The fields a failing request names, found by asking the route's own schemas: the body
 * without any field, then every path and query parameter refused. A guarded locale is left
 * out (it answers invalid_locale); a route where nothing can fail has none.
 */
function validationFields(route: ErrorRoute): ErrorFields | undefined {
  const cached = fieldsCache.get(route.schema);
  if (cached !== undefined) return cached ?? undefined;
  const { body, params, querystring } = route.schema;
  const probes: [unknown, unknown][] = [
    [body, {}],
    [params, refusedValues(params, [])],
    [querystring, refusedValues(querystring, ["locale"])],
    [querystring, route.localeGuard ? undefined : { locale: REFUSED }],
  ];
  let fields: ErrorFields | null = null;
  for (const [part, probe] of probes) {
    if (!isZod(part) || probe === undefined) continue;
    const result = part.safeParse(probe);
    if (result.success) continue;
    fields = fieldsOfIssues(result.error.issues.slice(0, 2));
    break;
  }
  fieldsCache.set(route.schema, fields);
  return fields ?? undefined;
}

/** Every key of a query or path schema but `except`, set to REFUSED; none: undefined. */
function refusedValues(part: unknown, except: string[]): Record<string, string> | undefined {
  const shape = isZod(part) ? (part as { shape?: Record<string, unknown> }).shape : undefined;
  const keys = Object.keys(shape ?? {}).filter((key) => !except.includes(key));
  return keys.length > 0 ? Object.fromEntries(keys.map((key) => [key, REFUSED])) : undefined;
}

const MESSAGES: Partial<Record<ErrorCode, [string, Record<string, string[]>?]>> = {
  bad_request: ["The request body is not JSON", { body: ["Unexpected end of JSON input"] }],
  unavailable: ["The shop cannot reach its database: try again shortly"],
  rate_limit: ["Too many requests: try again in 30 seconds", { base: ["Too many requests"] }],
  unauthorized: ["Sign in first"],
  forbidden: ["Not allowed"],
  not_found: ["Not found"],
};

// The answers the server gives for these codes, made by the code that gives them.
const ANSWERS: Partial<Record<ErrorCode, () => ApiError | undefined>> = {
  invalid_locale: () => unsupportedLocale("xx"),
  payload_too_large: () => toApiError(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()),
  unsupported_media_type: () => toApiError(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE()),
  uri_too_long: pathParamTooLong,
};

/** One example body per code, from the route's schemas where the code is about them. */
export function errorExample(route: ErrorRoute, code: ErrorCode): ErrorBody {
  if (code === "validation") {
    const fields = validationFields(route) ?? { base: ["Invalid input"] };
    return buildErrorBody("validation", "The request is invalid", fields);
  }
  // Every write answers it to another site; a read names it for reasons of its own.
  if (code === "forbidden" && checksOrigin(route.method)) return crossOriginRefusal().toBody();
  const answer = ANSWERS[code]?.();
  if (answer) return answer.toBody();
  const [message, fields] = MESSAGES[code] ?? [sentenceOf(code)];
  return buildErrorBody(code, message, fields);
}

const sentenceOf = (code: ErrorCode) => {
  const words = code.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

// 429 and 503 say when to try again.
const RETRY_AFTER = {
  "Retry-After": {
    description: "Seconds to wait before trying again",
    schema: { type: "integer", minimum: 1 },
  },
};

/** The OpenAPI response of one error status: the Error schema and one example per code. */
export function errorResponse(
  route: ErrorRoute,
  status: number,
  description: string,
  errorSchema: JsonSchema,
): JsonSchema {
  const examples = Object.fromEntries(
    errorCodesOf(route, status).map((code) => [
      code,
      { summary: code, value: errorExample(route, code) },
    ]),
  );
  return {
    description,
    ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
    content: { "application/json": { schema: errorSchema, examples } },
  };
}
