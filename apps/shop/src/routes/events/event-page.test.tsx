// spec surrounding-areas §2 "Events", "Seat selection", §4 "Event seats", §5, §6, §8: an
// event's page — the date chosen by calendar or table, a general-admission date's places
// bounded by the per-registration allowance, a sold-out date without form, and seat by seat on
// a seated date: a choice holds the seat (POST …/blockings) and puts it on the cart line, a
// second choice gives it back (DELETE), a taken seat shows as taken, and the sign-in and
// maximum refusals say so.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import {
  blocking,
  CONCERT,
  CONCERT_DATE,
  calendarOf,
  LECTURE_DATE,
  LECTURES,
  list,
} from "../../test/event-fixtures";
import { json, refusalAnswer, stubApi } from "../../test/fetch-stub";
import { MemoryStorage } from "../../test/memory-storage";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const cartOf = (storage: MemoryStorage) =>
  JSON.parse(storage.getItem("shop:cart") ?? "null")?.items ?? [];

function stubConcert(overrides: NonNullable<Parameters<typeof stubApi>[0]> = {}) {
  return stubApi({
    "GET /api/v1/events/1": () => json(CONCERT),
    "GET /api/v1/calendar/1": () => json(calendarOf([CONCERT_DATE])),
    "GET /api/v1/events/1/dates/101": () => json(CONCERT_DATE),
    "GET /api/v1/events/1/dates/101/blockings": () => json(list([])),
    ...overrides,
  });
}

function stubLectures(overrides: NonNullable<Parameters<typeof stubApi>[0]> = {}) {
  return stubApi({
    "GET /api/v1/events/2": () => json(LECTURES),
    "GET /api/v1/calendar/2": () => json(calendarOf([LECTURE_DATE])),
    "GET /api/v1/events/2/dates/201": () => json(LECTURE_DATE),
    "GET /api/v1/events/2/dates/201/blockings": () => json(list([])),
    ...overrides,
  });
}

const CONCERT_URL = "/event/1?date=2030-06-04&date_id=101";
const LECTURE_URL = "/event/2?date=2030-06-03&date_id=201";

