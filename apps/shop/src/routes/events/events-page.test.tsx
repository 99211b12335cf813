// spec surrounding-areas §2 "Events": the list with filters that rewrite the URL (history
// replaced) and a reset link, grouped by category, each preview with title, subtitle,
// category and up to 5 dates.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { CONCERT, LECTURES, list } from "../../test/event-fixtures";
import { json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubEvents() {
  return stubApi({
    "GET /api/v1/events": (url) =>
      json(
        list(
          url.searchParams.getAll("by_category_ids[]").includes("2")
            ? [LECTURES]
            : [CONCERT, LECTURES],
        ),
      ),
    "GET /api/v1/events/categories": () =>
      json(list([CONCERT.category, LECTURES.category].filter((c) => c !== null))),
    "GET /api/v1/events/languages": () => json(list(LECTURES.languages)),
  });
}

describe("the event list", () => {
  it("groups the previews by category, each with its subtitle and at most 5 dates", async () => {
    const api = stubEvents();
    renderShop("/events");
    expect(await screen.findByRole("heading", { level: 1, name: "Veranstaltungen" })).toBeVisible();
    const concerts = await screen.findByRole("region", { name: "Konzerte" });
    expect(within(concerts).getByRole("heading", { level: 3, name: CONCERT.title })).toBeVisible();
    expect(within(concerts).getByText(CONCERT.sub_title as string)).toBeVisible();
    const talks = screen.getByRole("region", { name: "Vorträge" });
    const link = within(talks).getByRole("link", { name: LECTURES.title });
    expect(link).toHaveAttribute("href", "/event/2");
    const card = link.closest("li") as HTMLElement;
    expect(within(card).getAllByRole("listitem")).toHaveLength(5);
    expect(within(card).getByText(/03\.06\.2030, 18:30/)).toBeVisible();
    expect(screen.getByText("2 Veranstaltungen")).toHaveAttribute("role", "status");
    const call = api.callsTo("/events")[0];
    expect(call?.url.searchParams.get("with_bookings_in_future")).toBe("true");
    expect(await axeViolations()).toEqual([]);
  });

  it("filters by category through the URL, replacing history, and resets every filter", async () => {
    const api = stubEvents();
    const view = renderShop("/events?museum_id=2");
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Kategorie" }),
      await screen.findByRole("option", { name: "Vorträge" }),
    );
    await waitFor(() => expect(view.location()).toBe("/events?museum_id=2&category_id=2"));
    expect(view.router.state.historyAction).toBe("REPLACE");
    await waitFor(() => expect(screen.queryByRole("link", { name: CONCERT.title })).toBeNull());
    const last = api.callsTo("/events").at(-1);
    expect(last?.url.searchParams.getAll("by_category_ids[]")).toEqual(["2"]);
    expect(last?.url.searchParams.getAll("by_museum_ids[]")).toEqual(["2"]);
    await user.click(screen.getByRole("link", { name: "Filter zurücksetzen" }));
    await waitFor(() => expect(view.location()).toBe("/events"));
    expect(view.router.state.historyAction).toBe("REPLACE");
    expect(await screen.findByRole("link", { name: CONCERT.title })).toBeVisible();
    expect(screen.queryByRole("link", { name: "Filter zurücksetzen" })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("says so when no event matches", async () => {
    stubApi({
      "GET /api/v1/events": () => json(list([])),
      "GET /api/v1/events/categories": () => json(list([])),
      "GET /api/v1/events/languages": () => json(list([])),
    });
    renderShop("/events?language_id=2");
    expect(await screen.findByText(/keine Veranstaltungen/)).toBeVisible();
  });
});

describe("the navigation by category (setting eventsByCategory)", () => {
  it("lists the event categories under the events item, each leading to the filtered list", async () => {
    stubApi({
      "GET /api/v1/shop": () =>
        json(shopAnswer({ navigation: { events: { enabled: true }, eventsByCategory: true } })),
      "GET /api/v1/events": () => json(list([CONCERT, LECTURES])),
      "GET /api/v1/events/categories": () =>
        json(list([CONCERT.category, LECTURES.category].filter((c) => c !== null))),
      "GET /api/v1/events/languages": () => json(list([])),
    });
    const view = renderShop("/events");
    const nav = await screen.findByRole("navigation", { name: "Hauptnavigation" });
    const user = userEvent.setup();
    await user.click(await within(nav).findByRole("button", { name: "Veranstaltungen" }));
    await user.click(within(nav).getByRole("link", { name: "Vorträge" }));
    await waitFor(() => expect(view.location()).toBe("/events?category_id=2"));
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Kategorie" })).toHaveValue("2"),
    );
    expect(await axeViolations()).toEqual([]);
  });
});
