// DESIGN §4 "fair": one client cannot hold more than a capped number of places at once
// (default: twice the shop's maxItemsPerList), and a hold cannot be extended forever
// (default: twice the hold time from its creation). A client is its signed-in customer,
// else its address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config";
import { engineNames } from "../../helpers/engines";
import { counterRow, insertQuota, insertTicket } from "../../helpers/fixtures";
import { startTestApp, type TestApp } from "../../helpers/test-app";
import { GUEST, signInGuest } from "../auth/guest-session";
import { insertReference, setSettings } from "../cart/cart-fixtures";

const DAY = "2030-06-02";
const MINUTE = 60_000;

// Each test holds from addresses of its own, so the caps of two tests never meet.
let lastAddress = 0;
const newAddress = () => {
  lastAddress += 1;
  return `198.51.100.${lastAddress}`;
};

describe.each(engineNames())("the places one client holds at once on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // The shop's default cap, from its settings: maxItemsPerList 5 → 10 places.
    t = await startTestApp(engine, { config: { holdPlacesPerClient: undefined } });
    await setSettings(t.db, { maxItemsPerList: 5 });
    await insertReference(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const dayTicket = async (capacity = 100) => {
    const quota = await insertQuota(t.db, { kind: "day", capacity });
    return { quota, ticket: await insertTicket(t.db, { quotaIds: [quota], max_persons: 10 }) };
  };
  const hold = (from: string, ticket: number, quantity: number, headers = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: { ticket_id: ticket, quantity, date: DAY },
      remoteAddress: from,
      headers,
    });

  it("lets one client hold up to twice maxItemsPerList, refuses more with 409 hold_limit and takes nothing", async () => {
    const { quota, ticket } = await dayTicket();
    const from = newAddress();
    expect((await hold(from, ticket, 4)).statusCode).toBe(201);
    expect((await hold(from, ticket, 6)).statusCode).toBe(201);

    const refused = await hold(from, ticket, 1);

    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "hold_limit",
      fields: { quantity: [expect.stringContaining("at once")] },
    });
    expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 10 });
  });

  it("stops a flood of one client at its cap while a second client still buys", async () => {
    const { quota, ticket } = await dayTicket(40);
    const flooder = newAddress();

    // 30 holds of 2 places at once, as a script would send them.
    const answers = await Promise.all(Array.from({ length: 30 }, () => hold(flooder, ticket, 2)));

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25);
    expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 10 });
    const visitor = await hold(newAddress(), ticket, 4);
    expect(visitor.statusCode).toBe(201);
    expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 14 });
  });

  it("counts a released hold no more", async () => {
    const { ticket } = await dayTicket();
    const from = newAddress();
    const first = (await hold(from, ticket, 10)).json();
    expect((await hold(from, ticket, 1)).statusCode).toBe(409);

    await t.app.inject({ method: "DELETE", url: `/api/v1/tickets/reservations/${first.token}` });

    expect((await hold(from, ticket, 10)).statusCode).toBe(201);
  });

  it("counts an expired hold no more, released or not", async () => {
    const { ticket } = await dayTicket();
    const from = newAddress();
    expect((await hold(from, ticket, 10)).statusCode).toBe(201);
    expect((await hold(from, ticket, 1)).statusCode).toBe(409);

    t.clock.advance(30 * MINUTE);

    expect((await hold(from, ticket, 10)).statusCode).toBe(201);
    t.clock.set(new Date(t.clock().getTime() - 30 * MINUTE));
  });

  it("leaves tickets without a day out: they take no place", async () => {
    const flex = await insertTicket(t.db, { free_timing: true, max_persons: 10 });
    const from = newAddress();
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: { ticket_id: flex, quantity: 10 },
      remoteAddress: from,
    });
    expect(answer.statusCode).toBe(201);
    const { ticket } = await dayTicket();
    expect((await hold(from, ticket, 10)).statusCode).toBe(201);
  });

  it("refuses a change that would bring the client above its cap, keeping the hold as it was", async () => {
    const { quota, ticket } = await dayTicket();
    const from = newAddress();
    const first = (await hold(from, ticket, 6)).json();
    expect((await hold(from, ticket, 3)).statusCode).toBe(201);
    const change = (quantity: number) =>
      t.app.inject({
        method: "PUT",
        url: `/api/v1/tickets/reservations/${first.token}`,
        payload: { ticket_id: ticket, quantity, date: DAY },
        remoteAddress: from,
      });

    const refused = await change(8);

    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("hold_limit");
    expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 9 });
    // Its own places count once: 6 → 7 brings the client to exactly 10.
    expect((await change(7)).statusCode).toBe(200);
    expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 10 });
  });

  it("counts a signed-in customer across addresses, by customer and not by session", async () => {
    const { ticket } = await dayTicket();
    const guest = await signInGuest(t.app, { ...GUEST, email: "cap@example.org" });
    const cookie = { cookie: guest.cookie };
    expect((await hold(newAddress(), ticket, 6, cookie)).statusCode).toBe(201);

    const elsewhere = await hold(newAddress(), ticket, 5, cookie);

    expect(elsewhere.statusCode).toBe(409);
    expect((await hold(newAddress(), ticket, 4, cookie)).statusCode).toBe(201);
  });

  it("treats a made-up session cookie as no session: the address counts", async () => {
    const { ticket } = await dayTicket();
    const from = newAddress();
    const fake = () => ({ cookie: `shop_session=${"x".repeat(33)}${lastAddress}`.slice(0, 56) });
    expect((await hold(from, ticket, 10, fake())).statusCode).toBe(201);

    const again = await hold(from, ticket, 1, { cookie: `shop_session=${"y".repeat(43)}` });

    expect(again.statusCode).toBe(409);
  });
});

