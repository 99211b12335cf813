// An app for the order tests: a test payment provider on mode 11 (payyo, which the demo
// provider leaves free), a signed-in guest, and helpers to hold places and place orders.
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../src/app";
import type { Config } from "../../../src/config";
import type { Database } from "../../../src/db/database";
import type {
  PaymentProvider,
  PaymentRefund,
  PaymentStart,
} from "../../../src/modules/payments/provider";
import { type EngineName, openDatabase } from "../../helpers/engines";
import { TEST_NOW, type TestClock, testClock, testConfig } from "../../helpers/test-app";
import { signInGuest } from "../auth/guest-session";
import { insertReference, setSettings } from "../cart/cart-fixtures";

export const TEST_MODE = 11;

/** The venue as the invoice tests' settings name it (settings.invoiceIssuer). */
export const INVOICE_ISSUER = {
  name: "Museen am Fluss gGmbH",
  street: "Uferstraße 1",
  zip: "10117",
  city: "Berlin",
  country: "Deutschland",
  vatNumber: "DE123456789",
};
export const DAY = "2030-06-02";

export interface OrderApp {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  /** Payments the test provider was asked to start. */
  started: PaymentStart[];
  /** Refunds the test provider was asked for (the issue 33, Deliver 6). */
  refunds: PaymentRefund[];
  /** Makes the provider's next start throw, as an unreachable provider would. */
  failNextStart: boolean;
  close(): Promise<void>;
}

export async function startOrderApp(
  engine: EngineName,
  config: Partial<Config> = {},
  /** Fills the database first (a catalogue load, say). */
  prepare?: (db: Database) => Promise<void>,
): Promise<OrderApp> {
  const opened = await openDatabase(engine);
  await prepare?.(opened.db);
  await insertReference(opened.db);
  await setSettings(opened.db, {
    donationsEnabled: true,
    couponsEnabled: true,
    shipping: "none",
    maxOrderTotalCents: 50_000,
  });
  const clock = testClock(TEST_NOW);
  const started: PaymentStart[] = [];
  const refunds: PaymentRefund[] = [];
  const provider: PaymentProvider = {
    name: "test",
    modes: [TEST_MODE],
    async start(payment) {
      if (handle.failNextStart) {
        handle.failNextStart = false;
        throw new Error("provider unreachable");
      }
      started.push(payment);
      return {
        payment_url: `https://pay.example.org/${payment.orderId}`,
        shop_behavior: "redirect",
        payment_data: null,
      };
    },
    async refund(refund) {
      refunds.push(refund);
      return { reference: `test-refund-${refunds.length}` };
    },
  };
  const handle = { failNextStart: false };
  const app = await buildApp({
    db: opened.db,
    config: testConfig(config),
    clock,
    paymentProviders: [provider],
  });
  await app.ready();
  return Object.assign(handle, {
    app,
    db: opened.db,
    clock,
    started,
    refunds,
    async close() {
      await app.close();
      await opened.close();
    },
  });
}

export interface Buyer {
  cookie: string;
  customerId: number;
  addressId: number;
}

export async function newBuyer(t: OrderApp): Promise<Buyer> {
  const { cookie, customerId } = await signInGuest(t.app);
  const addresses = await t.app.inject({
    method: "GET",
    url: "/api/v1/customer/customer_addresses",
    headers: { cookie },
  });
  return { cookie, customerId, addressId: addresses.json().customer_addresses[0].id };
}

export async function hold(
  t: OrderApp,
  body: {
    ticket_id: number;
    quantity: number;
    date?: string;
    time?: string;
    sub_ticket_quantities?: Record<string, number>;
  },
): Promise<{ token: string; valid_until: string }> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v1/tickets/reservations",
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`hold failed: ${response.body}`);
  const { token, valid_until } = response.json();
  return { token, valid_until };
}

/** A ticket line with its holds, as the shop sends it. */
export function ticketLine(
  ticket: number,
  quantity: number,
  reservations: { token: string; valid_until: string }[],
  date = DAY,
) {
  return { type: "Ticket", attributes: { id: ticket, date, quantity }, reservations };
}

export function placeOrder(
  t: OrderApp,
  buyer: Buyer,
  body: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/orders",
    payload: { billing_address_id: buyer.addressId, payment_mode_id: TEST_MODE, ...body },
    headers: { cookie: buyer.cookie, ...headers },
  });
}

export async function orderRows(t: OrderApp): Promise<number> {
  const result = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders");
  return result.rows[0]?.n ?? 0;
}
