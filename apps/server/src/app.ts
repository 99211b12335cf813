// Builds the HTTP application around a database that the caller opened and migrated (main.ts
// or a test), with an injected clock so tests can step through expiry.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { type Clock, systemClock } from "./clock";
import type { Config } from "./config";
import type { Database } from "./db/database";
import { registerCompression } from "./http/compression";
import type { CustomAssets } from "./http/custom-assets";
import { registerErrorHandling } from "./http/error-handler";
import { createLifetimeCache } from "./http/lifetime-cache";
import { ADDRESS_CEILING, createLimitStore, type LimitStore } from "./http/limits";
import { logOptions } from "./http/log-options";
import { registerMultipart } from "./http/multipart";
import { createReadCache } from "./http/read-cache";
import { genReqId, REQUEST_ID_HEADER } from "./http/request-id";
import { registerSecurityHeaders } from "./http/security-headers";
import { createTakeGate } from "./http/take-gate";
import {
  clientErrorHandler,
  frameworkErrors,
  MAX_PATH_PARAM_LENGTH,
  refuseMalformedQuery,
} from "./http/unreadable-request";
import { zodValidatorCompiler } from "./http/validation";
import { accountRoutes } from "./modules/accounts/routes";
import { createAccountMailer } from "./modules/accounts/service";
import { affiliateRoutes, staffAffiliateRoutes } from "./modules/affiliates/routes";
import { annualRoutes, staffRoutes } from "./modules/annual/routes";
import { refuseCrossOrigin } from "./modules/auth/origin-guard";
import { authRoutes } from "./modules/auth/routes";
import { createVisitorIdentities } from "./modules/auth/service";
import { calendarRoutes } from "./modules/calendar/routes";
import { type CapacityLedger, createLedger } from "./modules/capacity/ledger";
import { cartRoutes } from "./modules/cart/routes";
import { createCouponAttempts } from "./modules/coupons/rate-limit";
import { couponListRoutes, couponRoutes } from "./modules/coupons/routes";
import { customerRoutes, staffCustomerRoutes } from "./modules/customers/routes";
import { documentRoutes } from "./modules/documents/routes";
import { resolveTicketCodeSecret } from "./modules/documents/ticket-secret";
import { eventRoutes } from "./modules/events/routes";
import { exhibitionRoutes } from "./modules/exhibitions/routes";
import { museumRoutes } from "./modules/museums/routes";
import { newsletterRoutes } from "./modules/newsletters/routes";
import { createConfirmationMailer } from "./modules/orders/confirmation";
import { findOrderDocument } from "./modules/orders/document-repository";
import { expireUnpaidOrders } from "./modules/orders/expiry";
import { attendeePhotoRoutes, orderRoutes } from "./modules/orders/routes";
import { type OrderDeps, orderPayability, recordPaymentEvent } from "./modules/orders/service";
import { pageRoutes } from "./modules/pages/routes";
import { registerDemoPayments } from "./modules/payments/demo";
import type { PaymentProvider } from "./modules/payments/provider";
import { createPaymentRegistry } from "./modules/payments/registry";
import { referenceRoutes } from "./modules/reference/routes";
import { blockingRoutes } from "./modules/reservations/blocking-routes";
import { reservationRoutes } from "./modules/reservations/routes";
import { startSweeper } from "./modules/reservations/sweeper";
import { createHoldTicketCache } from "./modules/reservations/ticket-cache";
import { shopRoutes } from "./modules/shop/routes";
import { readCustomAssets } from "./modules/shop/service";
import { ticketRoutes } from "./modules/tickets/routes";
import { createAvailabilityReads } from "./modules/tickets/service";
import { vipRoutes } from "./modules/vip/routes";
import { jsonSerializerCompiler, registerOpenApi } from "./plugins/openapi";
import { shopStatic, shopStaticOptions } from "./plugins/shop-static";

export interface AppOptions {
  db: Database;
  config: Config;
  clock?: Clock;
  /** Payment providers to offer besides the built-in ones (tests, venue integrations). */
  paymentProviders?: readonly PaymentProvider[];
  /** A pino logger to share with the caller; otherwise one at config.logLevel. */
  logger?: FastifyBaseLogger;
  /** Where rate limits count (src/http/limits.ts); by default config.redisUrl's or this process. */
  limitStore?: LimitStore;
  /**
   * The capacity ledger (modules/capacity); by default the guarded one. Only tests pass
   * another: the unguarded negative control of test/helpers/unguarded-ledger.ts.
   */
  ledger?: CapacityLedger;
}

