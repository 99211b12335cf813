// spec surrounding-areas §2 "Tours": the tour list works like the event list — filters that
// rewrite the URL (history replaced) and a reset link, grouped by category (tours without one
// last), each preview with title (linking to /tour/{id}), subtitle and category name.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { list } from "../../test/event-fixtures";
import { json, refusalAnswer, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";
import { GARDEN_WALK, HIGHLIGHTS, SCHOOL_COLOURS } from "../../test/tour-fixtures";

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const CATEGORIES = [HIGHLIGHTS.category, SCHOOL_COLOURS.category].filter((c) => c !== null);

function stubTours() {
  return stubApi({
    "GET /api/v1/tours": (url) => {
      const category = url.searchParams.getAll("by_category_ids[]");
      const language = url.searchParams.getAll("by_language_ids[]");
      if (category.includes("2")) return json(list([SCHOOL_COLOURS]));
      if (language.includes("2")) return json(list([HIGHLIGHTS]));
      return json(list([GARDEN_WALK, SCHOOL_COLOURS, HIGHLIGHTS]));
    },
    "GET /api/v1/tours/categories": () => json(list(CATEGORIES)),
    "GET /api/v1/tours/languages": () => json(list(HIGHLIGHTS.languages)),
  });
}

describe("the tour list", () => {
  it("groups the previews by category, the tours without one last, each linking to its page", async () => {
    const api = stubTours();
    renderShop("/tours");
    expect(await screen.findByRole("heading", { level: 1, name: "Führungen" })).toBeVisible();
    const school = await screen.findByRole("region", { name: "Schulklassen" });
    expect(
      within(school).getByRole("heading", { level: 3, name: SCHOOL_COLOURS.title }),
    ).toBeVisible();
    expect(within(school).getByText(SCHOOL_COLOURS.sub_title as string)).toBeVisible();
    const link = within(school).getByRole("link", { name: SCHOOL_COLOURS.title });
    expect(link).toHaveAttribute("href", "/tour/2");
    const publicTours = screen.getByRole("region", { name: "Öffentliche Führungen" });
    expect(within(publicTours).getByRole("link", { name: HIGHLIGHTS.title })).toBeVisible();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Schulklassen", "Öffentliche Führungen", "Weitere Führungen"]);
    const other = screen.getByRole("region", { name: "Weitere Führungen" });
    expect(within(other).getByRole("link", { name: GARDEN_WALK.title })).toHaveAttribute(
      "href",
      "/tour/3",
    );
    expect(screen.getByText("3 Führungen")).toHaveAttribute("role", "status");
    const call = api.callsTo("/tours")[0];
    expect(call?.url.searchParams.get("with_bookings_in_future")).toBe("true");
    expect(await axeViolations()).toEqual([]);
  });

  it("filters by language and category through the URL, replacing history, and resets them", async () => {
    const api = stubTours();
    const view = renderShop("/tours?museum_id=1");
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Sprache der Führung" }),
      await screen.findByRole("option", { name: "Englisch" }),
    );
    await waitFor(() => expect(view.location()).toBe("/tours?museum_id=1&language_id=2"));
    expect(view.router.state.historyAction).toBe("REPLACE");
    await waitFor(() => expect(screen.queryByRole("link", { name: GARDEN_WALK.title })).toBeNull());
    expect(screen.getByText("1 Führung")).toHaveAttribute("role", "status");
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Kategorie" }),
      screen.getByRole("option", { name: "Schulklassen" }),
    );
    await waitFor(() =>
      expect(view.location()).toBe("/tours?museum_id=1&language_id=2&category_id=2"),
    );
    expect(view.router.state.historyAction).toBe("REPLACE");
    const last = api.callsTo("/tours").at(-1);
    expect(last?.url.searchParams.getAll("by_category_ids[]")).toEqual(["2"]);
    expect(last?.url.searchParams.getAll("by_language_ids[]")).toEqual(["2"]);
    expect(last?.url.searchParams.getAll("by_museum_ids[]")).toEqual(["1"]);
    expect(await screen.findByRole("link", { name: SCHOOL_COLOURS.title })).toBeVisible();
    await user.click(screen.getByRole("link", { name: "Filter zurücksetzen" }));
    await waitFor(() => expect(view.location()).toBe("/tours"));
    expect(view.router.state.historyAction).toBe("REPLACE");
    expect(await screen.findByRole("link", { name: GARDEN_WALK.title })).toBeVisible();
    expect(screen.queryByRole("link", { name: "Filter zurücksetzen" })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("says so when no tour matches", async () => {
    stubApi({
      "GET /api/v1/tours": () => json(list([])),
      "GET /api/v1/tours/categories": () => json(list([])),
      "GET /api/v1/tours/languages": () => json(list([])),
    });
    renderShop("/tours?language_id=2");
    expect(await screen.findByText(/keine Führungen/)).toBeVisible();
    expect(screen.getByText("Keine Führung gefunden")).toHaveAttribute("role", "status");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the error page when the list fails to load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi({
      "GET /api/v1/tours": () => refusalAnswer("internal"),
      "GET /api/v1/tours/categories": () => json(list([])),
      "GET /api/v1/tours/languages": () => json(list([])),
    });
    renderShop("/tours");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Etwas ist schiefgelaufen" }),
    ).toBeVisible();
    expect(screen.queryByRole("heading", { level: 1, name: "Führungen" })).toBeNull();
  });
});

describe('the menu\'s tours item (spec §2 "Header, navigation, footer")', () => {
  it("lists the next tours, asking for page size + 1, and leads to all of them", async () => {
    const api = stubApi({
      "GET /api/v1/shop": () =>
        json(shopAnswer({ navigation: { tours: { enabled: true, pageSize: 1 } } })),
      "GET /api/v1/tours": () => json(list([HIGHLIGHTS, SCHOOL_COLOURS])),
      "GET /api/v1/tours/categories": () => json(list(CATEGORIES)),
      "GET /api/v1/tours/languages": () => json(list([])),
    });
    const view = renderShop("/tours");
    const nav = await screen.findByRole("navigation", { name: "Hauptnavigation" });
    const user = userEvent.setup();
    await user.click(await within(nav).findByRole("button", { name: "Führungen" }));
    expect(within(nav).getByRole("link", { name: HIGHLIGHTS.title })).toHaveAttribute(
      "href",
      "/tour/1",
    );
    expect(within(nav).queryByRole("link", { name: SCHOOL_COLOURS.title })).toBeNull();
    const menuCall = api.callsTo("/tours").find((c) => c.url.searchParams.get("per_page") === "2");
    expect(menuCall?.url.searchParams.get("with_bookings_in_future")).toBe("true");
    expect(await axeViolations()).toEqual([]);
    await user.click(within(nav).getByRole("link", { name: "Alle anzeigen" }));
    await waitFor(() => expect(view.location()).toBe("/tours"));
  });

  it("is a plain link with page size 0, asking for no tours", async () => {
    const api = stubApi({
      "GET /api/v1/shop": () =>
        json(shopAnswer({ navigation: { tours: { enabled: true, pageSize: 0 } } })),
    });
    renderShop("/start");
    const nav = await screen.findByRole("navigation", { name: "Hauptnavigation" });
    expect(await within(nav).findByRole("link", { name: "Führungen" })).toHaveAttribute(
      "href",
      "/tours",
    );
    expect(within(nav).queryByRole("button", { name: "Führungen" })).toBeNull();
    expect(api.callsTo("/tours").filter((c) => c.url.searchParams.get("per_page") === "1")).toEqual(
      [],
    );
  });

  it("lists the tour categories with toursByCategory, each leading to the filtered list", async () => {
    stubApi({
      "GET /api/v1/shop": () =>
        json(
          shopAnswer({
            navigation: { tours: { enabled: true, pageSize: 3 }, toursByCategory: true },
          }),
        ),
      "GET /api/v1/tours": () => json(list([HIGHLIGHTS, SCHOOL_COLOURS])),
      "GET /api/v1/tours/categories": () => json(list(CATEGORIES)),
      "GET /api/v1/tours/languages": () => json(list([])),
    });
    const view = renderShop("/tours");
    const nav = await screen.findByRole("navigation", { name: "Hauptnavigation" });
    const user = userEvent.setup();
    await user.click(await within(nav).findByRole("button", { name: "Führungen" }));
    expect(within(nav).queryByRole("link", { name: HIGHLIGHTS.title })).toBeNull();
    await user.click(within(nav).getByRole("link", { name: "Schulklassen" }));
    await waitFor(() => expect(view.location()).toBe("/tours?category_id=2"));
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Kategorie" })).toHaveValue("2"),
    );
    expect(await axeViolations()).toEqual([]);
  });
});
