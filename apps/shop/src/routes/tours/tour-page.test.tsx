// spec surrounding-areas §2 "Tours", §4 "Tour booking", §5 "Tour", "Quantities", §8, §9: a
// tour's page — the date search past days without a bookable start time (at most 90 days
// ahead, in ranges of at most 60), the start times of the day, the selects asked only when
// there is a choice, participants bounded by the start time, surcharges by their rules, the
// subtotal, the selection error with the focus, the hold into the cart and its refusal, and an
// unknown tour leading to the product error page. Today is 1 June 2030 (TEST_NOW).
import type { Tour, TourCalendarStartTime, TourPrice } from "@shop/core/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { json, refusalAnswer, stubApi } from "../../test/fetch-stub";
import { MemoryStorage } from "../../test/memory-storage";
import { renderShop } from "../../test/render-shop";
import { HIGHLIGHTS as LISTED_HIGHLIGHTS, SCHOOL_COLOURS } from "../../test/tour-fixtures";

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

// The demo's two tours as the list answers them (test/tour-fixtures.ts), with their equipment,
// and the school tour with two age groups and grades to choose from.
const HIGHLIGHTS: Tour = {
  ...LISTED_HIGHLIGHTS,
  equipment: [
    { id: 1, type: "audio_guide", title: "Audioguide", available: 20, quantity: 0, max: 10 },
  ],
};

const SCHOOL: Tour = {
  ...SCHOOL_COLOURS,
  age_groups: [
    { id: 1, name: "6–10 Jahre" },
    { id: 2, name: "11–14 Jahre" },
  ],
  grades: [
    { id: 1, name: "Grundschule" },
    { id: 2, name: "Sekundarstufe I" },
  ],
  equipment: [{ id: 2, type: "headset", title: "Kopfhörer", available: 35, quantity: 0, max: 0 }],
};

const price = (fields: Partial<TourPrice> & Pick<TourPrice, "title" | "price_cents">) => ({
  accounting_article_id: fields.scale_price_id ?? fields.price_surcharge_id ?? 1,
  scale_price_id: null,
  price_surcharge_id: null,
  optional: false,
  group: false,
  count_participants: true,
  vat_pct: 7,
  quantity: 0,
  available: null,
  description: null,
  ...fields,
});

const HIGHLIGHT_PRICES = [
  price({ scale_price_id: 1, title: "Erwachsene", price_cents: 800 }),
  price({ scale_price_id: 2, title: "Ermäßigt", price_cents: 500 }),
];

const SCHOOL_PRICES = [
  price({ scale_price_id: 3, title: "Schüler:in", price_cents: 400 }),
  price({ scale_price_id: 4, title: "Begleitperson", price_cents: 0 }),
  price({
    price_surcharge_id: 21,
    title: "Werkstatt im Atelier",
    price_cents: 4000,
    optional: true,
    group: true,
    count_participants: false,
  }),
  price({ price_surcharge_id: 22, title: "Material", price_cents: 150 }),
];

const start = (date: string, time: string, bookable: number, min = 0, max = 20) => ({
  date,
  start_time: time,
  participants: { min, max, bookable },
});

/** GET /tours/{id}/start_times as the server answers: the start times of the range asked. */
function calendarOf(starts: readonly TourCalendarStartTime[]) {
  return (url: URL) => {
    const from = url.searchParams.get("start_at") ?? "";
    const to = url.searchParams.get("end_at") ?? "";
    return json({ data: starts.filter((one) => one.date >= from && one.date <= to) });
  };
}

function stubTour(
  tour: Tour,
  starts: readonly TourCalendarStartTime[],
  prices: readonly unknown[],
  overrides: NonNullable<Parameters<typeof stubApi>[0]> = {},
) {
  return stubApi({
    [`GET /api/v1/tours/${tour.id}`]: () => json(tour),
    [`GET /api/v1/tours/${tour.id}/start_times`]: calendarOf(starts),
    [`GET /api/v1/tours/${tour.id}/prices`]: () => json({ data: prices }),
    ...overrides,
  });
}

const SCHOOL_DAY = [
  start("2030-06-03", "09:00", 30, 10, 30),
  start("2030-06-03", "11:00", 0, 10, 30),
];

