// issue 27 item 2: two lines of the same title in different houses read apart. POST /cart names
// each line's museums in the asked locale — a ticket's (all of a combi ticket), an event date's
// house — beside the day and start time it already answered.
import type { CartAnswer } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { loadCatalogue } from "../../../src/modules/catalogue/load-catalogue";
import { engineNames } from "../../helpers/engines";
import { TEST_NOW } from "../../helpers/test-app";
import { DATE, eventCatalogue } from "../events/event-catalogue";
import { DAY, type OrderApp, startOrderApp } from "../orders/order-app";
import { TICKET } from "../shop/fixture-catalogue";

describe.each(engineNames())("POST /api/v1/cart names the lines' museums on %s", (engine) => {
  let t: OrderApp;
  beforeAll(async () => {
    t = await startOrderApp(engine, {}, async (db) => {
      await loadCatalogue(db, parseCatalogue(eventCatalogue()), {
        now: new Date(TEST_NOW),
        source: "test",
      });
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const price = async (locale: string, items: object[]) => {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/v1/cart?locale=${locale}`,
      payload: { items },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CartAnswer;
  };

  it.each([
    ["de", ["Kunsthalle am Fluss"], ["Kunsthalle am Fluss", "Naturkundemuseum"]],
    ["en", ["River Art Hall"], ["River Art Hall", "Natural History Museum"]],
  ])(
    "answers them in %s, all of a combi ticket, and an event's house",
    async (locale, one, two) => {
      const cart = await price(locale, [
        { type: "Ticket", attributes: { id: TICKET.adult, date: DAY, quantity: 1 } },
        { type: "Ticket", attributes: { id: TICKET.combi, date: DAY, quantity: 1 } },
        { type: "Annual", attributes: { id: TICKET.annual, quantity: 1 } },
        { type: "Event", attributes: { id: DATE.lectureJune, quantities: { 1: 1 } } },
      ]);
      const [adult, combi, annual, lecture] = cart.items.map((line) => line.info);
      expect(adult?.museums).toEqual(one);
      expect(adult?.meta.startDate).toBe(DAY);
      expect(combi?.museums).toEqual(two);
      // the fixture's annual pass names no house: it says none rather than a wrong one
      expect(annual?.museums).toEqual([]);
      // the lecture series is the natural history museum's
      expect(lecture?.museums).toEqual([two[1]]);
      expect(lecture?.meta.startDate).not.toBeNull();
      expect(lecture?.meta.startTime).toMatch(/^\d\d:\d\d$/);
    },
  );
});
