// spec surrounding-areas §2 "Static pages": /page/{id} shows the venue's text (GET /pages/{id},
// HTML the server sanitised) as markup; a page the API does not know is the 404 page.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { json, refusalAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const IMPRINT = {
  id: "impressum",
  title: "Impressum",
  body: [
    "<p>Museen am Fluss gGmbH, Uferstraße 1, 12345 Flussstadt</p>",
    "<h2>Kontakt</h2>",
    '<ul><li>Telefon: <a href="tel:+4912345">012345</a></li>',
    '<li>E-Mail: <a href="mailto:info@example.org">info@example.org</a></li></ul>',
  ].join(""),
};

describe("given a page the venue has", () => {
  it("shows its title and its text as markup", async () => {
    const api = stubApi({ "GET /api/v1/pages/impressum": () => json(IMPRINT) });
    renderShop("/page/impressum");
    expect(await screen.findByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Kontakt" })).toBeVisible();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "info@example.org" })).toHaveAttribute(
      "href",
      "mailto:info@example.org",
    );
    expect(within(main).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText(/Museen am Fluss gGmbH/).tagName).toBe("P");
    expect(main).not.toHaveTextContent("<p>");
    expect(api.callsTo("/pages/impressum")[0]?.url.searchParams.get("locale")).toBe("de");
    expect(document.title).toMatch(/^Impressum – /);
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a page the API does not know", () => {
  it("shows the 404 page at the address asked for", async () => {
    stubApi({ "GET /api/v1/pages/nope": () => refusalAnswer("not_found") });
    const view = renderShop("/page/nope");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Seite nicht gefunden" }),
    ).toBeVisible();
    expect(view.location()).toBe("/page/nope");
    expect(await axeViolations()).toEqual([]);
  });
});
