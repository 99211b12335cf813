// The OpenAPI document lists every route under /api/v1, each with an example answer, and the
// reference page shows them without any other host.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "./helpers/test-app";
import { type Json, startCatalogueApp } from "./modules/shop/catalogue-app";

/** Method and path of every route Fastify registered, read from its route tree. */
function registeredRoutes(tree: string): { method: string; path: string }[] {
  const stack: string[] = [];
  const routes: { method: string; path: string }[] = [];
  for (const line of tree.split("\n")) {
    const match = /^(.*?)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    stack.push(match[2] ?? "");
    for (const method of (match[3] ?? "").split(", ").filter(Boolean)) {
      routes.push({ method, path: stack.join("") });
    }
  }
  return routes;
}

describe("the OpenAPI document", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCatalogueApp("pglite");
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
      // A file answer (a PDF) has no JSON example; it names its media type instead.
      const fileAnswer = success?.[1].content?.["application/pdf"];
      if (fileAnswer) expect(fileAnswer.schema).toEqual({ type: "string", format: "binary" });
      if (success?.[0] !== "204" && !fileAnswer) {
        expect(
          success?.[1].content["application/json"].example,
          `${route.method} ${path}`,
        ).toBeDefined();
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
