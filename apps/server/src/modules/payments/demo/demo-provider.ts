// The built-in demo provider (DESIGN.md §6): start() seals the payment into a link to the
// hosted page and answers how the shop opens it (spec selling-core §3 meta.payment_url,
// meta.shop_behavior, meta.payment_data; §4 checkout flow step 2).
import { randomBytes } from "node:crypto";
import type { Clock } from "../../../clock";
import type { PaymentProvider, PaymentRedirect, PaymentStart } from "../provider";
import { DEMO_MODE_IDS, DEMO_MODES } from "./outcomes";
import { SESSION_LIFETIME_MS, sealSession } from "./session";

export const DEMO_PROVIDER_NAME = "demo";
/** Where the hosted pages live (outside /api/v1: they answer HTML, not the JSON API). */
export const DEMO_PAGES_PREFIX = "/api/demo-pay";
/** The webhook is part of the JSON API, its endpoint table and its OpenAPI document. */
export const API_PREFIX = "/api/v1";

export function createDemoProvider(options: {
  secret: string;
  clock: Clock;
  /** The modes it takes; all of DEMO_MODES by default. */
  modes?: readonly number[];
}): PaymentProvider {
  return {
    name: DEMO_PROVIDER_NAME,
    modes: options.modes ?? DEMO_MODE_IDS,
    async start(payment: PaymentStart): Promise<PaymentRedirect> {
      const mode = DEMO_MODES[payment.paymentModeId];
      if (!mode || !(options.modes ?? DEMO_MODE_IDS).includes(payment.paymentModeId))
        throw new Error(`demo provider has no payment mode ${payment.paymentModeId}`);
      const sealed = sealSession(options.secret, {
        orderId: payment.orderId,
        orderToken: payment.orderToken,
        amountCents: payment.amountCents,
        paymentModeId: payment.paymentModeId,
        locale: payment.locale,
        shopBaseUrl: new URL(payment.shopBaseUrl).origin,
        nonce: randomBytes(12).toString("base64url"),
        // The session ends with its order: an hour at most, never past the order's expiry.
        expiresAt: Math.min(
          options.clock().getTime() + SESSION_LIFETIME_MS,
          payment.payableUntil.getTime(),
        ),
      });
      const origin = new URL(payment.shopBaseUrl).origin;
      if (mode.opens === "form") {
        // spec §4 step 2: "a form is posted to the payment_data url with its params".
        return {
          payment_url: null,
          shop_behavior: "redirect",
          payment_data: { url: `${origin}${DEMO_PAGES_PREFIX}/form`, params: { session: sealed } },
        };
      }
      return {
        payment_url: `${origin}${DEMO_PAGES_PREFIX}/pay?session=${sealed}`,
        shop_behavior: mode.opens,
        payment_data: null,
      };
    },
    // The issue 33, Deliver 6: the demo's money is make-believe, so every refund succeeds, under
    // a reference that names it (a real provider's API call would go here).
    async refund(refund) {
      if (!(options.modes ?? DEMO_MODE_IDS).includes(refund.paymentModeId))
        throw new Error(`demo provider has no payment mode ${refund.paymentModeId}`);
      return { reference: `demo-refund-${refund.reference}` };
    },
  };
}