describe("the event page", () => {
  it("shows the event and its dates in the calendar, or in the table toggled by its button", async () => {
    stubConcert();
    const view = renderShop("/event/1");
    expect(await screen.findByRole("heading", { level: 1, name: CONCERT.title })).toBeVisible();
    expect(screen.getByText("Konzerte")).toBeVisible();
    const calendar = screen.getByRole("button", { name: "Kalender" });
    expect(calendar).toHaveAttribute("aria-pressed", "true");
    await userEvent.setup().click(screen.getByRole("button", { name: "Liste" }));
    const table = screen.getByRole("table", { name: "Termine dieser Veranstaltung" });
    await userEvent.setup().click(within(table).getByRole("button", { name: /04\.06\.2030/ }));
    await waitFor(() => expect(view.location()).toBe("/event/1?date=2030-06-04&date_id=101"));
    expect(view.router.state.historyAction).toBe("REPLACE");
    expect(await screen.findByRole("grid", { name: "Saalplan" })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("asks for the dates on sale only: one whose sales the venue closed is no choice", async () => {
    const api = stubConcert();
    renderShop("/event/1");
    expect(await screen.findByRole("heading", { level: 1, name: CONCERT.title })).toBeVisible();
    await waitFor(() => expect(api.callsTo("/calendar/1")).not.toHaveLength(0));
    for (const call of api.callsTo("/calendar/1")) {
      expect(call.url.searchParams.get("by_bookable")).toBe("true");
    }
  });

  it("says in the table that a date which has begun cannot be booked, and a full one is sold out", async () => {
    // as the server answers them: a date that has begun (not on sale) and one with no places
    const begun = { ...CONCERT_DATE, id: 102, start_time: "2030-06-02T19:30:00+02:00" };
    const full = { ...CONCERT_DATE, id: 103, start_time: "2030-06-03T19:30:00+02:00" };
    stubConcert({
      "GET /api/v1/calendar/1": () =>
        json(
          calendarOf([
            { ...begun, bookable: false },
            { ...full, soldOut: true, seats: { ...full.seats, available: 0 } },
            CONCERT_DATE,
          ]),
        ),
    });
    renderShop("/event/1");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Liste" }));
    const table = screen.getByRole("table", { name: "Termine dieser Veranstaltung" });
    const rowOf = (day: RegExp) => {
      const row = within(table).getByRole("button", { name: day }).closest("tr");
      if (!row) throw new Error(`no row for ${day}`);
      return within(row);
    };
    expect(rowOf(/02\.06\.2030/).getByText("Nicht buchbar")).toBeVisible();
    expect(rowOf(/02\.06\.2030/).queryByText("Ausverkauft")).toBeNull();
    expect(rowOf(/02\.06\.2030/).getByRole("button")).toBeDisabled();
    expect(rowOf(/03\.06\.2030/).getByText("Ausverkauft")).toBeVisible();
    expect(rowOf(/03\.06\.2030/).getByRole("button")).toBeDisabled();
    expect(rowOf(/04\.06\.2030/).getByRole("button")).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it("opens the calendar on the month of the first date that can be chosen, not on today's", async () => {
    // today is 1 June (TEST_NOW); the concert plays only in August, and a sold-out date in
    // July cannot be chosen
    const july = {
      ...CONCERT_DATE,
      id: 102,
      start_time: "2030-07-16T19:30:00+02:00",
      seats: { ...CONCERT_DATE.seats, available: 0 },
    };
    const august = { ...CONCERT_DATE, id: 103, start_time: "2030-08-13T19:30:00+02:00" };
    stubConcert({ "GET /api/v1/calendar/1": () => json(calendarOf([july, august])) });
    const view = renderShop("/event/1");
    expect(await screen.findByRole("grid", { name: "August 2030" })).toBeVisible();
    expect(screen.queryByRole("grid", { name: "Juni 2030" })).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: /13\. August 2030/ }));
    await waitFor(() => expect(view.location()).toBe("/event/1?date=2030-08-13&date_id=103"));
    expect(await axeViolations()).toEqual([]);
  });

  it("opens the calendar on the day a link names", async () => {
    const august = { ...CONCERT_DATE, id: 103, start_time: "2030-08-13T19:30:00+02:00" };
    stubConcert({ "GET /api/v1/calendar/1": () => json(calendarOf([CONCERT_DATE, august])) });
    renderShop("/event/1?date=2030-08-13");
    expect(await screen.findByRole("grid", { name: "August 2030" })).toBeVisible();
  });

  it("goes to the product error page for an event the server does not know", async () => {
    stubApi({ "GET /api/v1/events/9": () => refusalAnswer("not_found") });
    const view = renderShop("/event/9");
    await waitFor(() => expect(view.location()).toBe("/product-error"));
  });
});

describe("given a general-admission date", () => {
  it("offers places up to what the per-registration allowance leaves, and says so", async () => {
    stubLectures({
      "GET /api/v1/events/2/dates/201/blockings": () => json(list([blocking(null, 4)])),
    });
    renderShop(LECTURE_URL);
    const entry = await screen.findByRole("combobox", { name: /Eintritt/ });
    await waitFor(() =>
      expect(
        within(entry)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["0", "1", "2"]),
    );
    expect(screen.getByText("Es können maximal 2 Plätze gebucht werden.")).toBeVisible();
    expect(screen.getByText("kostenlos")).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("refuses more places together than allowed, and nothing chosen, with the error focused", async () => {
    const api = stubLectures({
      "GET /api/v1/events/2/dates/201/blockings": () => json(list([blocking(null, 4)])),
    });
    renderShop(LECTURE_URL);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "In den Warenkorb" }));
    let alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("mindestens einem Preis");
    await waitFor(() => expect(alert).toHaveFocus());
    await user.selectOptions(screen.getByRole("combobox", { name: /Eintritt/ }), "2");
    await user.selectOptions(screen.getByRole("combobox", { name: /Ermäßigt/ }), "1");
    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent("maximal 2 Plätze"));
    await waitFor(() => expect(alert).toHaveFocus());
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("holds the places with one blocking and puts them on the date's cart line", async () => {
    const api = stubLectures({
      "POST /api/v1/events/2/dates/201/blockings": () =>
        json(blocking(null, 3, "held-places-token-000000"), 201),
    });
    const storage = new MemoryStorage();
    const view = renderShop(LECTURE_URL, { storage });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole("combobox", { name: /Eintritt/ }), "2");
    await user.selectOptions(screen.getByRole("combobox", { name: /Mitglieder/ }), "1");
    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    await waitFor(() => expect(view.location()).toBe("/cart"));
    const post = api.callsTo("/events/2/dates/201/blockings").find((c) => c.method === "POST");
    expect(JSON.parse(String(post?.init?.body))).toEqual({ quantity: 3 });
    expect(new Headers(post?.init?.headers).get("Idempotency-Key")).toBeTruthy();
    expect(cartOf(storage)).toMatchObject([
      {
        type: "Event",
        attributes: { id: 201, quantities: { "1": 2, "3": 1 }, seats: [] },
        reservations: [{ token: "held-places-token-000000" }],
      },
    ]);
  });

  it("says how many are left when the places went meanwhile", async () => {
    stubLectures({
      "POST /api/v1/events/2/dates/201/blockings": () => {
        const answer = refusalAnswer("sold_out", {
          fields: { quantity: ["Not enough places left"] },
        });
        return answer;
      },
    });
    renderShop(LECTURE_URL);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole("combobox", { name: /Eintritt/ }), "2");
    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("nicht mehr genug Plätze");
  });
});