describe("the date search", () => {
  it("jumps past days without a bookable start time, into the next range of days", async () => {
    // June's start times are sold out; the first bookable one is on 5 August, past the first
    // range of 60 days (1 June – 30 July)
    const api = stubTour(
      HIGHLIGHTS,
      [
        start("2030-06-02", "11:00", 0),
        start("2030-06-02", "15:00", 0),
        start("2030-07-20", "11:00", 0),
        start("2030-08-05", "11:00", 12),
        start("2030-08-05", "15:00", 20),
      ],
      HIGHLIGHT_PRICES,
    );
    const view = renderShop("/tour/1");
    expect(await screen.findByRole("heading", { level: 1, name: HIGHLIGHTS.title })).toBeVisible();
    await waitFor(() => expect(view.location()).toBe("/tour/1?date=2030-08-05"));
    expect(view.router.state.historyAction).toBe("REPLACE");
    expect(await screen.findByRole("grid", { name: "August 2030" })).toBeVisible();
    const times = screen.getByRole("group", { name: /Startzeiten am/ });
    expect(within(times).getByRole("button", { name: "11:00 Uhr, 12 Plätze frei" })).toBeVisible();
    expect(within(times).getByRole("button", { name: "15:00 Uhr, 20 Plätze frei" })).toBeVisible();
    const ranges = api
      .callsTo("/tours/1/start_times")
      .map(
        (call) =>
          `${call.url.searchParams.get("start_at")}..${call.url.searchParams.get("end_at")}`,
      );
    expect(new Set(ranges)).toEqual(new Set(["2030-06-01..2030-07-30", "2030-07-31..2030-08-29"]));
    expect(await axeViolations()).toEqual([]);
  });

  it("leaves a day the link names that has nothing bookable for the next that has", async () => {
    stubTour(
      HIGHLIGHTS,
      [start("2030-06-04", "11:00", 0), start("2030-06-06", "15:00", 5)],
      HIGHLIGHT_PRICES,
    );
    const view = renderShop("/tour/1?date=2030-06-04");
    await waitFor(() => expect(view.location()).toBe("/tour/1?date=2030-06-06"));
    expect(await screen.findByRole("button", { name: "15:00 Uhr, 5 Plätze frei" })).toBeVisible();
  });

  it("keeps a bookable day the link names", async () => {
    stubTour(
      HIGHLIGHTS,
      [start("2030-06-04", "11:00", 3), start("2030-06-06", "15:00", 5)],
      HIGHLIGHT_PRICES,
    );
    const view = renderShop("/tour/1?date=2030-06-06");
    expect(await screen.findByRole("button", { name: "15:00 Uhr, 5 Plätze frei" })).toBeVisible();
    expect(view.location()).toBe("/tour/1?date=2030-06-06");
  });

  it("says so when no start time can be booked in the next 90 days", async () => {
    const api = stubTour(HIGHLIGHTS, [start("2030-06-02", "11:00", 0)], HIGHLIGHT_PRICES);
    renderShop("/tour/1");
    expect(
      await screen.findByText(
        "In den nächsten 90 Tagen ist für diese Führung keine Startzeit buchbar.",
      ),
    ).toBeVisible();
    expect(api.callsTo("/tours/1/start_times")).toHaveLength(2);
    expect(await axeViolations()).toEqual([]);
  });
});

describe("the tour page", () => {
  it("goes to the product error page for a tour the server does not know", async () => {
    stubApi({ "GET /api/v1/tours/9": () => refusalAnswer("not_found") });
    const view = renderShop("/tour/9");
    await waitFor(() => expect(view.location()).toBe("/product-error"));
  });

  it("says a tour that cannot be booked cannot be booked", async () => {
    stubTour({ ...HIGHLIGHTS, bookable: false }, [], HIGHLIGHT_PRICES);
    renderShop("/tour/1");
    expect(await screen.findByText("Diese Führung ist zurzeit nicht buchbar.")).toBeVisible();
    expect(screen.queryByRole("grid")).toBeNull();
  });
});

