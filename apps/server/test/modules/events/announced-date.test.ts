// surrounding-areas §4 "Event detail": a date announced before its prices are set (the catalogue
// lists it without `prices`) has no accounting article to book it to. Its detail answers
// product_without_accounting_article naming date_id; lists and calendars show it sold out, and
// no one can hold its places. On both engines, with the real catalogue load.
import { EventDateList } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import type { TestApp } from "../../helpers/test-app";
import { startCatalogueApp } from "../shop/catalogue-app";
import { DATE, EVENT, eventCatalogue } from "./event-catalogue";

const ANNOUNCED = 430;

function withAnnouncedDate() {
  const catalogue = eventCatalogue();
  const lecture = catalogue.events?.find((event) => event.id === EVENT.lecture);
  if (!lecture) throw new Error("the fixture lacks its lecture series");
  lecture.dates?.push({
    id: ANNOUNCED,
    day: "2030-06-26",
    start_time: "18:00",
    seats: { max: 40 },
    vat_pct: 7,
  });
  return catalogue;
}

describe.each(engineNames())("a date without prices on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCatalogueApp(engine, withAnnouncedDate());
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers product_without_accounting_article for its detail, naming date_id", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1/events/${EVENT.lecture}/dates/${ANNOUNCED}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: "product_without_accounting_article",
      fields: { date_id: ["This date is not on sale yet: it has no prices"] },
    });
    // A date with prices of the same event answers as ever.
    const priced = await t.app.inject({
      method: "GET",
      url: `/api/v1/events/${EVENT.lecture}/dates/${DATE.lectureJune}`,
    });
    expect(priced.statusCode).toBe(200);
  });

  it("lists it sold out, and holds none of its places", async () => {
    const list = await t.app.inject({
      method: "GET",
      url: `/api/v1/dates?start_at=2030-06-20&end_at=2030-06-30&event_ids[]=${EVENT.lecture}`,
    });
    expect(list.statusCode, list.body).toBe(200);
    const date = EventDateList.parse(list.json()).data.find((d) => d.id === ANNOUNCED);
    expect(date).toMatchObject({ soldOut: true, seats: { available: 0 } });
    const hold = await t.app.inject({
      method: "POST",
      url: `/api/v1/events/${EVENT.lecture}/dates/${ANNOUNCED}/blockings`,
      payload: { quantity: 1 },
    });
    expect(hold.statusCode).toBe(409);
    expect(hold.json().error).toMatchObject({
      code: "sold_out",
      fields: { quantity: ["This date cannot be booked"] },
    });
    const held = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM holds WHERE event_date_id = $1",
      [ANNOUNCED],
    );
    expect(held.rows[0]?.n).toBe(0);
  });
});
