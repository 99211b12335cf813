// A closed-loop load client on undici: `clients` loops, each sending its next request when
// the previous answer arrived, over one keep-alive connection each, until the deadline.
// It runs in the benchmark's process; the server is a child process with its own event loop.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { Pool } from "undici";
import { type PhaseStats, summarise } from "./stats";

export interface RequestSpec {
  method: "GET" | "POST";
  path: string;
  body?: string;
  /** Answer status that counts as a success. */
  okStatus: number;
  /** Send a fresh Idempotency-Key with each request. */
  idempotencyKey?: boolean;
  /**
   * Each request from a visitor of its own (X-Forwarded-For, which the server trusts from
   * loopback): a rush of many visitors, each below the per-client hold cap and rate limit.
   */
  visitorPerRequest?: boolean;
}

let visitors = 0;
/** A new address in 10.0.0.0/8 for each call (16 million before they repeat). */
export function nextVisitor(): string {
  visitors = (visitors + 1) % 0x1000000;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

export interface LoadOptions {
  origin: string;
  clients: number;
  seconds: number;
  spec: RequestSpec;
}

// No loop runs away even if the server answered instantly: at most this many per client.
const MAX_REQUESTS_PER_CLIENT_SECOND = 20_000;

export async function runLoad(options: LoadOptions): Promise<PhaseStats> {
  const { origin, clients, seconds, spec } = options;
  const pool = new Pool(origin, {
    connections: clients,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const count = (status: number) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const cap = MAX_REQUESTS_PER_CLIENT_SECOND * seconds;

  async function loop(): Promise<void> {
    for (let sent = 0; sent < cap && performance.now() < deadline; sent += 1) {
      const headers: Record<string, string> = { accept: "application/json" };
      if (spec.body !== undefined) headers["content-type"] = "application/json";
      if (spec.idempotencyKey) headers["idempotency-key"] = randomUUID();
      if (spec.visitorPerRequest) headers["x-forwarded-for"] = nextVisitor();
      const t0 = performance.now();
      try {
        const answer = await pool.request({
          method: spec.method,
          path: spec.path,
          headers,
          body: spec.body,
        });
        await answer.body.arrayBuffer();
        latencies.push(performance.now() - t0);
        count(answer.statusCode);
      } catch {
        latencies.push(performance.now() - t0);
        count(0);
      }
    }
  }

  try {
    await Promise.all(Array.from({ length: clients }, loop));
  } finally {
    await pool.close();
  }
  return summarise(latencies, statuses, performance.now() - started, spec.okStatus);
}

export interface Probe {
  status: number;
  body: unknown;
}

/** One request, to tell whether an endpoint exists before loading it. */
export async function probe(origin: string, path: string): Promise<Probe> {
  const response = await fetch(new URL(path, origin), { signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the report.
  }
  return { status: response.status, body };
}
