// spec surrounding-areas §2 "Header, navigation, footer": navigation by settings, account links
// by user state, footer legal links, consent banner, skip link.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { MemoryStorage } from "../../test/memory-storage";
import { renderShop } from "../../test/render-shop";

const DEMO = {
  navigation: {
    museums: { enabled: true, pageSize: 5 },
    tickets: { enabled: true },
    tours: { enabled: true },
    coupons: { enabled: true },
  },
  legalLinks: { terms: "agb", privacy: "datenschutz", imprint: "https://museum.example/impressum" },
  consentBanner: true,
  storageKeyPrefix: "museum",
};

function demoApi() {
  return stubApi({ "GET /api/v1/shop": () => json(shopAnswer(DEMO)) });
}

describe("the shop frame", () => {
  it("starts with a skip link to the main content (after the consent banner) and passes axe", async () => {
    demoApi();
    renderShop("/start?lang=en");
    await screen.findByRole("heading", { level: 1, name: "Welcome" });

    // The consent banner's two buttons come first (the issue "venue's pages", Deliver 7).
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute("href", "#main");
    expect(document.getElementById("main")?.tagName).toBe("MAIN");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the enabled navigation items, museums as a dropdown", async () => {
    demoApi();
    renderShop("/start?lang=en");
    const nav = await screen.findByRole("navigation", { name: "Main navigation" });

    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Tickets", "Tours", "Gift vouchers"]);
    const museums = within(nav).getByRole("button", { name: "Museums" });
    expect(museums).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(museums);
    expect(museums).toHaveAttribute("aria-expanded", "true");
    expect(within(nav).getByRole("link", { name: "Hafenmuseum" })).toHaveAttribute(
      "href",
      "/museum/2",
    );
    expect(await axeViolations()).toEqual([]);

    await userEvent.keyboard("{Escape}");
    expect(museums).toHaveAttribute("aria-expanded", "false");
    expect(museums).toHaveFocus();
  });

  it("leads the merchandise item to the article list", async () => {
    stubApi({
      "GET /api/v1/shop": () =>
        json(
          shopAnswer({
            ...DEMO,
            navigation: { ...DEMO.navigation, merchandise: { enabled: true } },
          }),
        ),
      "GET /api/v1/merchandises": () => json({ data: [], meta: { total_count: 0 } }),
    });
    renderShop("/start?lang=en");
    const nav = await screen.findByRole("navigation", { name: "Main navigation" });

    await userEvent.click(within(nav).getByRole("link", { name: "Merchandise" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Merchandise" })).toBeVisible();
    expect(await screen.findByText("There are no articles on sale at the moment.")).toBeVisible();
    expect(document.title).toBe("Merchandise – Museum Shop");
  });

  it("offers login and register to a visitor, the register link leading to the registration", async () => {
    demoApi();
    renderShop("/start?lang=en");
    const links = await screen.findByRole("list", { name: "Customer account" });
    expect(within(links).queryByRole("link", { name: "My account" })).toBeNull();
    expect(within(links).getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");

    await userEvent.click(within(links).getByRole("link", { name: "Register" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Register" })).toBeVisible();
  });

  it("links the legal pages in the footer: page ids to /page/{id}, URLs as they are", async () => {
    stubApi({
      "GET /api/v1/shop": () => json(shopAnswer(DEMO)),
      "GET /api/v1/pages/datenschutz": () =>
        json({ id: "datenschutz", title: "Privacy", body: "<p>What we keep and why.</p>" }),
    });
    renderShop("/start?lang=en");
    const legal = await screen.findByRole("navigation", { name: "Legal" });

    expect(within(legal).getByRole("link", { name: "Terms and conditions" })).toHaveAttribute(
      "href",
      "/page/agb",
    );
    expect(within(legal).getByRole("link", { name: "Imprint" })).toHaveAttribute(
      "href",
      "https://museum.example/impressum",
    );
    expect(within(legal).queryByRole("link", { name: "Sitemap" })).toBeNull();

    await userEvent.click(within(legal).getByRole("link", { name: "Privacy" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
  });

  it("links every other page of the venue in the footer by its title, the legal ones once", async () => {
    stubApi({
      "GET /api/v1/shop": () => json(shopAnswer(DEMO)),
      "GET /api/v1/pages": () =>
        json({
          data: [
            { id: "agb", title: "Terms (venue)" },
            { id: "kontakt", title: "Contact" },
            { id: "accessibility", title: "Accessibility statement" },
          ],
          meta: { total_count: 3 },
        }),
    });
    renderShop("/start?lang=en");
    const legal = await screen.findByRole("navigation", { name: "Legal" });
    expect(
      await within(legal).findByRole("link", { name: "Accessibility statement" }),
    ).toHaveAttribute("href", "/page/accessibility");
    expect(within(legal).getByRole("link", { name: "Contact" })).toHaveAttribute(
      "href",
      "/page/kontakt",
    );
    expect(within(legal).getAllByRole("link", { name: /Terms/ })).toHaveLength(1);
  });

  it("shows the venue's logo in the home link, its size set before it loads", async () => {
    stubApi({
      "GET /api/v1/shop": () =>
        json(shopAnswer({ ...DEMO, logo: { url: "/logo.svg", width: 176, height: 40 } })),
    });
    renderShop("/start?lang=en");
    const home = await screen.findByRole("link", { name: "Museum Shop, to the start page" });
    const logo = home.querySelector("img");
    expect(logo).toHaveAttribute("src", "/logo.svg");
    expect(logo).toHaveAttribute("width", "176");
    expect(logo).toHaveAttribute("height", "40");
    expect(await axeViolations()).toEqual([]);
  });

  it("describes the shop to search engines in the visitor's language", async () => {
    demoApi();
    renderShop("/start?lang=en");
    await screen.findByRole("navigation", { name: "Legal" });

    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        "content",
        "Buy tickets for museums and exhibitions online: day tickets, time slots, combi and annual tickets.",
      ),
    );
  });

  it("shows partner logos from another host as names until consent is given", async () => {
    stubApi({
      "GET /api/v1/shop": () =>
        json(
          shopAnswer({
            ...DEMO,
            partnerLogos: [
              {
                imageUrl: "https://cdn.partner.example/logo.png",
                linkUrl: null,
                alt: "Partner Bank",
              },
            ],
          }),
        ),
    });
    renderShop("/start?lang=en");
    expect(await screen.findByText("Partner Bank")).toBeVisible();
    expect(screen.queryByRole("img", { name: "Partner Bank" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(screen.getByRole("img", { name: "Partner Bank" })).toHaveAttribute(
      "src",
      "https://cdn.partner.example/logo.png",
    );
  });
});

describe("the consent banner", () => {
  it.each([
    ["Accept", "accepted"],
    ["Reject", "rejected"],
  ])("stores %s and does not come back", async (button, stored) => {
    demoApi();
    const storage = new MemoryStorage();
    const first = renderShop("/start?lang=en", { storage });
    const banner = await screen.findByRole("region", { name: "Privacy notice" });

    await userEvent.click(within(banner).getByRole("button", { name: button }));

    expect(screen.queryByRole("region", { name: "Privacy notice" })).toBeNull();
    expect(storage.getItem("museum:consent")).toBe(JSON.stringify(stored));
    first.unmount();
    renderShop("/start?lang=en", { storage });
    await screen.findByRole("heading", { level: 1, name: "Welcome" });
    expect(screen.queryByRole("region", { name: "Privacy notice" })).toBeNull();
  });

  it("comes first in the tab order and stays on Escape until a choice is made", async () => {
    demoApi();
    renderShop("/start?lang=en");
    const banner = await screen.findByRole("region", { name: "Privacy notice" });
    await userEvent.tab();
    expect(within(banner).getByRole("button", { name: "Reject" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("region", { name: "Privacy notice" })).toBeVisible();
    // In the page's flow, before the header: nothing it could cover comes before it.
    const header = screen.getByRole("banner");
    expect(banner.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.className).not.toMatch(/\b(sticky|fixed|absolute)\b/);
  });

  it("is not shown when the setting is off", async () => {
    stubApi({ "GET /api/v1/shop": () => json(shopAnswer({ ...DEMO, consentBanner: false })) });
    renderShop("/start?lang=en");
    await screen.findByRole("heading", { level: 1, name: "Welcome" });
    expect(screen.queryByRole("region", { name: "Privacy notice" })).toBeNull();
  });
});

describe("the 404 page", () => {
  it("says the page was not found", async () => {
    demoApi();
    renderShop("/404?lang=es");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Página no encontrada" }),
    ).toBeVisible();
  });
});
