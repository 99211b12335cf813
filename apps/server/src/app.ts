// Builds the HTTP application around a database that the caller opened and migrated (main.ts
// or a test), with an injected clock so tests can step through expiry. The application is a
// list of plugins (fastify-plugin): the infrastructure and the HTTP layer first, then one per
// module, each naming the plugins it needs (`dependencies`), so Fastify checks the order.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { type Clock, systemClock } from "./clock";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { LimitStore } from "./http/limits";
import accounts from "./modules/accounts/plugin";
import affiliates from "./modules/affiliates/plugin";
import annual from "./modules/annual/plugin";
import auth from "./modules/auth/plugin";
import calendar from "./modules/calendar/plugin";
import capacity, { type CapacityLedger } from "./modules/capacity/plugin";
import cart from "./modules/cart/plugin";
import checkIn from "./modules/check-in/plugin";
import coupons from "./modules/coupons/plugin";
import customers from "./modules/customers/plugin";
import documents from "./modules/documents/plugin";
import events from "./modules/events/plugin";
import exhibitions from "./modules/exhibitions/plugin";
import merchandise from "./modules/merchandise/plugin";
import museums from "./modules/museums/plugin";
import newsletters from "./modules/newsletters/plugin";
import orders from "./modules/orders/plugin";
import pages from "./modules/pages/plugin";
import payments, { type PaymentProvider, paymentDemo } from "./modules/payments/plugin";
import queue, { type QueueOptions } from "./modules/queue/plugin";
import reference from "./modules/reference/plugin";
import reservations from "./modules/reservations/plugin";
import settings from "./modules/settings/plugin";
import shop from "./modules/shop/plugin";
import tickets from "./modules/tickets/plugin";
import tours from "./modules/tours/plugin";
import vip from "./modules/vip/plugin";
import waitingList from "./modules/waiting-list/plugin";
import health from "./plugins/health";
import http, { serverOptions } from "./plugins/http";
import infrastructure from "./plugins/infrastructure";
import shopPage from "./plugins/shop-page";

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
  /** Where the waiting room's line lives (modules/queue); by default REDIS_URL's or this process. */
  waitingRoomStore?: QueueOptions["store"];
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, config, clock = systemClock, limitStore } = options;
  const app = Fastify(serverOptions(config, options.logger));
  await app.register(infrastructure, { db, config, clock, limitStore });
  await app.register(http);
  await app.register(health);
  await app.register(capacity, { ledger: options.ledger });
  await app.register(settings);
  await app.register(auth);
  await app.register(queue, { store: options.waitingRoomStore });
  await app.register(reservations);
  await app.register(shop);
  await app.register(reference);
  await app.register(museums);
  await app.register(exhibitions);
  await app.register(pages);
  await app.register(tickets);
  await app.register(calendar);
  await app.register(events);
  await app.register(tours);
  await app.register(merchandise);
  await app.register(coupons);
  await app.register(cart);
  await app.register(customers);
  await app.register(newsletters);
  await app.register(vip);
  await app.register(affiliates);
  await app.register(accounts);
  await app.register(payments, { providers: options.paymentProviders });
  await app.register(orders);
  await app.register(documents);
  await app.register(checkIn);
  await app.register(waitingList);
  await app.register(annual);
  await app.register(paymentDemo);
  await app.register(shopPage);
  return app;
}
