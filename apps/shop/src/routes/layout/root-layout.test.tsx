// spec surrounding-areas §2 "Start-up and global behaviour", §8 error catalogue.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { errorAnswer, json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { MemoryStorage } from "../../test/memory-storage";
import { renderShop } from "../../test/render-shop";

describe("given GET /shop answers 503", () => {
  it("shows the maintenance page and keeps lang, at and ac in the URL", async () => {
    stubApi({
      "GET /api/v1/shop": () => errorAnswer(503, "Service Unavailable", "unavailable", "Down"),
    });
    const { location } = renderShop("/tickets?lang=en&at=p1&ac=spring&x=1");

    expect(await screen.findByRole("heading", { level: 1, name: "Maintenance" })).toBeVisible();
    expect(screen.getByText(/temporarily unavailable due to planned maintenance/)).toBeVisible();
    expect(location()).toBe("/maintenance?at=p1&ac=spring&lang=en");
    expect(screen.getByRole("link", { name: "Back to the shop" })).toHaveAttribute(
      "href",
      "/?at=p1&ac=spring&lang=en",
    );
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given the initial museums answer 503", () => {
  it("goes to the maintenance page as well", async () => {
    stubApi({
      "GET /api/v1/museums": () => errorAnswer(503, "Service Unavailable", "unavailable", "Down"),
    });
    const { location } = renderShop("/start");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Wartungsarbeiten" }),
    ).toBeVisible();
    expect(location()).toBe("/maintenance");
  });
});

// DESIGN.md §5: a server that lost its database answers 503 unavailable to any call.
describe("given a page's own call answers 503 unavailable", () => {
  it("goes to the maintenance page, whichever call it was", async () => {
    const down = () =>
      errorAnswer(503, "Service Unavailable", "unavailable", "The shop cannot reach its database");
    stubApi({ "GET /api/v1/tickets/groups": down, "GET /api/v1/tickets": down });
    const { location } = renderShop("/tickets/groups");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Wartungsarbeiten" }),
    ).toBeVisible();
    expect(location()).toBe("/maintenance");
  });
});

describe("given GET /shop refuses the locale with 422", () => {
  it("switches the language to de, stores it and asks again", async () => {
    const api = stubApi({
      "GET /api/v1/shop": (url) =>
        url.searchParams.get("locale") === "de"
          ? json(shopAnswer({ navigation: { tickets: { enabled: true } } }))
          : errorAnswer(422, "Unprocessable Entity", "invalid_locale", 'Unsupported locale "fr"'),
    });
    const storage = new MemoryStorage({ "shop:locale": "fr" });
    renderShop("/start", { storage });

    expect(await screen.findByRole("heading", { level: 1, name: "Willkommen" })).toBeVisible();
    expect(api.callsTo("/shop").map((call) => call.url.searchParams.get("locale"))).toEqual([
      "fr",
      "de",
    ]);
    expect(storage.getItem("shop:locale")).toBe("de");
    expect(document.documentElement.lang).toBe("de");
  });

  it("does not loop when the retry in German is refused too, but shows the error", async () => {
    const api = stubApi({
      "GET /api/v1/shop": () =>
        errorAnswer(422, "Unprocessable Entity", "invalid_locale", "Unsupported locale"),
    });
    renderShop("/start", { storage: new MemoryStorage({ "shop:locale": "en" }) });

    expect(await screen.findByText("Beim Laden der Daten ist etwas schiefgelaufen")).toBeVisible();
    expect(api.callsTo("/shop")).toHaveLength(2);
  });
});

describe("given GET /shop fails otherwise", () => {
  it("opens the shop on default settings with the error box and its details", async () => {
    stubApi({
      "GET /api/v1/shop": () => errorAnswer(500, "Internal Server Error", "internal", "Boom"),
    });
    renderShop("/start?lang=en");

    const box = await screen.findByRole("alert");
    // English messages load on demand: the box may speak German for a moment before them
    expect(await within(box).findByText("Something went wrong whilst loading data")).toBeVisible();
    const more = within(box).getByRole("button", { name: /show more/i });
    expect(within(box).queryByText("Internal Server Error")).toBeNull();

    await userEvent.click(more);
    expect(within(box).getByText("500")).toBeVisible();
    expect(within(box).getByText("Internal Server Error")).toBeVisible();
    expect(within(box).getByText(/"code": "internal"/)).toBeVisible();
    // The rest of the shop still works on the default settings.
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("keeps an initial-data error as a global error box", async () => {
    stubApi({
      "GET /api/v1/exhibitions": () => errorAnswer(500, "Internal Server Error", "internal", "x"),
    });
    renderShop("/start");

    expect(await screen.findByText("Beim Laden der Daten ist etwas schiefgelaufen")).toBeVisible();
    expect(await screen.findByRole("heading", { level: 2, name: "Unsere Museen" })).toBeVisible();
  });
});

const NO_TICKETS = {
  "GET /api/v1/tickets": () => json({ data: [], meta: { total_count: 0 } }),
  "GET /api/v1/tickets/groups": () => json({ data: [] }),
};

describe("given an unknown URL", () => {
  it("goes to the configured start state keeping at, ac and lang only", async () => {
    stubApi({
      "GET /api/v1/shop": () => json(shopAnswer({ startState: "shop.tickets" })),
      ...NO_TICKETS,
    });
    const { location } = renderShop("/no/such/page?foo=1&lang=en&ac=spring&at=p1");

    // /tickets itself goes on to its first step, the groups, with the same parameters.
    expect(
      await screen.findByRole("heading", { level: 1, name: "Choose a ticket type" }),
    ).toBeVisible();
    expect(location()).toBe("/tickets/groups?at=p1&ac=spring&lang=en");
  });

  it("sends the bare root to the default start state", async () => {
    stubApi();
    const { location } = renderShop("/");

    expect(await screen.findByRole("heading", { level: 1, name: "Willkommen" })).toBeVisible();
    expect(location()).toBe("/start");
  });
});

describe("when the visitor moves to another page", () => {
  it("scrolls to the top", async () => {
    stubApi({
      "GET /api/v1/shop": () => json(shopAnswer({ navigation: { tickets: { enabled: true } } })),
      ...NO_TICKETS,
    });
    renderShop("/start");
    await screen.findByRole("heading", { level: 1, name: "Willkommen" });
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();

    const nav = screen.getByRole("navigation", { name: "Hauptnavigation" });
    await userEvent.click(within(nav).getByRole("link", { name: "Tickets" }));

    expect(
      await screen.findByRole("heading", { level: 1, name: "Ticketart wählen" }),
    ).toBeVisible();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe("given a visitor who is not signed in", () => {
  it("offers login and register in the header when the shop allows registration", async () => {
    stubApi({ "GET /api/v1/shop": () => json(shopAnswer({ registrationAllowed: true })) });
    renderShop("/start");
    const links = await screen.findByRole("list", { name: "Kundenkonto" });
    expect(within(links).getByRole("link", { name: "Anmelden" })).toBeVisible();
    expect(within(links).getByRole("link", { name: "Registrieren" })).toBeVisible();
  });

  it("offers login only when the shop does not allow registration", async () => {
    stubApi({ "GET /api/v1/shop": () => json(shopAnswer({ registrationAllowed: false })) });
    renderShop("/start");
    const links = await screen.findByRole("list", { name: "Kundenkonto" });
    expect(within(links).getByRole("link", { name: "Anmelden" })).toBeVisible();
    expect(within(links).queryByRole("link", { name: "Registrieren" })).toBeNull();
  });
});
