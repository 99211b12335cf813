// spec surrounding-areas §2 "Merchandise", §9: the article list — a card per article with its
// picture, title (linking to /merchandise/detail/{id}), subtitle and price, a discount shown
// with the old price struck through, a sold-out article marked; the list asks a page of 1000.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { list } from "../../test/event-fixtures";
import { json, stubApi } from "../../test/fetch-stub";
import { CATALOGUE, MUG, TOTE } from "../../test/merchandise-fixtures";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the article list", () => {
  it("shows a card per article, each linking to its page, with price and discount", async () => {
    const api = stubApi({
      "GET /api/v1/merchandises": () => json(list([CATALOGUE, MUG, TOTE])),
    });
    renderShop("/merchandise/list");
    expect(await screen.findByRole("heading", { level: 1, name: "Shop-Artikel" })).toBeVisible();
    expect(await screen.findByText("3 Artikel")).toHaveAttribute("role", "status");
    const cards = within(screen.getByRole("main")).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    const [catalogue, mug, tote] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(catalogue).getByRole("link", { name: CATALOGUE.title })).toHaveAttribute(
      "href",
      "/merchandise/detail/60",
    );
    expect(within(catalogue).getByText("Licht und Schatten")).toBeVisible();
    expect(within(catalogue).getByText(/^29,90\s€$/)).toBeVisible();
    // 12,00 € less 25 %: 9,00 €, the old price struck through
    expect(within(mug).getByText("25 % Rabatt")).toBeVisible();
    expect(
      within(mug)
        .getByText(/^12,00\s€$/)
        .closest("s"),
    ).not.toBeNull();
    expect(within(mug).getByText(/^9,00\s€$/)).toBeVisible();
    expect(within(tote).getByText("Ausverkauft")).toBeVisible();
    expect(within(catalogue).queryByText("Ausverkauft")).toBeNull();
    const call = api.callsTo("/merchandises")[0];
    expect(call?.url.searchParams.get("per_page")).toBe("1000");
    expect(call?.url.searchParams.get("page")).toBe("1");
    expect(await axeViolations()).toEqual([]);
  });

  it("says so when nothing is on sale", async () => {
    stubApi({ "GET /api/v1/merchandises": () => json(list([])) });
    renderShop("/merchandise/list?lang=en");
    expect(await screen.findByText("There are no articles on sale at the moment.")).toBeVisible();
    expect(screen.getByText("No articles found")).toHaveAttribute("role", "status");
  });
});
