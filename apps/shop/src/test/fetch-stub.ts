// The network boundary of the shop: a stand-in for fetch that answers by method and path and
// records every call. Everything above it (api client, zod parsing, SWR, router) is real.
import {
  buildErrorBody,
  ENDPOINTS,
  ErrorBody,
  type ErrorCode,
  type ErrorFields,
  httpStatusOf,
  routeOf,
  SHOP_ROUTES,
  type ShopAnswer,
  ShopSettings,
  type ShopSettingsInput,
} from "@shop/core/contract";
import { vi } from "vitest";
import type { z } from "zod";

export interface Call {
  method: string;
  url: URL;
  /** The request as sent (headers, body), for tests of what the shop sends. */
  init?: RequestInit | undefined;
}

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

export function json(body: unknown, status = 200, statusText = "OK"): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { "Content-Type": "application/json" },
  });
}

export function errorAnswer(status: number, statusText: string, code: string, message: string) {
  return json({ error: { code, message } }, status, statusText);
}

/**
 * An error answer as the API's table of codes makes it (packages/core/src/contract/errors.ts):
 * the status of `code`, its fields, what may still be taken (`available`, as sold_out and
 * max_participants name it) and the Retry-After header of a rate limit — so a stub answers only
 * what the server can.
 */
export function refusalAnswer(
  code: ErrorCode,
  options: { message?: string; fields?: ErrorFields; retryAfter?: number; available?: number } = {},
): Response {
  const built = buildErrorBody(code, options.message ?? code, options.fields);
  const { available } = options;
  const body = available === undefined ? built : { error: { ...built.error, available } };
  return new Response(JSON.stringify(body), {
    status: httpStatusOf(code),
    headers: {
      "Content-Type": "application/json",
      ...(options.retryAfter === undefined ? {} : { "Retry-After": String(options.retryAfter) }),
    },
  });
}

export function shopAnswer(settings: ShopSettingsInput = {}): ShopAnswer {
  return {
    settings: ShopSettings.parse({ consentBanner: false, ...settings }),
    translations: {},
    content: {},
    config: {
      currency: "EUR",
      timeZone: "Europe/Berlin",
      defaultLocale: "de",
      locales: ["de", "en", "es", "fr"],
    },
    payment_modes: [],
  };
}

export const MUSEUMS = {
  data: [
    {
      id: 1,
      title: "Stadtmuseum",
      sub_title: "Kunst und Geschichte",
      description: "",
      picture: null,
    },
    { id: 2, title: "Hafenmuseum", sub_title: null, description: "", picture: null },
  ],
  meta: { total_count: 2 },
};

export const EXHIBITIONS = {
  data: [
    {
      id: 5,
      museum_id: 1,
      title: "Licht und Schatten",
      sub_title: null,
      description: "",
      picture: null,
      featured: true,
      time_frames: [{ start_at: "2030-03-01", end_at: "2030-09-30" }],
    },
  ],
  meta: { total_count: 1 },
};

// Codes every endpoint can answer besides the ones the table names (see the head of
// packages/core/src/contract/endpoints.ts): a malformed request, a failed schema, an outage,
// and a fault of its own (500 internal).
const ANY_ENDPOINT: readonly ErrorCode[] = [
  "validation",
  "invalid_locale",
  "unavailable",
  "internal",
  "bad_request",
];

const violations: string[] = [];

/**
 * What stubbed answers broke the endpoint table since the last call (test/setup.ts fails the
 * test on any): an answer of a path the API does not serve, a success status the endpoint
 * does not answer or a body that does not fit it, an error code it does not answer, or an
 * error body whose status is not its code's.
 */
export function takeStubViolations(): string[] {
  return violations.splice(0);
}

async function checkAgainstTable(method: string, path: string, response: Response) {
  const name = routeOf(method, path.replace(/^\/api\/v1/, ""), SHOP_ROUTES);
  const where = `${method} ${path} answered ${response.status}`;
  if (!name) {
    violations.push(`${where}: no endpoint of the table`);
    return;
  }
  const endpoint = ENDPOINTS[name];
  const text = await response.clone().text();
  const data: unknown = text === "" ? null : JSON.parse(text);
  const answer = (endpoint.answers as Record<number, z.ZodType>)[response.status];
  if (response.status < 400) {
    if (!answer) violations.push(`${where}: ${name} answers ${Object.keys(endpoint.answers)}`);
    else if (!answer.safeParse(data).success) violations.push(`${where}: not a ${name} answer`);
    return;
  }
  const body = ErrorBody.safeParse(data);
  if (!body.success) {
    violations.push(`${where}: not an error body`);
    return;
  }
  const { code } = body.data.error;
  if (![...endpoint.errors, ...ANY_ENDPOINT].includes(code)) {
    violations.push(`${where}: ${name} never answers ${code}`);
  } else if (httpStatusOf(code) !== response.status) {
    violations.push(`${where}: ${code} answers ${httpStatusOf(code)}`);
  }
}

/** Installs a fetch that answers `GET /api/v1/...` by "METHOD /path"; unknown paths → 404. */
/** A handler that answers only once `answer()` is called: for what a page shows meanwhile. */
export function answerLater(handler: Handler): { handler: Handler; answer: () => void } {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  return {
    handler: async (url, init) => {
      await answered;
      return handler(url, init);
    },
    answer,
  };
}

export function stubApi(overrides: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    "GET /api/v1/shop": () => json(shopAnswer()),
    "GET /api/v1/museums": () => json(MUSEUMS),
    "GET /api/v1/exhibitions": () => json(EXHIBITIONS),
    ...overrides,
  };
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://shop.test");
    const method = init?.method ?? "GET";
    calls.push({ method, url, init });
    const handler = handlers[`${method} ${url.pathname}`];
    if (handler) {
      const response = await handler(url, init);
      await checkAgainstTable(method, url.pathname, response);
      return response;
    }
    return errorAnswer(404, "Not Found", "not_found", `No route ${method} ${url.pathname}`);
  });
  vi.stubGlobal("fetch", fetchStub);
  return {
    calls,
    callsTo(path: string) {
      return calls.filter((call) => call.url.pathname === `/api/v1${path}`);
    },
  };
}
