// spec surrounding-areas §2 "Header, navigation", "Start page", "Search": the merchandise
// beyond its own pages, each only when the venue sells it (navigation.merchandise.enabled) — the
// menu item (a plain link at page size 0, else a dropdown of page size + 1 asked for, "view
// all" when more exist), the featured articles among the start page's featured items, and up
// to 4 matching articles on the search page with a link to the list when more match.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { list } from "../../test/event-fixtures";
import { json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { CATALOGUE, MUG, POSTER, TOTE } from "../../test/merchandise-fixtures";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The menu's calls: the start page asks for its featured articles besides. */
const menuCalls = (api: ReturnType<typeof stubApi>) =>
  api.callsTo("/merchandises").filter((call) => !call.url.searchParams.has("by_featured"));

const selling = (merchandise: { enabled: boolean; pageSize?: number }) => ({
  "GET /api/v1/shop": () => json(shopAnswer({ navigation: { merchandise } })),
});

describe("the merchandise menu item", () => {
  it("is a plain link to the list at page size 0, and asks for no article", async () => {
    const api = stubApi(selling({ enabled: true, pageSize: 0 }));
    renderShop("/start?lang=en");
    const nav = await screen.findByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Merchandise" })).toHaveAttribute(
      "href",
      "/merchandise/list",
    );
    expect(menuCalls(api)).toEqual([]);
  });

  it("lists page size articles and 'view all' when more exist", async () => {
    const api = stubApi({
      ...selling({ enabled: true, pageSize: 2 }),
      "GET /api/v1/merchandises": () => json(list([CATALOGUE, MUG, POSTER])),
    });
    renderShop("/start?lang=en");
    const nav = await screen.findByRole("navigation", { name: "Main navigation" });
    const item = await within(nav).findByRole("button", { name: "Merchandise" });
    await userEvent.click(item);
    expect(item).toHaveAttribute("aria-expanded", "true");
    expect(within(nav).getByRole("link", { name: CATALOGUE.title })).toHaveAttribute(
      "href",
      "/merchandise/detail/60",
    );
    expect(within(nav).getByRole("link", { name: MUG.title })).toBeVisible();
    expect(within(nav).queryByRole("link", { name: POSTER.title })).toBeNull();
    expect(within(nav).getByRole("link", { name: "View all" })).toHaveAttribute(
      "href",
      "/merchandise/list",
    );
    const [call] = menuCalls(api);
    expect(call?.url.searchParams.get("per_page")).toBe("3");
    expect(await axeViolations()).toEqual([]);
  });

  it("is not there, and nothing is asked, when the venue sells no merchandise", async () => {
    const api = stubApi(selling({ enabled: false, pageSize: 2 }));
    renderShop("/start?lang=en");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "Merchandise" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Merchandise" })).toBeNull();
    expect(api.callsTo("/merchandises")).toEqual([]);
  });
});

describe("the start page's featured items", () => {
  it("follow the featured exhibitions with the featured articles", async () => {
    const api = stubApi({
      ...selling({ enabled: true }),
      "GET /api/v1/merchandises": () => json(list([CATALOGUE])),
    });
    renderShop("/start");
    const carousel = await screen.findByRole("region", { name: "Höhepunkte" });
    const slides = within(carousel).getAllByRole("group", { hidden: true });
    // the slides not shown are hidden, so the query includes them
    expect(
      slides.map((slide) => within(slide).getByRole("heading", { hidden: true }).textContent),
    ).toEqual(["Licht und Schatten", CATALOGUE.title]);
    expect(
      within(slides[1] as HTMLElement).getByRole("link", { hidden: true, name: CATALOGUE.title }),
    ).toHaveAttribute("href", "/merchandise/detail/60");
    const call = api.callsTo("/merchandises")[0];
    expect(call?.url.searchParams.get("by_featured")).toBe("true");
    expect(call?.url.searchParams.get("per_page")).toBe("20");
  });

  it("ask for no article when the venue sells none", async () => {
    const api = stubApi(selling({ enabled: false }));
    renderShop("/start");
    await screen.findByRole("region", { name: "Höhepunkte" });
    expect(api.callsTo("/merchandises")).toEqual([]);
  });
});

describe("the search page", () => {
  const nothingElse = {
    "GET /api/v1/museums": () => json(list([])),
    "GET /api/v1/exhibitions": () => json(list([])),
    "GET /api/v1/pages": () => json(list([])),
    "GET /api/v1/events": () => json(list([])),
    "GET /api/v1/tours": () => json(list([])),
  };

  it("shows 4 matching articles and a link to the list when more match", async () => {
    const five = [CATALOGUE, MUG, POSTER, TOTE, { ...MUG, id: 64, title: "Becher" }];
    const api = stubApi({
      ...selling({ enabled: true }),
      ...nothingElse,
      "GET /api/v1/merchandises": () => json({ data: five, meta: { total_count: 7 } }),
    });
    renderShop("/search/Museum");
    const found = await screen.findByRole("region", { name: "Shop-Artikel" });
    expect(
      within(found)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([CATALOGUE.title, MUG.title, POSTER.title, TOTE.title]);
    expect(within(found).getByRole("link", { name: "Alle Artikel" })).toHaveAttribute(
      "href",
      "/merchandise/list",
    );
    const call = api.callsTo("/merchandises")[0];
    expect(call?.url.searchParams.get("q")).toBe("Museum");
    expect(call?.url.searchParams.get("per_page")).toBe("5");
    expect(screen.getByText("7 Treffer")).toHaveAttribute("role", "status");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows no 'more' link when every match shows", async () => {
    stubApi({
      ...selling({ enabled: true }),
      ...nothingElse,
      "GET /api/v1/merchandises": () => json(list([MUG])),
    });
    renderShop("/search/Tasse");
    const found = await screen.findByRole("region", { name: "Shop-Artikel" });
    expect(within(found).getByRole("link", { name: MUG.title })).toBeVisible();
    expect(within(found).queryByRole("link", { name: "Alle Artikel" })).toBeNull();
  });

  it("asks for no article when the venue sells none", async () => {
    const api = stubApi({ ...selling({ enabled: false }), ...nothingElse });
    renderShop("/search/Tasse");
    expect(await screen.findByText(/^Nichts gefunden/)).toBeVisible();
    expect(api.callsTo("/merchandises")).toEqual([]);
  });
});
