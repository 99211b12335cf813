// An app with only the demo payment provider: the webhook's events land in `events` instead
// of orders, so the provider's own behaviour is tested without an order in a database.
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "../../../../src/config";
import { registerErrorHandling } from "../../../../src/http/error-handler";
import { zodValidatorCompiler } from "../../../../src/http/validation";
import { registerDemoPayments } from "../../../../src/modules/payments/demo";
import type {
  CheckPayable,
  PaymentEvent,
  PaymentProvider,
  PaymentStart,
} from "../../../../src/modules/payments/provider";
import {
  createPaymentRegistry,
  type PaymentRegistry,
} from "../../../../src/modules/payments/registry";
import { jsonSerializerCompiler } from "../../../../src/plugins/openapi";
import { TEST_NOW, type TestClock, testClock, testConfig } from "../../../helpers/test-app";

export interface DemoApp {
  app: FastifyInstance;
  provider: PaymentProvider;
  clock: TestClock;
  /** Every event the webhook route handed on, in order. */
  events: PaymentEvent[];
  close(): Promise<void>;
}

export async function startDemoApp(
  options: {
    config?: Partial<Config>;
    onPaymentEvent?: (event: PaymentEvent) => Promise<unknown>;
    /** Orders' answer; by default every order may be paid. */
    checkPayable?: CheckPayable;
    registry?: PaymentRegistry;
  } = {},
): Promise<DemoApp> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  registerErrorHandling(app);
  const clock = testClock(TEST_NOW);
  const events: PaymentEvent[] = [];
  const provider = await registerDemoPayments(app, {
    config: testConfig({ demoPayPendingDelayMs: 50, ...options.config }),
    clock,
    registry: options.registry ?? createPaymentRegistry(),
    onPaymentEvent:
      options.onPaymentEvent ??
      (async (event) => {
        events.push(event);
      }),
    checkPayable: options.checkPayable ?? (async () => "outstanding"),
  });
  await app.ready();
  return { app, provider, clock, events, close: () => app.close() };
}

export const SHOP = "http://shop.test:3000";

export function paymentStart(overrides: Partial<PaymentStart> = {}): PaymentStart {
  return {
    orderId: 1001,
    orderToken: "Zt7kR2mW9xQpL4vN8cYbHg",
    amountCents: 2800,
    paymentModeId: 2,
    locale: "de",
    shopBaseUrl: SHOP,
    // Past the session's hour: the hour is what ends it unless a test says otherwise.
    payableUntil: new Date(new Date(TEST_NOW).getTime() + 2 * 60 * 60 * 1000),
    ...overrides,
  };
}

/** The path and query of the hosted page a payment starts at (for inject). */
export async function pagePathOf(t: DemoApp, start: PaymentStart): Promise<string> {
  const redirect = await t.provider.start(start);
  if (redirect.payment_url) {
    const url = new URL(redirect.payment_url);
    return `${url.pathname}${url.search}`;
  }
  const session = redirect.payment_data?.params.session ?? "";
  return `/api/demo-pay/pay?session=${session}`;
}

/** The sealed session of a page path. */
export function sessionOf(path: string): string {
  return new URL(path, SHOP).searchParams.get("session") ?? "";
}

/** Posts a form as a browser does (urlencoded). */
export async function postForm(t: DemoApp, path: string, fields: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
}
