// DESIGN §4 "fair": one client cannot hold more than a capped number of places at once
// (default: twice the shop's maxItemsPerList), nor can all clients behind one address together
// (default: at least 64), and a hold cannot be extended forever (default: twice the hold time
// from its creation). A client is its signed-in customer, else its visitor (the visitor cookie
// a first hold hands out, migration 0517), else its address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config";
import { engineNames } from "../../helpers/engines";
import { counterRow, insertQuota, insertTicket } from "../../helpers/fixtures";
import { GENEROUS_LIMITS, startTestApp, type TestApp } from "../../helpers/test-app";
import { cookieHeader, visitorJar } from "../../helpers/visitor-jar";
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
  // One browser per address unless named: it keeps its visitor cookie.
  const jar = visitorJar();
  const hold = async (
    from: string,
    ticket: number,
    quantity: number,
    session?: string,
    browser = from,
  ) =>
    jar.keep(
      browser,
      await t.app.inject({
        method: "POST",
        url: "/api/v1/tickets/reservations",
        payload: { ticket_id: ticket, quantity, date: DAY },
        remoteAddress: from,
        headers: cookieHeader(session, jar.cookie(browser)),
      }),
    );

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

    // 30 holds of 2 places at once, as a script would send them with its visitor cookie.
    expect((await hold(flooder, ticket, 2)).statusCode).toBe(201);
    const answers = [
      ...(await Promise.all(Array.from({ length: 29 }, () => hold(flooder, ticket, 2)))),
    ];

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
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
    const cookie = guest.cookie;
    expect((await hold(newAddress(), ticket, 6, cookie)).statusCode).toBe(201);

    const elsewhere = await hold(newAddress(), ticket, 5, cookie);

    expect(elsewhere.statusCode).toBe(409);
    expect((await hold(newAddress(), ticket, 4, cookie)).statusCode).toBe(201);
  });

  it("treats a made-up session cookie as no session: the visitor counts", async () => {
    const { ticket } = await dayTicket();
    const from = newAddress();
    const fake = () => `shop_session=${"x".repeat(33)}${lastAddress}`.slice(0, 56);
    expect((await hold(from, ticket, 10, fake())).statusCode).toBe(201);

    const again = await hold(from, ticket, 1, `shop_session=${"y".repeat(43)}`);

    expect(again.statusCode).toBe(409);
  });
});

