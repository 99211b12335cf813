// Bad input never answers 500 (DESIGN §5), and every refusal is the house error body with a
// code of the contract's table, also where Node's HTTP parser or the router refuse before any
// route runs.
import { connect } from "node:net";
import { type ERROR_CODES, ErrorBody } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/test-app";

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
