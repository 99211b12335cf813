// spec surrounding-areas §2 "Start page": the museums, the exhibitions and the configured
// links below the intro. They show together once both lists have answered, so one arriving
// late does not push the other down the screen (the issue "speed": no layout shift).
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { answerLater, EXHIBITIONS, json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";
import { tour } from "../../test/tour-fixtures";
import { pagedList } from "../../test/venue-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("given the exhibitions answering after the museums", () => {
  it("shows the intro at once and the museums, exhibitions and links together", async () => {
    const exhibitions = answerLater(() => json(EXHIBITIONS));
    const calls = stubApi({
      "GET /api/v1/shop": () =>
        json(
          shopAnswer({
            startPage: { links: [{ title: "Jahreskarte", url: "/tickets/annual" }] },
          }),
        ),
      "GET /api/v1/exhibitions": exhibitions.handler,
    });
    renderShop("/start");

    expect(await screen.findByRole("heading", { level: 1, name: "Willkommen" })).toBeVisible();
    await vi.waitFor(() => expect(calls.callsTo("/museums")).toHaveLength(1));
    // the museums have answered; nothing below the intro shows yet
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("heading", { level: 2, name: "Unsere Museen" })).toBeNull();
    expect(screen.queryByRole("heading", { level: 2, name: "Weitere Angebote" })).toBeNull();

    exhibitions.answer();
    expect(await screen.findByRole("heading", { level: 2, name: "Unsere Museen" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Ausstellungen" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Weitere Angebote" })).toBeVisible();
    const list = screen.getByRole("region", { name: "Ausstellungen" });
    expect(within(list).getByRole("link", { name: "Licht und Schatten" })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given an exhibition that opens later", () => {
  it("says when it opens, not only when it ends", async () => {
    const upcoming = {
      ...EXHIBITIONS.data[0],
      id: 7,
      title: "Papierwelten",
      time_frames: [{ start_at: "2030-12-15", end_at: "2031-04-13" }],
    };
    stubApi({
      "GET /api/v1/exhibitions": () =>
        json({ data: [...EXHIBITIONS.data, upcoming], meta: { total_count: 2 } }),
    });
    renderShop("/start");
    const link = await screen.findByRole("link", { name: "Papierwelten" });
    const card = link.closest("li") as HTMLElement;
    expect(card).toHaveTextContent("Öffnet am 15. Dezember 2030, bis 13. April 2031");
    const list = screen.getByRole("region", { name: "Ausstellungen" });
    const running = within(list).getByRole("link", { name: "Licht und Schatten" }).closest("li");
    expect(running).toHaveTextContent("bis 30. September 2030");
  });
});

// spec surrounding-areas §2, §9: the featured items in a carousel moving on every 5000 ms;
// WCAG 2.2.2: it stops under the pointer, with the focus in it, and by its pause button.
describe("given two featured exhibitions", () => {
  const second = {
    ...EXHIBITIONS.data[0],
    id: 8,
    title: "Zwischen den Welten",
    sub_title: "Zugvögel am Fluss",
  };
  const twoFeatured = () =>
    stubApi({
      "GET /api/v1/exhibitions": () =>
        json({ data: [...EXHIBITIONS.data, second], meta: { total_count: 2 } }),
    });
  const slides = () => {
    const carousel = screen.getByRole("region", { name: "Höhepunkte" });
    return within(carousel).getAllByRole("group", { hidden: true });
  };
  const shownTitle = () =>
    slides()
      .filter((slide) => !slide.hidden)
      .map((slide) => within(slide).getByRole("heading").textContent);

  afterEach(() => {
    vi.useRealTimers();
  });

  // Faked before the page starts its timer; time still runs, so the queries can wait.
  const fakeTimers = () =>
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });

  it("shows one slide at a time, named by its place, and moves on after 5 s", async () => {
    twoFeatured();
    fakeTimers();
    renderShop("/start");
    const carousel = await screen.findByRole("region", { name: "Höhepunkte" });
    expect(carousel).toHaveAttribute("aria-roledescription", "Karussell");
    expect(slides().map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 von 2",
      "2 von 2",
    ]);
    expect(shownTitle()).toEqual(["Licht und Schatten"]);
    act(() => vi.advanceTimersByTime(4000));
    expect(shownTitle()).toEqual(["Licht und Schatten"]);
    act(() => vi.advanceTimersByTime(1000));
    expect(shownTitle()).toEqual(["Zwischen den Welten"]);
    expect(screen.getByText("Zugvögel am Fluss")).toBeVisible();
    vi.useRealTimers();
    expect(await axeViolations()).toEqual([]);
  });

  it("stops while the pointer is over it and while the focus is in it", async () => {
    twoFeatured();
    fakeTimers();
    renderShop("/start");
    const carousel = await screen.findByRole("region", { name: "Höhepunkte" });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(12_000));
    expect(shownTitle()).toEqual(["Licht und Schatten"]);
    fireEvent.mouseLeave(carousel);
    act(() => within(carousel).getByRole("button", { name: "Weiter" }).focus());
    act(() => vi.advanceTimersByTime(12_000));
    expect(shownTitle()).toEqual(["Licht und Schatten"]);
    // Once the focus leaves, it moves on again.
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(shownTitle()).toEqual(["Zwischen den Welten"]);
  });

  it("stops for good by its pause button, which then plays, and moves by previous and next", async () => {
    twoFeatured();
    renderShop("/start");
    const carousel = await screen.findByRole("region", { name: "Höhepunkte" });
    const user = userEvent.setup();
    await user.click(within(carousel).getByRole("button", { name: "Anhalten" }));
    expect(within(carousel).getByRole("button", { name: "Abspielen" })).toBeVisible();
    await user.click(within(carousel).getByRole("button", { name: "Weiter" }));
    expect(shownTitle()).toEqual(["Zwischen den Welten"]);
    await user.click(within(carousel).getByRole("button", { name: "Zurück" }));
    expect(shownTitle()).toEqual(["Licht und Schatten"]);
    // Paused, a slide the visitor moves to is announced.
    expect(carousel.querySelector("[aria-live]")).toHaveAttribute("aria-live", "polite");
    (document.activeElement as HTMLElement).blur();
    fireEvent.mouseLeave(carousel);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    act(() => vi.advanceTimersByTime(12_000));
    expect(shownTitle()).toEqual(["Licht und Schatten"]);
  });
});

