// The OpenAPI document lists every route under /api/v1, each with an example answer, and the
// reference page shows them without any other host.
import { ENDPOINTS, ERROR_CODES, ErrorBody, type ErrorCode } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredRoutes } from "./helpers/registered-routes";
import type { TestApp } from "./helpers/test-app";
import { type Json, startCatalogueApp } from "./modules/shop/catalogue-app";

describe("the OpenAPI document", () => {
  let t: TestApp;
  beforeAll(async () => {
    // With the staff API on, so that every endpoint of the table is registered.
    t = await startCatalogueApp("pglite", undefined, {
      staffApiKey: "staff-key-0123456789abcdef-0123456789",
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is OpenAPI 3.1 JSON", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const document = JSON.parse(response.body);
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBeTruthy();
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(["Ticket", "TicketList", "TicketCalendar", "Error", "ShopAnswer"]),
    );
  });

  it("documents every /api/v1 route with an example answer", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (route) => route.path.startsWith("/api/v1/") && route.method !== "HEAD",
    );
    expect(routes.length).toBeGreaterThanOrEqual(20);

    for (const route of routes) {
      const path = route.path.slice("/api/v1".length).replace(/:(\w+)/g, "{$1}");
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${path}`).toBeDefined();
      expect(operation.summary, `${route.method} ${path}`).toBeTruthy();
      const answers = Object.entries(operation.responses) as [string, Json][];
      const success = answers.find(([status]) => status.startsWith("2"));
      expect(success, `${route.method} ${path}`).toBeDefined();
      // A file answer (a PDF, a photo) has no JSON example; it names its media type instead.
      const content = success?.[1].content ?? {};
      const fileType = Object.keys(content).find((type) => type !== "application/json");
      const fileAnswer = fileType === undefined ? undefined : content[fileType];
      if (fileAnswer) expect(fileAnswer.schema).toEqual({ type: "string", format: "binary" });
      if (success?.[0] !== "204" && !fileAnswer) {
        expect(
          success?.[1].content["application/json"].example,
          `${route.method} ${path}`,
        ).toBeDefined();
      }
    }
  });

  it("registers exactly the endpoint table's routes under /api/v1, with the table's errors", async () => {
    const registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((route) => route.path.startsWith("/api/v1/") && route.method !== "HEAD")
      .map((route) => `${route.method} ${route.path.slice("/api/v1".length)}`)
      .filter((route) => route !== "GET /openapi.json");
    const table = Object.values(ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(registered.sort()).toEqual(table.sort());

    const document = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
    for (const endpoint of Object.values(ENDPOINTS)) {
      const path = endpoint.path.replace(/:(\w+)/g, "{$1}");
      const operation = document.paths[path][endpoint.method.toLowerCase()];
      expect(operation.summary).toBe(endpoint.summary);
      for (const code of endpoint.errors) {
        const examples =
          operation.responses[ERROR_CODES[code]]?.content["application/json"].examples;
        expect(
          Object.keys(examples ?? {}),
          `${endpoint.method} ${endpoint.path} ${code}`,
        ).toContain(code);
      }
    }
  });

  it("refers only to schemas it defines", async () => {
    const body = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).body;
    const document = JSON.parse(body);
    const refs = [...body.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(document.components.schemas, ref).toHaveProperty(ref as string);
    expect(body).not.toContain("#/$defs/");
  });

  it("describes the ticket filters as query parameters, arrays exploded", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
    const parameters = document.paths["/tickets"].get.parameters as Json[];
    const names = parameters.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "valid_at",
        "by_museum_ids[]",
        "per_page",
        "flex",
        "billing_address_id",
      ]),
    );
    const museums = parameters.find((p) => p.name === "by_museum_ids[]");
    expect(museums).toMatchObject({ in: "query", required: false, style: "form", explode: true });
    const path = document.paths["/tickets/{id}"].get.parameters.find((p: Json) => p.name === "id");
    expect(path).toMatchObject({ in: "path", required: true });
  });

  it("serves a reference page that lists every path and loads nothing from elsewhere", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs" });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const document = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
    for (const path of Object.keys(document.paths)) expect(response.body).toContain(path);
    expect(response.body).not.toMatch(/<script|https?:\/\/(?!example\.org|shop\.example\.org)/);
  });
});

describe("the error answers of the OpenAPI document", () => {
  let t: TestApp;
  let operations: { name: string; path: string; method: string; operation: Json }[];
  let schemas: Record<string, Json> = {};
  beforeAll(async () => {
    t = await startCatalogueApp("pglite");
    const document = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
    schemas = document.components.schemas;
    operations = Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          name: `${method.toUpperCase()} ${path}`,
          path,
          method,
          operation,
        })),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const examplesOf = (operation: Json, status: number): Record<string, Json> =>
    operation.responses[status]?.content?.["application/json"]?.examples ?? {};

  it("lists 400 bad_request exactly on the operations with a body", () => {
    for (const { name, operation } of operations) {
      const codes = Object.keys(examplesOf(operation, 400));
      expect(codes, name).toEqual(operation.requestBody ? ["bad_request"] : []);
    }
  });

  it("lists 422 on every operation that takes a parameter or a body", () => {
    for (const { name, operation } of operations) {
      const takesInput = operation.parameters.length > 0 || operation.requestBody !== undefined;
      if (name === "GET /openapi.json") expect(takesInput).toBe(false);
      expect(Object.keys(examplesOf(operation, 422)).length > 0, name).toBe(takesInput);
    }
  });

  it("names real fields of the operation in its validation example", () => {
    for (const { name, operation } of operations) {
      const example = examplesOf(operation, 422).validation?.value;
      if (!example) continue;
      const body = operation.requestBody?.content["application/json"]?.schema;
      const resolved = body?.$ref ? schemas[body.$ref.replace("#/components/schemas/", "")] : body;
      const bodyFields = Object.keys(resolved?.properties ?? {});
      const known = [...operation.parameters.map((p: Json) => p.name), ...bodyFields];
      for (const field of Object.keys(example.error.fields)) {
        expect(known, `${name}: ${field}`).toContain(field.split(".")[0]);
      }
    }
  });

  it("lists invalid_locale only beside a locale parameter", () => {
    for (const { name, operation } of operations) {
      if (!("invalid_locale" in examplesOf(operation, 422))) continue;
      expect(
        operation.parameters.map((p: Json) => p.name),
        name,
      ).toContain("locale");
    }
  });

  it("lists 429 rate_limit exactly on the rate-limited operations, with Retry-After", () => {
    const limited = operations
      .filter(({ operation }) => operation.responses[429] !== undefined)
      .map(({ name }) => name)
      .sort();
    expect(limited).toEqual(
      [
        "POST /tickets/reservations",
        "PUT /tickets/reservations",
        "PUT /tickets/reservations/{token}",
        "POST /auth/guest",
        "POST /auth/registration",
        "POST /auth/sign_in",
        // a password given at confirmation counts like a sign-in
        "POST /auth/confirmation",
        "POST /auth/password",
        "PUT /auth/password_change",
        "PUT /auth",
        "POST /customer/token/{token}",
        "GET /coupon_sales/barcode/{code}",
        "GET /customer/coupon_values",
        "POST /cart",
        "POST /orders",
        "POST /affiliates/referrals/{at}/{action}",
        "POST /events/{id}/dates/{date_id}/blockings",
        "POST /queue",
        // the issue 34: each sign-up sets places aside
        "POST /waiting_list",
        // the issue 33: the order page sends the confirmation again a few times an hour
        "POST /orders/{id}/confirmation",
      ].sort(),
    );
    for (const { name, operation } of operations.filter((o) => limited.includes(o.name))) {
      expect(Object.keys(examplesOf(operation, 429)), name).toEqual(["rate_limit"]);
      expect(operation.responses[429].headers, name).toHaveProperty("Retry-After");
    }
  });

  const queued = Object.values(ENDPOINTS)
    .filter((endpoint) => "queued" in endpoint && endpoint.queued === true)
    .map((endpoint) => `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, "{$1}")}`);

  it("lists 403 queue_required exactly on the writes the waiting room guards", () => {
    expect(queued.sort()).toEqual(
      [
        "POST /tickets/reservations",
        "PUT /tickets/reservations",
        "PUT /tickets/reservations/{token}",
        "POST /cart",
        "POST /orders",
        "POST /events/{id}/dates/{date_id}/blockings",
        "POST /tours/{id}/reservations",
        "POST /merchandises/{id}/reservations",
        "PUT /merchandises/{id}/reservations/{token}",
      ].sort(),
    );
    for (const { name, operation } of operations) {
      expect("queue_required" in examplesOf(operation, 403), name).toBe(queued.includes(name));
      if (queued.includes(name)) expect(operation.description, name).toContain("queue_required");
    }
  });

  it("lists 403 forbidden, the cross-origin refusal, on every POST, PUT and DELETE", () => {
    // A read answers 403 only where the endpoint table names it (documents of unpaid orders).
    const readsForbidden = Object.values(ENDPOINTS)
      .filter((endpoint) => (endpoint.errors as readonly ErrorCode[]).includes("forbidden"))
      .map((endpoint) => `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, "{$1}")}`);
    for (const { name, method, operation } of operations) {
      const writes = method === "post" || method === "put" || method === "delete";
      expect(operation.responses[403] !== undefined, name).toBe(
        writes || readsForbidden.includes(name),
      );
      if (!writes) continue;
      // Besides, the writes the waiting room guards answer queue_required (DESIGN §9).
      expect(Object.keys(examplesOf(operation, 403)), name).toEqual(
        queued.includes(name) ? ["forbidden", "queue_required"] : ["forbidden"],
      );
      expect(examplesOf(operation, 403).forbidden?.value.error.fields, name).toEqual({
        Origin: ["Requests from another site are not allowed"],
      });
    }
  });

  it("lists 413 payload_too_large and 415 unsupported_media_type exactly on the operations with a body", () => {
    for (const { name, operation } of operations) {
      const body = operation.requestBody !== undefined;
      expect(Object.keys(examplesOf(operation, 413)), name).toEqual(
        body ? ["payload_too_large"] : [],
      );
      expect(Object.keys(examplesOf(operation, 415)), name).toEqual(
        body ? ["unsupported_media_type"] : [],
      );
    }
  });

  // The issue "annual tickets": the photo goes as the image itself, not as JSON; the issue 27
  // (item 12): or as the spec's form of "file, token".
  it("documents the photo upload's body as an image of the contract's types, or a form", () => {
    const upload = operations.find(
      ({ name }) => name === "POST /annual/personalizations/{id}/upload",
    );
    const content = upload?.operation.requestBody.content ?? {};
    expect(Object.keys(content)).toEqual([
      "image/jpeg",
      "image/png",
      "image/webp",
      "multipart/form-data",
    ]);
    expect(content["multipart/form-data"].schema).toEqual({
      type: "object",
      required: ["file"],
      properties: { file: { type: "string", format: "binary" }, token: { type: "string" } },
    });
  });

  it("lists 414 uri_too_long exactly on the operations with a path parameter", () => {
    for (const { name, operation } of operations) {
      const pathParameter = operation.parameters.some((p: Json) => p.in === "path");
      expect(Object.keys(examplesOf(operation, 414)), name).toEqual(
        pathParameter ? ["uri_too_long"] : [],
      );
    }
  });

  it("shows as the example of 403, 413, 414 and 415 what the server answers", async () => {
    const operation = (name: string) => operations.find((o) => o.name === name)?.operation;
    const cart = operation("POST /cart");
    const hold = operation("PUT /tickets/reservations/{token}");
    const answers = [
      [
        cart,
        403,
        await t.app.inject({
          method: "POST",
          url: "/api/v1/cart",
          headers: { "sec-fetch-site": "cross-site" },
          payload: { items: [] },
        }),
      ],
      [
        cart,
        413,
        await t.app.inject({
          method: "POST",
          url: "/api/v1/cart",
          payload: { items: [], padding: "a".repeat(70_000) },
        }),
      ],
      [
        cart,
        415,
        await t.app.inject({
          method: "POST",
          url: "/api/v1/cart",
          headers: { "content-type": "application/xml" },
          payload: "<items/>",
        }),
      ],
      [
        hold,
        414,
        await t.app.inject({
          method: "PUT",
          url: `/api/v1/tickets/reservations/${"a".repeat(1001)}`,
          payload: { quantity: 1 },
        }),
      ],
    ] as const;
    for (const [op, status, response] of answers) {
      expect(response.statusCode, response.body).toBe(status);
      const [example] = Object.values(examplesOf(op, status));
      expect(response.json(), String(status)).toEqual(example?.value);
    }
  });

  it("lists 503 unavailable with Retry-After on every operation but this document", () => {
    for (const { name, operation } of operations) {
      if (name === "GET /openapi.json") {
        expect(operation.responses[503], name).toBeUndefined();
        continue;
      }
      expect(Object.keys(examplesOf(operation, 503)), name).toEqual(["unavailable"]);
      expect(operation.responses[503].headers, name).toHaveProperty("Retry-After");
    }
  });

  it("gives every error status one example per code, each an error body of that status", () => {
    for (const { name, operation } of operations) {
      for (const [status, answer] of Object.entries(operation.responses as Record<string, Json>)) {
        if (Number(status) < 400) continue;
        const examples = examplesOf(operation, Number(status));
        expect(Object.keys(examples).length, `${name} ${status}`).toBeGreaterThan(0);
        expect(answer.content["application/json"].schema).toEqual({
          $ref: "#/components/schemas/Error",
        });
        for (const [code, example] of Object.entries(examples)) {
          const body = ErrorBody.parse(example.value);
          expect(body.error.code, `${name} ${status}`).toBe(code);
          expect(ERROR_CODES[code as ErrorCode], `${name} ${code}`).toBe(Number(status));
        }
      }
    }
  });
});
