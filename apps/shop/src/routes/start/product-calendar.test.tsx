// spec surrounding-areas §2 "Start page", §8: the product calendar lists the events per day
// (sold out marked), says so when there are none, and shows only when the venue shows events.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import {
  CONCERT,
  CONCERT_DATE,
  calendarOf,
  LECTURE_DATE,
  LECTURES,
  list,
} from "../../test/event-fixtures";
import { json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const EVENTS_ON = shopAnswer({ navigation: { events: { enabled: true } } });

describe("the start page's product calendar", () => {
  it("lists each day's dates with their event, time and places, sold out marked", async () => {
    const soldOut = { ...LECTURE_DATE, seats: { ...LECTURE_DATE.seats, available: 0 } };
    const api = stubApi({
      "GET /api/v1/shop": () => json(EVENTS_ON),
      "GET /api/v1/calendar": () => json(calendarOf([soldOut, CONCERT_DATE])),
      "GET /api/v1/events": () => json(list([CONCERT, LECTURES])),
    });
    renderShop("/start");
    const calendar = await screen.findByRole("region", { name: "Veranstaltungskalender" });
    const tuesday = within(calendar).getByRole("heading", { level: 3, name: /4\. Juni/ });
    const day = tuesday.closest("li") as HTMLElement;
    expect(within(day).getByRole("link", { name: CONCERT.title })).toHaveAttribute(
      "href",
      "/event/1?date=2030-06-04&date_id=101",
    );
    expect(within(day).getByText("11 Plätze frei")).toBeVisible();
    const monday = within(calendar).getByRole("heading", { level: 3, name: /3\. Juni/ });
    expect(within(monday.closest("li") as HTMLElement).getByText("ausverkauft")).toBeVisible();
    const query = api.callsTo("/calendar")[0]?.url.searchParams;
    expect([query?.get("start_at"), query?.get("end_at")]).toEqual(["2030-06-01", "2030-06-30"]);
    expect(await axeViolations()).toEqual([]);
  });

  it("says so when no event takes place", async () => {
    stubApi({
      "GET /api/v1/shop": () => json(EVENTS_ON),
      "GET /api/v1/calendar": () => json({ data: {} }),
      "GET /api/v1/events": () => json(list([])),
    });
    renderShop("/start");
    expect(await screen.findByText(/keine Veranstaltungen statt/)).toBeVisible();
  });

  it("is not there when the venue does not show events", async () => {
    const api = stubApi();
    renderShop("/start");
    expect(await screen.findByRole("heading", { level: 2, name: "Unsere Museen" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Veranstaltungskalender" })).toBeNull();
    expect(api.callsTo("/calendar")).toEqual([]);
  });
});
