// spec surrounding-areas §2 "VIP" (entry rules, code screen, log-out-first screen, register
// screen), §5 (the code is required), §8 (invalid code alert): the /exclusive pages through the
// real shop, only fetch stubbed with answers of the endpoint table.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { COUNTRIES, customer, SALUTATIONS } from "../../test/checkout-fixtures";
import { errorAnswer, json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

const VIP = 5;
const VIP_ON = { vip: { enabled: true, priceTargetAudienceId: VIP } };

function stub(level: 10 | 20 | null, audience = 1, overrides: Parameters<typeof stubApi>[0] = {}) {
  if (level !== null) {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = "shop_signed_in=1; path=/";
  }
  return stubApi({
    "GET /api/v1/shop": () => json(shopAnswer(VIP_ON)),
    "GET /api/v1/auth/validate_token": () =>
      level === null
        ? errorAnswer(401, "Unauthorized", "unauthorized", "Sign-in needed")
        : json({ data: { ...customer(level), price_target_audience_id: audience } }),
    "GET /api/v1/customer_salutations": () => json(SALUTATIONS),
    "GET /api/v1/countries": () => json(COUNTRIES),
    ...overrides,
  });
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "shop_signed_in=; max-age=0; path=/";
  vi.unstubAllGlobals();
});

describe("given VIP access", () => {
  it("sends a visitor without a session to register first, and on to the code once signed in", async () => {
    const user = userEvent.setup();
    stub(null, 1, {
      "POST /api/v1/auth/guest": () => json({ data: customer(10) }, 201, "Created"),
    });
    const view = renderShop("/exclusive/code?lang=en");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Sign up for VIP access" }),
    ).toBeVisible();
    expect(view.location()).toBe("/exclusive/register");
    await user.selectOptions(await screen.findByRole("combobox", { name: /^Salutation/ }), "Ms");
    await user.type(screen.getByRole("textbox", { name: /^First name/ }), "Ada");
    await user.type(screen.getByRole("textbox", { name: /^Last name/ }), "Lovelace");
    await user.type(screen.getByRole("textbox", { name: /^E-mail/ }), "ada@example.org");
    await user.type(screen.getByRole("textbox", { name: /^Street/ }), "Parkweg 3");
    await user.type(screen.getByRole("textbox", { name: /^Postal code/ }), "10115");
    await user.type(screen.getByRole("textbox", { name: /^City/ }), "Berlin");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Country/ }), "Germany");
    await user.click(screen.getByRole("button", { name: "Continue to the order" }));

    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1, name: "VIP access" })).toBeVisible(),
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("refuses an empty code at its field, says an invalid one is invalid, and reloads into VIP mode after a valid one", async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    let answers = 0;
    // the code is in the path: each code its own answer
    stub(10, 1, {
      // as the server answers: 404 naming the token
      "POST /api/v1/customer/token/WRONG": () =>
        json(
          {
            error: {
              code: "not_found",
              message: "This code is unknown or used up",
              fields: { token: ["This code is unknown or used up"] },
            },
          },
          404,
          "Not Found",
        ),
      "POST /api/v1/customer/token/FRIENDS-2030": () => {
        answers += 1;
        return json({ data: { ...customer(10), price_target_audience_id: VIP } });
      },
    });
    const view = renderShop("/exclusive/code?lang=en");
    const field = await screen.findByRole("textbox", { name: /^VIP code/ });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveFocus());
    expect(field).toHaveAccessibleDescription("Please fill in this field.");

    await user.type(field, "WRONG");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "This code is not valid or has been used up.",
      ),
    );
    expect(screen.getByRole("alert")).toHaveFocus();

    await user.clear(field);
    await user.type(field, "FRIENDS-2030");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/tickets/filters?vip=${VIP}`));
    expect(answers).toBe(1);
    // the reload is the only way on: no client-side navigation runs ahead of it
    expect(view.location()).toBe("/exclusive/code?lang=en");
  });

  it("sends a customer already in the VIP audience to the tickets in VIP mode", async () => {
    stub(20, VIP, {
      "GET /api/v1/tickets": () => json({ data: [], meta: { total_count: 0 } }),
      "GET /api/v1/tickets/groups": () => json({ data: [], meta: { total_count: 0 } }),
    });
    const view = renderShop("/exclusive/code?lang=en");
    await waitFor(() => expect(view.location()).toBe(`/tickets/filters?vip=${VIP}`));
  });

  it("asks a signed-in visitor to log out before registering", async () => {
    stub(20);
    const view = renderShop("/exclusive/register?lang=en");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Please log out first" }),
    ).toBeVisible();
    expect(view.location()).toBe("/exclusive/logout");
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Log out" })).toHaveAttribute(
      "href",
      "/logout?redirectState=%2Fexclusive%2Fregister",
    );
  });

  // issue 27 item 7: the log-out-first screen told an anonymous visitor they were signed in
  it("sends a visitor without a session from the log-out-first screen to registering", async () => {
    stub(null);
    const view = renderShop("/exclusive/logout?lang=en");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Sign up for VIP access" }),
    ).toBeVisible();
    expect(view.location()).toBe("/exclusive/register");
    expect(screen.queryByText(/already signed in/i)).toBeNull();
  });

  it("goes to the start while VIP access is off", async () => {
    stubApi({ "GET /api/v1/shop": () => json(shopAnswer({ vip: { enabled: false } })) });
    const view = renderShop("/exclusive/code?lang=en");
    await waitFor(() => expect(view.location()).toMatch(/^\/start/));
  });
});
