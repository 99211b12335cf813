// Bad input never answers 500 (DESIGN §5), and every refusal is the house error body with a
// code of the contract's table, also where Node's HTTP parser or the router refuse before any
// route runs. The table of every endpoint comes from the OpenAPI document (bad-input-cases.ts):
// control characters in each text field and numbers past PostgreSQL integer in each integer
// field answer 422 naming the field; the largest number a field takes never answers 500.
import { connect } from "node:net";
import { type ERROR_CODES, ErrorBody } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveWebhookSecret } from "../../src/modules/payments/demo/secret";
import { SIGNATURE_HEADER, signPayload } from "../../src/modules/payments/demo/signature";
import { engineNames } from "../helpers/engines";
import { registeredRoutes } from "../helpers/registered-routes";
import { startTestApp, type TestApp, testConfig } from "../helpers/test-app";
import { signInGuest } from "../modules/auth/guest-session";
import { insertReference } from "../modules/cart/cart-fixtures";
import {
  pagePathOf,
  paymentStart,
  postForm,
  startDemoApp,
} from "../modules/payments/demo/demo-app";
import {
  type FieldCase,
  fieldCasesOf,
  type Json,
  type Operation,
  operationsOf,
} from "./bad-input-cases";

/** Sends `request` as raw bytes and answers everything the server wrote until it closed. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => {
      answer += chunk;
    });
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
    socket.write(request);
  });
}

/** Status and JSON body of a raw HTTP/1.1 answer. */
function parseAnswer(answer: string): { status: number; head: string; body: unknown } {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), head, body: JSON.parse(body) };
}

function expectHouseBody(body: unknown, code: keyof typeof ERROR_CODES, field?: string) {
  const parsed = ErrorBody.parse(body);
  expect(parsed.error.code).toBe(code);
  if (field) expect(Object.keys(parsed.error.fields ?? {})).toEqual([field]);
}

