// The issue 34, Deliver 3 in the shop. A day with sold-out times shows, under its start times,
// the nearest times with places (choosing one picks it) and a sign-up for a sold-out time's
// waiting list, its wrong fields named in a focused alert; a signed-up visitor reads their place
// in line. The offer's link page names the places held and until when, takes them into the cart
// (the hold claimed) or gives them to the next in line; an offer that ended says so. A sold-out
// event date has its waiting list too; its offer's places get a price each.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import {
  CONCERT,
  CONCERT_DATE,
  calendarOf,
  LECTURE_DATE,
  LECTURES,
  list,
} from "../../test/event-fixtures";
import { json, refusalAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";
import {
  openCalendar,
  SLOT,
  SLOT_GROUP,
  stubTicketFlow,
  TODAY,
  TOMORROW,
} from "../../test/ticket-fixtures";

const SLOTS = {
  data: [
    { start_time: "10:30", capacity: 2, total_capacity: 4, seats: null },
    { start_time: "11:00", capacity: 0, total_capacity: 4, seats: null },
    { start_time: "11:30", capacity: 0, total_capacity: 4, seats: null },
    { start_time: "12:00", capacity: 4, total_capacity: 4, seats: null },
  ],
};

function stubSoldOutDay(extra: Parameters<typeof stubTicketFlow>[0]["extra"] = {}) {
  return stubTicketFlow({
    tickets: [SLOT],
    groups: [SLOT_GROUP],
    calendar: openCalendar([SLOT], TODAY, 93),
    startTimes: { [SLOT.id]: SLOTS },
    extra,
  });
}

describe("a day with sold-out times", () => {
  it("suggests the nearest times with places; choosing one picks it", async () => {
    stubSoldOutDay();
    const user = userEvent.setup();
    renderShop(`/tickets/time?group=timeSlot&date=${TOMORROW}`);
    expect(
      await screen.findByRole("heading", { name: "Ausverkauft? Auf die Warteliste" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Zeiten mit freien Plätzen in der Nähe von 11:00 Uhr")).toBeVisible();
    const suggested = screen.getAllByRole("button", { name: /Uhr wählen$/ });
    expect(suggested.map((button) => button.textContent)).toEqual([
      "10:30 Uhr wählen",
      "12:00 Uhr wählen",
    ]);
    await user.selectOptions(screen.getByLabelText(/Ausverkaufte Zeit/), "11:30");
    expect(screen.getByText("Zeiten mit freien Plätzen in der Nähe von 11:30 Uhr")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "12:00 Uhr wählen" }));
    expect(screen.getByRole("radio", { name: "12:00 Uhr" })).toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it("signs up for a sold-out time, naming a wrong field first", async () => {
    const api = stubSoldOutDay({
      "POST /api/v1/waiting_list": () =>
        json({ ticket_id: SLOT.id, date: TOMORROW, time: "11:30", places: 2, position: 3 }, 201),
    });
    const user = userEvent.setup();
    renderShop(`/tickets/time?group=timeSlot&date=${TOMORROW}`);
    await screen.findByRole("heading", { name: "Ausverkauft? Auf die Warteliste" });
    await user.selectOptions(screen.getByLabelText(/Ausverkaufte Zeit/), "11:30");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Plätze/ }), "2");
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), "keine adresse");
    await user.click(screen.getByRole("button", { name: "Auf die Warteliste" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Bitte prüfen Sie die markierten Felder.");
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveAccessibleDescription(
      "Bitte prüfen Sie diese Angabe.",
    );
    expect(api.callsTo("/waiting_list")).toEqual([]);

    await user.clear(screen.getByLabelText(/E-Mail-Adresse/));
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), "ada@example.org");
    await user.click(screen.getByRole("button", { name: "Auf die Warteliste" }));
    const done = await screen.findByText(
      "Sie sind Nummer 3 auf der Warteliste für 11:30 Uhr. Wir schreiben an ada@example.org, sobald Plätze frei werden.",
    );
    expect(done.closest("[role=status]")).toHaveFocus();
    const [call] = api.callsTo("/waiting_list");
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      ticket_id: SLOT.id,
      date: TOMORROW,
      time: "11:30",
      places: 2,
      email: "ada@example.org",
    });
    expect(call?.url.searchParams.get("locale")).toBe("de");
  });

  it("says so when the time has places again", async () => {
    stubSoldOutDay({ "POST /api/v1/waiting_list": () => refusalAnswer("places_available") });
    const user = userEvent.setup();
    renderShop(`/tickets/time?group=timeSlot&date=${TOMORROW}`);
    await screen.findByRole("heading", { name: "Ausverkauft? Auf die Warteliste" });
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), "ada@example.org");
    await user.click(screen.getByRole("button", { name: "Auf die Warteliste" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() =>
      expect(alert).toHaveTextContent("Es gibt wieder freie Plätze: Wählen Sie sie oben aus."),
    );
  });

  it("shows no waiting list where the venue switched it off", async () => {
    stubTicketFlow({
      tickets: [SLOT],
      groups: [SLOT_GROUP],
      calendar: openCalendar([SLOT], TODAY, 93),
      startTimes: { [SLOT.id]: SLOTS },
      settings: { waitingList: { enabled: false, offerMinutes: 120 } },
    });
    renderShop(`/tickets/time?group=timeSlot&date=${TOMORROW}`);
    await screen.findByRole("radio", { name: "12:00 Uhr" });
    expect(screen.queryByRole("heading", { name: "Ausverkauft? Auf die Warteliste" })).toBeNull();
  });
});

