// spec surrounding-areas §2 "Merchandise", §5 "Quantities", "Merchandise quantity above 0", §8,
// §9: an article's page — its description as markup, the price after the discount, the
// quantity up to min(pieces left, 10 − pieces in the cart), the total and its VAT, the notice
// instead of the form when nothing can be added, the selection error with the focus, and a
// failed load leading to the merchandise error page.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { errorAnswer, json, refusalAnswer, stubApi } from "../../test/fetch-stub";
import { MemoryStorage } from "../../test/memory-storage";
import { CATALOGUE, MUG, POSTER, TOTE } from "../../test/merchandise-fixtures";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A stored cart holding `quantity` pieces of the catalogue (id 60). */
function cartWithCatalogue(quantity: number) {
  return new MemoryStorage({
    "shop:cart": JSON.stringify({
      items: [
        {
          type: "Merchandise",
          attributes: { id: 60, quantity },
          updated_at: "2030-06-01T07:58:00.000Z",
        },
      ],
    }),
  });
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => Number(option.getAttribute("value")));

describe("an article's page", () => {
  it("shows the description as markup, the quantity up to 10, the total and its VAT", async () => {
    stubApi({ "GET /api/v1/merchandises/60": () => json(CATALOGUE) });
    renderShop("/merchandise/detail/60");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Ausstellungskatalog" }),
    ).toBeVisible();
    expect(screen.getByText("gebunden").tagName).toBe("STRONG");
    const quantity = screen.getByRole("combobox", { name: "Anzahl" });
    // 120 left, none in the cart: the article's most, 10
    expect(optionsOf(quantity)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(quantity).toHaveValue("1");
    const total = () => screen.getByText("Gesamt").nextElementSibling?.textContent ?? "";
    expect(total()).toMatch(/^29,90\s€$/);
    await userEvent.selectOptions(quantity, "3");
    // 3 × 29,90 € = 89,70 €, holding 5,87 € VAT at 7 %
    expect(total()).toMatch(/^89,70\s€$/);
    expect(screen.getByText("Enthaltene MwSt. (7 %)").nextElementSibling).toHaveTextContent(
      /^5,87\s€$/,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("takes the discount off a piece and strikes the catalogue's price through", async () => {
    stubApi({ "GET /api/v1/merchandises/61": () => json(MUG) });
    renderShop("/merchandise/detail/61");
    const section = await screen.findByRole("region", { name: "Diesen Artikel kaufen" });
    expect(within(section).getByText("25 % Rabatt")).toBeVisible();
    expect(
      within(section)
        .getByText(/^12,00\s€$/)
        .closest("s"),
    ).not.toBeNull();
    // 3 left: the quantity goes to 3
    expect(optionsOf(within(section).getByRole("combobox", { name: "Anzahl" }))).toEqual([
      0, 1, 2, 3,
    ]);
    expect(within(section).getByText("Gesamt").nextElementSibling).toHaveTextContent(/^9,00\s€$/);
  });

  it("adds the VAT to a net price before the total, which is what the cart charges", async () => {
    stubApi({ "GET /api/v1/merchandises/62": () => json(POSTER) });
    renderShop("/merchandise/detail/62?lang=en");
    const vat = await screen.findByText("Plus VAT (19%)");
    expect(vat).toBeVisible();
    expect(vat.nextElementSibling).toHaveTextContent("€1.90");
    // 10,00 € net + 1,90 € VAT, named in that order
    const total = screen.getByText("Total");
    expect(total.nextElementSibling).toHaveTextContent(/^€11\.90$/);
    expect(vat.compareDocumentPosition(total) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("offers only what the cart leaves of the 10 an article may have there", async () => {
    stubApi({ "GET /api/v1/merchandises/60": () => json(CATALOGUE) });
    renderShop("/merchandise/detail/60", { storage: cartWithCatalogue(4) });
    const quantity = await screen.findByRole("combobox", { name: "Anzahl" });
    expect(optionsOf(quantity)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(screen.getByText(/4 Stück liegen bereits in Ihrem Warenkorb/)).toBeVisible();
  });

  it("says the cart holds the most pieces already, instead of the form", async () => {
    stubApi({ "GET /api/v1/merchandises/60": () => json(CATALOGUE) });
    renderShop("/merchandise/detail/60", { storage: cartWithCatalogue(10) });
    expect(
      await screen.findByText(/In Ihrem Warenkorb liegen bereits so viele Stück/),
    ).toBeVisible();
    expect(screen.queryByRole("combobox", { name: "Anzahl" })).toBeNull();
    expect(screen.queryByRole("button", { name: "In den Warenkorb" })).toBeNull();
  });

  it("shows a sold-out article's notice instead of the form", async () => {
    stubApi({ "GET /api/v1/merchandises/63": () => json(TOTE) });
    renderShop("/merchandise/detail/63");
    expect(await screen.findByText("Dieser Artikel ist ausverkauft.")).toBeVisible();
    expect(screen.queryByRole("combobox", { name: "Anzahl" })).toBeNull();
    expect(screen.queryByRole("button", { name: "In den Warenkorb" })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("asks for at least one piece: the field's error, and the alert takes the focus", async () => {
    const api = stubApi({ "GET /api/v1/merchandises/60": () => json(CATALOGUE) });
    renderShop("/merchandise/detail/60");
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole("combobox", { name: "Anzahl" }), "0");
    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Bitte wählen Sie mindestens ein Stück.");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole("group", { name: "Anzahl" })).toHaveAccessibleDescription(
      /Bitte wählen Sie mindestens ein Stück\./,
    );
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});

describe("an article that fails to load", () => {
  it("leads an unknown article to the merchandise error page", async () => {
    stubApi({ "GET /api/v1/merchandises/9": () => refusalAnswer("not_found") });
    const view = renderShop("/merchandise/detail/9");
    await waitFor(() => expect(view.location()).toBe("/merchandise-error"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Artikel nicht verfügbar" }),
    ).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("leads a malformed id there without asking", async () => {
    const api = stubApi();
    const view = renderShop("/merchandise/detail/abc");
    await waitFor(() => expect(view.location()).toBe("/merchandise-error"));
    expect(api.callsTo("/merchandises/abc")).toEqual([]);
  });

  it("shows the error page with a reload on a fault of the server", async () => {
    stubApi({
      "GET /api/v1/merchandises/60": () =>
        errorAnswer(500, "Internal Server Error", "internal", "boom"),
    });
    const view = renderShop("/merchandise/detail/60");
    expect(await screen.findByRole("button", { name: "Neu laden" })).toBeVisible();
    expect(view.location()).toBe("/merchandise/detail/60");
  });
});

describe("adding an article to the cart", () => {
  const held = (quantity: number) =>
    json(
      {
        token: "m7Kx2Qw9LpZa0RtYc4VbNd",
        valid_until: "2030-06-01T08:20:00.000Z",
        merchandise_id: 60,
        quantity,
      },
      201,
    );

  it("holds the pieces, puts them in the cart and offers the way there", async () => {
    const api = stubApi({
      "GET /api/v1/merchandises/60": () => json(CATALOGUE),
      "POST /api/v1/merchandises/60/reservations": () => held(3),
    });
    const storage = new MemoryStorage();
    renderShop("/merchandise/detail/60", { storage });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole("combobox", { name: "Anzahl" }), "3");
    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    const added = await screen.findByText("Der Artikel liegt jetzt in Ihrem Warenkorb.");
    expect(added).toBeVisible();
    expect(screen.getByRole("link", { name: "Zum Warenkorb" })).toHaveAttribute("href", "/cart");
    const [post] = api.calls.filter((call) => call.method === "POST");
    expect(JSON.parse(String(post?.init?.body))).toEqual({ quantity: 3 });
    const items = JSON.parse(storage.getItem("shop:cart") ?? "null")?.items ?? [];
    expect(items).toMatchObject([{ type: "Merchandise", attributes: { id: 60, quantity: 3 } }]);
    // the cart holds 3 now: the next add may take 7
    await waitFor(() =>
      expect(optionsOf(screen.getByRole("combobox", { name: "Anzahl" }))).toEqual([
        0, 1, 2, 3, 4, 5, 6, 7,
      ]),
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("tells the server's refusal in the article's words, focused", async () => {
    stubApi({
      "GET /api/v1/merchandises/60": () => json(CATALOGUE),
      "POST /api/v1/merchandises/60/reservations": () =>
        refusalAnswer("sold_out", { fields: { quantity: ["Only 1 left"] }, available: 1 }),
    });
    const storage = new MemoryStorage();
    renderShop("/merchandise/detail/60", { storage });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole("combobox", { name: "Anzahl" }), "2");
    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() =>
      expect(alert).toHaveTextContent("Von diesem Artikel ist nur noch 1 Stück vorrätig."),
    );
    await waitFor(() => expect(alert).toHaveFocus());
    const items = JSON.parse(storage.getItem("shop:cart") ?? "null")?.items ?? [];
    expect(items).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});

describe("a choice above what may still be added", () => {
  it("is the selection error once the stock read again fell below it", async () => {
    let reads = 0;
    const api = stubApi({
      // 120 left at first; after the refused hold the article is read again: 2 left
      "GET /api/v1/merchandises/60": () => {
        reads += 1;
        return json(reads === 1 ? CATALOGUE : { ...CATALOGUE, quantity: 2 });
      },
      "POST /api/v1/merchandises/60/reservations": () =>
        refusalAnswer("sold_out", { fields: { quantity: ["Only 2 left"] }, available: 2 }),
    });
    renderShop("/merchandise/detail/60");
    const user = userEvent.setup();
    const quantity = await screen.findByRole("combobox", { name: "Anzahl" });
    await user.selectOptions(quantity, "5");
    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    await waitFor(() => expect(optionsOf(quantity)).toEqual([0, 1, 2, 5]));
    expect(quantity).toHaveValue("5");
    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() =>
      expect(alert).toHaveTextContent("Es können höchstens 2 Stück hinzugefügt werden."),
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole("group", { name: "Anzahl" })).toHaveAccessibleDescription(
      /Es können höchstens 2 Stück hinzugefügt werden\./,
    );
    // the second attempt asked nothing
    expect(api.calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });
});
