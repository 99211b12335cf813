// What orders answer a provider about to take money (modules/payments/provider.ts
// CheckPayable): an order may be paid while it is outstanding and its time (holds' time plus
// UNPAID_ORDER_GRACE_MINUTES) has not run out; one whose time ran out is expired on the spot,
// as the sweeper would, so nothing is taken for it and the shop finds it failed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLedger } from "../../../src/modules/capacity/ledger";
import { orderPayability, recordPaymentEvent } from "../../../src/modules/orders/service";
import { engineNames } from "../../helpers/engines";
import { counterRow } from "../../helpers/fixtures";
import { TEST_NOW } from "../../helpers/test-app";
import { insertDayTicket } from "../cart/cart-fixtures";
import {
  DAY,
  hold,
  newBuyer,
  type OrderApp,
  placeOrder,
  startOrderApp,
  ticketLine,
} from "./order-app";

const MINUTE = 60_000;

describe.each(engineNames())("whether an order may still be paid, on %s", (engine) => {
  let t: OrderApp;
  beforeAll(async () => {
    t = await startOrderApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const deps = () => ({
    db: t.db,
    clock: t.clock,
    ledger: createLedger(),
    log: t.app.log,
    holdMinutes: 30,
    unpaidOrderGraceMinutes: 15,
  });

  async function unpaidOrder() {
    t.clock.set(TEST_NOW);
    const buyer = await newBuyer(t);
    const { ticket, quota } = await insertDayTicket(t.db, { price_cents: 1000, capacity: 10 });
    const held = await hold(t, { ticket_id: ticket, quantity: 2, date: DAY });
    const placed = await placeOrder(t, buyer, {
      items: [ticketLine(ticket, 2, [held])],
      total: 2000,
    });
    if (placed.statusCode !== 201) throw new Error(placed.body);
    return { id: placed.json().order.id as number, quota };
  }
  const stateOf = async (id: number) =>
    (
      await t.db.query<{ payment_status: number; canceled: boolean }>(
        "SELECT payment_status, canceled FROM orders WHERE id = $1",
        [id],
      )
    ).rows[0];

  it("hands the provider the instant the order expires", async () => {
    await unpaidOrder();
    expect(t.started.at(-1)?.payableUntil).toEqual(
      new Date(new Date(TEST_NOW).getTime() + 45 * MINUTE),
    );
  });

  it("answers outstanding until its holds' time plus the grace has passed", async () => {
    const order = await unpaidOrder();
    t.clock.advance(45 * MINUTE - 1);
    expect(await orderPayability(deps(), order.id)).toBe("outstanding");
    expect(await stateOf(order.id)).toEqual({ payment_status: 10, canceled: false });
  });

  it("then answers closed and expires the order: its places come back", async () => {
    const order = await unpaidOrder();
    t.clock.advance(45 * MINUTE);

    expect(await orderPayability(deps(), order.id)).toBe("closed");

    expect(await stateOf(order.id)).toEqual({ payment_status: 40, canceled: true });
    expect(await counterRow(t.db, order.quota, DAY)).toMatchObject({ held: 0, sold: 0 });
    // Asked again: still closed, nothing more to do.
    expect(await orderPayability(deps(), order.id)).toBe("closed");
  });

  it("answers settled for a paid order, closed for a failed one and an unknown id", async () => {
    const paid = await unpaidOrder();
    await recordPaymentEvent(deps(), {
      eventId: `paid-${paid.id}`,
      orderId: paid.id,
      provider: "test",
      status: 30,
      amountCents: 2000,
    });
    const failed = await unpaidOrder();
    await recordPaymentEvent(deps(), {
      eventId: `failed-${failed.id}`,
      orderId: failed.id,
      provider: "test",
      status: 40,
      amountCents: 2000,
    });

    expect(await orderPayability(deps(), paid.id)).toBe("settled");
    expect(await orderPayability(deps(), failed.id)).toBe("closed");
    expect(await orderPayability(deps(), 999_999)).toBe("closed");
    // A paid order stays paid however late it is asked about.
    t.clock.advance(60 * MINUTE);
    expect(await orderPayability(deps(), paid.id)).toBe("settled");
    expect(await stateOf(paid.id)).toEqual({ payment_status: 30, canceled: false });
  });
});
