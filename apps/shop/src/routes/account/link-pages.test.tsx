// The issue 27: a confirmation or password-reset link cut short in the mail said "try again
// later". The server answers such a link like an unknown one (404 token_not_found); the pages
// say the link is incomplete or no longer valid — the refusal table's text — with a way on.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { COUNTRIES, SALUTATIONS } from "../../test/checkout-fixtures";
import { errorAnswer, json, refusalAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

const CUT_TEXT =
  "This link is incomplete or no longer valid. Please copy the whole link from the e-mail into the address bar, or ask for a new link.";

function anonymous(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /api/v1/auth/validate_token": () =>
      errorAnswer(401, "Unauthorized", "unauthorized", "Sign-in needed"),
    "GET /api/v1/customer_salutations": () => json(SALUTATIONS),
    "GET /api/v1/countries": () => json(COUNTRIES),
    ...overrides,
  });
}

describe("given a confirmation link cut short", () => {
  it.each([
    ["404 token_not_found", () => refusalAnswer("token_not_found")],
    [
      "422 naming the token",
      () => refusalAnswer("validation", { fields: { token: ["Invalid string"] } }),
    ],
  ])(
    "says the link is incomplete, not 'later', on %s, and leads to the login",
    async (_n, answer) => {
      const api = anonymous({ "POST /api/v1/auth/confirmation": answer });
      renderShop("/confirmation?lang=en&token=q3Jx9fLw0V");

      expect(await screen.findByRole("alert")).toHaveTextContent(CUT_TEXT);
      expect(screen.queryByText(/later/)).toBeNull();
      expect(
        screen.getByText(
          "Please log in: if your customer account has not been confirmed yet, we will send you a new link.",
        ),
      ).toBeVisible();
      expect(
        within(screen.getByRole("main")).getByRole("link", { name: "Log in" }),
      ).toHaveAttribute("href", "/login");
      expect(api.callsTo("/auth/confirmation")).toHaveLength(1);
      expect(await axeViolations()).toEqual([]);
    },
  );

  it("still says 'later' when the server fails", async () => {
    anonymous({ "POST /api/v1/auth/confirmation": () => refusalAnswer("internal") });
    renderShop("/confirmation?lang=en&token=q3Jx9fLw0VbT2mYcR8nKdAq3Jx9fLw0V");

    expect(await screen.findByRole("alert")).toHaveTextContent(/later/);
  });
});

describe("given a password-reset link cut short", () => {
  it("says the link is incomplete, names the address rule and offers a new link", async () => {
    const user = userEvent.setup();
    anonymous({ "PUT /api/v1/auth/password": () => refusalAnswer("token_not_found") });
    renderShop("/password-reset?lang=en&token=q3Jx9fLw0V");
    await user.type(await screen.findByRole("textbox", { name: /^E-mail address/ }), "a@b.org");
    await user.type(screen.getByLabelText(/^New password/), "a new horse battery");
    await user.type(screen.getByLabelText(/^Repeat new password/), "a new horse battery");
    await user.click(screen.getByRole("button", { name: "Save password" }));

    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent(CUT_TEXT);
    expect(
      screen.getByText("A link only works with the e-mail address it was sent to."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/password-reset",
    );
    expect(await axeViolations()).toEqual([]);
  });
});
