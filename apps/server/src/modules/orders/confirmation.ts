// spec selling-core §7: the confirmation e-mail with the order's documents goes out once,
// when the order becomes valid (a free or collective-invoice order when it is placed, a paid
// one on payment event 30). It is sent after the transaction committed, in the background:
// a slow or failing mail server never delays or undoes the sale, it is logged at error level.
// orders.confirmation_sent_at is claimed before sending, so a replayed webhook or two
// concurrent events never send twice; a failed send clears it again, so it shows as unsent.
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database";
import { ApiError } from "../../http/errors";
import { type MailDeps, sendOrderConfirmation } from "../mail/service";
import { findConfirmationOrder } from "./document-repository";

export interface ConfirmationMailer {
  /** Sends the order's confirmation unless it was sent already; never throws. */
  orderBecameValid(orderId: number): void;
  /** Resolves when every confirmation started so far is sent or has failed. */
  idle(): Promise<void>;
  /**
   * Sends the confirmation of a valid order again (the issue 33, the order page), to its own
   * address, and answers that address; a failing mail server throws, for the caller to report.
   */
  resend(orderId: number): Promise<string>;
}

export interface ConfirmationDeps {
  db: Database;
  log: FastifyBaseLogger;
  mail: MailDeps;
  /** The shop's public origin (PUBLIC_URL), for the personalization link (DESIGN §9). */
  publicOrigin: () => string;
}

async function claim(deps: ConfirmationDeps, orderId: number): Promise<boolean> {
  const claimed = await deps.db.query(
    `UPDATE orders SET confirmation_sent_at = $2
     WHERE id = $1 AND confirmation_sent_at IS NULL AND is_valid AND NOT canceled`,
    [orderId, deps.mail.clock()],
  );
  return claimed.rowCount > 0;
}

async function send(deps: ConfirmationDeps, orderId: number): Promise<void> {
  if (!(await claim(deps, orderId))) return;
  try {
    const order = await findConfirmationOrder(deps.db, orderId, deps.publicOrigin());
    if (!order) throw new Error(`order ${orderId} vanished before its confirmation`);
    const delivery = await sendOrderConfirmation(deps.mail, order);
    deps.log.info({ orderId, via: delivery.via }, "order confirmation sent");
  } catch (error) {
    deps.log.error({ err: error, orderId }, "sending the order confirmation failed");
    await deps.db
      .query("UPDATE orders SET confirmation_sent_at = NULL WHERE id = $1", [orderId])
      .catch((reset: unknown) =>
        deps.log.error({ err: reset, orderId }, "marking the confirmation unsent failed"),
      );
  }
}

export function createConfirmationMailer(deps: ConfirmationDeps): ConfirmationMailer {
  const running = new Set<Promise<void>>();
  return {
    orderBecameValid(orderId) {
      const sending = send(deps, orderId).catch((error: unknown) =>
        deps.log.error({ err: error, orderId }, "sending the order confirmation failed"),
      );
      running.add(sending);
      void sending.finally(() => running.delete(sending));
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    async resend(orderId) {
      const order = await findConfirmationOrder(deps.db, orderId, deps.publicOrigin());
      if (!order) throw new Error(`order ${orderId} vanished before its confirmation`);
      // Canceled since the page checked it: said as the check says it, not as a mail failure.
      if (!order.isValid || order.canceled) {
        throw new ApiError(
          "order_not_valid",
          "The order is canceled: it has no confirmation to send",
        );
      }
      const delivery = await sendOrderConfirmation(deps.mail, order);
      deps.log.info({ orderId, via: delivery.via }, "order confirmation sent again");
      return order.email;
    },
  };
}
