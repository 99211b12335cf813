// The waiting room (spec surrounding-areas §2, §4, §7, §9; DESIGN §9): when the venue switches
// it on, every visitor enters a line with a signed queue token (cookie for 36000 s, and in the
// answer for the page's checks), is let in first come, first served by the venue's rule, and
// visits until they leave or stay idle past the rule's minutes; holds, cart and order writes
// need a visiting token meanwhile (the hook of plugin.ts). The line lives in a WaitingRoomStore (store.ts):
// this process's memory, or Redis shared by every instance.
import { type Locale, QUEUE_SILENT_SECONDS, QUEUE_TOKEN_SECONDS } from "@shop/core";
import { EMBED_HEADERS } from "@shop/core/constants";
import type { QueueTicket, ShopSettings, WaitingStatus } from "@shop/core/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import type { Clock } from "../../clock";
import { apiCookieAttributes, echoTokenHeader, readTokenCookie } from "../../http/api-cookie";
import { ApiError } from "../../http/errors";
import { type Limiter, refuseWhenLimited } from "../../http/limits";
import { createSignedTokens, SIGNED_TOKEN } from "../../http/signed-token";
import { serverText } from "../../i18n/intl";
import type { AdmissionRule, Place, WaitingRoomStore } from "./store";

export { createMemoryWaitingRoomStore } from "./memory-store";
export { createRedisWaitingRoomStore } from "./redis-store";
export type { WaitingRoomStore } from "./store";

export const QUEUE_COOKIE = "shop_queue";
const VISITING: WaitingStatus = {
  status: "visiting",
  position: null,
  remainingSeconds: null,
  remainingHumanized: null,
};
/** A visit's requests other than guarded writes count as activity at most this often. */
const TOUCH_EVERY_MS = 10_000;
/** Past this many visitors touched, the instance forgets when it touched whom. */
const TOUCHED_MAX = 50_000;
/** Past this many minutes the time left is said in hours. */
const HOURS_FROM_MINUTES = 90;

/** The rule of the venue's settings (surrounding-areas §9 fixes the silence). */
export function admissionRule(settings: ShopSettings): AdmissionRule {
  return {
    visitorsInside: settings.queue.visitorsInside,
    admissionsPerMinute: settings.queue.admissionsPerMinute,
    visitIdleMs: settings.queue.visitIdleMinutes * 60_000,
    silentMs: QUEUE_SILENT_SECONDS * 1000,
  };
}

/** "less than a minute", "about 4 minutes", "about 2 hours" in `locale`. */
export function humanizeRemaining(seconds: number, locale: Locale): string {
  if (seconds < 60) return serverText(locale, "queue.remaining.lessThanMinute");
  const minutes = Math.round(seconds / 60);
  if (minutes < HOURS_FROM_MINUTES)
    return serverText(locale, "queue.remaining.minutes", { minutes });
  return serverText(locale, "queue.remaining.hours", { hours: Math.round(minutes / 60) });
}

/**
 * A place as the API answers it: the people ahead over the admissions measured (the rule's
 * rate while none are), in seconds and words.
 */
export function waitingStatus(place: Place, rule: AdmissionRule, locale: Locale): WaitingStatus {
  if (place.status === "visiting") return VISITING;
  const perMinute =
    place.admittedPerMinute > 0 ? place.admittedPerMinute : rule.admissionsPerMinute;
  const remainingSeconds = Math.round((place.ahead / perMinute) * 60);
  return {
    status: "waiting",
    position: place.ahead + 1,
    remainingSeconds,
    remainingHumanized: humanizeRemaining(remainingSeconds, locale),
  };
}