const TOKEN = "n3Kx0cXh2b8Zp0mG1sVqYw";
const OFFER = {
  ticket_id: SLOT.id,
  title: "Zeitfenster",
  date: "2030-06-14",
  time: "11:00",
  places: 2,
  valid_until: "2030-06-10T12:00:00.000Z",
};

describe("the page of a waiting list offer", () => {
  it("takes the places into the cart", async () => {
    const api = stubApi({
      [`GET /api/v1/waiting_list/offers/${TOKEN}`]: () => json(OFFER),
      [`POST /api/v1/waiting_list/offers/${TOKEN}/claim`]: () =>
        json({
          token: "q3Jx9fLw0VbT2mYcR8nKdA",
          valid_until: OFFER.valid_until,
          ticket_id: SLOT.id,
          quantity: 2,
          date: OFFER.date,
          time: OFFER.time,
        }),
    });
    const user = userEvent.setup();
    const view = renderShop(`/waiting-list/${TOKEN}`);
    expect(
      await screen.findByText("2 Plätze für Zeitfenster am Freitag, 14. Juni 2030 um 11:00 Uhr"),
    ).toBeVisible();
    expect(screen.getByText("Für Sie gehalten bis 10.06.2030, 14:00.")).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Plätze in den Warenkorb legen" }));
    await waitFor(() => expect(view.location()).toBe("/cart"));
    expect(api.callsTo(`/waiting_list/offers/${TOKEN}/claim`)).toHaveLength(1);
    const cart = JSON.parse(view.storage.getItem("shop:cart") ?? "{}");
    expect(cart.items).toEqual([
      {
        type: "Ticket",
        attributes: { id: SLOT.id, date: OFFER.date, time: OFFER.time, quantity: 2, attendees: [] },
        reservations: [{ token: "q3Jx9fLw0VbT2mYcR8nKdA", valid_until: OFFER.valid_until }],
        updated_at: "2030-06-01T08:00:00.000Z",
      },
    ]);
  });

  it("gives the places to the next in line", async () => {
    const api = stubApi({
      [`GET /api/v1/waiting_list/offers/${TOKEN}`]: () => json(OFFER),
      [`DELETE /api/v1/waiting_list/offers/${TOKEN}`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderShop(`/waiting-list/${TOKEN}`);
    await user.click(await screen.findByRole("button", { name: "Ich möchte sie nicht" }));
    const done = await screen.findByText(
      "Danke: Die Plätze gehen an die Nächsten auf der Warteliste.",
    );
    expect(done.closest("[role=status]")).toBeInTheDocument();
    expect(
      api.callsTo(`/waiting_list/offers/${TOKEN}`).map((c) => c.init?.method ?? "GET"),
    ).toContain("DELETE");
  });

  it("says when the offer has ended", async () => {
    stubApi({
      [`GET /api/v1/waiting_list/offers/${TOKEN}`]: () => refusalAnswer("not_found"),
    });
    renderShop(`/waiting-list/${TOKEN}`);
    expect(
      await screen.findByText("Dieses Angebot ist abgelaufen oder der Link ist unvollständig."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/start");
  });
});

describe("a sold-out event date", () => {
  const SOLD_OUT = {
    ...LECTURE_DATE,
    seats: { ...LECTURE_DATE.seats, available: 0, booked: 60 },
    soldOut: true,
  };
  it("signs up for the date's waiting list", async () => {
    const api = stubApi({
      "GET /api/v1/events/2": () => json(LECTURES),
      "GET /api/v1/calendar/2": () => json(calendarOf([SOLD_OUT])),
      "GET /api/v1/events/2/dates/201": () => json(SOLD_OUT),
      "GET /api/v1/events/2/dates/201/blockings": () => json(list([])),
      "POST /api/v1/waiting_list": () =>
        json(
          { event_id: 2, date_id: 201, date: "2030-06-03", time: "18:30", places: 3, position: 1 },
          201,
        ),
    });
    const user = userEvent.setup();
    renderShop("/event/2?date=2030-06-03&date_id=201");
    expect(await screen.findByText(/Dieser Termin ist ausverkauft/)).toBeVisible();
    await screen.findByRole("heading", { name: "Ausverkauft? Auf die Warteliste" });
    expect(screen.queryByLabelText(/Ausverkaufte Zeit/)).toBeNull();
    // As many places as one registration may book (6).
    const places = screen.getByRole("combobox", { name: /^Plätze/ });
    expect(within(places).getAllByRole("option")).toHaveLength(6);
    await user.selectOptions(places, "3");
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), "ada@example.org");
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Auf die Warteliste" }));
    expect(
      await screen.findByText(
        "Sie stehen auf Platz 1 der Warteliste für diesen Termin. Wir schreiben an ada@example.org, sobald Plätze frei werden.",
      ),
    ).toBeVisible();
    const [call] = api.callsTo("/waiting_list");
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      event_id: 2,
      date_id: 201,
      places: 3,
      email: "ada@example.org",
    });
  });
});

describe("an event date that cannot be booked (its sales closed, or begun)", () => {
  it("says so and offers neither places nor a waiting list, which could never offer any", async () => {
    const CLOSED = {
      ...LECTURE_DATE,
      seats: { ...LECTURE_DATE.seats, available: 0 },
      soldOut: true,
      bookable: false,
    };
    stubApi({
      "GET /api/v1/events/2": () => json(LECTURES),
      "GET /api/v1/calendar/2": () => json(calendarOf([CLOSED])),
      "GET /api/v1/events/2/dates/201": () => json(CLOSED),
      "GET /api/v1/events/2/dates/201/blockings": () => json(list([])),
    });
    renderShop("/event/2?date=2030-06-03&date_id=201");
    expect(
      await screen.findByText(
        "Dieser Termin kann nicht gebucht werden. Bitte wählen Sie einen anderen Termin.",
      ),
    ).toBeVisible();
    expect(screen.queryByText(/ausverkauft/)).toBeNull();
    expect(screen.queryByRole("heading", { name: "Ausverkauft? Auf die Warteliste" })).toBeNull();
    expect(screen.queryByLabelText(/E-Mail-Adresse/)).toBeNull();
    expect(screen.queryByRole("button", { name: "In den Warenkorb" })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("the page of an event date's offer", () => {
  const SEATED = {
    event_id: 1,
    date_id: 101,
    seat_ids: [9, 10],
    title: CONCERT.title,
    date: "2030-06-04",
    time: "19:30",
    places: 2,
    valid_until: "2030-06-02T12:00:00.000Z",
  };
  it("takes a seated date's seats with a price each into the cart", async () => {
    const api = stubApi({
      [`GET /api/v1/waiting_list/offers/${TOKEN}`]: () => json(SEATED),
      "GET /api/v1/events/1/dates/101": () => json(CONCERT_DATE),
      [`POST /api/v1/waiting_list/offers/${TOKEN}/claim`]: () =>
        json({
          event_id: 1,
          date_id: 101,
          blockings: [
            {
              seat_id: 9,
              quantity: 1,
              token: "aaaaaaaaaaaaaaaaaaaaaa",
              valid_until: SEATED.valid_until,
            },
            {
              seat_id: 10,
              quantity: 1,
              token: "bbbbbbbbbbbbbbbbbbbbbb",
              valid_until: SEATED.valid_until,
            },
          ],
        }),
    });
    const user = userEvent.setup();
    const view = renderShop(`/waiting-list/${TOKEN}`);
    const second = await screen.findByRole("combobox", { name: /Reihe 3, Platz 2/ });
    // A seat's prices at its category's amounts (the gallery: 16 and 10 euros).
    expect(
      within(second)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Normal: 16,00\u00a0€", "Ermäßigt: 10,00\u00a0€"]);
    await user.selectOptions(second, "2");
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Plätze in den Warenkorb legen" }));
    await waitFor(() => expect(view.location()).toBe("/cart"));
    expect(api.callsTo(`/waiting_list/offers/${TOKEN}/claim`)).toHaveLength(1);
    const cart = JSON.parse(view.storage.getItem("shop:cart") ?? "{}");
    expect(cart.items).toEqual([
      {
        type: "Event",
        attributes: {
          id: 101,
          quantities: { "1": 1, "2": 1 },
          seats: [
            { id: 9, price_id: 1 },
            { id: 10, price_id: 2 },
          ],
        },
        reservations: [
          { token: "aaaaaaaaaaaaaaaaaaaaaa", valid_until: SEATED.valid_until },
          { token: "bbbbbbbbbbbbbbbbbbbbbb", valid_until: SEATED.valid_until },
        ],
        updated_at: "2030-06-01T08:00:00.000Z",
      },
    ]);
  });
});