describe("given a start time of the public tour", () => {
  const DAY = [start("2030-06-03", "11:00", 3)];

  it("offers participants together up to what is left, and audio guides up to the participants", async () => {
    stubTour(HIGHLIGHTS, DAY, HIGHLIGHT_PRICES);
    renderShop("/tour/1?date=2030-06-03");
    const user = userEvent.setup();
    const adults = await screen.findByRole("combobox", { name: /Erwachsene/ });
    const reduced = screen.getByRole("combobox", { name: /Ermäßigt/ });
    const guides = screen.getByRole("combobox", { name: /Audioguide/ });
    const optionsOf = (select: HTMLElement) =>
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent);
    expect(optionsOf(adults)).toEqual(["0", "1", "2", "3"]);
    expect(optionsOf(guides)).toEqual(["0"]);
    await user.selectOptions(adults, "2");
    await waitFor(() => expect(optionsOf(reduced)).toEqual(["0", "1"]));
    expect(optionsOf(guides)).toEqual(["0", "1", "2"]);
    expect(
      screen.getByText("Zu dieser Startzeit können höchstens 3 Personen gebucht werden."),
    ).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("offers the audio guides left at the start time, as its equipment call answers", async () => {
    const api = stubTour(HIGHLIGHTS, [start("2030-06-03", "11:00", 12)], HIGHLIGHT_PRICES, {
      // 19 of the 20 audio guides are lent at 11:00 (the tour itself names all 20)
      "GET /api/v1/tours/1/equipments/1/11%3A00": () =>
        json({ ...HIGHLIGHTS.equipment[0], available: 1 }),
    });
    renderShop("/tour/1?date=2030-06-03");
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole("combobox", { name: /Erwachsene/ }), "4");
    const guides = screen.getByRole("combobox", { name: /Audioguide/ });
    await waitFor(() =>
      expect(
        within(guides)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["0", "1"]),
    );
    const [asked] = api.callsTo("/tours/1/equipments/1/11%3A00");
    expect(asked?.url.searchParams.get("date")).toBe("2030-06-03");
  });

  it("says the selection error in the alert and moves the focus there", async () => {
    const api = stubTour(HIGHLIGHTS, DAY, HIGHLIGHT_PRICES);
    renderShop("/tour/1?date=2030-06-03");
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole("combobox", { name: /Sprache/ }), "2");
    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Bitte wählen Sie mindestens eine teilnehmende Person.");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("stays on the day when the booking takes its last places, the notice with it", async () => {
    // 3 places left on 3 June, more on 4 June; the hold takes the 3, so the calendar read again
    // finds 3 June sold out
    let starts = [start("2030-06-03", "11:00", 3), start("2030-06-04", "11:00", 20)];
    stubTour(HIGHLIGHTS, [], HIGHLIGHT_PRICES, {
      "GET /api/v1/tours/1/start_times": (url) => calendarOf(starts)(url),
      "POST /api/v1/tours/1/reservations": () => {
        starts = [start("2030-06-03", "11:00", 0), start("2030-06-04", "11:00", 20)];
        return json(
          {
            token: "held-tour-token-00000000",
            valid_until: "2030-06-01T08:20:00.000Z",
            tour_id: 1,
            date: "2030-06-03",
            start_time: "11:00",
            participants: 3,
          },
          201,
        );
      },
    });
    const view = renderShop("/tour/1?date=2030-06-03");
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole("combobox", { name: /Sprache/ }), "1");
    await user.selectOptions(screen.getByRole("combobox", { name: /Erwachsene/ }), "3");
    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    expect(await screen.findByText("Die Führung liegt jetzt in Ihrem Warenkorb.")).toBeVisible();
    const times = screen.getByRole("group", { name: /Startzeiten am/ });
    await waitFor(() =>
      expect(within(times).getByRole("button", { name: /^11:00 Uhr/ })).toBeDisabled(),
    );
    expect(view.location()).toBe("/tour/1?date=2030-06-03");
    expect(screen.getByText("Die Führung liegt jetzt in Ihrem Warenkorb.")).toBeVisible();
  });

  it("holds the booking, puts it in the cart and offers the way there", async () => {
    const api = stubTour(HIGHLIGHTS, DAY, HIGHLIGHT_PRICES, {
      "POST /api/v1/tours/1/reservations": () =>
        json(
          {
            token: "held-tour-token-00000000",
            valid_until: "2030-06-01T08:20:00.000Z",
            tour_id: 1,
            date: "2030-06-03",
            start_time: "11:00",
            participants: 3,
          },
          201,
        ),
    });
    const storage = new MemoryStorage();
    renderShop("/tour/1?date=2030-06-03", { storage });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole("combobox", { name: /Sprache/ }), "2");
    await user.selectOptions(screen.getByRole("combobox", { name: /Erwachsene/ }), "2");
    await user.selectOptions(screen.getByRole("combobox", { name: /Ermäßigt/ }), "1");
    await user.selectOptions(screen.getByRole("combobox", { name: /Audioguide/ }), "2");
    // 2 × 8,00 € and 1 × 5,00 €; the audio guides are free
    expect(screen.getByText("Zwischensumme").nextElementSibling).toHaveTextContent(/^21,00\s€$/);
    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    expect(await screen.findByText("Die Führung liegt jetzt in Ihrem Warenkorb.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Zum Warenkorb" })).toHaveAttribute("href", "/cart");
    const [post] = api.calls.filter((call) => call.method === "POST");
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      date: "2030-06-03",
      start_time: "11:00",
      quantities: { "1": 2, "2": 1 },
      surcharges: {},
      equipment: [{ type: "audio_guide", quantity: 2 }],
      language_id: 2,
    });
    const items = JSON.parse(storage.getItem("shop:cart") ?? "null")?.items ?? [];
    expect(items).toMatchObject([{ type: "Tour", attributes: { id: 1, start_time: "11:00" } }]);
    expect(await axeViolations()).toEqual([]);
  });

  it("tells the server's refusal in the start time's words, focused", async () => {
    stubTour(HIGHLIGHTS, DAY, HIGHLIGHT_PRICES, {
      "POST /api/v1/tours/1/reservations": () =>
        refusalAnswer("sold_out", { fields: { participants: ["Only 1 places left"] } }),
    });
    renderShop("/tour/1?date=2030-06-03");
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole("combobox", { name: /Sprache/ }), "1");
    await user.selectOptions(screen.getByRole("combobox", { name: /Erwachsene/ }), "3");
    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() =>
      expect(alert).toHaveTextContent("Für diese Startzeit sind nicht mehr genug Plätze frei."),
    );
    await waitFor(() => expect(alert).toHaveFocus());
  });
  it("names the start time's most participants when the server refuses more", async () => {
    stubTour(HIGHLIGHTS, DAY, HIGHLIGHT_PRICES, {
      "POST /api/v1/tours/1/reservations": () =>
        refusalAnswer("max_participants", {
          fields: { participants: ["At most 20 participants"] },
          available: 20,
        }),
    });
    renderShop("/tour/1?date=2030-06-03");
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole("combobox", { name: /Sprache/ }), "1");
    await user.selectOptions(screen.getByRole("combobox", { name: /Erwachsene/ }), "2");
    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        "Für diese Führung können höchstens 20 Personen gebucht werden.",
      ),
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a start time of the school tour", () => {
  it("asks for age group and grade, not for its one language, and marks them when empty", async () => {
    const api = stubTour(SCHOOL, SCHOOL_DAY, SCHOOL_PRICES);
    renderShop("/tour/2?date=2030-06-03");
    const user = userEvent.setup();
    expect(await screen.findByText("Sprache: Deutsch")).toBeVisible();
    expect(screen.queryByRole("combobox", { name: /Sprache/ })).toBeNull();
    expect(screen.getByRole("combobox", { name: /Altersgruppe/ })).toBeRequired();
    expect(screen.getByRole("combobox", { name: /Klassenstufe/ })).toBeRequired();
    await user.selectOptions(screen.getByRole("combobox", { name: /Schüler:in/ }), "12");
    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Bitte prüfen Sie die markierten Felder.");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByText("Bitte wählen Sie eine Altersgruppe.")).toBeVisible();
    expect(screen.getByText("Bitte wählen Sie eine Klassenstufe.")).toBeVisible();
    expect(screen.getByRole("combobox", { name: /Altersgruppe/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the material following the pupils, the workshop as a choice, and the subtotal", async () => {
    stubTour(SCHOOL, SCHOOL_DAY, SCHOOL_PRICES);
    renderShop("/tour/2?date=2030-06-03");
    const user = userEvent.setup();
    const subtotal = () => screen.getByText("Zwischensumme").nextElementSibling?.textContent ?? "";
    const pupils = await screen.findByRole("combobox", { name: /Schüler:in/ });
    expect(subtotal()).toMatch(/^0,00\s€$/);
    expect(screen.getByText("Anzahl: 0 (richtet sich nach der Gruppe)")).toBeVisible();
    await user.selectOptions(pupils, "12");
    expect(await screen.findByText("Anzahl: 12 (richtet sich nach der Gruppe)")).toBeVisible();
    // 12 × 4,00 € and 12 × 1,50 € material
    expect(subtotal()).toMatch(/^66,00\s€$/);
    await user.click(screen.getByRole("checkbox", { name: /Werkstatt im Atelier/ }));
    expect(subtotal()).toMatch(/^106,00\s€$/);
    expect(screen.queryByRole("combobox", { name: /Material/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("asks for the tour's minimum of participants before holding", async () => {
    const api = stubTour(SCHOOL, SCHOOL_DAY, SCHOOL_PRICES);
    renderShop("/tour/2?date=2030-06-03");
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole("combobox", { name: /Altersgruppe/ }), "1");
    await user.selectOptions(screen.getByRole("combobox", { name: /Klassenstufe/ }), "1");
    await user.selectOptions(screen.getByRole("combobox", { name: /Schüler:in/ }), "5");
    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Für diese Führung sind mindestens 10 Personen nötig.");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
  });
});
