// spec surrounding-areas §2 "Museums and exhibitions", §3 (time_frames), §8 (a failed load
// leads to the error page): /exhibitions and /exhibition/{id} through the real shop, only
// fetch stubbed with answers of the endpoint table. Today is 1 June 2030 (test/render-shop).
import type { Event, Exhibition, Tour } from "@shop/core/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { CONCERT } from "../../test/event-fixtures";
import { json, refusalAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";
import { HIGHLIGHTS, tour } from "../../test/tour-fixtures";
import {
  CITY_MUSEUM,
  exhibition,
  HARBOUR_MUSEUM,
  list,
  pagedList,
} from "../../test/venue-fixtures";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIGHT = exhibition(5, {
  title: "Licht und Schatten",
  sub_title: "Fotografie 1900–1950",
  description: "<p>Über <em>200</em> Abzüge.</p>",
  picture: {
    ...(CITY_MUSEUM.picture as NonNullable<Exhibition["picture"]>),
    title: null,
  },
});
const SHIPS = exhibition(6, { museum_id: 2, title: "Schiffe" });

function stubExhibition(shown: Exhibition) {
  return stubApi({
    "GET /api/v1/museums": () => json(list([CITY_MUSEUM, HARBOUR_MUSEUM])),
    "GET /api/v1/exhibitions": () => json(list([LIGHT, SHIPS])),
    [`GET /api/v1/exhibitions/${shown.id}`]: () => json(shown),
  });
}

describe("the exhibition list", () => {
  it("shows every museum's exhibitions, one museum's by museum_id, and all again", async () => {
    const user = userEvent.setup();
    stubExhibition(LIGHT);
    const view = renderShop("/exhibitions?museum_id=2");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Ausstellungen: Hafenmuseum" }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Schiffe" })).toHaveAttribute("href", "/exhibition/6");
    expect(screen.queryByRole("link", { name: "Licht und Schatten" })).toBeNull();
    const filter = screen.getByRole("navigation", { name: "Ausstellungen nach Museum" });
    expect(within(filter).getByRole("link", { name: "Hafenmuseum" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await axeViolations()).toEqual([]);

    await user.click(within(filter).getByRole("link", { name: "Alle Museen" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Ausstellungen" })).toBeVisible();
    expect(view.location()).toBe("/exhibitions");
    const light = screen.getByRole("link", { name: "Licht und Schatten" });
    const card = light.closest("li") as HTMLElement;
    // Every museum's list names each exhibition's museum, and its run.
    expect(within(card).getByText("Stadtmuseum")).toBeVisible();
    expect(within(card).getByText("bis 30. September 2030")).toBeVisible();
    expect(screen.getByRole("link", { name: "Schiffe" })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a running exhibition", () => {
  it("shows its texts, museum, run and the tickets of both", async () => {
    stubExhibition(LIGHT);
    renderShop("/exhibition/5");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Licht und Schatten" }),
    ).toBeVisible();
    expect(screen.getByText("Fotografie 1900–1950")).toBeVisible();
    expect(screen.getByText("200").tagName).toBe("EM");
    expect(screen.queryByText(/<p>/)).toBeNull();
    expect(screen.getByText("bis 30. September 2030")).toBeVisible();
    expect(await screen.findByRole("link", { name: "Stadtmuseum" })).toHaveAttribute(
      "href",
      "/museum/1",
    );
    // A picture without a title: the heading names it.
    const picture = document.querySelector("img");
    expect(picture).toHaveAttribute("alt", "");
    expect(picture).toHaveAttribute("loading", "eager");
    expect(screen.getByRole("link", { name: "Tickets kaufen" })).toHaveAttribute(
      "href",
      "/tickets?museum_id=1&exhibition_id=5",
    );
    expect(screen.queryByRole("heading", { name: /Veranstaltungen|Führungen/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given an exhibition with upcoming events (issue 27, item 5)", () => {
  function stubEvents(events: Event[]) {
    return stubApi({
      "GET /api/v1/museums": () => json(list([CITY_MUSEUM, HARBOUR_MUSEUM])),
      "GET /api/v1/exhibitions/5": () => json(LIGHT),
      "GET /api/v1/events": (url) => json(pagedList(events)(url)),
    });
  }

  it("shows its concert, linking to the concert's page", async () => {
    const api = stubEvents([CONCERT]);
    renderShop("/exhibition/5");
    const section = await screen.findByRole("region", { name: "Veranstaltungen" });
    expect(
      await within(section).findByRole("link", { name: "Wasserklänge – Kammerkonzert" }),
    ).toHaveAttribute("href", "/event/1");
    expect(within(section).getAllByRole("heading", { level: 3 })).toHaveLength(1);
    expect(screen.queryByRole("link", { name: /Alle Veranstaltungen/ })).toBeNull();
    const [call] = api.callsTo("/events");
    expect(call?.url.searchParams.getAll("by_exhibition_ids[]")).toEqual(["5"]);
    expect(call?.url.searchParams.has("by_museum_ids[]")).toBe(false);
    expect(call?.url.searchParams.get("with_bookings_in_future")).toBe("true");
    expect(call?.url.searchParams.get("per_page")).toBe("4");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows 4 of 6 and a link to all the exhibition's events", async () => {
    stubEvents([1, 2, 3, 4, 5, 6].map((id) => ({ ...CONCERT, id, title: `Konzert ${id}` })));
    renderShop("/exhibition/5");
    const section = await screen.findByRole("region", { name: "Veranstaltungen" });
    expect(await within(section).findAllByRole("heading", { level: 3 })).toHaveLength(4);
    expect(
      within(section).getByRole("link", { name: "Alle Veranstaltungen zu dieser Ausstellung" }),
    ).toHaveAttribute("href", "/events?exhibition_id=5");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows no heading for events when it has none", async () => {
    const api = stubEvents([]);
    renderShop("/exhibition/5");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Licht und Schatten" }),
    ).toBeVisible();
    await vi.waitFor(() => expect(api.callsTo("/events")).toHaveLength(1));
    expect(screen.queryByRole("region", { name: "Veranstaltungen" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Veranstaltungen" })).toBeNull();
  });
});

describe.each([
  [
    "one that opens later",
    [{ start_at: "2030-12-15", end_at: "2031-04-13" }],
    "Öffnet am 15. Dezember 2030, bis 13. April 2031",
  ],
  [
    "a permanent one that opens later",
    [{ start_at: "2030-07-01", end_at: null }],
    "Öffnet am 1. Juli 2030",
  ],
  ["a permanent one", [{ start_at: "2001-05-01", end_at: null }], "seit 1. Mai 2001"],
  [
    "one between two frames (given unsorted)",
    [
      { start_at: "2030-07-01", end_at: "2030-10-31" },
      { start_at: "2030-03-01", end_at: "2030-05-15" },
    ],
    "Pausiert, wieder geöffnet ab 1. Juli 2030",
  ],
  ["one that is over", [{ start_at: "2029-01-01", end_at: "2029-12-31" }], "Beendet"],
])("given %s", (_name, time_frames, text) => {
  it("reads its run as it is today", async () => {
    stubExhibition({ ...LIGHT, time_frames });
    renderShop("/exhibition/5");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Licht und Schatten" }),
    ).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given an exhibition the API does not know", () => {
  it("sends the visitor to the exhibition error page", async () => {
    stubApi({ "GET /api/v1/exhibitions/99": () => refusalAnswer("not_found") });
    const view = renderShop("/exhibition/99");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Ausstellung nicht verfügbar" }),
    ).toBeVisible();
    expect(view.location()).toBe("/exhibition-error");
    expect(screen.getByRole("link", { name: "Zur Startseite" })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});

describe.each([
  ["/product-error", "Angebot nicht verfügbar", "Zur Startseite"],
  ["/token-not-found", "Link nicht gefunden", "Zur Startseite"],
  ["/token-not-found?lang=en", "Link not found", "To the start page"],
])("the error page %s", (url, title, toStart) => {
  it("names the problem and leads back to the start", async () => {
    stubApi();
    renderShop(url);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeVisible();
    expect(within(screen.getByRole("main")).getByRole("link", { name: toStart })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given an exhibition with upcoming tours (surrounding-areas §2: 4 tours)", () => {
  function stubTours(tours: Tour[]) {
    return stubApi({
      "GET /api/v1/museums": () => json(list([CITY_MUSEUM, HARBOUR_MUSEUM])),
      "GET /api/v1/exhibitions/5": () => json(LIGHT),
      "GET /api/v1/tours": (url) => json(pagedList(tours)(url)),
    });
  }

  it("shows its tour, linking to the tour's page, asking by exhibition only", async () => {
    const api = stubTours([HIGHLIGHTS]);
    renderShop("/exhibition/5");
    const section = await screen.findByRole("region", { name: "Führungen" });
    expect(await within(section).findByRole("link", { name: HIGHLIGHTS.title })).toHaveAttribute(
      "href",
      "/tour/1",
    );
    expect(screen.queryByRole("link", { name: /Alle Führungen/ })).toBeNull();
    const [call] = api.callsTo("/tours");
    expect(call?.url.searchParams.getAll("by_exhibition_ids[]")).toEqual(["5"]);
    expect(call?.url.searchParams.has("by_museum_ids[]")).toBe(false);
    expect(call?.url.searchParams.get("per_page")).toBe("4");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows 4 of 6 and a link to all the exhibition's tours", async () => {
    stubTours([1, 2, 3, 4, 5, 6].map(tour));
    renderShop("/exhibition/5");
    const section = await screen.findByRole("region", { name: "Führungen" });
    expect(await within(section).findAllByRole("heading", { level: 3 })).toHaveLength(4);
    expect(
      within(section).getByRole("link", { name: "Alle Führungen dieser Ausstellung" }),
    ).toHaveAttribute("href", "/tours?exhibition_id=5");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows no heading for tours when it has none", async () => {
    const api = stubTours([]);
    renderShop("/exhibition/5");
    expect(await screen.findByRole("heading", { level: 1 })).toBeVisible();
    await vi.waitFor(() => expect(api.callsTo("/tours")).toHaveLength(1));
    expect(screen.queryByRole("heading", { name: "Führungen" })).toBeNull();
  });
});
