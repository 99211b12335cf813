import { describe, expect, it } from "vitest";
import {
  ADDRESS_TYPES,
  AddressTypeId,
  AffiliateReferralPath,
  CUSTOMER_LEVELS,
  CustomerAddressInput,
  CustomerLevel,
  Email,
} from "./customer";
import {
  GuestRequest,
  LoginRequest,
  PasswordChangeRequest,
  PasswordResetConfirmRequest,
  ProfileUpdateRequest,
  RegistrationRequest,
} from "./customer-forms";

const registration = RegistrationRequest.meta()?.example as Record<string, unknown>;

/** Issue paths of a failed parse, in order. */
function paths(result: { error?: { issues: Array<{ path: PropertyKey[] }> } }): PropertyKey[][] {
  return result.error?.issues.map((issue) => issue.path) ?? [];
}

describe("levels, address kinds and e-mail", () => {
  it("knows guests (10) and customers (20) only", () => {
    expect(CUSTOMER_LEVELS).toEqual({ shopGuest: 10, normal: 20 });
    expect(CustomerLevel.safeParse(15).success).toBe(false);
  });

  it("knows address kinds 0 customer, 1 invoice, 2 delivery", () => {
    expect(Object.values(ADDRESS_TYPES).map((id) => AddressTypeId.parse(id))).toEqual([0, 1, 2]);
    expect(AddressTypeId.safeParse(3).success).toBe(false);
  });

  it.each([
    ["ada@example.org", true],
    [" ada@example.org ", true],
    ["a@b.c", true],
    ["ada@example", false],
    ["ada.example.org", false],
    ["ada @example.org", false],
    ["@example.org", false],
  ])("checks e-mail %j as the spec does: %j", (email, ok) => {
    expect(Email.safeParse(email).success).toBe(ok);
  });
});

describe("given a guest at checkout", () => {
  const guest = GuestRequest.meta()?.example as Record<string, unknown>;

  it("needs name, surname, e-mail, street, zip and city", () => {
    const result = GuestRequest.safeParse({});
    expect(
      paths(result)
        .map((path) => path[0])
        .toSorted(),
    ).toEqual(["name", "surname", "email", "addr_street", "addr_zip", "addr_city"].toSorted());
  });

  it("may leave out the salutation and the country (the one-pager asks for neither)", () => {
    const { customer_salutation_id: _s, addr_country_id: _c, ...rest } = guest;
    expect(GuestRequest.safeParse(rest).success).toBe(true);
    expect(paths(GuestRequest.safeParse({ ...guest, addr_country_id: "DE" }))).toEqual([
      ["addr_country_id"],
    ]);
  });

  // Spec surrounding-areas §5 says the guest form has no e-mail format check; the
  // confirmation with the tickets goes to this address, so the shop checks it like every
  // other e-mail field (issue 10: exactly one address, local part, @, a domain with a dot).
  it.each([
    ["not-an-address"],
    ["ada@example"],
    ["ada@example.org,bob@example.org"],
    ["ada@example.org; bob@example.org"],
    ["Ada <ada@example.org>"],
    ["  "],
  ])("refuses %j as the guest's e-mail, naming the field", (email) => {
    expect(paths(GuestRequest.safeParse({ ...guest, email }))).toEqual([["email"]]);
  });

  it("takes one address, trimmed", () => {
    expect(GuestRequest.parse({ ...guest, email: " ada@example.org " }).email).toBe(
      "ada@example.org",
    );
  });
});

describe("given a registration", () => {
  it("accepts the example and defaults the private audience", () => {
    expect(RegistrationRequest.parse(registration)).toMatchObject({
      price_target_audience_id: 1,
      newsletter_ids: [],
    });
  });

  it.each([
    [{ email_confirmation: "other@example.org" }, ["email_confirmation"]],
    [{ password_confirmation: "something else" }, ["password_confirmation"]],
    [{ password: "short", password_confirmation: "short" }, ["password"]],
    [{ terms: false }, ["terms"]],
    [{ email: "ada@example", email_confirmation: "ada@example" }, ["email"]],
    [{ price_target_audience_id: 3 }, ["addr_vat_number"]],
    // a VIP audience (or any the form does not offer) is never the visitor's own choice
    [{ price_target_audience_id: 5 }, ["price_target_audience_id"]],
    [{ price_target_audience_id: 2 }, ["price_target_audience_id"]],
    [{ addr_zip: "" }, ["addr_zip"]],
  ])("refuses %j at %j", (change, path) => {
    expect(paths(RegistrationRequest.safeParse({ ...registration, ...change }))).toEqual([path]);
  });

  it("accepts a company with a VAT number", () => {
    const company = {
      ...registration,
      price_target_audience_id: 3,
      addr_vat_number: "DE123456789",
    };
    expect(RegistrationRequest.safeParse(company).success).toBe(true);
  });
});

describe("login, profile and passwords", () => {
  it("needs a valid e-mail and a password to log in", () => {
    expect(paths(LoginRequest.safeParse({ email: "ada", password: "" }))).toEqual([
      ["email"],
      ["password"],
    ]);
  });

  it("needs matching confirmations", () => {
    const profile = ProfileUpdateRequest.meta()?.example as Record<string, unknown>;
    expect(
      paths(ProfileUpdateRequest.safeParse({ ...profile, email_confirmation: "x@y.z" })),
    ).toEqual([["email_confirmation"]]);
    const change = PasswordChangeRequest.meta()?.example as Record<string, unknown>;
    expect(
      paths(PasswordChangeRequest.safeParse({ ...change, password_confirmation: "nope" })),
    ).toEqual([["password_confirmation"]]);
    const reset = PasswordResetConfirmRequest.meta()?.example as Record<string, unknown>;
    expect(
      paths(PasswordResetConfirmRequest.safeParse({ ...reset, password_confirmation: "" })),
    ).toEqual([["password_confirmation"]]);
  });
});

describe("addresses and affiliates", () => {
  it("needs street, zip, city and country; the kind defaults to customer", () => {
    expect(paths(CustomerAddressInput.safeParse({}))).toEqual([
      ["street"],
      ["zip"],
      ["city"],
      ["country_id"],
    ]);
    const input = CustomerAddressInput.parse({
      street: "A 1",
      zip: "1",
      city: "B",
      country_id: 60,
    });
    expect(input.adress_type_id).toBe(0);
  });

  it("does not let the customer grant collective invoices", () => {
    const result = CustomerAddressInput.safeParse({
      street: "A 1",
      zip: "1",
      city: "B",
      country_id: 60,
      has_collective_invoice_payment: true,
    });
    expect(result.error?.issues[0]).toMatchObject({ keys: ["has_collective_invoice_payment"] });
  });

  it("checks or tracks a referral, nothing else", () => {
    expect(AffiliateReferralPath.safeParse({ at: "p", action: "track" }).success).toBe(true);
    expect(paths(AffiliateReferralPath.safeParse({ at: "p", action: "pay" }))).toEqual([
      ["action"],
    ]);
  });
});
