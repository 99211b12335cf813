// A request body trickled slowly cannot hold a connection open (REQUEST_TIMEOUT_MS): the
// request is cut off once the whole request has not arrived in time.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { startTestApp, type TestApp } from "../helpers/test-app";

describe("a request that arrives too slowly", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp("pglite", { config: { requestTimeoutMs: 1000 } });
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = Number(new URL(address).port);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is cut off after REQUEST_TIMEOUT_MS while its body still trickles", async () => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => {
      answer += chunk;
    });
    const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now())));
    const started = Date.now();
    socket.write(
      "POST /api/v1/cart HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
        "Content-Length: 200\r\n\r\n{",
    );
    // One byte every 100 ms: 20 s for the whole body.
    const trickle = setInterval(() => socket.write(" "), 100);
    try {
      const end = await Promise.race([
        closed,
        new Promise<number>((resolve) => setTimeout(() => resolve(-1), 8000)),
      ]);

      expect(end).toBeGreaterThan(0);
      expect(end - started).toBeLessThan(5000);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  });

  it("defaults to 30 seconds", () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
  });
});
