// spec surrounding-areas §2 "Search": /search/{q} asks for up to 1000 matching exhibitions in
// the visitor's language and shows 6, with "more" when more exist; the matching museums; and a
// links box with the venue's pages whose title names the text. Nothing found says so.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { json, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";
import { CITY_MUSEUM, exhibition, list } from "./venue-fixtures";

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
    expect(screen.getByRole("link", { name: "Alle Ausstellungen" })).toHaveAttribute(
      "href",
      "/exhibitions",
    );
    expect(await axeViolations()).toEqual([]);
  });
});
