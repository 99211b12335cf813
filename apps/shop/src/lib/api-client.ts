// The one door to the API (DESIGN.md §5): every call gets `locale`, every answer is parsed by
// its contract schema, every failure becomes an ApiRequestError that keeps status, status
// text and body for the global error box (spec surrounding-areas §2).
import { ErrorBody } from "@shop/core/contract";
import type { z } from "zod";

export const API_BASE = "/api/v1";

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest<T extends z.ZodType> {
  path: string;
  locale: string;
  schema: T;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

/** A failed call: HTTP status (0 without an answer), status text and the answer's body. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;
  /** The error code of a contract error body, when the answer had one. */
  readonly code: string | undefined;

  constructor(status: number, statusText: string, data: unknown, message?: string) {
    const parsed = ErrorBody.safeParse(data);
    super(message ?? (parsed.success ? parsed.data.error.message : `HTTP ${status} ${statusText}`));
    this.name = "ApiRequestError";
    this.status = status;
    this.statusText = statusText;
    this.data = data;
    this.code = parsed.success ? parsed.data.error.code : undefined;
  }
}

export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
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

/** Calls the API and returns the answer parsed by `schema`; throws ApiRequestError. */
export async function apiRequest<T extends z.ZodType>(
  request: ApiRequest<T>,
): Promise<z.output<T>> {
  const { path, locale, schema, method = "GET", query = {}, body, signal } = request;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, { ...query, locale }), {
      method,
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      credentials: "same-origin",
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    throw new ApiRequestError(0, "Network error", String(error));
  }
  const data = await readBody(response);
  if (!response.ok) throw new ApiRequestError(response.status, response.statusText, data);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    // An answer the contract does not describe is our bug, not the visitor's: show it as such.
    throw new ApiRequestError(
      response.status,
      response.statusText,
      { answer: data, issues: parsed.error.issues },
      `Unexpected answer from ${path}`,
    );
  }
  return parsed.data;
}
