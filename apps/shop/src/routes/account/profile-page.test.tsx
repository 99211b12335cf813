// spec surrounding-areas §2 "Profile", §4 (forms act only when not pristine), §5 (the profile
// and password forms' rules), DESIGN §7 (a new address counts once its link is opened): the
// profile page through the real shop, only fetch stubbed with answers of the endpoint table.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { COUNTRIES, customer, SALUTATIONS } from "../../test/checkout-fixtures";
import { errorAnswer, json, refusalAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

function signedIn(overrides: Parameters<typeof stubApi>[0] = {}) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "shop_signed_in=1; path=/";
  return stubApi({
    "GET /api/v1/auth/validate_token": () => json({ data: customer(20) }),
    "GET /api/v1/customer_salutations": () => json(SALUTATIONS),
    "GET /api/v1/countries": () => json(COUNTRIES),
    "GET /api/v1/customer/newsletter_groups": () => json({ data: CHOICES }),
    ...overrides,
  });
}

const CHOICES = [
  { id: 1, name: "Museum news", checkbox_text: "Send me the museum news.", checked: true },
  { id: 2, name: "Families", checkbox_text: "Tell me about family days.", checked: false },
];

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "shop_signed_in=; max-age=0; path=/";
});

const dataForm = () => screen.getByRole("region", { name: "Your details" });
const passwordForm = () => screen.getByRole("region", { name: "Change password" });
const bodyOf = (call: { init?: RequestInit | undefined } | undefined) =>
  JSON.parse(String(call?.init?.body));

