// spec surrounding-areas §5 guest form, selling-core §5 "E-mail fields" and §8 (form errors
// show an alert and focus it; rateLimit on HTTP 429), DESIGN.md §7 (guests are rate-limited;
// 429 with Retry-After): through the real shop with only fetch stubbed.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { COUNTRIES, SALUTATIONS, storageWithCart } from "../../test/checkout-fixtures";
import { errorAnswer, json, refusalAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

function anonymous(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /api/v1/auth/validate_token": () =>
      errorAnswer(401, "Unauthorized", "unauthorized", "Sign-in needed"),
    "GET /api/v1/customer_salutations": () => json(SALUTATIONS),
    "GET /api/v1/countries": () => json(COUNTRIES),
    ...overrides,
  });
}

async function fillGuest(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.selectOptions(await screen.findByRole("combobox", { name: /^Salutation/ }), "Ms");
  await user.type(screen.getByRole("textbox", { name: /^First name/ }), "Ada");
  await user.type(screen.getByRole("textbox", { name: /^Last name/ }), "Lovelace");
  await user.type(screen.getByRole("textbox", { name: /^E-mail/ }), email);
  await user.type(screen.getByRole("textbox", { name: /^Street/ }), "Parkweg 3");
  await user.type(screen.getByRole("textbox", { name: /^Postal code/ }), "10115");
  await user.type(screen.getByRole("textbox", { name: /^City/ }), "Berlin");
  await user.selectOptions(screen.getByRole("combobox", { name: /^Country/ }), "Germany");
}

describe("given an e-mail that is not exactly one address", () => {
  it.each([
    "ada@example",
    "ada@example.org, bob@example.org",
    "ada,bob@example.org",
    "ada@example.org@example.org",
  ])("refuses %s at its field, focuses the alert and sends nothing", async (email) => {
    const user = userEvent.setup();
    const api = anonymous();
    renderShop("/checkout?lang=en", { storage: storageWithCart() });
    await fillGuest(user, email);

    await user.click(screen.getByRole("button", { name: "Continue to the order" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please check the marked fields.");
    await waitFor(() => expect(alert).toHaveFocus());
    const field = screen.getByRole("textbox", { name: /^E-mail/ });
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(
      "Please enter exactly one e-mail address, for example name@example.org.",
    );
    expect(screen.getByRole("textbox", { name: /^First name/ })).not.toHaveAttribute(
      "aria-invalid",
    );
    expect(api.callsTo("/auth/guest")).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a guest sign-up the server rate-limits", () => {
  it("names the wait of its Retry-After in the alert and focuses it", async () => {
    const user = userEvent.setup();
    const api = anonymous({
      "POST /api/v1/auth/guest": () =>
        refusalAnswer("rate_limit", { retryAfter: 120, fields: { base: ["At most 20"] } }),
    });
    renderShop("/checkout?lang=en", { storage: storageWithCart() });
    await fillGuest(user, "ada@example.org");

    await user.click(screen.getByRole("button", { name: "Continue to the order" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Too many requests in a short time. Please try again in 120 seconds.",
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(api.callsTo("/auth/guest")).toHaveLength(1);
    // the form stays as it was, no field blamed
    expect(screen.getByRole("textbox", { name: /^E-mail/ })).toHaveValue("ada@example.org");
    expect(screen.getByRole("textbox", { name: /^E-mail/ })).not.toHaveAttribute("aria-invalid");
    expect(await axeViolations()).toEqual([]);
  });
});