// The issue "security review", finding 3: the places cap counted per session and one address
// got 20 guest sessions an hour, so one address held a day's 300 places; while a fresh browser
// with an empty cart behind a shared address was refused, its address being another visitor's
// owner. Every visitor now owns their holds, and one address's holds share a cap of their own.
describe.each(engineNames())("the places all visitors behind one address hold on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // The defaults: maxItemsPerList 5 → 10 places a visitor, at least 64 an address.
    t = await startTestApp(engine, {
      config: { holdPlacesPerClient: undefined, holdPlacesPerAddress: undefined },
    });
    await setSettings(t.db, { maxItemsPerList: 5 });
    await insertReference(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const dayTicket = async (capacity = 300) => {
    const quota = await insertQuota(t.db, { kind: "day", capacity });
    return { quota, ticket: await insertTicket(t.db, { quotaIds: [quota], max_persons: 10 }) };
  };
  const jar = visitorJar();
  const hold = async (from: string, ticket: number, quantity: number, browser?: string) => {
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: { ticket_id: ticket, quantity, date: DAY },
      remoteAddress: from,
      headers: cookieHeader(browser === undefined ? undefined : jar.cookie(browser)),
    });
    return browser === undefined ? answer : jar.keep(browser, answer);
  };

  it("gives a fresh browser behind a shared address a cap of its own", async () => {
    const { quota, ticket } = await dayTicket();
    const school = newAddress();
    expect((await hold(school, ticket, 10, "teacher")).statusCode).toBe(201);
    expect((await hold(school, ticket, 1, "teacher")).statusCode).toBe(409);

    const pupil = await hold(school, ticket, 4, "pupil");

    expect(pupil.statusCode, pupil.body).toBe(201);
    expect(pupil.headers["set-cookie"]).toEqual(expect.stringMatching(/^shop_visitor=/));
    expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 14 });
  });

  it("holds 20 guest sessions of one address together to the address's cap", async () => {
    const { quota, ticket } = await dayTicket();
    const from = newAddress();
    const answers = [];
    for (let i = 0; i < 20; i += 1) {
      const guest = await signInGuest(t.app, { ...GUEST, email: `flood${i}@example.org` });
      answers.push(
        await t.app.inject({
          method: "POST",
          url: "/api/v1/tickets/reservations",
          payload: { ticket_id: ticket, quantity: 10, date: DAY },
          remoteAddress: from,
          headers: { cookie: guest.cookie },
        }),
      );
    }

    // 6 × 10 places fit under 64; the 7th would bring the address to 70.
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(6);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(14);
    expect(refused[0]?.json().error).toMatchObject({
      code: "hold_limit",
      fields: { quantity: [expect.stringContaining("network")] },
    });
    expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 60 });
    // another address still buys
    expect((await hold(newAddress(), ticket, 10)).statusCode).toBe(201);
  });

  it("holds a script that drops its cookies to the address's cap too", async () => {
    const { quota, ticket } = await dayTicket();
    const from = newAddress();

    const answers = await Promise.all(Array.from({ length: 30 }, () => hold(from, ticket, 4)));

    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(16);
    expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 64 });
  });

  it("counts the addresses of one IPv6 /64 as one address", async () => {
    const { quota, ticket } = await dayTicket();
    const statuses = [];
    for (let i = 1; i <= 10; i += 1) {
      statuses.push((await hold(`2001:db8:5:6::${i}`, ticket, 10)).statusCode);
    }

    expect(statuses.filter((status) => status === 201)).toHaveLength(6);
    expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 60 });
  });

  it("refuses a change that would bring the address above its cap, keeping the hold", async () => {
    const { quota, ticket } = await dayTicket();
    const from = newAddress();
    for (let i = 0; i < 6; i += 1) await hold(from, ticket, 10, `office-${i}`);
    const last = (await hold(from, ticket, 2, "office-6")).json();
    const change = (quantity: number) =>
      t.app.inject({
        method: "PUT",
        url: `/api/v1/tickets/reservations/${last.token}`,
        payload: { ticket_id: ticket, quantity, date: DAY },
        remoteAddress: from,
        headers: cookieHeader(jar.cookie("office-6")),
      });

    const refused = await change(5);

    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("hold_limit");
    expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 62 });
    expect((await change(4)).statusCode).toBe(200);
    expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 64 });
  });

  it("hands a made-up visitor cookie a visitor of the server's own", async () => {
    const { ticket } = await dayTicket();
    const from = newAddress();
    const genuine = await hold(from, ticket, 1, "genuine");
    const cookie = jar.cookie("genuine") ?? "";
    const [id, issued] = cookie.slice("shop_visitor=".length).split(".");
    const forged = `shop_visitor=${id}.${issued}.${"A".repeat(22)}`;

    const answer = await t.app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: { ticket_id: ticket, quantity: 10, date: DAY },
      remoteAddress: from,
      headers: { cookie: forged },
    });

    expect(genuine.statusCode).toBe(201);
    expect(answer.statusCode).toBe(201);
    const handed = String(answer.headers["set-cookie"]);
    expect(handed).toMatch(
      /^shop_visitor=[A-Za-z0-9_-]{22}\.[0-9a-z]+\.[A-Za-z0-9_-]{22}; Path=\/api; HttpOnly; SameSite=Lax; Max-Age=86400$/,
    );
    expect(handed).not.toContain(id);
    // the genuine visitor's cap is its own: the forged request's 10 places are not theirs
    expect((await hold(from, ticket, 9, "genuine")).statusCode).toBe(201);
  });

  it("hands a visitor cookie older than a day a new visitor, so visitors cannot be stockpiled", async () => {
    const { ticket } = await dayTicket();
    const from = newAddress();
    expect((await hold(from, ticket, 10, "yesterday")).statusCode).toBe(201);
    const old = jar.cookie("yesterday");
    t.clock.advance(24 * 60 * MINUTE);
    try {
      const next = await hold(from, ticket, 10, "yesterday");

      expect(next.statusCode).toBe(201);
      expect(jar.cookie("yesterday")).not.toBe(old);
    } finally {
      t.clock.advance(-24 * 60 * MINUTE);
    }
  });

  it("reads the address's cap from the environment, and leaves the default when unset", () => {
    expect(loadConfig({ HOLD_PLACES_PER_ADDRESS: "120" }).holdPlacesPerAddress).toBe(120);
    expect(loadConfig({}).holdPlacesPerAddress).toBeUndefined();
    expect(loadConfig({}).limits.visitorsPerHour).toBe(300);
  });
});

describe.each(engineNames())("new visitors of one address (VISITORS_PER_HOUR) on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, {
      config: { limits: { ...GENEROUS_LIMITS.limits, visitorsPerHour: 3 } },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("are limited per address: past the budget a newcomer holds as its address, a visitor with a cookie as itself", async () => {
    const quota = await insertQuota(t.db, { kind: "day", capacity: 100 });
    const ticket = await insertTicket(t.db, { quotaIds: [quota], max_persons: 10 });
    const jar = visitorJar();
    const hold = async (browser: string) =>
      jar.keep(
        browser,
        await t.app.inject({
          method: "POST",
          url: "/api/v1/tickets/reservations",
          payload: { ticket_id: ticket, quantity: 1, date: DAY },
          remoteAddress: "192.0.2.200",
          headers: cookieHeader(jar.cookie(browser)),
        }),
      );
    for (const browser of ["a", "b", "c"]) expect((await hold(browser)).statusCode).toBe(201);

    const fourth = await hold("d");

    expect(fourth.statusCode).toBe(201);
    expect(fourth.headers["set-cookie"]).toBeUndefined();
    const owner = await t.db.query<{ owner: string }>("SELECT owner FROM holds WHERE token = $1", [
      fourth.json().token,
    ]);
    expect(owner.rows[0]?.owner).toBe("address:192.0.2.200");
    expect((await hold("a")).statusCode).toBe(201);
    expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 5 });
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
    const jar = visitorJar();
    const hold = async (quantity: number) =>
      jar.keep(
        "browser",
        await t.app.inject({
          method: "POST",
          url: "/api/v1/tickets/reservations",
          payload: { ticket_id: ticket, quantity, date: DAY },
          headers: cookieHeader(jar.cookie("browser")),
        }),
      );
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
