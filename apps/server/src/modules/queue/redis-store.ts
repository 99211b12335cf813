// The waiting room's line in Redis (store.ts has the rule), shared by every instance: each step
// is one Lua script, which Redis runs alone, so two instances admitting at once never let in
// the same waiter twice, nor more than the rule allows; an instance killed mid-run leaves the
// line as its last finished step left it. The keys share one hash tag, so a Redis cluster keeps
// them on one node, as a script needs.
import { Redis } from "ioredis";
import {
  type AdmissionRule,
  FORGET_PASSED_OVER_MS,
  MINUTE_MS,
  type Place,
  RATE_WINDOW_MS,
  STEP_BATCH,
  type WaitingRoomStore,
} from "./store";

// KEYS: last number, line (id → number), seen (id → ms), passed over (id → number), passed
// over since (id → ms), visiting (id → ms of the last request), admissions (number → ms).
// ARGV: mode, id, now, visitorsInside, admissionsPerMinute, visitIdleMs, silentMs, and the
// constants of store.ts.
const STEP = `
local last, line, seen, over, overSince, visiting, admitted =
  KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6], KEYS[7]
local mode, id, now = ARGV[1], ARGV[2], tonumber(ARGV[3])
local inside, perMinute = tonumber(ARGV[4]), tonumber(ARGV[5])
local idleMs, silentMs = tonumber(ARGV[6]), tonumber(ARGV[7])
local minuteMs, rateMs, batch, forgetMs =
  tonumber(ARGV[8]), tonumber(ARGV[9]), tonumber(ARGV[10]), tonumber(ARGV[11])

if mode == 'leave' then
  redis.call('ZREM', line, id)
  redis.call('ZREM', seen, id)
  redis.call('ZREM', over, id)
  redis.call('ZREM', overSince, id)
  redis.call('ZREM', visiting, id)
  return {'left'}
end

redis.call('ZREMRANGEBYSCORE', visiting, '-inf', now - idleMs)
if mode == 'visit' then
  if redis.call('ZSCORE', visiting, id) then
    redis.call('ZADD', visiting, now, id)
    return {'visiting'}
  end
  return {'out'}
end

if redis.call('ZSCORE', visiting, id) then
  redis.call('ZADD', visiting, now, id)
else
  local number = redis.call('ZSCORE', over, id)
  if number then
    redis.call('ZREM', over, id)
    redis.call('ZREM', overSince, id)
    redis.call('ZADD', line, number, id)
  elseif not redis.call('ZSCORE', line, id) then
    redis.call('ZADD', line, redis.call('INCR', last), id)
  end
  redis.call('ZADD', seen, now, id)
end

local silent = redis.call('ZRANGEBYSCORE', seen, '-inf', now - silentMs, 'LIMIT', 0, batch)
for _, quiet in ipairs(silent) do
  local number = redis.call('ZSCORE', line, quiet)
  redis.call('ZREM', line, quiet)
  redis.call('ZREM', seen, quiet)
  if number then
    redis.call('ZADD', over, number, quiet)
    redis.call('ZADD', overSince, now, quiet)
  end
end
local forgotten = redis.call('ZRANGEBYSCORE', overSince, '-inf', now - forgetMs, 'LIMIT', 0, batch)
for _, gone in ipairs(forgotten) do
  redis.call('ZREM', over, gone)
  redis.call('ZREM', overSince, gone)
end

redis.call('ZREMRANGEBYSCORE', admitted, '-inf', now - rateMs)
local lastMinute = redis.call('ZCOUNT', admitted, '(' .. (now - minuteMs), '+inf')
local free = math.min(inside - redis.call('ZCARD', visiting), perMinute - lastMinute, batch)
while free > 0 do
  local head = redis.call('ZRANGE', line, 0, 0, 'WITHSCORES')
  if #head == 0 then break end
  redis.call('ZREM', line, head[1])
  redis.call('ZREM', seen, head[1])
  redis.call('ZADD', visiting, now, head[1])
  redis.call('ZADD', admitted, now, head[2])
  free = free - 1
end

if redis.call('ZSCORE', visiting, id) then return {'visiting'} end
local ahead = redis.call('ZRANK', line, id)
local measured = redis.call('ZCOUNT', admitted, '(' .. (now - minuteMs), '+inf')
return {'waiting', ahead, math.max(measured, math.floor(redis.call('ZCARD', admitted) / 5))}
`;

type StepAnswer = [string, number?, number?];

interface StepClient extends Redis {
  queueStep(...args: (string | number)[]): Promise<StepAnswer>;
}

/**
 * The line in the Redis at `url`, its keys under `prefix` (shops or test runs sharing one Redis
 * keep apart).
 */
export function createRedisWaitingRoomStore(url: string, prefix = "shop"): WaitingRoomStore {
  const client = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 2000 }) as StepClient;
  // A lost connection fails the steps made meanwhile (the request answers 503) and ioredis
  // reconnects; without a listener it would print each attempt.
  client.on("error", () => undefined);
  client.defineCommand("queueStep", { numberOfKeys: 7, lua: STEP });
  const tag = `${prefix}:queue:{line}`;
  const keys = ["last", "line", "seen", "over", "overSince", "visiting", "admitted"].map(
    (name) => `${tag}:${name}`,
  );
  const run = (mode: string, id: string, now: number, rule?: AdmissionRule) =>
    client.queueStep(
      ...keys,
      mode,
      id,
      now,
      rule?.visitorsInside ?? 0,
      rule?.admissionsPerMinute ?? 0,
      rule?.visitIdleMs ?? 0,
      rule?.silentMs ?? 0,
      MINUTE_MS,
      RATE_WINDOW_MS,
      STEP_BATCH,
      FORGET_PASSED_OVER_MS,
    );
  return {
    kind: "redis",
    async check(id, now, rule): Promise<Place> {
      const [status, ahead = 0, admittedPerMinute = 0] = await run("check", id, now, rule);
      return status === "visiting"
        ? { status: "visiting" }
        : { status: "waiting", ahead, admittedPerMinute };
    },
    async visit(id, now, rule) {
      const [status] = await run("visit", id, now, rule);
      return status === "visiting";
    },
    async leave(id) {
      await run("leave", id, 0);
    },
    async close() {
      client.disconnect();
    },
  };
}