// JSON bodies of this API are small; the limit keeps a large upload from tying up a worker.
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * DESIGN §9: where visitors reach the shop, for payment return URLs: PUBLIC_URL, else the
 * address the server listens on (before it listens, as in tests: HOST and PORT). Never a
 * request's Host header, which whoever sends the request chooses.
 */
function publicOrigin(app: FastifyInstance, config: Config): string {
  if (config.publicUrl) return config.publicUrl;
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}

/** TRUST_PROXY as a hop count: the nearest `hops` addresses of the chain are proxies. */
function trustedHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, config, clock = systemClock } = options;
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger }
      : { logger: logOptions(config.logLevel) }),
    genReqId,
    bodyLimit: BODY_LIMIT_BYTES,
    // The router's default (100) answers a longer path parameter 414 before its zod schema can
    // name it; path schemas bound their parameters (a coupon code at 64, DESIGN §5).
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    // DESIGN §5: what Node's parser and the router refuse answers the house error body too.
    clientErrorHandler,
    frameworkErrors,
    // Idle keep-alive sockets must not hold a graceful shutdown open.
    forceCloseConnections: "idle",
    // A request (a body trickled slowly, say) that has not arrived in time is cut off. Node
    // looks for such requests every connectionsCheckingInterval (30 s unless set), and only
    // with the timeouts it was created with (Fastify's own setting comes too late).
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
    },
    // TRUST_PROXY: behind a reverse proxy, request.ip is the visitor (X-Forwarded-For from
    // the trusted hops), so per-client limits count visitors, not the proxy.
    trustProxy:
      typeof config.trustProxy === "number" ? trustedHops(config.trustProxy) : config.trustProxy,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  registerErrorHandling(app);
  // DESIGN §7: first, so that answers refused by the hooks below carry the headers too.
  await registerSecurityHeaders(app);
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // The issue "speed": JSON answers above 1 kB are compressed (br, gzip).
  await registerCompression(app);
  // spec selling-core §7: the annual photo upload also comes as a form (src/http/multipart.ts).
  await registerMultipart(app);
  // DESIGN §5: a query whose percent-escapes do not decode answers 400, not undecoded text.
  app.addHook("onRequest", refuseMalformedQuery);
  // DESIGN §7: state-changing requests from another origin are refused.
  app.addHook("onRequest", refuseCrossOrigin(config.publicUrl));

  // src/http/read-cache.ts: answers of the heavy reads, dropped by the hold writes that change
  // what they counted.
  const readCache = createReadCache({ lifetimeMs: config.readCacheMs, clock });
  // modules/tickets/availability-reads.ts: the calendar's and the list's places, cell by cell.
  // src/http/take-gate.ts: new holds are ordered against the counts of hot cells.
  const takeGate = createTakeGate();
  const availability = createAvailabilityReads({
    db,
    clock,
    lifetimeMs: config.readCacheMs,
    gate: takeGate,
  });
  readCache.onInvalidate((changed, taken) => availability.invalidate(changed, taken));
  // DESIGN §7: holds, guests and coupon codes are rate-limited per client address.
  const limitStore = options.limitStore ?? createLimitStore(config.redisUrl);
  if (!options.limitStore) app.addHook("onClose", () => limitStore.close());
  if (!(await limitStore.ready())) {
    app.log.warn("Redis (REDIS_URL) does not answer: rate limits count in this process meanwhile");
  }
  const { limits } = config;
  const holdLimiter = limitStore.limiter("holds", { points: limits.holdsPerMinute, seconds: 60 });
  const guestLimiter = limitStore.limiter("guests", {
    points: limits.guestsPerHour,
    seconds: 3600,
  });
  const couponLimiter = limitStore.limiter("coupons", {
    points: limits.couponAttemptsPerMinute,
    seconds: 60,
  });
  const secureCookies = config.nodeEnv === "production";
  // DESIGN §6: signs the codes of PDF tickets; the visitor cookies' key is derived from it.
  const ticketCodeSecret = await resolveTicketCodeSecret(config);
  // DESIGN §4: every visitor owns their holds (modules/auth/visitor.ts); new visitors are
  // counted per address.
  const visitors = createVisitorIdentities({
    secret: ticketCodeSecret,
    secureCookies,
    limiter: limitStore.limiter("visitors", { points: limits.visitorsPerHour, seconds: 3600 }),
    clock,
  });
  const ledger = options.ledger ?? createLedger();
  const deps = {
    db,
    clock,
    readCache,
    holdMinutes: config.holdMinutes,
    holdLifetimeMinutes: config.holdLifetimeMinutes,
    holdPlacesPerClient: config.holdPlacesPerClient,
    holdPlacesPerAddress: config.holdPlacesPerAddress,
    holdRegistrationsPerAddress: config.holdRegistrationsPerAddress,
    limiter: holdLimiter,
    addressLimiter: limitStore.limiter("holds of an address", {
      points: limits.holdsPerMinute * ADDRESS_CEILING,
      seconds: 60,
    }),
    visitors,
    ticketCache: createHoldTicketCache(config.readCacheMs, clock),
    takeGate,
    ledger,
  };
  // Before the routes: it collects them for the OpenAPI document as they are added.
  registerOpenApi(app);
  await app.register(reservationRoutes(deps), { prefix: "/api/v1" });
  await app.register(blockingRoutes(deps), { prefix: "/api/v1" });
  const reads = { db, clock, readCache, availability };
  await app.register(shopRoutes(reads), { prefix: "/api/v1" });
  await app.register(referenceRoutes(reads), { prefix: "/api/v1" });
  await app.register(museumRoutes(reads), { prefix: "/api/v1" });
  await app.register(exhibitionRoutes(reads), { prefix: "/api/v1" });
  await app.register(pageRoutes(reads), { prefix: "/api/v1" });
  await app.register(ticketRoutes(reads), { prefix: "/api/v1" });
  await app.register(calendarRoutes(reads), { prefix: "/api/v1" });
  await app.register(eventRoutes({ db, clock, ledger }), { prefix: "/api/v1" });
  // Cart, sessions and orders (spec selling-core §2 cart and checkout, DESIGN §7).
  // DESIGN §7: coupon lookups and codes the cart refuses share one budget per client.
  const couponAttempts = createCouponAttempts(couponLimiter);
  await app.register(cartRoutes({ db, clock, couponAttempts }), { prefix: "/api/v1" });
  await app.register(couponRoutes({ db, clock, attempts: couponAttempts }), { prefix: "/api/v1" });
  await app.register(couponListRoutes({ db, clock, attempts: couponAttempts }), {
    prefix: "/api/v1",
  });
  await app.register(
    authRoutes({
      db,
      clock,
      secureCookies,
      limiter: guestLimiter,
      addressLimiter: limitStore.limiter("guests of an address", {
        points: limits.guestsPerHour * ADDRESS_CEILING,
        seconds: 3600,
      }),
      visitors,
    }),
    {
      prefix: "/api/v1",
    },
  );
  await app.register(customerRoutes({ db, clock }), { prefix: "/api/v1" });
  await app.register(newsletterRoutes({ db, clock }), { prefix: "/api/v1" });
  // surrounding-areas §2 "VIP": codes could be guessed, so each client has a budget of tries.
  const vipLimiter = limitStore.limiter("vip codes", {
    points: limits.loginsPerHour,
    seconds: 3600,
  });
  await app.register(vipRoutes({ db, clock, limiter: vipLimiter }), { prefix: "/api/v1" });
  // surrounding-areas §7: affiliate referrals are counted, so each client has a budget of them.
  const referralLimiter = limitStore.limiter("referrals", {
    points: limits.referralsPerHour,
    seconds: 3600,
  });
  await app.register(affiliateRoutes({ db, clock, limiter: referralLimiter }), {
    prefix: "/api/v1",
  });
  // surrounding-areas §2 accounts: registration, the mailed confirmation, sign-in (DESIGN §7).
  const accountMailer = createAccountMailer({ mail: { config, clock }, log: app.log });
  app.addHook("onClose", () => accountMailer.idle());
  await app.register(
    accountRoutes({
      db,
      clock,
      mailer: accountMailer,
      publicOrigin: () => publicOrigin(app, config),
      secureCookies,
      recipientLimiter: limitStore.limiter("registration mails", {
        points: limits.registrationMailsPerHour,
        seconds: 3600,
      }),
      registrationLimiter: limitStore.limiter("registrations", {
        points: limits.registrationsPerHour,
        seconds: 3600,
      }),
      loginLimiter: limitStore.limiter("logins", { points: limits.loginsPerHour, seconds: 3600 }),
      signInSlowLane: limitStore.limiter("sign-in slow lane", { points: 1, seconds: 60 }),
      resetLimiter: limitStore.limiter("resets", { points: limits.loginsPerHour, seconds: 3600 }),
    }),
    { prefix: "/api/v1" },
  );
  // Providers register here by payment mode; recordPaymentEvent (modules/orders/service)
  // takes orderDeps.
  const payments = createPaymentRegistry(options.paymentProviders);
  // spec selling-core §7: the confirmation with the documents, once an order is valid.
  const confirmations = createConfirmationMailer({
    db,
    log: app.log,
    mail: { config, ticketCodeSecret, clock },
    publicOrigin: () => publicOrigin(app, config),
  });
  // Before the database closes: a confirmation being written finishes first.
  app.addHook("onClose", () => confirmations.idle());
  const orderDeps: OrderDeps = {
    db,
    clock,
    publicOrigin: () => publicOrigin(app, config),
    payments,
    holdMinutes: config.holdMinutes,
    unpaidOrderGraceMinutes: config.unpaidOrderGraceMinutes,
    ledger,
    readCache,
    log: app.log,
    confirmations,
  };
  await app.register(orderRoutes(orderDeps, couponAttempts), { prefix: "/api/v1" });
  // spec selling-core §7: ticket, event, tour and coupon PDFs, with the order token.
  await app.register(
    documentRoutes({
      findOrderDocument: (orderId, token, itemId) => findOrderDocument(db, orderId, token, itemId),
      ticketCodeSecret,
    }),
    { prefix: "/api/v1" },
  );
  // spec selling-core §2, §7: annual tickets personalised by link; the venue's staff API
  // (card printing) only when STAFF_API_KEY is set.
  const annualDeps = { db, clock, publicOrigin: () => publicOrigin(app, config) };
  await app.register(annualRoutes(annualDeps), { prefix: "/api/v1" });
  // spec selling-core §5: the attendee photos picked before the order, uploaded with it.
  await app.register(attendeePhotoRoutes(annualDeps), { prefix: "/api/v1" });
  if (config.staffApiKey) {
    await app.register(staffRoutes(annualDeps, config.staffApiKey), { prefix: "/api/v1" });
    await app.register(staffCustomerRoutes({ db }, config.staffApiKey), { prefix: "/api/v1" });
    await app.register(staffAffiliateRoutes({ db, clock }, config.staffApiKey), {
      prefix: "/api/v1",
    });
  }
  // DESIGN §6: the demo provider's hosted pages and signed webhook; its events go to orders.
  // DESIGN §9: it takes no real money, so in production it is there only with PAYMENT_DEMO=on.
  if (config.paymentDemo) {
    await registerDemoPayments(app, {
      config,
      clock,
      registry: payments,
      onPaymentEvent: (event) => recordPaymentEvent(orderDeps, event),
      checkPayable: (orderId) => orderPayability(orderDeps, orderId),
    });
  }
  // The built shop at `/` unless SERVE_SHOP=false; /api paths keep their JSON 404. Its page
  // carries the venue's own stylesheet and script (surrounding-areas §1), read from the
  // settings once per READ_CACHE_MS, so a catalogue loaded by another process shows within it.
  const customAssets = createLifetimeCache<"settings", CustomAssets>({
    lifetimeMs: config.readCacheMs,
    clock,
    maxEntries: 1,
  });
  await app.register(
    shopStatic({
      ...shopStaticOptions(),
      customAssets: () => customAssets.get("settings", () => readCustomAssets(db)),
    }),
  );

  if (config.sweepIntervalMs > 0) {
    const sweeper = startSweeper(
      db,
      ledger,
      clock,
      config.sweepIntervalMs,
      (error) => app.log.error({ err: error }, "sweeping expired holds failed"),
      () => readCache.invalidate(),
      // DESIGN §4: an order left unpaid expires and gives back its places and voucher value.
      async (now) => {
        const rules = {
          holdMinutes: config.holdMinutes,
          graceMinutes: config.unpaidOrderGraceMinutes,
        };
        return (await expireUnpaidOrders(db, ledger, rules, now)) > 0;
      },
    );
    app.addHook("onClose", () => sweeper.stop());
  }
  return app;
}
