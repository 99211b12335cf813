// A plain HTTP client for tests against a listening server: a keep-alive agent bounds the
// sockets, so a burst of thousands of requests queues in the client instead of the kernel.
import http from "node:http";

export interface HttpAnswer {
  status: number;
  body: unknown;
}

export function createAgent(maxSockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets });
}

export function sendJson(
  agent: http.Agent,
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      new URL(path, baseUrl),
      {
        method,
        agent,
        headers: payload
          ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
          : {},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}
