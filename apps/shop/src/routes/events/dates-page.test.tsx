// spec surrounding-areas §2 /events/dates, §5 (tooEarly, tooLate), §9 (paging): the date list
// across events, its range rules, the empty-list warning, prices from or free, 20 dates first
// and more on request, and a general-admission date booked from the list.
import type { EventDate } from "@shop/core/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { blocking, CONCERT_DATE, LECTURE_DATE, list, listed } from "../../test/event-fixtures";
import { json, stubApi } from "../../test/fetch-stub";
import { MemoryStorage } from "../../test/memory-storage";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** GET /dates answering `dates` for the window starting at `start`, nothing elsewhere. */
function stubDates(dates: EventDate[], start = "2030-06-01") {
  return stubApi({
    "GET /api/v1/dates": (url) =>
      json(url.searchParams.get("start_at") === start ? list(dates) : list([])),
    "GET /api/v1/events/2/dates/201/blockings": () => json(list([])),
    "POST /api/v1/events/2/dates/201/blockings": () =>
      json(blocking(null, 2, "places-from-the-date-list"), 201),
  });
}

const lectures = (count: number) =>
  Array.from({ length: count }, (_, n) => ({
    ...listed(LECTURE_DATE),
    id: 300 + n,
    start_time: `2030-06-${String(2 + (n % 28)).padStart(2, "0")}T18:30:00+02:00`,
  }));

describe("the date list", () => {
  it("reads today and the next 30 days and shows each date's day, time, places and price", async () => {
    const api = stubDates([listed(LECTURE_DATE), listed(CONCERT_DATE)]);
    renderShop("/events/dates");
    const lecture = await screen.findByRole("article", { name: LECTURE_DATE.title });
    expect(within(lecture).getByText("03.06.2030, 18:30 Uhr")).toBeVisible();
    expect(within(lecture).getByText(/0 gebucht, 60 frei/)).toBeVisible();
    expect(within(lecture).getByText(/kostenlos/)).toBeVisible();
    const concert = screen.getByRole("article", { name: CONCERT_DATE.title });
    expect(within(concert).getByText(/ab/)).toHaveTextContent(/ab 10,00\s€/);
    expect(
      within(concert).getByRole("link", { name: "Plätze im Saalplan wählen" }),
    ).toHaveAttribute("href", "/event/1?date=2030-06-04&date_id=101");
    const first = api.callsTo("/dates")[0]?.url.searchParams;
    expect([first?.get("start_at"), first?.get("end_at"), first?.get("per_page")]).toEqual([
      "2030-06-01",
      "2030-07-01",
      "100",
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it("shows a date announced without prices as sold out, with no price, not as free", async () => {
    // As GET /dates answers a date the catalogue lists without prices (not on sale yet).
    const announced: EventDate = {
      ...listed(LECTURE_DATE),
      prices: [],
      minPrice: 0,
      soldOut: true,
      seats: { ...LECTURE_DATE.seats, available: 0 },
    };
    stubDates([announced]);
    renderShop("/events/dates");
    const lecture = await screen.findByRole("article", { name: LECTURE_DATE.title });
    expect(within(lecture).queryByText(/kostenlos/)).toBeNull();
    expect(within(lecture).getByText(/0 gebucht, 0 frei/)).toBeVisible();
    expect(within(lecture).getByText("Ausverkauft")).toBeVisible();
  });

  it("says a date that has begun cannot be booked, not that it is sold out, and offers no booking", async () => {
    // As GET /dates answers a date of today that has begun: not on sale, no places left.
    const begun: EventDate = {
      ...listed(LECTURE_DATE),
      bookable: false,
      seats: { ...LECTURE_DATE.seats, available: 0 },
    };
    stubDates([begun]);
    renderShop("/events/dates");
    const lecture = await screen.findByRole("article", { name: LECTURE_DATE.title });
    expect(within(lecture).getByText("Nicht buchbar")).toBeVisible();
    expect(within(lecture).queryByText("Ausverkauft")).toBeNull();
    expect(within(lecture).queryByRole("button", { name: /^Plätze buchen/ })).toBeNull();
  });

  it("refuses a range starting before today, from the URL, without reading dates", async () => {
    const api = stubDates([]);
    renderShop("/events/dates?start=2030-05-20");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("nicht vor heute beginnen");
    expect(screen.getByLabelText("Von")).toHaveAttribute("aria-invalid", "true");
    expect(api.callsTo("/dates")).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("refuses a range longer than 60 days on the end field, focused, and takes a good one into the URL", async () => {
    stubDates([listed(LECTURE_DATE)]);
    const view = renderShop("/events/dates");
    const user = userEvent.setup();
    const end = await screen.findByLabelText("Bis");
    await user.clear(end);
    await user.type(end, "2030-08-15");
    await user.click(screen.getByRole("button", { name: "Termine anzeigen" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("höchstens 60 Tage");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(end).toHaveAttribute("aria-invalid", "true");
    expect(view.location()).toBe("/events/dates");
    await user.clear(end);
    await user.type(end, "2030-07-20");
    await user.click(screen.getByRole("button", { name: "Termine anzeigen" }));
    await waitFor(() =>
      expect(view.location()).toBe("/events/dates?start=2030-06-01&end=2030-07-20"),
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("warns when no date is found", async () => {
    stubDates([]);
    renderShop("/events/dates");
    expect(await screen.findByText(/keine Termine/)).toBeVisible();
  });

  it("shows 20 dates first and 20 more on request", async () => {
    stubDates(lectures(25));
    renderShop("/events/dates");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(20));
    await userEvent.setup().click(screen.getByRole("button", { name: "Weitere Termine anzeigen" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(25));
  });

  it("books places of a general-admission date from the list", async () => {
    const api = stubDates([listed(LECTURE_DATE)]);
    const storage = new MemoryStorage();
    const view = renderShop("/events/dates", { storage });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /^Plätze buchen: / }));
    await user.selectOptions(await screen.findByRole("combobox", { name: /Eintritt/ }), "2");
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    await waitFor(() => expect(view.location()).toBe("/cart"));
    const post = api.callsTo("/events/2/dates/201/blockings").find((c) => c.method === "POST");
    expect(JSON.parse(String(post?.init?.body))).toEqual({ quantity: 2 });
    expect(JSON.parse(storage.getItem("shop:cart") ?? "{}").items).toMatchObject([
      { type: "Event", attributes: { id: 201, quantities: { "1": 2 }, seats: [] } },
    ]);
  });
});
