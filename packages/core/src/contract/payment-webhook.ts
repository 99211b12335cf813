// DESIGN §6: the webhook of the demo payment provider (POST /demo-pay/webhook). Its body is
// read after the signature over the raw text is checked (apps/server payments/demo).
import { z } from "zod";
import { Cents, Id, singleLineText } from "./common";

// The event id and provider are stored as text and the ids and amount in integer columns
// (payment_events): the contract's blocks refuse control characters and numbers past 2^31 − 1.
export const DemoWebhookBody = z
  .object({
    event_id: singleLineText({ min: 1, max: 200 }),
    order_id: Id,
    provider: singleLineText({ min: 1, max: 50 }),
    // spec selling-core §4: 20 authorized, 30 completed, 40 failed.
    status: z.union([z.literal(20), z.literal(30), z.literal(40)]),
    amount_cents: Cents,
  })
  .meta({
    id: "DemoWebhookBody",
    description: "A payment event of the demo provider",
    example: {
      event_id: "demo_x_30",
      order_id: 1001,
      provider: "demo",
      status: 30,
      amount_cents: 2800,
    },
  });
export type DemoWebhookBody = z.infer<typeof DemoWebhookBody>;

export const DemoWebhookAnswer = z
  .object({ received: z.literal(true), event_id: z.string() })
  .meta({
    description: "The event was accepted",
    example: { received: true, event_id: "demo_x_30" },
  });
export type DemoWebhookAnswer = z.infer<typeof DemoWebhookAnswer>;
