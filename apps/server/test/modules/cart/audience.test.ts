// spec surrounding-areas §6 "Billing address gives a price target audience used for price
// lookups", "VIP user uses a price target audience": a ticket sold to one audience only is a
// line error (not_found) in POST /cart for anyone else — no session, a guest of the default
// audience — and priced for a customer of that audience or with a billing address of it; a
// billing address not the session's own answers 404. On PGlite and PostgreSQL.
import type { CartAnswer } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { startTestApp, type TestApp } from "../../helpers/test-app";
import { signInGuest } from "../auth/guest-session";
import { insertDayTicket, insertReference } from "./cart-fixtures";

const DAY = "2030-06-02";
const VIP = 7;

describe.each(engineNames())("tickets of one price target audience on %s", (engine) => {
  let t: TestApp;
  let vipTicket: number;
  let everyones: number;
  beforeAll(async () => {
    t = await startTestApp(engine, { prepare: insertReference });
    vipTicket = (await insertDayTicket(t.db, { price_cents: 900 })).ticket;
    await t.db.query("UPDATE tickets SET price_target_audience_id = $2 WHERE id = $1", [
      vipTicket,
      VIP,
    ]);
    everyones = (await insertDayTicket(t.db, { price_cents: 1400 })).ticket;
  });
  afterAll(async () => {
    await t?.close();
  });

  const price = async (cookie?: string, billingAddressId?: number) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/cart",
      headers: cookie ? { cookie } : {},
      payload: {
        items: [
          { type: "Ticket", attributes: { id: vipTicket, date: DAY, quantity: 1 } },
          { type: "Ticket", attributes: { id: everyones, date: DAY, quantity: 1 } },
        ],
        ...(billingAddressId === undefined ? {} : { billing_address_id: billingAddressId }),
      },
    });
    return response;
  };
  const errors = (answer: CartAnswer) => answer.items.map((line) => line.error);
  const addressOf = async (cookie: string) =>
    (
      await t.app.inject({
        method: "GET",
        url: "/api/v1/customer/customer_addresses",
        headers: { cookie },
      })
    ).json().customer_addresses[0].id as number;

  it("refuses the audience's ticket without a session, and to a guest of another audience", async () => {
    expect(errors((await price()).json())).toEqual(["not_found", null]);
    const guest = await signInGuest(t.app);
    expect(errors((await price(guest.cookie)).json())).toEqual(["not_found", null]);
  });

  it("prices it for a customer of the audience (a VIP code sets it)", async () => {
    const guest = await signInGuest(t.app);
    await t.db.query("UPDATE customers SET price_target_audience_id = $2 WHERE id = $1", [
      guest.customerId,
      VIP,
    ]);
    const answer = (await price(guest.cookie)).json() as CartAnswer;
    expect(errors(answer)).toEqual([null, null]);
    expect(answer.totals.subTotalCents).toBe(2300);
  });

  it("prices it with a billing address of the audience, and 404s another's address", async () => {
    const guest = await signInGuest(t.app);
    const own = await addressOf(guest.cookie);
    await t.db.query("UPDATE customer_addresses SET price_target_audience_id = $2 WHERE id = $1", [
      own,
      VIP,
    ]);
    expect(errors((await price(guest.cookie, own)).json())).toEqual([null, null]);
    // without naming it, the customer's own audience counts (the default)
    expect(errors((await price(guest.cookie)).json())).toEqual(["not_found", null]);

    const other = await signInGuest(t.app);
    const foreign = await price(other.cookie, own);
    expect(foreign.statusCode).toBe(404);
    expect(Object.keys(foreign.json().error.fields)).toEqual(["billing_address_id"]);
    expect((await price(undefined, own)).statusCode).toBe(404);
  });
});