describe("requests refused before any route runs", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp("pglite");
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = Number(new URL(address).port);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers a URL longer than Node reads 414 uri_too_long with the house body", async () => {
    const { status, head, body } = parseAnswer(
      await exchange(
        port,
        `GET /api/v1/tickets?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      ),
    );
    expect(status).toBe(414);
    expect(head).toMatch(/content-type: application\/json/i);
    expectHouseBody(body, "uri_too_long", "url");
  });

  it("answers headers larger than Node reads 431 headers_too_large with the house body", async () => {
    const { status, body } = parseAnswer(
      await exchange(
        port,
        `GET /api/v1/shop HTTP/1.1\r\nHost: x\r\nX-Padding: ${"a".repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(status).toBe(431);
    expectHouseBody(body, "headers_too_large", "headers");
  });

  it("answers bytes that are not HTTP 400 bad_request with the house body", async () => {
    const { status, body } = parseAnswer(await exchange(port, "HELLO\r\n\r\n"));
    expect(status).toBe(400);
    expectHouseBody(body, "bad_request");
  });

  it("answers a path parameter past maxParamLength 414 uri_too_long", async () => {
    const response = await fetch(
      `http://127.0.0.1:${port}/api/v1/coupon_sales/barcode/${"A".repeat(2000)}`,
    );
    expect(response.status).toBe(414);
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expectHouseBody(await response.json(), "uri_too_long", "path");
  });

  it("answers the longest path parameter the router reads by its schema: 422 naming code", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1/coupon_sales/barcode/${"A".repeat(1000)}`,
    });
    expect(response.statusCode).toBe(422);
    expectHouseBody(response.json(), "validation", "code");
  });

  it.each([
    ["a cut UTF-8 sequence in a path", "/api/v1/tickets/%E0%A4%A", "path"],
    ["a lone % in a path", "/api/v1/tickets/12%", "path"],
    ["a cut UTF-8 sequence in a query value", "/api/v1/tickets?q=%E0%A4%A", "q"],
    ["a lone % in a query value", "/api/v1/museums?q=100%", "q"],
    ["an escape of invalid UTF-8 in a query value", "/api/v1/museums?q=%C3%28", "q"],
    ["a malformed escape in a query key", "/api/v1/museums?%E0=1", "query"],
  ])("answers %s 400 bad_request naming %s", async (_name, url, field) => {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expectHouseBody(response.json(), "bad_request", field);
  });

  it("reads well-formed escapes as before: a + and %20 are blanks, %C3%BC an ü", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/museums?q=M%C3%BCnchen+Kunst%20haus&locale=de",
    });
    expect(response.statusCode).toBe(200);
  });

  it("leaves the shop's own pages alone: a malformed query there is no API error", async () => {
    const response = await t.app.inject({ method: "GET", url: "/checkout?ref=100%" });
    expect(response.statusCode).not.toBe(400);
  });
});

// The document is read once, before the table is built: a new route or field adds its rows.
const { document, routes } = await (async () => {
  const t = await startTestApp("pglite");
  const answer = await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" });
  const tree = t.app.printRoutes({ commonPrefix: false });
  await t.close();
  return { document: answer.json() as Json, routes: registeredRoutes(tree) };
})();
const operations = operationsOf(document);
const cases = fieldCasesOf(document);
const textCases = cases.filter((c) => c.kind === "text");
const numberCases = cases.filter((c) => c.kind !== "text");

// The multi-line boxes of the API (contract multiLineText): they keep line breaks and tabs.
const MULTI_LINE_FIELDS = [
  "POST /orders body comment",
  // the issue 33: a rating's comment
  "PUT /orders/{id}/rate body comment",
];

// One control character of each class: C0 (NUL, escape), DEL and C1 (next line).
const CONTROLS = [
  ["NUL", "\u0000"],
  ["escape (C0)", "\u001B"],
  ["DEL", "\u007F"],
  ["next line (C1)", "\u0085"],
] as const;

describe("the bad-input table", () => {
  it("covers every /api/v1 route Fastify registered", () => {
    const documented = new Set(operations.map((op) => op.name));
    const api = routes.filter((r) => r.path.startsWith("/api/v1/") && r.method !== "HEAD");
    expect(api.length).toBeGreaterThanOrEqual(30);
    for (const route of api) {
      const path = route.path.slice("/api/v1".length).replace(/:(\w+)/g, "{$1}");
      expect(documented, `${route.method} ${path}`).toContain(`${route.method} ${path}`);
    }
  });

  it("has a row for every operation that takes input, and knows its multi-line box", () => {
    for (const op of operations) {
      const takesInput =
        (op.operation.parameters ?? []).length > 0 || op.operation.requestBody !== undefined;
      expect(
        cases.some((c) => c.op.name === op.name),
        op.name,
      ).toBe(takesInput);
    }
    for (const name of MULTI_LINE_FIELDS) expect(textCases.map((c) => c.name)).toContain(name);
  });

  it("bounds every integer of every request by the PostgreSQL integer", () => {
    for (const c of numberCases) {
      expect(c.maximum, c.name).toBeDefined();
      expect(c.maximum as number, c.name).toBeLessThanOrEqual(2_147_483_647);
    }
  });
});

describe.each(engineNames())("every endpoint given bad input on %s", (engine) => {
  let t: TestApp;
  let cookie: string;
  let secret: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    await insertReference(t.db);
    cookie = (await signInGuest(t.app)).cookie;
    secret = await resolveWebhookSecret(testConfig());
  });
  afterAll(async () => {
    await t?.close();
  });

  async function send(op: Operation, request: { url: string; body?: unknown }) {
    const headers: Record<string, string> = {};
    // A guest sign-up or a sign-out would end the session the other rows use.
    if (!op.path.startsWith("/auth/")) headers.cookie = cookie;
    let payload: string | undefined;
    if (request.body !== undefined) {
      payload = JSON.stringify(request.body);
      headers["content-type"] = "application/json";
      if (op.path === "/demo-pay/webhook") {
        headers[SIGNATURE_HEADER] = signPayload(secret, payload, t.clock());
      }
    }
    const response = await t.app.inject({
      method: op.method as "GET",
      url: request.url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.body };
  }

  function expectRefused(c: FieldCase, answer: { status: number; body: string }, sent: string) {
    expect(answer.status, `${sent} → ${answer.body}`).toBe(422);
    const body = ErrorBody.parse(JSON.parse(answer.body));
    // A guarded locale answers invalid_locale (spec surrounding-areas §2), all else validation.
    expect(["validation", "invalid_locale"], sent).toContain(body.error.code);
    expect(Object.keys(body.error.fields ?? {}), `${sent} → ${answer.body}`).toContain(c.field);
  }

  it.each(textCases.map((c) => [c.name, c] as const))(
    "%s: control characters answer 422 naming the field",
    async (_name, c) => {
      for (const [label, control] of CONTROLS) {
        expectRefused(c, await send(c.op, c.build(`A${control}B`)), `${c.name} with ${label}`);
      }
      const lineBreak = await send(c.op, c.build("A\nB"));
      if (MULTI_LINE_FIELDS.includes(c.name)) {
        expect(lineBreak.status, lineBreak.body).toBeLessThan(500);
        const fields = lineBreak.status === 422 ? JSON.parse(lineBreak.body).error.fields : {};
        expect(Object.keys(fields ?? {})).not.toContain(c.field);
      } else {
        expectRefused(c, lineBreak, `${c.name} with a line feed`);
      }
    },
  );

  it.each(numberCases.map((c) => [c.name, c] as const))(
    "%s: one past the largest value answers 422 naming the field, the largest never 500",
    async (_name, c) => {
      const maximum = c.maximum ?? Number.MAX_SAFE_INTEGER;
      expectRefused(c, await send(c.op, c.build(maximum + 1)), `${c.name} = ${maximum + 1}`);
      expectRefused(c, await send(c.op, c.build(2 ** 31)), `${c.name} = 2^31`);
      const largest = await send(c.op, c.build(maximum));
      expect(largest.status, `${c.name} = ${maximum} → ${largest.body}`).toBeLessThan(500);
    },
  );

  const localized = operations.filter((op) =>
    (op.operation.parameters ?? []).some((p: Json) => p.name === "locale"),
  );
  it.each(localized.map((op) => [op.name, op] as const))(
    "%s: an unsupported locale answers a 422 code its document lists",
    async (_name, op) => {
      const locale = cases.find((c) => c.op.name === op.name && c.field === "locale") as FieldCase;
      const answer = await send(op, locale.build("xx"));
      expect(answer.status, answer.body).toBe(422);
      const documented = Object.keys(
        op.operation.responses[422].content["application/json"].examples,
      );
      const code = JSON.parse(answer.body).error.code;
      expect(documented).toContain(code);
      if (documented.includes("invalid_locale")) expect(code).toBe("invalid_locale");
    },
  );
});

describe("the demo payment pages given control characters", () => {
  it.each([
    ["the card holder", 2, { card_number: "4242424242424242", expiry: "12/39", cvc: "123" }],
    ["the SEPA account holder", 9, { iban: "DE89370400440532013000", bic: "COBADEFF" }],
  ])("answer %s with NUL, C1 or a line feed 422, the field marked", async (_name, mode, form) => {
    const t = await startDemoApp();
    try {
      const path = await pagePathOf(t, paymentStart({ paymentModeId: mode }));
      for (const holder of ["Ada\u0000", "Ada\u0085", "Ada\nLovelace"]) {
        const session = new URL(path, "http://x").searchParams.get("session") ?? "";
        const answer = await postForm(t, "/api/demo-pay/pay", { session, ...form, holder });
        expect(answer.statusCode).toBe(422);
        expect(answer.body).toMatch(/id="holder" name="holder"[^>]*aria-invalid="true"/);
      }
      expect(t.events).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
