// spec surrounding-areas §2 "Museums and exhibitions", §9 (7 exhibitions asked for, 6 shown):
// /museums and /museum/{id} through the real shop, only fetch stubbed with answers of the
// endpoint table.
import type { Event, Tour } from "@shop/core/contract";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { CONCERT, LECTURES } from "../../test/event-fixtures";
import { json, refusalAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";
import { GARDEN_WALK, HIGHLIGHTS, tour } from "../../test/tour-fixtures";
import {
  CITY_MUSEUM,
  exhibition,
  HARBOUR_MUSEUM,
  HOURS,
  list,
  pagedList,
} from "../../test/venue-fixtures";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const SEVEN = [1, 2, 3, 4, 5, 6, 7].map((id) => exhibition(id));

function stubMuseum(exhibitions = SEVEN) {
  return stubApi({
    "GET /api/v1/museums": () => json(list([CITY_MUSEUM, HARBOUR_MUSEUM])),
    "GET /api/v1/museums/1": () => json(CITY_MUSEUM),
    "GET /api/v1/museums/1/opening_hours": () => json(HOURS),
    "GET /api/v1/exhibitions": (url) =>
      json(list(exhibitions.slice(0, Number(url.searchParams.get("per_page"))))),
  });
}

describe("the museum list", () => {
  it("shows every museum as a card with its picture, linking to its page", async () => {
    stubMuseum();
    renderShop("/museums");
    expect(await screen.findByRole("heading", { level: 1, name: "Museen" })).toBeVisible();
    const items = within(screen.getByRole("main")).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(
      within(items[0] as HTMLElement).getByRole("link", { name: "Stadtmuseum" }),
    ).toHaveAttribute("href", "/museum/1");
    expect(within(items[0] as HTMLElement).getByText("Kunst und Geschichte")).toBeVisible();
    const picture = within(items[0] as HTMLElement).getByRole("img", { name: "Die große Halle" });
    expect(picture).toHaveAttribute("src", "https://shop.example.org/img/1/teaser.jpg");
    expect(picture).toHaveAttribute("loading", "lazy");
    expect(picture).toHaveAttribute("width");
    expect(picture).toHaveAttribute("height");
    expect(screen.getByRole("link", { name: "Hafenmuseum" })).toHaveAttribute("href", "/museum/2");
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a museum with seven exhibitions", () => {
  it("shows its texts, hours, six exhibitions with a link to the rest, and its tickets", async () => {
    const api = stubMuseum();
    renderShop("/museum/1");
    expect(await screen.findByRole("heading", { level: 1, name: "Stadtmuseum" })).toBeVisible();
    expect(screen.getByText("Kunst und Geschichte")).toBeVisible();
    // The description is markup, not text with tags.
    expect(screen.getByText("Stadtgeschichte").tagName).toBe("STRONG");
    expect(screen.getByRole("heading", { level: 2, name: "Anfahrt" })).toBeVisible();
    expect(screen.queryByText(/<p>/)).toBeNull();
    // The first picture is above the fold: it loads at once.
    expect(screen.getByRole("img", { name: "Die große Halle" })).toHaveAttribute(
      "loading",
      "eager",
    );
    expect(screen.getByText("© Fotoarchiv")).toBeVisible();

    const hours = await screen.findByRole("region", { name: "Öffnungszeiten" });
    const days = within(hours)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(days).toEqual([
      "Montag",
      "Dienstag",
      "Mittwoch",
      "Donnerstag",
      "Freitag",
      "Samstag",
      "Sonntag",
    ]);
    const times = within(hours)
      .getAllByRole("definition")
      .map((time) => time.textContent);
    expect(times[0]).toBe("geschlossen");
    expect(times[3]).toBe("10:00–13:00, 14:00–20:00");
    expect(within(hours).getByRole("heading", { level: 3, name: "Abweichende Öffnungszeiten" }));
    const exceptions = within(hours).getAllByRole("listitem");
    // The past exception is left out.
    expect(exceptions).toHaveLength(1);
    expect(exceptions[0]).toHaveTextContent("Dienstag, 24. Dezember 2030: geschlossen");
    expect(exceptions[0]).toHaveTextContent("Heiligabend");

    const section = await screen.findByRole("region", { name: "Ausstellungen" });
    expect(within(section).getAllByRole("heading", { level: 3 })).toHaveLength(6);
    expect(within(section).queryByRole("link", { name: "Ausstellung 7" })).toBeNull();
    expect(within(section).getByRole("link", { name: "Ausstellung 1" })).toHaveAttribute(
      "href",
      "/exhibition/1",
    );
    expect(
      within(section).getByRole("link", { name: "Alle Ausstellungen dieses Museums" }),
    ).toHaveAttribute("href", "/exhibitions?museum_id=1");
    const [call] = api
      .callsTo("/exhibitions")
      .filter((c) => c.url.searchParams.has("by_museum_ids[]"));
    expect(call?.url.searchParams.getAll("by_museum_ids[]")).toEqual(["1"]);
    expect(call?.url.searchParams.get("per_page")).toBe("7");

    expect(screen.getByRole("link", { name: "Tickets kaufen" })).toHaveAttribute(
      "href",
      "/tickets?museum_id=1",
    );
    // No events answered, and tours come later: no headings for them.
    expect(screen.queryByRole("heading", { name: /Veranstaltungen|Führungen/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("has no link to more when six or fewer exist", async () => {
    stubMuseum(SEVEN.slice(0, 6));
    renderShop("/museum/1");
    const section = await screen.findByRole("region", { name: "Ausstellungen" });
    expect(within(section).getAllByRole("heading", { level: 3 })).toHaveLength(6);
    expect(screen.queryByRole("link", { name: "Alle Ausstellungen dieses Museums" })).toBeNull();
  });
});

describe("given a museum with upcoming events (issue 27, item 5)", () => {
  const FIVE = [1, 2, 3, 4, 5].map((id) => ({ ...CONCERT, id, title: `Konzert ${id}` }));

  it("shows its first 4, each linking to its page, and a link to all of them", async () => {
    const api = stubApi({
      "GET /api/v1/museums": () => json(list([CITY_MUSEUM, HARBOUR_MUSEUM])),
      "GET /api/v1/museums/1": () => json(CITY_MUSEUM),
      "GET /api/v1/museums/1/opening_hours": () => json(HOURS),
      "GET /api/v1/exhibitions": () => json(list([])),
      "GET /api/v1/events": (url) => json(pagedList(FIVE)(url)),
    });
    renderShop("/museum/1");
    const section = await screen.findByRole("region", { name: "Veranstaltungen" });
    // The section shows whole: no spinner while the event texts load.
    expect(within(section).queryByRole("status")).toBeNull();
    const headings = within(section).getAllByRole("heading", { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      "Konzert 1",
      "Konzert 2",
      "Konzert 3",
      "Konzert 4",
    ]);
    expect(within(section).getByRole("link", { name: "Konzert 1" })).toHaveAttribute(
      "href",
      "/event/1",
    );
    expect(
      within(section).getByRole("link", { name: "Alle Veranstaltungen dieses Museums" }),
    ).toHaveAttribute("href", "/events?museum_id=1");
    const [call] = api.callsTo("/events");
    expect(call?.url.searchParams.getAll("by_museum_ids[]")).toEqual(["1"]);
    expect(call?.url.searchParams.get("with_bookings_in_future")).toBe("true");
    expect(call?.url.searchParams.get("per_page")).toBe("4");
    expect(await axeViolations()).toEqual([]);
  });

  function stubEvents(events: Event[]) {
    return stubApi({
      "GET /api/v1/museums": () => json(list([CITY_MUSEUM, HARBOUR_MUSEUM])),
      "GET /api/v1/museums/1": () => json(CITY_MUSEUM),
      "GET /api/v1/museums/1/opening_hours": () => json(HOURS),
      "GET /api/v1/exhibitions": () => json(list([])),
      "GET /api/v1/events": (url) => json(pagedList(events)(url)),
    });
  }

  it("has no link to more when every event shows", async () => {
    stubEvents([CONCERT, LECTURES]);
    renderShop("/museum/1");
    const section = await screen.findByRole("region", { name: "Veranstaltungen" });
    expect(await within(section).findAllByRole("heading", { level: 3 })).toHaveLength(2);
    expect(screen.queryByRole("link", { name: "Alle Veranstaltungen dieses Museums" })).toBeNull();
  });

  it("shows no heading for events when it has none", async () => {
    const api = stubEvents([]);
    renderShop("/museum/1");
    expect(await screen.findByRole("region", { name: "Öffnungszeiten" })).toBeVisible();
    await vi.waitFor(() => expect(api.callsTo("/events")).toHaveLength(1));
    expect(screen.queryByRole("heading", { name: "Veranstaltungen" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Veranstaltungen" })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a museum the API does not know", () => {
  // issue 27 item 7: /museum/999 said the museums could not be loaded, "try again later"
  it("says the museum is not found, at its own address", async () => {
    stubApi({ "GET /api/v1/museums/9": () => refusalAnswer("not_found") });
    const view = renderShop("/museum/9");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Museum nicht gefunden" }),
    ).toBeVisible();
    expect(view.location()).toBe("/museum/9");
    expect(screen.queryByText(/später noch einmal/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("says so for an id that is no number too, without asking", async () => {
    const api = stubApi();
    const view = renderShop("/museum/abc");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Museum nicht gefunden" }),
    ).toBeVisible();
    expect(view.location()).toBe("/museum/abc");
    expect(api.calls.filter((call) => call.url.pathname.startsWith("/api/v1/museums/"))).toEqual(
      [],
    );
  });
});

describe("given a museum that fails to load otherwise", () => {
  it("shows the error page where it is", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi({ "GET /api/v1/museums/1": () => refusalAnswer("internal") });
    const view = renderShop("/museum/1");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Etwas ist schiefgelaufen" }),
    ).toBeVisible();
    expect(view.location()).toBe("/museum/1");
  });
});

describe("given a museum with upcoming tours (surrounding-areas §2, §9: 4 tours)", () => {
  function stubTours(tours: Tour[]) {
    return stubApi({
      "GET /api/v1/museums": () => json(list([CITY_MUSEUM, HARBOUR_MUSEUM])),
      "GET /api/v1/museums/1": () => json(CITY_MUSEUM),
      "GET /api/v1/museums/1/opening_hours": () => json(HOURS),
      "GET /api/v1/exhibitions": () => json(list([])),
      "GET /api/v1/tours": (url) => json(pagedList(tours)(url)),
    });
  }

  it("shows its first 4, each linking to its page, and a link to all of them", async () => {
    const api = stubTours([1, 2, 3, 4, 5].map(tour));
    renderShop("/museum/1");
    const section = await screen.findByRole("region", { name: "Führungen" });
    expect(within(section).queryByRole("status")).toBeNull();
    const headings = within(section).getAllByRole("heading", { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      "Führung 1",
      "Führung 2",
      "Führung 3",
      "Führung 4",
    ]);
    expect(within(section).getByRole("link", { name: "Führung 1" })).toHaveAttribute(
      "href",
      "/tour/1",
    );
    expect(
      within(section).getByRole("link", { name: "Alle Führungen dieses Museums" }),
    ).toHaveAttribute("href", "/tours?museum_id=1");
    const [call] = api.callsTo("/tours");
    expect(call?.url.searchParams.getAll("by_museum_ids[]")).toEqual(["1"]);
    expect(call?.url.searchParams.get("with_bookings_in_future")).toBe("true");
    expect(call?.url.searchParams.get("per_page")).toBe("4");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows subtitle and category, and no link to more when every tour shows", async () => {
    stubTours([HIGHLIGHTS, GARDEN_WALK]);
    renderShop("/museum/1");
    const section = await screen.findByRole("region", { name: "Führungen" });
    expect(await within(section).findAllByRole("heading", { level: 3 })).toHaveLength(2);
    expect(within(section).getByText("60 Minuten")).toBeVisible();
    expect(within(section).getByText("Öffentliche Führungen")).toBeVisible();
    expect(screen.queryByRole("link", { name: "Alle Führungen dieses Museums" })).toBeNull();
  });

  it("shows no heading for tours when it has none", async () => {
    const api = stubTours([]);
    renderShop("/museum/1");
    expect(await screen.findByRole("region", { name: "Öffnungszeiten" })).toBeVisible();
    await vi.waitFor(() => expect(api.callsTo("/tours")).toHaveLength(1));
    expect(screen.queryByRole("heading", { name: "Führungen" })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
