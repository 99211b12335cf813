// The one door to the API (DESIGN.md §5): every call gets `locale`, every failure becomes an
// ApiRequestError that keeps status, status text and body for the global error box (spec
// surrounding-areas §2).
//
// Answers are typed, not parsed: the caller names the contract type (`apiRequest<TicketList>`)
// and the server already answers through the same zod schemas. Parsing here would put zod and
// the whole contract into the first route's JavaScript (bench/first-route budget). In
// development and tests the answer is still checked against its contract schema
// (answer-schemas.ts), loaded by a dynamic import behind `import.meta.env.DEV` that the
// production build drops.

import type { HttpMethod } from "@shop/core/routes";

export type { HttpMethod };

export const API_BASE = "/api/v1";

type QueryScalar = string | number | boolean;

// spec selling-core §7: the array filters (`ticket_ids[]`, `by_ticket_ids[]` …) repeat their
// key once per value, which is how the server's query parser hands them over as an array.
export type QueryValue = QueryScalar | readonly (string | number)[] | null | undefined;

export interface ApiRequest {
  path: string;
  locale: string;
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Idempotency-Key of POST /orders (DESIGN.md §5). */
  headers?: Record<string, string>;
}

/** A failed call: HTTP status (0 without an answer), status text and the answer's body. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;
  /** The error code of a contract error body, when the answer had one. */
  readonly code: string | undefined;
  /** `error.fields` of the body: the fields it names (unchecked: callers pick the keys). */
  readonly fields: unknown;
  /** `error.available` of a sold_out body: the places left. */
  readonly available: number | undefined;
  /** DESIGN.md §5, §7: the seconds to wait that a 429 or 503 named in Retry-After. */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    statusText: string,
    data: unknown,
    message?: string,
    retryAfter?: number,
  ) {
    const error = errorOfBody(data);
    super(message ?? error?.message ?? `HTTP ${status} ${statusText}`);
    this.name = "ApiRequestError";
    this.status = status;
    this.statusText = statusText;
    this.data = data;
    this.code = error?.code;
    this.fields = error?.fields;
    this.available = error?.available;
    this.retryAfter = retryAfter;
  }
}

// RFC 9110 §5.6.7 IMF-fixdate, "Sun, 06 Nov 1994 08:49:37 GMT" (Date.parse alone reads "-5").
const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/**
 * The wait a Retry-After header names, in whole seconds: its delay-seconds, or the time until
 * its HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable.
 */
export function retryAfterSeconds(
  header: string | null,
  now: number = Date.now(),
): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = HTTP_DATE.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The contract's error body (`ErrorBody`) as the shop reads it: the one place that parses it. */
export interface ErrorOfBody {
  code: string;
  message: string;
  /** `error.fields`, unchecked: callers pick the keys they know. */
  fields?: unknown;
  /** `error.available` of a sold_out answer, when it is a count. */
  available?: number;
}

/** `error.code` and `error.message` of a contract error body when both are text, with its fields. */
export function errorOfBody(data: unknown): ErrorOfBody | undefined {
  if (typeof data !== "object" || data === null || !("error" in data)) return undefined;
  const { error } = data;
  if (typeof error !== "object" || error === null) return undefined;
  const { code, message, fields, available } = error as Record<string, unknown>;
  if (typeof code !== "string" || typeof message !== "string") return undefined;
  return {
    code,
    message,
    ...(fields === undefined ? {} : { fields }),
    ...(typeof available === "number" && Number.isInteger(available) && available >= 0
      ? { available }
      : {}),
  };
}

function isList(value: QueryValue): value is readonly (string | number)[] {
  return Array.isArray(value);
}

export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    // An empty list sends nothing: the filter is absent, not "no ids".
    if (isList(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ""}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A call's answer that leads away from the page it was made on. */
type LeadingListener = (error: ApiRequestError) => void;
const leadingListeners = new Set<LeadingListener>();

/**
 * Answers that lead elsewhere, whichever page's call got them, so no page has to tell them from
 * its own errors; the shop session listens here: a 503 (the server cannot reach its database,
 * or maintenance: DESIGN.md §5, spec surrounding-areas §2) leads to the maintenance page, a 403
 * queue_required (the waiting room let the visitor in, but the visit ended: DESIGN §9) to the
 * waiting room. Answers the unsubscribe function.
 */
export function onLeadingAnswer(listener: LeadingListener): () => void {
  leadingListeners.add(listener);
  return () => leadingListeners.delete(listener);
}

// A file (the annual-ticket photo upload) goes as itself, with its own type; the rest as JSON.
function contentTypeOf(body: unknown): string {
  return body instanceof Blob ? body.type || "application/octet-stream" : "application/json";
}

/** Calls the API and returns its answer as the contract type `T`; throws ApiRequestError. */
export async function apiRequest<T>(request: ApiRequest): Promise<T> {
  const { path, locale, method = "GET", query = {}, body, signal, headers = {} } = request;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, { ...query, locale }), {
      method,
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": contentTypeOf(body) }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: body instanceof Blob ? body : JSON.stringify(body) }),
      credentials: "same-origin",
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    throw new ApiRequestError(0, "Network error", String(error));
  }
  const data = await readBody(response);
  if (!response.ok) {
    const retryAfter = retryAfterSeconds(response.headers.get("Retry-After"));
    const error = new ApiRequestError(
      response.status,
      response.statusText,
      data,
      undefined,
      retryAfter,
    );
    if (response.status === 503 || error.code === "queue_required") {
      for (const listener of leadingListeners) listener(error);
    }
    throw error;
  }
  if (import.meta.env.DEV) {
    const { answerIssues } = await import("./answer-schemas");
    const issues = answerIssues(method, path, response.status, data);
    if (issues) {
      // An answer the contract does not describe is our bug, not the visitor's: show it as such.
      throw new ApiRequestError(
        response.status,
        response.statusText,
        { answer: data, issues },
        `Unexpected answer from ${path}`,
      );
    }
  }
  return data as T;
}
