// The demo's lecture series has a free fare for members of the friends' circle. It was open
// to everyone, so any visitor could book the lectures for nothing; it is the VIP audience's
// price now (surrounding-areas §6): an ordinary visitor is neither shown it nor priced it,
// while a member of the circle is.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app";
import { DEMO_VIP_AUDIENCE, EVENT, EVENT_DATE } from "../../../src/seed/demo-ids";
import { ensureDemoCatalogue } from "../../../src/seed/ensure-demo-catalogue";
import { engineNames, type OpenedDatabase } from "../../helpers/engines";
import { testClock, testConfig } from "../../helpers/test-app";
import { signInGuest } from "../auth/guest-session";
import { openCatalogueDatabase } from "./catalogue-db";

const NOW = new Date("2030-06-01T08:00:00Z");
const TODAY = "2030-06-01";
const MEMBERS = 3;
const DATE_PATH = `/api/v1/events/${EVENT.lectures}/dates/${EVENT_DATE.lectureFirst}?locale=en`;

describe.each(engineNames())("the demo lectures' members' fare on %s", (engine) => {
  let opened: OpenedDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    opened = await openCatalogueDatabase(engine);
    await ensureDemoCatalogue(opened.db, TODAY, () => NOW);
    app = await buildApp({ db: opened.db, config: testConfig(), clock: testClock(NOW) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await opened?.close();
  });

  const membersLine = {
    type: "Event",
    attributes: { id: EVENT_DATE.lectureFirst, quantities: { [MEMBERS]: 1 } },
    reservations: [],
  };
  const priceCart = (cookie?: string) =>
    app.inject({
      method: "POST",
      url: "/api/v1/cart?locale=en",
      payload: { items: [membersLine] },
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const scalePrices = (body: { prices: { scale_price_id: number; price_cents: number }[] }) =>
    body.prices.map((price) => [price.scale_price_id, price.price_cents]);

  it("is not offered to an ordinary visitor: the date shows admission and reduced only", async () => {
    const date = await app.inject({ method: "GET", url: DATE_PATH });
    expect(date.statusCode, date.body).toBe(200);
    expect(scalePrices(date.json())).toEqual([
      [1, 600],
      [2, 400],
    ]);

    const list = await app.inject({ method: "GET", url: "/api/v1/dates?locale=en" });
    const lectures = list
      .json()
      .data.filter((entry: { id: number }) => entry.id === EVENT_DATE.lectureFirst);
    expect(lectures.map((entry: { minPrice: number }) => entry.minPrice)).toEqual([400]);
  });

  it("is not priced to an ordinary visitor: the cart refuses it like an unknown price", async () => {
    const answer = await priceCart((await signInGuest(app)).cookie);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error).toMatchObject({
      code: "not_found",
      fields: { [`items.0.attributes.quantities.${MEMBERS}`]: ["No such price for this date"] },
    });
  });

  it("is offered and priced to a member of the friends' circle", async () => {
    const member = await signInGuest(app);
    await opened.db.query("UPDATE customers SET price_target_audience_id = $1 WHERE id = $2", [
      DEMO_VIP_AUDIENCE,
      member.customerId,
    ]);

    const date = await app.inject({
      method: "GET",
      url: DATE_PATH,
      headers: { cookie: member.cookie },
    });
    expect(scalePrices(date.json())).toEqual([
      [1, 600],
      [2, 400],
      [MEMBERS, 0],
    ]);
    const answer = await priceCart(member.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().items[0]).toMatchObject({ error: null, info: { totalCents: 0 } });
  });
});
