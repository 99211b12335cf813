// spec surrounding-areas §2 "Search": /search/{q} asks for up to 1000 matching exhibitions in
// the visitor's language and shows 6, with "more" when more exist; the matching museums; and a
// links box with the venue's pages whose title names the text; the matching events with dates
// to come, 4 shown, "more" when more exist. Nothing found says so.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { CONCERT, LECTURES } from "../../test/event-fixtures";
import { json, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";
import { SCHOOL_COLOURS, tour } from "../../test/tour-fixtures";
import { CITY_MUSEUM, exhibition, list } from "../../test/venue-fixtures";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const SEVEN = Array.from({ length: 7 }, (_, n) => exhibition(n + 1, { title: `Licht ${n + 1}` }));
const PAGES = list([
  { id: "impressum", title: "Impressum" },
  { id: "licht", title: "Lichtführung im Haus" },
]);

function searchApi(museums = [CITY_MUSEUM], exhibitions = SEVEN) {
  return stubApi({
    "GET /api/v1/museums": () => json(list(museums)),
    "GET /api/v1/exhibitions": () => json(list(exhibitions)),
    "GET /api/v1/pages": () => json(PAGES),
  });
}

describe("the search page", () => {
  it("asks in the visitor's language, shows 6 exhibitions with 'more', museums and links", async () => {
    const api = searchApi();
    renderShop("/search/Licht");
    expect(await screen.findByRole("heading", { level: 1, name: "Suche: Licht" })).toBeVisible();
    const call = api.callsTo("/exhibitions").find((c) => c.url.searchParams.get("q") === "Licht");
    expect(call?.url.searchParams.get("per_page")).toBe("1000");
    expect(call?.url.searchParams.get("locale")).toBe("de");
    const exhibitions = screen.getByRole("region", { name: "Ausstellungen" });
    expect(within(exhibitions).getAllByRole("heading", { level: 3 })).toHaveLength(6);
    const more = within(exhibitions).getByRole("link", { name: "Alle 7 gefundenen Ausstellungen" });
    expect(screen.getByRole("region", { name: "Museen" })).toHaveTextContent("Stadtmuseum");
    const links = screen.getByRole("region", { name: "Weiter" });
    expect(within(links).getByRole("link", { name: "Lichtführung im Haus" })).toHaveAttribute(
      "href",
      "/page/licht",
    );
    expect(within(links).queryByRole("link", { name: "Impressum" })).toBeNull();
    expect(screen.getByText("9 Treffer")).toHaveAttribute("role", "status");
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(more);
    expect(
      await within(screen.getByRole("region", { name: "Ausstellungen" })).findByRole("heading", {
        level: 3,
        name: "Licht 7",
      }),
    ).toBeVisible();
  });

  it("says when nothing was found, and shows no empty section", async () => {
    searchApi([], []);
    renderShop("/search/Zebra");
    expect(await screen.findByText(/Nichts gefunden/)).toHaveAttribute("role", "status");
    expect(screen.queryByRole("region", { name: "Ausstellungen" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Museen" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Veranstaltungen" })).toBeNull();
    expect(screen.getByRole("link", { name: "Alle Ausstellungen" })).toHaveAttribute(
      "href",
      "/exhibitions",
    );
    expect(await axeViolations()).toEqual([]);
  });

  describe("given events that match (issue 27, item 5)", () => {
    it("shows the concert as an event linking to its page, and counts it", async () => {
      const api = stubApi({
        "GET /api/v1/museums": () => json(list([])),
        "GET /api/v1/exhibitions": () => json(list([])),
        "GET /api/v1/pages": () => json(PAGES),
        "GET /api/v1/events": () => json(list([CONCERT])),
      });
      renderShop("/search/Konzert");
      const events = await screen.findByRole("region", { name: "Veranstaltungen" });
      const call = api.callsTo("/events").find((c) => c.url.searchParams.get("q") === "Konzert");
      expect(call?.url.searchParams.get("locale")).toBe("de");
      // Only events a visitor can still book.
      expect(call?.url.searchParams.get("with_bookings_in_future")).toBe("true");
      expect(
        await within(events).findByRole("link", { name: "Wasserklänge – Kammerkonzert" }),
      ).toHaveAttribute("href", "/event/1");
      expect(await within(events).findByText("Nächste Termine:")).toBeVisible();
      expect(screen.getByText("1 Treffer")).toHaveAttribute("role", "status");
      expect(screen.queryByText(/Nichts gefunden/)).toBeNull();
      expect(await axeViolations()).toEqual([]);
    });

    it("shows 4 events in the server's order and the rest behind 'more'", async () => {
      const five = [1, 2, 3, 4, 5].map((id) => ({
        ...(id % 2 ? CONCERT : LECTURES),
        id,
        title: `Vortrag ${id}`,
      }));
      stubApi({
        "GET /api/v1/museums": () => json(list([])),
        "GET /api/v1/exhibitions": () => json(list([])),
        "GET /api/v1/pages": () => json(PAGES),
        "GET /api/v1/events": () => json(list(five)),
      });
      renderShop("/search/Vortrag");
      const events = await screen.findByRole("region", { name: "Veranstaltungen" });
      expect(
        (await within(events).findAllByRole("heading", { level: 3 })).map((h) => h.textContent),
      ).toEqual(["Vortrag 1", "Vortrag 2", "Vortrag 3", "Vortrag 4"]);
      expect(screen.getByText("5 Treffer")).toHaveAttribute("role", "status");
      await userEvent.click(
        within(events).getByRole("link", { name: "Alle 5 gefundenen Veranstaltungen" }),
      );
      expect(
        await within(screen.getByRole("region", { name: "Veranstaltungen" })).findByRole(
          "heading",
          { level: 3, name: "Vortrag 5" },
        ),
      ).toBeVisible();
      expect(await axeViolations()).toEqual([]);
    });
  });
});

describe('given tours that match (surrounding-areas §2 "Search": 4 tours)', () => {
  it("shows 4 tours beside the events, each linking to its page, and counts them", async () => {
    const api = stubApi({
      "GET /api/v1/museums": () => json(list([])),
      "GET /api/v1/exhibitions": () => json(list([])),
      "GET /api/v1/pages": () => json(PAGES),
      "GET /api/v1/events": () => json(list([CONCERT])),
      "GET /api/v1/tours": () => json(list([SCHOOL_COLOURS, ...[3, 4, 5].map(tour)])),
    });
    renderShop("/search/Farben");
    const tours = await screen.findByRole("region", { name: "Führungen" });
    expect(screen.getByRole("region", { name: "Veranstaltungen" })).toBeVisible();
    expect(
      within(tours)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([SCHOOL_COLOURS.title, "Führung 3", "Führung 4", "Führung 5"]);
    expect(within(tours).getByRole("link", { name: SCHOOL_COLOURS.title })).toHaveAttribute(
      "href",
      "/tour/2",
    );
    expect(within(tours).getByText("Schulklassen")).toBeVisible();
    const call = api.callsTo("/tours").find((c) => c.url.searchParams.get("q") === "Farben");
    expect(call?.url.searchParams.get("per_page")).toBe("4");
    expect(call?.url.searchParams.get("with_bookings_in_future")).toBe("true");
    expect(screen.getByText("5 Treffer")).toHaveAttribute("role", "status");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows no tour heading when no tour matches", async () => {
    stubApi({
      "GET /api/v1/museums": () => json(list([])),
      "GET /api/v1/exhibitions": () => json(list([])),
      "GET /api/v1/pages": () => json(PAGES),
      "GET /api/v1/events": () => json(list([CONCERT])),
      "GET /api/v1/tours": () => json(list([])),
    });
    renderShop("/search/Konzert");
    expect(await screen.findByRole("region", { name: "Veranstaltungen" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Führungen" })).toBeNull();
  });
});
