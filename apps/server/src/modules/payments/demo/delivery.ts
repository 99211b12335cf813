// Sends the demo provider's news to the webhook route as a provider would: a signed JSON
// body, retried when not accepted, some of it later (the pending card, the SEPA collection).
// Delivery goes through the app's own HTTP stack in process (inject), so it needs no
// network and no knowledge of the address the server is reachable at.
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../../clock";
import type { PaymentEvent } from "../provider";
import { signPayload } from "./signature";

/** The JSON body of a webhook delivery. */
export interface WebhookBody {
  event_id: string;
  order_id: number;
  provider: string;
  status: 20 | 30 | 40;
  amount_cents: number;
}

export function bodyOf(event: PaymentEvent): WebhookBody {
  return {
    event_id: event.eventId,
    order_id: event.orderId,
    provider: event.provider,
    status: event.status,
    amount_cents: event.amountCents,
  };
}

export type Post = (rawBody: string, signature: string) => Promise<number>;

export interface WebhookSender {
  /** One delivery now; false (and retries scheduled) when the route did not accept it. */
  send(event: PaymentEvent): Promise<boolean>;
  /**
   * A delivery after delayMs (timer in this process, cancelled by stop); when `wanted` is
   * given it is asked first, and an answer of false drops the delivery.
   */
  sendLater(event: PaymentEvent, delayMs: number, wanted?: () => Promise<boolean>): void;
  stop(): void;
}

// A refused delivery is tried again after these pauses, as providers retry webhooks.
const RETRY_DELAYS_MS = [1_000, 5_000, 25_000];

export function createWebhookSender(options: {
  secret: string;
  clock: Clock;
  post: Post;
  log: FastifyBaseLogger;
}): WebhookSender {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const later = (delayMs: number, run: () => Promise<unknown>) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      run().catch((error) => options.log.error({ err: error }, "demo payment webhook failed"));
    }, delayMs);
    // A pending payment must not keep a finished process (or test run) alive.
    timer.unref();
    timers.add(timer);
  };

  const attempt = async (event: PaymentEvent, retry: number): Promise<boolean> => {
    // The same body on every retry: the event id stays stable, orders keep it idempotent.
    const raw = JSON.stringify(bodyOf(event));
    let status = 0;
    try {
      status = await options.post(raw, signPayload(options.secret, raw, options.clock()));
    } catch (error) {
      options.log.warn({ err: error, eventId: event.eventId }, "demo payment webhook not sent");
    }
    if (status >= 200 && status < 300) return true;
    const pause = RETRY_DELAYS_MS[retry];
    options.log.warn({ eventId: event.eventId, status, retry }, "demo payment webhook refused");
    if (pause !== undefined) later(pause, () => attempt(event, retry + 1));
    return false;
  };

  return {
    send: (event) => attempt(event, 0),
    sendLater(event, delayMs, wanted) {
      later(delayMs, async () => {
        if (wanted && !(await wanted())) {
          options.log.info({ eventId: event.eventId }, "demo payment dropped before delivery");
          return false;
        }
        return attempt(event, 0);
      });
    },
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