describe.each(engineNames())("a venue's own cap (HOLD_PLACES_PER_CLIENT) on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { config: { holdPlacesPerClient: 3 } });
    await setSettings(t.db, { maxItemsPerList: 50 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("wins over the shop's default", async () => {
    const quota = await insertQuota(t.db, { kind: "day", capacity: 100 });
    const ticket = await insertTicket(t.db, { quotaIds: [quota], max_persons: 10 });
    const hold = (quantity: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/tickets/reservations",
        payload: { ticket_id: ticket, quantity, date: DAY },
      });
    expect((await hold(3)).statusCode).toBe(201);
    expect((await hold(1)).statusCode).toBe(409);
  });

  it("reads the setting from the environment, and leaves it to the shop when unset", () => {
    expect(loadConfig({ HOLD_PLACES_PER_CLIENT: "7" }).holdPlacesPerClient).toBe(7);
    expect(loadConfig({}).holdPlacesPerClient).toBeUndefined();
  });
});

describe.each(engineNames())("the lifetime of a hold on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // 30-minute holds, so 60 minutes of life from creation by default.
    t = await startTestApp(engine, { config: { holdMinutes: 30, holdLifetimeMinutes: 60 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const start = async () => {
    t.clock.set("2030-06-01T08:00:00.000Z");
    const quota = await insertQuota(t.db, { kind: "day", capacity: 100 });
    const ticket = await insertTicket(t.db, { quotaIds: [quota], max_persons: 10 });
    const hold = await t.app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: { ticket_id: ticket, quantity: 2, date: DAY },
    });
    return { ticket, token: hold.json().token as string };
  };
  const extend = (tokens: string[]) =>
    t.app.inject({ method: "PUT", url: "/api/v1/tickets/reservations", payload: { tokens } });

  it("extends by the hold time until the end of its life, then refuses with 409 hold_not_extendable", async () => {
    const { token } = await start();
    t.clock.advance(20 * MINUTE);
    expect((await extend([token])).json().data[0].valid_until).toBe("2030-06-01T08:50:00.000Z");
    t.clock.advance(25 * MINUTE);
    // 08:45 + 30 minutes would be 09:15; its life ends at 09:00.
    expect((await extend([token])).json().data[0].valid_until).toBe("2030-06-01T09:00:00.000Z");
    t.clock.advance(5 * MINUTE);

    const refused = await extend([token]);

    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: "hold_not_extendable",
      message: "The reservation can no longer be extended",
      fields: { "tokens.0": ["The reservation can no longer be extended"] },
    });
  });

  it("changes nothing when one hold of the call is at the end of its life", async () => {
    const { token: old } = await start();
    t.clock.advance(25 * MINUTE);
    expect((await extend([old])).statusCode).toBe(200);
    t.clock.advance(10 * MINUTE);
    // 08:35: extended to the end of its life, 09:00.
    expect((await extend([old])).json().data[0].valid_until).toBe("2030-06-01T09:00:00.000Z");
    const quota = await insertQuota(t.db, { kind: "day", capacity: 10 });
    const ticket = await insertTicket(t.db, { quotaIds: [quota] });
    const fresh = (
      await t.app.inject({
        method: "POST",
        url: "/api/v1/tickets/reservations",
        payload: { ticket_id: ticket, quantity: 1, date: DAY },
      })
    ).json();

    const refused = await extend([fresh.token, old]);

    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toEqual({
      "tokens.1": ["The reservation can no longer be extended"],
    });
    const row = await t.db.query<{ valid_until: Date }>(
      "SELECT valid_until FROM holds WHERE token = $1",
      [fresh.token],
    );
    expect(row.rows[0]?.valid_until.toISOString()).toBe(fresh.valid_until);
  });

  it("keeps the end of its life through a change of the hold", async () => {
    const { ticket, token } = await start();
    t.clock.advance(25 * MINUTE);
    expect((await extend([token])).statusCode).toBe(200);
    t.clock.advance(20 * MINUTE);

    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/v1/tickets/reservations/${token}`,
      payload: { ticket_id: ticket, quantity: 3, date: DAY },
    });

    expect(changed.statusCode).toBe(200);
    expect(changed.json().valid_until).toBe("2030-06-01T09:00:00.000Z");
  });

  it("defaults to twice the hold time and refuses a lifetime shorter than a hold", () => {
    expect(loadConfig({ HOLD_MINUTES: "20" }).holdLifetimeMinutes).toBe(40);
    expect(loadConfig({ HOLD_LIFETIME_MINUTES: "90" }).holdLifetimeMinutes).toBe(90);
    expect(() => loadConfig({ HOLD_MINUTES: "30", HOLD_LIFETIME_MINUTES: "20" })).toThrow(
      /HOLD_LIFETIME_MINUTES: must be at least HOLD_MINUTES/,
    );
  });
});