describe("given a sold-out date", () => {
  it("says so and shows no form", async () => {
    stubLectures({
      "GET /api/v1/events/2/dates/201": () =>
        json({
          ...LECTURE_DATE,
          seats: { ...LECTURE_DATE.seats, available: 0, booked: 60 },
          soldOut: true,
        }),
    });
    renderShop(LECTURE_URL);
    expect(await screen.findByText(/Dieser Termin ist ausverkauft/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "In den Warenkorb" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: /Eintritt/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a seated date", () => {
  it("shows the legend and names each seat with row, number, category, price and state", async () => {
    stubConcert();
    renderShop(CONCERT_URL);
    const grid = await screen.findByRole("grid", { name: "Saalplan" });
    // the price choosing the seat charges (its category's first scale price, "Normal"), not
    // the category's lowest (22 € reduced): the line then says the same
    expect(
      within(grid).getByRole("button", {
        name: /^Reihe 1, Platz 1, Kategorie Parkett vorne, 32,00\s€, frei$/,
      }),
    ).toBeVisible();
    expect(
      within(grid).getByRole("button", {
        name: /^Reihe 3, Platz 1, Kategorie Empore, 16,00\s€, frei$/,
      }),
    ).toBeVisible();
    expect(
      within(grid).getByRole("button", { name: /^Reihe 2, Platz 3, .*nicht verfügbar$/ }),
    ).toHaveAttribute("aria-disabled", "true");
    // the calendar above has a legend of its own
    const legend = screen
      .getAllByRole("list", { name: "Legende" })
      .find((candidate) => within(candidate).queryByText(/Empore/)) as HTMLElement;
    expect(within(legend).getByText(/Empore/)).toBeVisible();
    expect(within(legend).getByText(/10,00\s€ bis 16,00\s€/)).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("holds a seat chosen by keyboard, lists it with its price, and gives it back when chosen again", async () => {
    const api = stubConcert({
      "POST /api/v1/events/1/dates/101/blockings": () => json(blocking(2), 201),
      "DELETE /api/v1/events/1/dates/101/blockings/2": () => new Response(null, { status: 204 }),
    });
    const storage = new MemoryStorage();
    renderShop(CONCERT_URL, { storage });
    const user = userEvent.setup();
    const first = await screen.findByRole("button", { name: /^Reihe 1, Platz 1,/ });
    first.focus();
    await user.keyboard("{ArrowRight}");
    const second = screen.getByRole("button", { name: /^Reihe 1, Platz 2,/ });
    expect(second).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(second).toHaveAttribute("aria-pressed", "true"));
    // the seat now says it is chosen, at the price its line charges
    expect(second).toHaveAccessibleName(
      /^Reihe 1, Platz 2, Kategorie Parkett vorne, 32,00\s€, ausgewählt$/,
    );
    const post = api.callsTo("/events/1/dates/101/blockings").find((c) => c.method === "POST");
    expect(JSON.parse(String(post?.init?.body))).toEqual({ seat_id: 2 });
    expect(cartOf(storage)).toMatchObject([
      {
        type: "Event",
        attributes: { id: 101, quantities: { "1": 1 }, seats: [{ id: 2, price_id: 1 }] },
        reservations: [{ token: blocking(2).token }],
      },
    ]);
    const chosen = screen.getByRole("table", { name: "Ihre Plätze" });
    expect(within(chosen).getByRole("rowheader", { name: /Reihe 1, Platz 2/ })).toBeVisible();
    expect(within(chosen).getAllByText(/32,00\s€/).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Zum Warenkorb" })).toHaveAttribute("href", "/cart");
    expect(await axeViolations()).toEqual([]);

    second.focus();
    await user.keyboard(" ");
    await waitFor(() => expect(second).toHaveAttribute("aria-pressed", "false"));
    expect(
      api.calls.some(
        (call) =>
          call.method === "DELETE" && call.url.pathname.endsWith("/events/1/dates/101/blockings/2"),
      ),
    ).toBe(true);
    expect(cartOf(storage)).toEqual([]);
  });

  it("buys a chosen seat at another of its category's prices", async () => {
    stubConcert({
      "POST /api/v1/events/1/dates/101/blockings": () => json(blocking(9), 201),
    });
    const storage = new MemoryStorage();
    renderShop(CONCERT_URL, { storage });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /^Reihe 3, Platz 1,/ }));
    const price = await screen.findByRole("combobox", { name: "Preis für Reihe 3, Platz 1" });
    expect(
      within(price)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Normal (16,00\u00a0€)", "Ermäßigt (10,00\u00a0€)"]);
    await user.selectOptions(price, "2");
    await waitFor(() =>
      expect(cartOf(storage)[0]).toMatchObject({
        attributes: { quantities: { "2": 1 }, seats: [{ id: 9, price_id: 2 }] },
      }),
    );
  });

  it("shows a seat another visitor took a moment earlier as taken, and does not ask again", async () => {
    const api = stubConcert({
      "POST /api/v1/events/1/dates/101/blockings": () =>
        refusalAnswer("sold_out", { fields: { seat_id: ["This seat is taken"] } }),
    });
    renderShop(CONCERT_URL);
    const user = userEvent.setup();
    const seat = await screen.findByRole("button", { name: /^Reihe 1, Platz 4,/ });
    await user.click(seat);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Dieser Platz ist inzwischen vergeben");
    await waitFor(() => expect(alert).toHaveFocus());
    const taken = screen.getByRole("button", { name: /^Reihe 1, Platz 4, .*nicht verfügbar$/ });
    expect(taken).toHaveAttribute("aria-disabled", "true");
    await user.click(taken);
    expect(api.calls.filter((call) => call.method === "POST")).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it("asks to sign in first when the shop requires it for reservations", async () => {
    stubConcert({
      "POST /api/v1/events/1/dates/101/blockings": () =>
        refusalAnswer("unauthorized", { fields: { seat_id: ["Sign in to choose seats"] } }),
    });
    renderShop(CONCERT_URL);
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: /^Reihe 1, Platz 1,/ }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Bitte melden Sie sich an");
    expect(within(alert).getByRole("link", { name: "Zur Anmeldung" })).toHaveAttribute(
      "href",
      `/login?redirectState=${encodeURIComponent(CONCERT_URL)}`,
    );
  });

  it("says how many seats one registration may hold when the server refuses one more", async () => {
    stubConcert({
      "POST /api/v1/events/1/dates/101/blockings": () => {
        const body = {
          error: {
            code: "max_per_registration",
            message: "Only a maximum of 2 places can be booked",
            fields: { seat_id: ["Only a maximum of 2 places can be booked"] },
            available: 0,
          },
        };
        return json(body, 422, "Unprocessable Entity");
      },
    });
    renderShop(CONCERT_URL);
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: /^Reihe 1, Platz 3,/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Es können maximal 2 Plätze gebucht werden.",
    );
  });

  it("shows the seats the visitor holds already as chosen (a seat held but missing from the cart joins it)", async () => {
    stubConcert({
      "GET /api/v1/events/1/dates/101/blockings": () => json(list([blocking(5)])),
      "GET /api/v1/events/1/dates/101": () =>
        json({
          ...CONCERT_DATE,
          seat_list: CONCERT_DATE.seat_list.map((seat) =>
            seat.id === 5 ? { ...seat, status: "blocked" } : seat,
          ),
        }),
    });
    const storage = new MemoryStorage();
    renderShop(CONCERT_URL, { storage });
    const seat = await screen.findByRole("button", { name: /^Reihe 2, Platz 1,/ });
    await waitFor(() => expect(seat).toHaveAttribute("aria-pressed", "true"));
    expect(cartOf(storage)).toMatchObject([
      { type: "Event", attributes: { id: 101, seats: [{ id: 5, price_id: 1 }] } },
    ]);
  });
});
