// Wires the demo payment provider into an app: its key, its provider entry in the registry,
// the hosted pages, the webhook route and the sender whose timers end with the app.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import type { Clock } from "../../../clock";
import type { Config } from "../../../config";
import type { CheckPayable, PaymentProvider } from "../provider";
import type { PaymentRegistry } from "../registry";
import { createWebhookSender } from "./delivery";
import { API_PREFIX, createDemoProvider, DEMO_PAGES_PREFIX } from "./demo-provider";
import { DEMO_MODE_IDS } from "./outcomes";
import { demoPageRoutes } from "./page-routes";
import { resolveWebhookSecret } from "./secret";
import { SIGNATURE_HEADER } from "./signature";
import { demoWebhookRoutes, type OnPaymentEvent } from "./webhook-routes";

export interface DemoPaymentOptions {
  config: Pick<Config, "paymentWebhookSecret" | "nodeEnv" | "dataDir" | "demoPayPendingDelayMs">;
  clock: Clock;
  /** Orders' recordPaymentEvent: called once per verified delivery. */
  onPaymentEvent: OnPaymentEvent;
  /** Orders' answer whether an order may still be paid, asked before any money is taken. */
  checkPayable: CheckPayable;
  /** The app's payment registry (orders find the provider there by payment mode). */
  registry: Pick<PaymentRegistry, "register" | "findProvider">;
  /** The sites of the widget's overlay, which may frame the pages too (page-routes.ts). */
  widgetSites?: () => Promise<readonly string[]>;
}

export async function registerDemoPayments(
  app: FastifyInstance,
  options: DemoPaymentOptions,
): Promise<PaymentProvider> {
  const { config, clock } = options;
  const secret = await resolveWebhookSecret(config);
  // Providers given to the app (a venue's real one, a test's) keep their modes; the demo
  // provider takes the rest, and its pages still answer for links it sealed before.
  const modes = DEMO_MODE_IDS.filter((mode) => !options.registry.findProvider(mode));
  const provider = createDemoProvider({ secret, clock, modes });
  if (modes.length > 0) options.registry.register(provider);

  const sender = createWebhookSender({
    secret,
    clock,
    log: app.log,
    post: async (rawBody, signature) => {
      const answer = await app.inject({
        method: "POST",
        url: `${API_PREFIX}${ENDPOINTS.receiveDemoPayment.path}`,
        headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signature },
        payload: rawBody,
      });
      return answer.statusCode;
    },
  });
  // The pending payment's completion is a timer of this process: it ends with the app.
  app.addHook("onClose", async () => sender.stop());

  await app.register(
    demoPageRoutes({
      secret,
      clock,
      sender,
      pendingDelayMs: config.demoPayPendingDelayMs,
      checkPayable: options.checkPayable,
      ...(options.widgetSites ? { widgetSites: options.widgetSites } : {}),
    }),
    { prefix: DEMO_PAGES_PREFIX },
  );
  await app.register(demoWebhookRoutes({ secret, clock, onPaymentEvent: options.onPaymentEvent }), {
    prefix: API_PREFIX,
  });
  return provider;
}