describe("given the profile of a signed-in customer", () => {
  it("shows the customer's data, sends nothing while unchanged, and saves a changed name", async () => {
    const user = userEvent.setup();
    const api = signedIn({
      "PUT /api/v1/auth": () => json({ data: { ...customer(20), surname: "King" } }),
    });
    renderShop("/profile?lang=en");
    const surname = await within(
      await screen.findByRole("region", { name: "Your details" }),
    ).findByRole("textbox", { name: /^Last name/ });
    expect(surname).toHaveValue("Lovelace");
    expect(within(dataForm()).getByRole("textbox", { name: /^E-mail address/ })).toHaveValue(
      "ada@example.org",
    );
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dataForm()).getByRole("button", { name: "Save" }));
    expect(await within(dataForm()).findByRole("status")).toHaveTextContent(
      "You have not changed anything.",
    );
    expect(api.callsTo("/auth")).toEqual([]);

    await user.clear(surname);
    await user.type(surname, "King");
    await user.click(within(dataForm()).getByRole("button", { name: "Save" }));
    expect(await within(dataForm()).findByText("Your details have been saved.")).toBeVisible();
    expect(bodyOf(api.callsTo("/auth")[0])).toEqual({
      customer_salutation_id: 2,
      name: "Ada",
      surname: "King",
      email: "ada@example.org",
      email_confirmation: "ada@example.org",
      language_id: 2,
    });
  });

  it("says a link went to a new address, which counts once opened", async () => {
    const user = userEvent.setup();
    signedIn({ "PUT /api/v1/auth": () => json({ data: customer(20) }) });
    renderShop("/profile?lang=en");
    const email = await within(
      await screen.findByRole("region", { name: "Your details" }),
    ).findByRole("textbox", { name: /^E-mail address/ });
    await user.clear(email);
    await user.type(email, "ada@new.example.org");
    const confirmation = within(dataForm()).getByRole("textbox", { name: /^Repeat e-mail/ });
    await user.clear(confirmation);
    await user.type(confirmation, "ada@new.example.org");
    await user.click(within(dataForm()).getByRole("button", { name: "Save" }));

    expect(
      await within(dataForm()).findByText(/We have sent a link to ada@new.example.org/),
    ).toBeVisible();
    // the form shows the address that counts until then
    expect(email).toHaveValue("ada@example.org");
  });

  it("refuses an e-mail confirmation that differs, at its field", async () => {
    const user = userEvent.setup();
    const api = signedIn();
    renderShop("/profile?lang=en");
    const confirmation = await within(
      await screen.findByRole("region", { name: "Your details" }),
    ).findByRole("textbox", { name: /^Repeat e-mail/ });
    await user.type(confirmation, "x");
    await user.click(within(dataForm()).getByRole("button", { name: "Save" }));

    const alert = await within(dataForm()).findByRole("alert");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(confirmation).toHaveAccessibleDescription("The two entries do not match.");
    expect(api.callsTo("/auth")).toEqual([]);
  });

  it("changes the password with the current one, and marks a wrong current one", async () => {
    const user = userEvent.setup();
    let answer = 0;
    const api = signedIn({
      "PUT /api/v1/auth/password_change": () =>
        answer++ === 0
          ? json(
              {
                error: {
                  code: "validation",
                  message: "Invalid request",
                  fields: { current_password: ["Not the current password"] },
                },
              },
              422,
              "Unprocessable Entity",
            )
          : new Response(null, { status: 204 }),
    });
    renderShop("/profile?lang=en");
    const form = await screen.findByRole("region", { name: "Change password" });
    await user.type(within(form).getByLabelText(/^Current password/), "not it");
    await user.type(within(form).getByLabelText(/^New password/), "a new horse battery");
    await user.type(within(form).getByLabelText(/^Repeat new password/), "a new horse battery");
    await user.click(within(form).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(within(passwordForm()).getByRole("alert")).toHaveFocus());
    expect(within(form).getByLabelText(/^Current password/)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await user.clear(within(form).getByLabelText(/^Current password/));
    await user.type(within(form).getByLabelText(/^Current password/), "correct horse battery");
    await user.click(within(form).getByRole("button", { name: "Save" }));

    expect(
      await within(form).findByText(
        "Your password has been changed. You have been logged out on other devices.",
      ),
    ).toBeVisible();
    expect(bodyOf(api.callsTo("/auth/password_change")[1])).toEqual({
      current_password: "correct horse battery",
      password: "a new horse battery",
      password_confirmation: "a new horse battery",
    });
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue("");
  });

  it("says at the new password when the server finds it too common", async () => {
    const user = userEvent.setup();
    signedIn({
      "PUT /api/v1/auth/password_change": () =>
        refusalAnswer("password_too_common", { fields: { password: ["Too common"] } }),
    });
    renderShop("/profile?lang=en");
    const form = await screen.findByRole("region", { name: "Change password" });
    await user.type(within(form).getByLabelText(/^Current password/), "correct horse battery");
    await user.type(within(form).getByLabelText(/^New password/), "Passwort1");
    await user.type(within(form).getByLabelText(/^Repeat new password/), "Passwort1");
    await user.click(within(form).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(within(passwordForm()).getByRole("alert")).toHaveFocus());
    expect(within(form).getByLabelText(/^New password/)).toHaveAccessibleDescription(
      /This password is one of the most common ones and easy to guess\. Please choose another one\./,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the newsletter choice and saves a change of it", async () => {
    const user = userEvent.setup();
    const api = signedIn({
      "POST /api/v1/customer/newsletter_groups": () =>
        json({ data: CHOICES.map((choice) => ({ ...choice, checked: !choice.checked })) }),
    });
    renderShop("/profile?lang=en");
    const section = await screen.findByRole("region", { name: "Newsletters" });
    const news = await within(section).findByRole("checkbox", { name: /Museum news/ });
    const families = within(section).getByRole("checkbox", { name: /Families/ });
    expect(news).toBeChecked();
    expect(families).not.toBeChecked();

    await user.click(news);
    await user.click(families);
    await user.click(within(section).getByRole("button", { name: "Save" }));
    expect(
      await within(section).findByText("Your newsletter choice has been saved."),
    ).toBeVisible();
    expect(bodyOf(api.callsTo("/customer/newsletter_groups").at(-1))).toEqual({
      newsletter_ids: [2],
    });
    expect(await axeViolations()).toEqual([]);
  });

  it("cancels to the account", async () => {
    signedIn({
      "GET /api/v1/orders": () => json({ orders: [], meta: { total_count: 0, per_page: 5 } }),
    });
    renderShop("/profile?lang=en");
    const form = await screen.findByRole("region", { name: "Change password" });
    await userEvent.click(within(form).getByRole("link", { name: "Cancel" }));
    expect(await screen.findByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  });

  it("sends a visitor without a session to the login", async () => {
    stubApi({
      "GET /api/v1/auth/validate_token": () =>
        errorAnswer(401, "Unauthorized", "unauthorized", "Sign-in needed"),
    });
    const view = renderShop("/profile?lang=en");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    expect(view.location()).toBe("/login?redirectState=%2Fprofile%3Flang%3Den");
  });
});