describe("given the ticket search on", () => {
  it("opens the tickets flow filtered to the chosen museum and exhibition", async () => {
    stubApi({ "GET /api/v1/shop": () => json(shopAnswer({ startPage: { ticketSearch: true } })) });
    const view = renderShop("/start");
    const search = await screen.findByRole("region", { name: "Tickets finden" });
    const user = userEvent.setup();
    await user.selectOptions(within(search).getByRole("combobox", { name: "Ausstellung" }), "5");
    await user.click(within(search).getByRole("button", { name: "Tickets anzeigen" }));
    expect(view.location()).toMatch(/^\/tickets\?/);
    const query = new URLSearchParams(view.location().split("?")[1]);
    expect(query.get("exhibition_id")).toBe("5");
    expect(query.get("museum_id")).toBe("1");
  });
});

describe('given a venue that shows tours (spec §2 "Start page": tours)', () => {
  it("shows the next 4 tours, each linking to its page, and a link to all of them", async () => {
    const api = stubApi({
      "GET /api/v1/shop": () => json(shopAnswer({ navigation: { tours: { enabled: true } } })),
      "GET /api/v1/tours": (url) => json(pagedList([1, 2, 3, 4, 5].map(tour))(url)),
    });
    renderShop("/start");
    const section = await screen.findByRole("region", { name: "Führungen" });
    const headings = within(section).getAllByRole("heading", { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      "Führung 1",
      "Führung 2",
      "Führung 3",
      "Führung 4",
    ]);
    expect(within(section).getByRole("link", { name: "Führung 2" })).toHaveAttribute(
      "href",
      "/tour/2",
    );
    expect(within(section).getByRole("link", { name: "Alle Führungen" })).toHaveAttribute(
      "href",
      "/tours",
    );
    const [call] = api.callsTo("/tours");
    expect(call?.url.searchParams.get("per_page")).toBe("4");
    expect(call?.url.searchParams.get("with_bookings_in_future")).toBe("true");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows no tour heading when no tour is to come", async () => {
    const api = stubApi({
      "GET /api/v1/shop": () => json(shopAnswer({ navigation: { tours: { enabled: true } } })),
      "GET /api/v1/tours": (url) => json(pagedList([])(url)),
    });
    renderShop("/start");
    expect(await screen.findByRole("heading", { level: 2, name: "Unsere Museen" })).toBeVisible();
    await vi.waitFor(() => expect(api.callsTo("/tours")).toHaveLength(1));
    expect(screen.queryByRole("region", { name: "Führungen" })).toBeNull();
  });

  it("asks for no tours while the venue does not show them", async () => {
    const api = stubApi({
      "GET /api/v1/shop": () => json(shopAnswer({ navigation: { tours: { enabled: false } } })),
      "GET /api/v1/tours": (url) => json(pagedList([tour(1)])(url)),
    });
    renderShop("/start");
    expect(await screen.findByRole("heading", { level: 2, name: "Unsere Museen" })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo("/tours")).toEqual([]);
    expect(screen.queryByRole("region", { name: "Führungen" })).toBeNull();
  });
});