export interface WaitingRoom {
  /** The settings' rule when the waiting room is on; undefined when it is off. */
  rule(): Promise<AdmissionRule | undefined>;
  /**
   * A new token placed at the end of the line (or the request's own live one, keeping its
   * place), its cookie set; undefined when the waiting room is off or a crawler asks.
   */
  enter(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
  ): Promise<QueueTicket | undefined>;
  /** The place of the request's token; visiting when the waiting room is off. 401 without one. */
  check(request: FastifyRequest, locale: Locale): Promise<WaitingStatus>;
  /** Out of the line, or the visit ended; the cookie cleared. 401 without a token. */
  leave(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** 403 queue_required unless the waiting room is off or the request's token is visiting. */
  requireVisit(request: FastifyRequest): Promise<void>;
  /**
   * Another request of a visit (a page's reads) keeps it going, as a guarded write does: at
   * most every TOUCH_EVERY_MS per visitor and instance, without waiting for the store.
   */
  touch(request: FastifyRequest): void;
}

export function createWaitingRoom(options: {
  store: WaitingRoomStore;
  settings: () => Promise<ShopSettings>;
  /** The server's secret the token key derives from (the ticket-code secret). */
  secret: string;
  secureCookies: boolean;
  /** New tokens per client address. */
  limiter: Limiter;
  clock: Clock;
}): WaitingRoom {
  const { store, clock } = options;
  const tokens = createSignedTokens({
    secret: options.secret,
    purpose: "shop queue token",
    lifetimeSeconds: QUEUE_TOKEN_SECONDS,
    clock,
  });
  const cookie = (value: string, maxAge: number) =>
    `${QUEUE_COOKIE}=${value}; ${apiCookieAttributes(options.secureCookies, maxAge)}`;
  const rule = async () => {
    const settings = await options.settings();
    return settings.queueEnabled ? admissionRule(settings) : undefined;
  };
  // The token of a bearer header, else of the cookie: its id when genuine and live.
  const tokenOf = (request: FastifyRequest): { id: string; token: string } | undefined => {
    const header = request.headers.authorization ?? "";
    const token = header.startsWith("Bearer ")
      ? header.slice("Bearer ".length)
      : readTokenCookie(request, QUEUE_COOKIE, SIGNED_TOKEN, EMBED_HEADERS.queue);
    const id = tokens.verify(token);
    return id === undefined || token === undefined ? undefined : { id, token };
  };
  // A store that does not answer (Redis away) is the service's outage, as a lost database is:
  // 503 unavailable with Retry-After, never a 500 (DESIGN §5).
  const stored = <T>(step: Promise<T>): Promise<T> =>
    step.catch(() => {
      throw new ApiError("unavailable", "The waiting room cannot be reached just now");
    });
  const required = (request: FastifyRequest) => {
    const own = tokenOf(request);
    if (!own)
      throw new ApiError("unauthorized", "The queue token is missing, not genuine or expired");
    return own;
  };

  const touched = new Map<string, number>();

  return {
    rule,
    async enter(request, reply, locale) {
      const now = await rule();
      if (!now || isbot(request.headers["user-agent"] ?? "")) return undefined;
      let own = tokenOf(request);
      if (!own) {
        await refuseWhenLimited(options.limiter, request, reply, "entries into the waiting room");
        own = tokens.issue();
      }
      const place = await stored(store.check(own.id, clock().getTime(), now));
      reply.header("set-cookie", cookie(own.token, QUEUE_TOKEN_SECONDS));
      echoTokenHeader(reply, EMBED_HEADERS.queue, own.token);
      return { token: own.token, ...waitingStatus(place, now, locale) };
    },
    async check(request, locale) {
      const own = required(request);
      const now = await rule();
      if (!now) return VISITING;
      return waitingStatus(await stored(store.check(own.id, clock().getTime(), now)), now, locale);
    },
    async leave(request, reply) {
      const own = required(request);
      await stored(store.leave(own.id));
      reply.header("set-cookie", cookie("", 0));
      echoTokenHeader(reply, EMBED_HEADERS.queue, "");
    },
    async requireVisit(request) {
      const now = await rule();
      if (!now) return;
      const own = tokenOf(request);
      if (own && (await stored(store.visit(own.id, clock().getTime(), now)))) return;
      throw new ApiError("queue_required", "The waiting room lets visitors in one after the other");
    },
    touch(request) {
      const carried =
        request.headers.cookie?.includes(QUEUE_COOKIE) === true ||
        request.headers[EMBED_HEADERS.queue] !== undefined;
      if (!carried) return;
      const own = tokenOf(request);
      const at = clock().getTime();
      if (!own || at - (touched.get(own.id) ?? 0) < TOUCH_EVERY_MS) return;
      if (touched.size >= TOUCHED_MAX) touched.clear();
      touched.set(own.id, at);
      // The time of the store's write is read when it is made: a visit's times only grow.
      rule()
        .then((current) => (current ? store.visit(own.id, clock().getTime(), current) : false))
        .catch(() => undefined);
    },
  };
}
