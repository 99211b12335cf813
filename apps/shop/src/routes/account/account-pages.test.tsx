// spec surrounding-areas §2 "Accounts and user area", §4 (order display status, password reset
// states, cart emptied on logout), §5 (form rules, server field errors), §8 (login failure
// text): the account pages through the real shop, only fetch stubbed with answers of the
// endpoint table.
import type { Order } from "@shop/core/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import {
  COUNTRIES,
  customer,
  ORDER_TOKEN,
  order,
  SALUTATIONS,
  storageWithCart,
  storedItems,
} from "../../test/checkout-fixtures";
import { errorAnswer, json, refusalAnswer, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

type Overrides = Parameters<typeof stubApi>[0];

const unauthorized = () => errorAnswer(401, "Unauthorized", "unauthorized", "Sign-in needed");

function anonymous(overrides: Overrides = {}) {
  return stubApi({
    "GET /api/v1/auth/validate_token": unauthorized,
    "GET /api/v1/customer_salutations": () => json(SALUTATIONS),
    "GET /api/v1/countries": () => json(COUNTRIES),
    ...overrides,
  });
}

function signedIn(level: 10 | 20, overrides: Overrides = {}) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "shop_signed_in=1; path=/";
  return anonymous({
    "GET /api/v1/auth/validate_token": () => json({ data: customer(level) }),
    ...overrides,
  });
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "shop_signed_in=; max-age=0; path=/";
});

function bodyOf(call: { init?: RequestInit | undefined } | undefined): unknown {
  return JSON.parse(String(call?.init?.body));
}

const userLinks = () => screen.getByRole("list", { name: "Customer account" });

