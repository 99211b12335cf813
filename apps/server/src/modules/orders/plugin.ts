// Orders (spec selling-core §2 checkout, §7): placing, paying and cancelling, the attendee
// photos, the confirmation mail, and the sweeper that expires holds and unpaid orders. On the
// instance as `orders`: what the payment providers and the documents ask of an order.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type {
  DoorAdmission,
  FindOrderDocument,
  FindOrderDocuments,
  FindOrderInvoice,
  FoundOrderDocument,
} from "../documents/service";
import type { CheckPayable, PaymentEvent } from "../payments/provider";
import { startSweeper } from "../reservations/service";
import { createConfirmationMailer } from "./confirmation";
import {
  findDoorItem,
  findOrderDocument,
  findOrderDocuments,
  listDoorItems,
} from "./document-repository";
import { expireUnpaidOrders } from "./expiry";
import { findOrderInvoice } from "./invoices";
import { attendeePhotoRoutes, orderPageRoutes, orderRoutes, staffRatingRoutes } from "./routes";
import {
  type CancellationDeps,
  type OrderDeps,
  orderPayability,
  recordPaymentEvent,
} from "./service";

export interface OrderCalls {
  /** Records a provider's verified payment event (payment-events.ts). */
  recordPaymentEvent(event: PaymentEvent): Promise<unknown>;
  /** Whether an order may still be paid, asked before any money is taken. */
  payability: CheckPayable;
  /** An order's document item, with the order token (documents' PDFs). */
  findOrderDocument: FindOrderDocument;
  /** Every line of an order, with the order token (documents' calendar files). */
  findOrderDocuments: FindOrderDocuments;
  /** An order's invoice, with the order token (documents' invoice PDFs). */
  findOrderInvoice: FindOrderInvoice;
  /**
   * The issue 34: a line as the door checks a code of it (no token: the code is signed); with
   * `admit`, that person let in by the same statement (document-repository.ts).
   */
  findDoorItem(
    orderId: number,
    itemId: number,
    admit?: DoorAdmission,
  ): Promise<(FoundOrderDocument & { admitted: boolean }) | undefined>;
  /** The issue 34: the lines whose codes admit on a day, for the door's list and counts. */
  listDoorItems(day: string): Promise<FoundOrderDocument[]>;
}

declare module "fastify" {
  interface FastifyInstance {
    orders: OrderCalls;
  }
}

async function orders(app: FastifyInstance) {
  const { db, clock, config, ledger, readCache, limitStore } = app;
  // spec selling-core §7: the confirmation with the documents, once an order is valid.
  const confirmations = createConfirmationMailer({
    db,
    log: app.log,
    mail: { config, ticketSigningKeys: app.ticketSigningKeys, clock },
    publicOrigin: app.publicOrigin,
  });
  // Before the database closes: a confirmation being written finishes first.
  app.addHook("onClose", () => confirmations.idle());
  const deps: OrderDeps = {
    db,
    clock,
    publicOrigin: app.publicOrigin,
    payments: app.payments,
    holdMinutes: config.holdMinutes,
    unpaidOrderGraceMinutes: config.unpaidOrderGraceMinutes,
    ledger,
    readCache,
    log: app.log,
    confirmations,
  };
  app.decorate("orders", {
    recordPaymentEvent: (event: PaymentEvent) => recordPaymentEvent(deps, event),
    payability: (orderId: number) => orderPayability(deps, orderId),
    findOrderDocument: (orderId, token, itemId) => findOrderDocument(db, orderId, token, itemId),
    findOrderDocuments: (orderId, token) => findOrderDocuments(db, orderId, token),
    findOrderInvoice: (orderId, token, invoiceId) =>
      findOrderInvoice(db, orderId, token, invoiceId),
    findDoorItem: (orderId, itemId, admit) => findDoorItem(db, orderId, itemId, admit),
    listDoorItems: (day) => listDoorItems(db, day),
  } satisfies OrderCalls);
  await app.register(orderRoutes(deps, app.couponAttempts), { prefix: "/api/v1" });
  // The issue 33: the order page's resend and rating; the venue reads the ratings.
  const resendLimiter = limitStore.limiter("confirmation resends", {
    points: config.limits.confirmationResendsPerHour,
    seconds: 3600,
  });
  const cancellations: CancellationDeps = {
    db,
    clock,
    ledger,
    payments: app.payments,
    readCache,
    log: app.log,
    mail: { config, clock },
    publicOrigin: app.publicOrigin,
  };
  await app.register(orderPageRoutes({ db, clock, confirmations, resendLimiter, cancellations }), {
    prefix: "/api/v1",
  });
  if (config.staffApiKey) {
    await app.register(staffRatingRoutes({ db }, config.staffApiKey), { prefix: "/api/v1" });
  }
  // spec selling-core §5: the attendee photos picked before the order, uploaded with it.
  await app.register(attendeePhotoRoutes({ db, clock, publicOrigin: app.publicOrigin }), {
    prefix: "/api/v1",
  });

  if (config.sweepIntervalMs > 0) {
    // DESIGN §4: an order left unpaid expires and gives back its places and voucher value.
    const rules = { holdMinutes: config.holdMinutes, graceMinutes: config.unpaidOrderGraceMinutes };
    const sweeper = startSweeper(
      db,
      ledger,
      clock,
      config.sweepIntervalMs,
      (error) => app.log.error({ err: error }, "sweeping expired holds failed"),
      () => readCache.invalidate(),
      async (now) => (await expireUnpaidOrders(db, ledger, rules, now)) > 0,
    );
    app.addHook("onClose", () => sweeper.stop());
  }
}

export default fp(orders, {
  name: "orders",
  dependencies: ["infrastructure", "capacity", "coupons", "payments"],
});
