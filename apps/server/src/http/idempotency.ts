// DESIGN §5: a state-changing call a user may repeat (create hold; later create order and
// payment webhooks) accepts an `Idempotency-Key` header. Route hooks: the first request
// with a key inserts its row (key, method, path, request hash) before the handler runs and
// stores its answer once sent; a replay with the same request answers that first answer;
// the same key with another request answers 409 conflict naming the header. A duplicate
// arriving while the first still runs waits for its answer (bounded), so concurrent
// duplicates never both execute: only the request that inserted the row runs.
import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "../clock";
import type { Queryable } from "../db/database";
import { fieldError } from "./errors";

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Answered with a replayed answer. */
export const REPLAYED_HEADER = "idempotent-replayed";
const FIELD = "Idempotency-Key";
// Visible ASCII, as header values go; a UUID is the usual choice.
const ACCEPTABLE_KEY = /^[\x21-\x7e]{1,255}$/;

/** How long a duplicate waits for the first request's answer before answering 409. */
const WAIT_FOR_FIRST_MS = 5_000;
/** A key still running after this long belongs to a request that will never finish. */
export const ABANDONED_AFTER_MS = 60_000;
/** Keys are forgotten after a day (the sweeper deletes them); a later replay runs anew. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyDeps {
  db: Queryable;
  clock: Clock;
  /** How long a duplicate waits for the first answer; WAIT_FOR_FIRST_MS unless set. */
  waitForFirstMs?: number;
  /**
   * Write the key rows without waiting for the WAL flush, for a route whose own writes are
   * made that way (holds): its key and answer are then exactly as durable as what it did.
   * Orders and payments keep the default, a synchronous commit.
   */
  asynchronousCommit?: boolean;
}

// One statement, one implicit transaction: the setting made in its FROM lasts until that
// transaction commits, which is when PostgreSQL reads it.
const ASYNC_COMMIT = "(SELECT set_config('synchronous_commit', 'off', true)) AS async_commit";

interface StoredKey {
  request_hash: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
  locked_at: Date;
}

interface Claim {
  key: string;
  method: string;
  path: string;
}

/** Canonical JSON: object keys sorted, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function requestHash(request: FastifyRequest): string {
  return createHash("sha256")
    .update(canonical({ query: request.query, body: request.body }))
    .digest("hex");
}

function readKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !ACCEPTABLE_KEY.test(value)) {
    throw fieldError("validation", FIELD, "Must be 1 to 255 visible ASCII characters");
  }
  return value;
}

interface KeySql {
  insert: string;
  store: string;
  forget: string;
}

function keySql(asynchronousCommit: boolean): KeySql {
  const from = (keyword: string) => (asynchronousCommit ? `${keyword} ${ASYNC_COMMIT}` : "");
  return {
    insert: `INSERT INTO idempotency_keys (key, method, path, request_hash, locked_at, created_at)
             SELECT $1, $2, $3, $4, $5, $5 ${from("FROM")}
             ON CONFLICT DO NOTHING RETURNING key`,
    store: `UPDATE idempotency_keys SET status = $4, content_type = $5, body = $6 ${from("FROM")}
            WHERE key = $1 AND method = $2 AND path = $3`,
    forget: `DELETE FROM idempotency_keys ${from("USING")}
             WHERE key = $1 AND method = $2 AND path = $3`,
  };
}

async function insertKey(
  db: Queryable,
  sql: KeySql,
  claim: Claim,
  hash: string,
  now: Date,
): Promise<boolean> {
  const result = await db.query(sql.insert, [claim.key, claim.method, claim.path, hash, now]);
  return result.rowCount > 0;
}

async function findKey(db: Queryable, claim: Claim): Promise<StoredKey | undefined> {
  const result = await db.query<StoredKey>(
    `SELECT request_hash, status, content_type, body, locked_at FROM idempotency_keys
     WHERE key = $1 AND method = $2 AND path = $3`,
    [claim.key, claim.method, claim.path],
  );
  return result.rows[0];
}

/** Takes over a key whose request was abandoned (still running after ABANDONED_AFTER_MS). */
async function takeOver(db: Queryable, claim: Claim, stored: StoredKey, now: Date) {
  const result = await db.query(
    `UPDATE idempotency_keys SET locked_at = $5
     WHERE key = $1 AND method = $2 AND path = $3 AND status IS NULL AND locked_at = $4`,
    [claim.key, claim.method, claim.path, stored.locked_at, now],
  );
  return result.rowCount > 0;
}

/** Route hooks that make a route idempotent under the Idempotency-Key header. */
export function idempotent(deps: IdempotencyDeps) {
  const claims = new WeakMap<FastifyRequest, Claim>();
  const sql = keySql(deps.asynchronousCommit ?? false);

  async function preHandler(request: FastifyRequest, reply: FastifyReply) {
    const key = readKey(request);
    if (key === undefined) return;
    const claim = { key, method: request.method, path: request.url.split("?")[0] ?? "" };
    const hash = requestHash(request);
    const waitUntil = Date.now() + (deps.waitForFirstMs ?? WAIT_FOR_FIRST_MS);
    for (let attempt = 0; ; attempt += 1) {
      const now = deps.clock();
      if (await insertKey(deps.db, sql, claim, hash, now)) {
        claims.set(request, claim);
        return;
      }
      const stored = await findKey(deps.db, claim);
      // Deleted meanwhile (the first request failed with a 5xx): try to take it again.
      if (!stored && Date.now() < waitUntil) continue;
      if (!stored) throw fieldError("conflict", FIELD, "A request with this key is still running");
      if (stored.request_hash !== hash) {
        throw fieldError("conflict", FIELD, "Already used with a different request");
      }
      if (stored.status !== null) {
        reply.status(stored.status).header(REPLAYED_HEADER, "true");
        if (stored.content_type) reply.header("content-type", stored.content_type);
        return reply.send(stored.body ?? undefined);
      }
      const abandoned = now.getTime() - stored.locked_at.getTime() >= ABANDONED_AFTER_MS;
      if (abandoned && (await takeOver(deps.db, claim, stored, now))) {
        claims.set(request, claim);
        return;
      }
      if (Date.now() >= waitUntil) {
        throw fieldError("conflict", FIELD, "A request with this key is still running");
      }
      await sleep(Math.min(10 * 2 ** attempt, 200));
    }
  }

  /**
   * Stores the answer of the request that ran; a 5xx or a 429 (try again later: the request was
   * not judged) frees the key for a retry.
   */
  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const params = [claim.key, claim.method, claim.path];
    try {
      if (reply.statusCode >= 500 || reply.statusCode === 429) {
        await deps.db.query(sql.forget, params);
      } else {
        const contentType = reply.getHeader("content-type");
        await deps.db.query(sql.store, [
          ...params,
          reply.statusCode,
          typeof contentType === "string" ? contentType : null,
          typeof payload === "string" ? payload : null,
        ]);
      }
    } catch (error) {
      // The answer still goes out; the key stays running until it counts as abandoned.
      request.log.error({ err: error }, "storing the answer of an idempotency key failed");
    }
    return payload;
  }

  return { preHandler, onSend };
}

/** Forgets keys created before `before`; answers how many. */
export async function deleteExpiredIdempotencyKeys(db: Queryable, before: Date): Promise<number> {
  const result = await db.query("DELETE FROM idempotency_keys WHERE created_at < $1", [before]);
  return result.rowCount;
}