describe("given the login page", () => {
  it("refuses a malformed e-mail and an empty password at their fields, focuses the alert and sends nothing", async () => {
    const user = userEvent.setup();
    const api = anonymous();
    renderShop("/login?lang=en");
    await user.type(await screen.findByRole("textbox", { name: /^E-mail address/ }), "ada@example");

    await user.click(screen.getByRole("button", { name: "Log in" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please check the marked fields.");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole("textbox", { name: /^E-mail address/ })).toHaveAccessibleDescription(
      "Please enter a valid e-mail address, for example name@example.org.",
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      "Please fill in this field.",
    );
    expect(api.callsTo("/auth/sign_in")).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("says the login details are wrong on 401 and focuses the alert", async () => {
    const user = userEvent.setup();
    anonymous({
      "POST /api/v1/auth/sign_in": () =>
        errorAnswer(401, "Unauthorized", "unauthorized", "E-mail or password is wrong"),
    });
    renderShop("/login?lang=en");
    await user.type(await screen.findByRole("textbox", { name: /^E-mail address/ }), "a@b.org");
    await user.type(screen.getByLabelText(/^Password/), "wrong password");

    await user.click(screen.getByRole("button", { name: "Log in" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "The login details you entered are not correct. Please try again.",
    );
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it("names the wait of a rate limit", async () => {
    const user = userEvent.setup();
    anonymous({
      "POST /api/v1/auth/sign_in": () => refusalAnswer("rate_limit", { retryAfter: 60 }),
    });
    renderShop("/login?lang=en");
    await user.type(await screen.findByRole("textbox", { name: /^E-mail address/ }), "a@b.org");
    await user.type(screen.getByLabelText(/^Password/), "some password");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("60 seconds");
  });

  it("signs in, goes on to the remembered target, keeps the cart and shows the customer's links", async () => {
    const user = userEvent.setup();
    const storage = storageWithCart();
    const api = anonymous({
      "POST /api/v1/auth/sign_in": () => json({ data: customer(20) }),
    });
    renderShop("/login?lang=en&redirectState=%2Fcart", { storage });
    await user.type(
      await screen.findByRole("textbox", { name: /^E-mail address/ }),
      " ada@example.org ",
    );
    await user.type(screen.getByLabelText(/^Password/), "correct horse battery");

    await user.click(screen.getByRole("button", { name: "Log in" }));

    await screen.findByRole("heading", { level: 1, name: "Cart" });
    expect(bodyOf(api.callsTo("/auth/sign_in")[0])).toEqual({
      email: "ada@example.org",
      password: "correct horse battery",
    });
    expect(storedItems(storage)).toHaveLength(1);
    expect(within(userLinks()).getByRole("link", { name: "My account" })).toHaveAttribute(
      "href",
      "/account",
    );
    expect(within(userLinks()).getByRole("link", { name: "Log out" })).toBeVisible();
    expect(within(userLinks()).queryByRole("link", { name: "Log in" })).toBeNull();
  });

  it.each(["//evil.example/account", "/\\evil.example", "https://evil.example/"])(
    "never follows a target of another site (%s): the account instead",
    async (target) => {
      const user = userEvent.setup();
      anonymous({
        "POST /api/v1/auth/sign_in": () => json({ data: customer(20) }),
        "GET /api/v1/orders": () => json({ orders: [], meta: { total_count: 0, per_page: 5 } }),
      });
      renderShop(`/login?lang=en&redirectState=${encodeURIComponent(target)}`);
      await user.type(await screen.findByRole("textbox", { name: /^E-mail address/ }), "a@b.org");
      await user.type(screen.getByLabelText(/^Password/), "correct horse battery");
      await user.click(screen.getByRole("button", { name: "Log in" }));
      expect(await screen.findByRole("heading", { level: 1, name: "My account" })).toBeVisible();
    },
  );
});

describe("given a user-area page without a signed-in customer", () => {
  it("goes to the login with the page remembered, and back to it once signed in", async () => {
    const user = userEvent.setup();
    anonymous({
      "POST /api/v1/auth/sign_in": () => json({ data: customer(20) }),
      "GET /api/v1/orders": () =>
        json({ orders: [order()], meta: { total_count: 1, per_page: 5 } }),
    });
    renderShop("/orders?lang=en&page=1");

    await screen.findByRole("heading", { level: 1, name: "Log in" });
    await user.type(screen.getByRole("textbox", { name: /^E-mail address/ }), "a@b.org");
    await user.type(screen.getByLabelText(/^Password/), "correct horse battery");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    expect(await screen.findByRole("heading", { name: "Order 1001" })).toBeVisible();
  });

  it("sends a guest (level 10) to the login too", async () => {
    signedIn(10);
    renderShop("/account?lang=en");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    // the header shows the guest as a guest
    expect(within(userLinks()).getByRole("link", { name: "Log out as guest" })).toHaveAttribute(
      "href",
      "/logout",
    );
  });
});

const REGISTRATION_BODY = {
  customer_salutation_id: 2,
  name: "Ada",
  surname: "Lovelace",
  email: "ada@example.org",
  email_confirmation: "ada@example.org",
  password: "correct horse battery",
  password_confirmation: "correct horse battery",
  language_id: 2,
  terms: true,
  price_target_audience_id: 1,
  newsletter_ids: [],
  addr_street: "Parkweg 3",
  addr_zip: "10115",
  addr_city: "Berlin",
  addr_country_id: 60,
};

async function fillRegistration(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByRole("combobox", { name: /^Salutation/ }), "Ms");
  await user.type(screen.getByRole("textbox", { name: /^First name/ }), "Ada");
  await user.type(screen.getByRole("textbox", { name: /^Last name/ }), "Lovelace");
  await user.type(screen.getByRole("textbox", { name: /^Street/ }), "Parkweg 3");
  await user.type(screen.getByRole("textbox", { name: /^Postal code/ }), "10115");
  await user.type(screen.getByRole("textbox", { name: /^City/ }), "Berlin");
  await user.type(screen.getByRole("textbox", { name: /^E-mail address/ }), "ada@example.org");
  await user.type(
    screen.getByRole("textbox", { name: /^Repeat e-mail address/ }),
    "ada@example.org",
  );
  await user.type(screen.getByLabelText(/^Password/), "correct horse battery");
  await user.type(screen.getByLabelText(/^Repeat password/), "correct horse battery");
  await user.click(screen.getByRole("checkbox", { name: /privacy policy/ }));
  await user.click(screen.getByRole("checkbox", { name: /terms and conditions/ }));
}

describe("given the registration", () => {
  it("marks every required field and both checkboxes when sent empty, focusing the alert", async () => {
    const user = userEvent.setup();
    const api = anonymous();
    renderShop("/registration?lang=en");
    await user.click(await screen.findByRole("button", { name: "Create customer account" }));

    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveFocus());
    for (const name of [/^Salutation/, /^First name/, /^Last name/, /^Street/, /^City/]) {
      expect(
        screen.getByRole(name.source.includes("Salutation") ? "combobox" : "textbox", { name }),
      ).toHaveAttribute("aria-invalid", "true");
    }
    for (const box of screen.getAllByRole("checkbox")) {
      expect(box).toHaveAttribute("aria-invalid", "true");
    }
    // language and country have defaults (the page's language, Germany)
    expect(screen.getByRole("combobox", { name: /^Language/ })).toHaveValue("2");
    expect(screen.getByRole("combobox", { name: /^Country/ })).toHaveValue("60");
    expect(api.callsTo("/auth/registration")).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("says when the confirmations do not match and a company gives no VAT number", async () => {
    const user = userEvent.setup();
    const api = anonymous();
    renderShop("/registration?lang=en");
    await fillRegistration(user);
    await user.type(screen.getByRole("textbox", { name: /^Repeat e-mail address/ }), "x");
    await user.type(screen.getByLabelText(/^Repeat password/), "x");
    await user.selectOptions(
      screen.getByRole("combobox", { name: /^I am ordering as/ }),
      "Company",
    );

    await user.click(screen.getByRole("button", { name: "Create customer account" }));

    await waitFor(() => expect(screen.getByRole("alert")).toHaveFocus());
    expect(
      screen.getByRole("textbox", { name: /^Repeat e-mail address/ }),
    ).toHaveAccessibleDescription("The two entries do not match.");
    expect(screen.getByLabelText(/^Repeat password/)).toHaveAccessibleDescription(
      "The two entries do not match.",
    );
    expect(
      screen.getByRole("textbox", { name: /^VAT identification number/ }),
    ).toHaveAccessibleDescription("Please fill in this field.");
    expect(api.callsTo("/auth/registration")).toEqual([]);
  });

  it("sends the form and says a mail is on its way, whatever the address", async () => {
    const user = userEvent.setup();
    const api = anonymous({
      "GET /api/v1/shop": () =>
        json(shopAnswer({ legalLinks: { terms: "agb", privacy: "datenschutz" } })),
      "POST /api/v1/auth/registration": () => json({ status: "mail_sent" }, 202, "Accepted"),
    });
    renderShop("/registration?lang=en");
    await fillRegistration(user);
    // the venue's pages of the two checkboxes open beside the form, which stays filled in
    const privacy = screen.getByRole("link", {
      name: "Read the privacy policy (opens in a new tab)",
    });
    expect(privacy).toHaveAttribute("href", "/page/datenschutz");
    expect(privacy).toHaveAttribute("target", "_blank");
    expect(
      screen.getByRole("link", { name: "Read the terms and conditions (opens in a new tab)" }),
    ).toHaveAttribute("href", "/page/agb");

    await user.click(screen.getByRole("button", { name: "Create customer account" }));

    expect(
      await screen.findByRole("heading", { level: 1, name: "Please confirm your e-mail address" }),
    ).toBeVisible();
    expect(screen.getByText(/We have sent an e-mail to ada@example.org/)).toBeVisible();
    expect(bodyOf(api.callsTo("/auth/registration")[0])).toEqual(REGISTRATION_BODY);
    expect(await axeViolations()).toEqual([]);
  });

  it("subscribes to the newsletters ticked", async () => {
    const user = userEvent.setup();
    const api = anonymous({
      "GET /api/v1/newsletter_subscriber_groups": () =>
        json({
          data: [
            { id: 1, name: "Museum news", checkbox_text: "Send me the museum news." },
            { id: 2, name: "Families", checkbox_text: "Tell me about family days." },
          ],
          meta: { total_count: 2 },
        }),
      "POST /api/v1/auth/registration": () => json({ status: "mail_sent" }, 202, "Accepted"),
    });
    renderShop("/registration?lang=en");
    await fillRegistration(user);
    const newsletters = screen.getByRole("group", { name: "Newsletters" });
    await user.click(within(newsletters).getByRole("checkbox", { name: /Families/ }));
    await user.click(screen.getByRole("button", { name: "Create customer account" }));

    await screen.findByRole("heading", { level: 1, name: "Please confirm your e-mail address" });
    expect(bodyOf(api.callsTo("/auth/registration")[0])).toMatchObject({ newsletter_ids: [2] });
  });

  it("puts a server field error under its field (full_messages skipped)", async () => {
    const user = userEvent.setup();
    anonymous({
      "POST /api/v1/auth/registration": () =>
        json(
          {
            error: {
              code: "validation",
              message: "Invalid request",
              fields: { addr_zip: ["is not a postal code"], full_messages: ["Zip is wrong"] },
            },
          },
          422,
          "Unprocessable Entity",
        ),
    });
    renderShop("/registration?lang=en");
    await fillRegistration(user);
    await user.click(screen.getByRole("button", { name: "Create customer account" }));

    await waitFor(() => expect(screen.getByRole("alert")).toHaveFocus());
    expect(screen.getByRole("alert")).toHaveTextContent("Please check the marked fields.");
    expect(screen.getByRole("textbox", { name: /^Postal code/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.getByRole("textbox", { name: /^City/ })).not.toHaveAttribute("aria-invalid");
  });

  it("says at the password field when the server finds it too common", async () => {
    const user = userEvent.setup();
    anonymous({
      "POST /api/v1/auth/registration": () =>
        refusalAnswer("password_too_common", { fields: { password: ["Too common"] } }),
    });
    renderShop("/registration?lang=en");
    await fillRegistration(user);
    await user.click(screen.getByRole("button", { name: "Create customer account" }));

    await waitFor(() => expect(screen.getByRole("alert")).toHaveFocus());
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /This password is one of the most common ones and easy to guess\. Please choose another one\./,
    );
  });

  it("offers the guest way instead when the shop allows no registration", async () => {
    anonymous({ "GET /api/v1/shop": () => json(shopAnswer({ registrationAllowed: false })) });
    renderShop("/registration?lang=en");
    expect(
      await screen.findByText(
        "Customer accounts cannot be created in this shop. You can order as a guest.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Create customer account" })).toBeNull();
  });
});

describe("given the confirmation success page without a session", () => {
  // issue 27 item 7: it told an anonymous visitor (a bookmark, a copied link) they were signed in
  it("sends the visitor to sign in instead of saying they are", async () => {
    anonymous({});
    const view = renderShop("/confirmation-success?lang=en");
    await waitFor(() => expect(view.location()).toBe("/login"));
    expect(screen.queryByText(/You are now logged in/i)).toBeNull();
  });
});

describe("given the mailed confirmation link", () => {
  it("confirms, signs in and offers the cart and the checkout when the cart holds items", async () => {
    const api = anonymous({
      "POST /api/v1/auth/confirmation": () => json({ data: customer(20) }),
    });
    renderShop("/confirmation?lang=en&token=q3Jx9fLw0VbT2mYcR8nKdAq3Jx9fLw0V", {
      storage: storageWithCart(),
    });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Your customer account is confirmed" }),
    ).toBeVisible();
    expect(bodyOf(api.callsTo("/auth/confirmation")[0])).toEqual({
      token: "q3Jx9fLw0VbT2mYcR8nKdAq3Jx9fLw0V",
    });
    expect(screen.getByRole("link", { name: "Go to checkout" })).toHaveAttribute(
      "href",
      "/checkout",
    );
    expect(screen.getByRole("link", { name: "Go to the cart" })).toHaveAttribute("href", "/cart");
    expect(within(userLinks()).getByRole("link", { name: "My account" })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  // DESIGN §7: a link opened outside the browser that registered confirms only with the
  // account's password; the server asks for it with 401 password_required.
  it("asks for the password when the server wants it, and confirms with it", async () => {
    const user = userEvent.setup();
    // signed in once confirmed, as the server's session cookie makes it (the success page
    // reads the session again and sends one who is not signed in to the login)
    let confirmed = false;
    const api = anonymous({
      "GET /api/v1/auth/validate_token": () =>
        confirmed ? json({ data: customer(20) }) : unauthorized(),
      "POST /api/v1/auth/confirmation": (_url, init) => {
        const { password } = JSON.parse(String(init?.body)) as { password?: string };
        if (password === undefined) return refusalAnswer("password_required");
        if (password !== "correct horse battery") {
          return refusalAnswer("validation", { fields: { password: ["Not the password"] } });
        }
        confirmed = true;
        return json({ data: customer(20) });
      },
    });
    renderShop("/confirmation?lang=en&token=q3Jx9fLw0VbT2mYcR8nKdAq3Jx9fLw0V");

    expect(
      await screen.findByText(
        "You opened the link in a different browser from the one you registered with. To confirm, please enter the password you chose for this customer account.",
      ),
    ).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    // nothing typed: the form's own rule, and no call
    await user.click(screen.getByRole("button", { name: "Confirm e-mail address" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please check the marked fields.");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      "Please fill in this field.",
    );
    expect(api.callsTo("/auth/confirmation")).toHaveLength(1);

    // a wrong password: the server's field error at the field, the alert focused again
    await user.type(screen.getByLabelText(/^Password/), "not the password");
    await user.click(screen.getByRole("button", { name: "Confirm e-mail address" }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
        "Please check this entry.",
      ),
    );
    await waitFor(() => expect(screen.getByRole("alert")).toHaveFocus());
    expect(screen.getByRole("alert")).toHaveTextContent("Please check the marked fields.");
    expect(await axeViolations()).toEqual([]);

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), "correct horse battery");
    await user.click(screen.getByRole("button", { name: "Confirm e-mail address" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your customer account is confirmed" }),
    ).toBeVisible();
    expect(api.callsTo("/auth/confirmation").map(bodyOf)).toEqual([
      { token: "q3Jx9fLw0VbT2mYcR8nKdAq3Jx9fLw0V" },
      { token: "q3Jx9fLw0VbT2mYcR8nKdAq3Jx9fLw0V", password: "not the password" },
      { token: "q3Jx9fLw0VbT2mYcR8nKdAq3Jx9fLw0V", password: "correct horse battery" },
    ]);
  });

  it("names the wait when password tries at confirmation are limited", async () => {
    const user = userEvent.setup();
    anonymous({
      "POST /api/v1/auth/confirmation": (_url, init) =>
        JSON.parse(String(init?.body)).password === undefined
          ? refusalAnswer("password_required")
          : refusalAnswer("rate_limit", { retryAfter: 60 }),
    });
    renderShop("/confirmation?lang=en&token=q3Jx9fLw0VbT2mYcR8nKdAq3Jx9fLw0V");
    await user.type(await screen.findByLabelText(/^Password/), "a guess");
    await user.click(screen.getByRole("button", { name: "Confirm e-mail address" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent("60 seconds");
  });

  it("says a dead link is dead and leads to the login", async () => {
    anonymous({
      "POST /api/v1/auth/confirmation": () =>
        errorAnswer(404, "Not Found", "token_not_found", "This confirmation link is unknown"),
    });
    renderShop("/confirmation?lang=en&token=q3Jx9fLw0VbT2mYcR8nKdAq3Jx9fLw0V");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This link is incomplete or no longer valid.",
    );
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      "/login",
    );
  });
});

describe("given a forgotten password", () => {
  it("requests the link, then says a mail is on its way (alike for any address)", async () => {
    const user = userEvent.setup();
    const api = anonymous({
      "POST /api/v1/auth/password": () => json({ status: "mail_sent" }, 202, "Accepted"),
    });
    renderShop("/login?lang=en");
    await user.click(await screen.findByRole("link", { name: "Forgotten your password?" }));
    await user.type(
      await screen.findByRole("textbox", { name: /^E-mail address/ }),
      "ada@example.org",
    );
    await user.click(screen.getByRole("button", { name: "Request link" }));

    expect(
      await screen.findByText(
        /If a customer account belongs to ada@example.org, an e-mail with the link is on its way./,
      ),
    ).toBeVisible();
    expect(bodyOf(api.callsTo("/auth/password")[0])).toEqual({ email: "ada@example.org" });
  });

  it("sets the new password with the link's token and shows the success page", async () => {
    const user = userEvent.setup();
    const api = anonymous({
      "PUT /api/v1/auth/password": () => new Response(null, { status: 204 }),
    });
    renderShop("/password-reset?lang=en&token=q3Jx9fLw0VbT2mYcR8nKdAq3Jx9fLw0V");
    await user.type(
      await screen.findByRole("textbox", { name: /^E-mail address/ }),
      "ada@example.org",
    );
    await user.type(screen.getByLabelText(/^New password/), "a new horse battery");
    await user.type(screen.getByLabelText(/^Repeat new password/), "a new horse battery");
    await user.click(screen.getByRole("button", { name: "Save password" }));

    expect(
      await screen.findByRole("heading", { level: 1, name: "Password changed" }),
    ).toBeVisible();
    expect(bodyOf(api.callsTo("/auth/password")[0])).toEqual({
      token: "q3Jx9fLw0VbT2mYcR8nKdAq3Jx9fLw0V",
      email: "ada@example.org",
      password: "a new horse battery",
      password_confirmation: "a new horse battery",
    });
    expect(await axeViolations()).toEqual([]);
  });

  it("says at the new password when the server finds it too common", async () => {
    const user = userEvent.setup();
    anonymous({
      "PUT /api/v1/auth/password": () =>
        refusalAnswer("password_too_common", { fields: { password: ["Too common"] } }),
    });
    renderShop("/password-reset?lang=en&token=q3Jx9fLw0VbT2mYcR8nKdAq3Jx9fLw0V");
    await user.type(await screen.findByRole("textbox", { name: /^E-mail address/ }), "a@b.org");
    await user.type(screen.getByLabelText(/^New password/), "12345678");
    await user.type(screen.getByLabelText(/^Repeat new password/), "12345678");
    await user.click(screen.getByRole("button", { name: "Save password" }));

    await waitFor(() => expect(screen.getByRole("alert")).toHaveFocus());
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      /This password is one of the most common ones and easy to guess\. Please choose another one\./,
    );
  });

  it("says a dead reset link is dead and offers a new one", async () => {
    const user = userEvent.setup();
    anonymous({
      "PUT /api/v1/auth/password": () =>
        errorAnswer(404, "Not Found", "token_not_found", "This password reset link is unknown"),
    });
    renderShop("/password-reset?lang=en&token=q3Jx9fLw0VbT2mYcR8nKdAq3Jx9fLw0V");
    await user.type(await screen.findByRole("textbox", { name: /^E-mail address/ }), "a@b.org");
    await user.type(screen.getByLabelText(/^New password/), "a new horse battery");
    await user.type(screen.getByLabelText(/^Repeat new password/), "another one");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    // first the form's own rule
    expect(screen.getByLabelText(/^Repeat new password/)).toHaveAccessibleDescription(
      "The two entries do not match.",
    );
    await user.clear(screen.getByLabelText(/^Repeat new password/));
    await user.type(screen.getByLabelText(/^Repeat new password/), "a new horse battery");
    await user.click(screen.getByRole("button", { name: "Save password" }));

    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "This link is incomplete or no longer valid.",
      ),
    );
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/password-reset",
    );
  });
});

function orders(count: number, make: (n: number) => Partial<Order> = () => ({})) {
  return Array.from({ length: count }, (_, n) => order({ id: 1100 - n, ...make(n) }));
}

describe("given a signed-in customer's orders", () => {
  it("shows each order's panel with its status, lines, downloads and comment, and pages by 5", async () => {
    const all = [
      order({
        id: 1100,
        is_valid: true,
        payment_status: 30,
        customer_comment: "Wheelchair access, please",
        items: [
          {
            id: 1,
            type: "ticket",
            price_cents: 1200,
            total_cents: 2400,
            attributes: { id: 12, title: "Adult day ticket", quantity: 2, ticket_type: "normal" },
            after_sale_information: null,
            canceled: false,
            thumbnail: null,
          },
          {
            id: 2,
            type: "event",
            price_cents: 3000,
            total_cents: 3000,
            attributes: { id: 40, title: "Evening concert", quantity: 3 },
            after_sale_information: null,
            canceled: false,
            thumbnail: null,
          },
          {
            id: 3,
            type: "ticket",
            price_cents: 9000,
            total_cents: 9000,
            attributes: { id: 13, title: "Annual pass", quantity: 1, ticket_type: "annual" },
            after_sale_information: null,
            canceled: false,
            thumbnail: null,
          },
          {
            id: 4,
            type: "coupon",
            price_cents: 2500,
            total_cents: 2500,
            attributes: { id: 1, title: "Gift voucher", quantity: 1, value_cents: 2500 },
            after_sale_information: null,
            canceled: false,
            thumbnail: null,
          },
        ],
        donations: [{ donation_cents: 500 }],
        total_price_cents: 17400,
        personalization_token: "Pq7kR2mW9xQpL4vN8cYbHg",
      }),
      order({ id: 1099 }),
      order({ id: 1098, canceled: true }),
      order({ id: 1097, is_valid: true, payment_status: 30, total_price_cents: 0 }),
      order({ id: 1096, payment_status: 20 }),
    ];
    const api = signedIn(20, {
      "GET /api/v1/orders": (url) =>
        json({
          orders: url.searchParams.get("page") === "2" ? orders(1, () => ({ id: 1095 })) : all,
          meta: { total_count: 6, per_page: 5 },
        }),
    });
    renderShop("/orders?lang=en");

    const first = await screen.findByRole("region", { name: "Order 1100" });
    expect(within(first).getByText("Paid")).toBeVisible();
    expect(within(first).getByText("2 × Adult day ticket")).toBeVisible();
    // event and tour lines always read 1 (surrounding-areas §2)
    expect(within(first).getByText("1 × Evening concert")).toBeVisible();
    expect(within(first).getByText("Wheelchair access, please")).toBeVisible();
    // a PDF per ticket, event and voucher line of a valid order; none for the annual pass
    const pdfs = within(first).getAllByRole("link", { name: /PDF/ });
    expect(pdfs.map((link) => link.getAttribute("href"))).toEqual([
      `/api/v1/orders/1100/tickets/1.pdf?token=${ORDER_TOKEN}&locale=en`,
      `/api/v1/orders/1100/events/2.pdf?token=${ORDER_TOKEN}&locale=en`,
      `/api/v1/orders/1100/coupons/4.pdf?token=${ORDER_TOKEN}&locale=en`,
    ]);
    expect(pdfs[2]).toHaveAccessibleName("Download voucher as PDF: Gift voucher");
    expect(within(first).getByRole("link", { name: "Personalise annual passes" })).toHaveAttribute(
      "href",
      "/annual/personalisation/Pq7kR2mW9xQpL4vN8cYbHg",
    );
    const unpaid = screen.getByRole("region", { name: "Order 1099" });
    expect(within(unpaid).getByText("Not paid")).toBeVisible();
    // no PDF before the order is valid
    expect(within(unpaid).queryByRole("link", { name: /PDF/ })).toBeNull();
    expect(
      within(screen.getByRole("region", { name: "Order 1098" })).getByText("Cancelled"),
    ).toBeVisible();
    expect(
      within(screen.getByRole("region", { name: "Order 1097" })).getByText("Free"),
    ).toBeVisible();
    expect(
      within(screen.getByRole("region", { name: "Order 1096" })).getByText("In progress"),
    ).toBeVisible();
    expect(api.callsTo("/orders")[0]?.url.searchParams.get("per_page")).toBe("5");
    expect(await axeViolations()).toEqual([]);

    const pages = screen.getByRole("navigation", { name: "Order pages" });
    await userEvent.click(within(pages).getByRole("link", { name: /2/ }));
    expect(await screen.findByRole("region", { name: "Order 1095" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Order 1100" })).toBeNull();
  });

  it("shows no pagination for one page, and a notice when there are no orders", async () => {
    signedIn(20, {
      "GET /api/v1/orders": () => json({ orders: [], meta: { total_count: 0, per_page: 5 } }),
    });
    renderShop("/orders?lang=en");
    expect(await screen.findByText("You have not placed any orders yet.")).toBeVisible();
    expect(screen.queryByRole("navigation", { name: "Order pages" })).toBeNull();
  });

  it("shows the latest orders on the overview, with the account navigation", async () => {
    signedIn(20, {
      "GET /api/v1/orders": () =>
        json({ orders: orders(2), meta: { total_count: 2, per_page: 5 } }),
    });
    renderShop("/account?lang=en");
    expect(await screen.findByRole("heading", { level: 1, name: "My account" })).toBeVisible();
    expect(screen.getByText("Welcome, Ada Lovelace.")).toBeVisible();
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getByRole("cell", { name: "1100" })).toBeVisible();
    const nav = screen.getByRole("navigation", { name: "Customer account" });
    expect(within(nav).getByRole("link", { name: "Overview" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a signed-in customer who logs out", () => {
  it("ends the session, empties the cart and shows the visitor's links again", async () => {
    const storage = storageWithCart();
    const api = signedIn(20, {
      "DELETE /api/v1/auth/sign_out": () => new Response(null, { status: 204 }),
    });
    renderShop("/start?lang=en", { storage });
    const links = await screen.findByRole("list", { name: "Customer account" });
    await userEvent.click(await within(links).findByRole("link", { name: "Log out" }));

    expect(
      await screen.findByText("You have been logged out. Your cart has been emptied."),
    ).toBeVisible();
    expect(api.callsTo("/auth/sign_out")).toHaveLength(1);
    expect(storedItems(storage)).toEqual([]);
    expect(within(userLinks()).getByRole("link", { name: "Log in" })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given the guest screen", () => {
  it("signs a guest in and goes on to the checkout, with the login link offered", async () => {
    const user = userEvent.setup();
    // as the server: once the guest is signed in, the session is the guest's
    let guest = false;
    anonymous({
      "GET /api/v1/auth/validate_token": () =>
        guest ? json({ data: customer(10) }) : unauthorized(),
      "POST /api/v1/auth/guest": () => {
        guest = true;
        return json({ data: customer(10) }, 201, "Created");
      },
    });
    renderShop("/guest?lang=en", { storage: storageWithCart() });
    expect(
      await screen.findByRole("link", { name: "Do you have a customer account? Log in" }),
    ).toHaveAttribute("href", "/login?redirectState=%2Fcheckout");
    await user.selectOptions(await screen.findByRole("combobox", { name: /^Salutation/ }), "Ms");
    await user.type(screen.getByRole("textbox", { name: /^First name/ }), "Ada");
    await user.type(screen.getByRole("textbox", { name: /^Last name/ }), "Lovelace");
    await user.type(screen.getByRole("textbox", { name: /^E-mail/ }), "ada@example.org");
    await user.type(screen.getByRole("textbox", { name: /^Street/ }), "Parkweg 3");
    await user.type(screen.getByRole("textbox", { name: /^Postal code/ }), "10115");
    await user.type(screen.getByRole("textbox", { name: /^City/ }), "Berlin");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Country/ }), "Germany");
    await user.click(screen.getByRole("button", { name: "Continue to the order" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    expect(within(userLinks()).getByRole("link", { name: "Log out as guest" })).toBeVisible();
  });
});
