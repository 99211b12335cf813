// spec selling-core §5 "E-mail fields", surrounding-areas §5 guest form: every field filled,
// and the e-mail exactly one address — local part, @, a domain with at least one dot.
import { describe, expect, it } from "vitest";
import { guestErrors as validateGuest } from "../forms/guest-errors";
import { EMPTY_GUEST } from "./guest-fields";

const FILLED = {
  ...EMPTY_GUEST,
  customer_salutation_id: "2",
  name: "Ada",
  surname: "Lovelace",
  email: "ada@example.org",
  addr_street: "Parkweg 3",
  addr_zip: "10115",
  addr_city: "Berlin",
  addr_country_id: "60",
};

// spec selling-core §5, surrounding-areas §5 and issue 10: @shop/core's isEmail, exactly one
// address, is the guest form's rule.
describe("the guest's e-mail", () => {
  it.each([
    ["ada@example.org", true],
    ["ada.lovelace+shop@mail.example.co.uk", true],
    ["ada@example", false],
    ["example.org", false],
    ["@example.org", false],
    ["ada@", false],
    ["ada@@example.org", false],
    ["ada@example.org@example.org", false],
    ["ada@example.org,bob@example.org", false],
    ["ada@example.org, bob@example.org", false],
    ["ada,bob@example.org", false],
    ["ada;bob@example.org", false],
    ["ada @example.org", false],
    ["ada@exa mple.org", false],
    ["ada@example..org", false],
    ["ada@example.org.", false],
  ])("%s → %s", async (value, ok) => {
    expect((await validateGuest({ ...FILLED, email: value })).email).toBe(ok ? undefined : "email");
  });
});

describe("the guest form's resolver (was validateGuest)", () => {
  it("accepts a filled form with one address, spaces around it trimmed", async () => {
    expect(await validateGuest({ ...FILLED, email: "  ada@example.org " })).toEqual({});
  });

  it("marks an empty e-mail as required, not as malformed", async () => {
    expect(await validateGuest({ ...FILLED, email: " " })).toEqual({ email: "required" });
  });

  it("marks two addresses as not one e-mail address", async () => {
    expect(await validateGuest({ ...FILLED, email: "ada@example.org, bob@example.org" })).toEqual({
      email: "email",
    });
  });
});
