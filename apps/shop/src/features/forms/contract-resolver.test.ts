import { GuestRequest } from "@shop/core/contract";
import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import {
  EMPTY_GUEST,
  GUEST_FIELDS,
  type GuestValues,
  guestRequestOf,
} from "../checkout/guest-fields";
import { contractResolver, lazySchema } from "./contract-resolver";

let schemaLoads = 0;
const resolver = contractResolver<GuestValues, GuestRequest>({
  schema: lazySchema(async () => {
    schemaLoads += 1;
    return GuestRequest;
  }),
  toRequest: guestRequestOf,
  required: GUEST_FIELDS,
  codeOf: (field) => (field === "email" ? "email" : "invalid"),
});
const VALID: GuestValues = {
  customer_salutation_id: "2",
  name: "Ada",
  surname: "Lovelace",
  email: "ada@example.org",
  addr_street: "Parkweg 3",
  addr_zip: "10115",
  addr_city: "Berlin",
  addr_country_id: "60",
};
const OPTIONS: ResolverOptions<GuestValues> = { fields: {}, shouldUseNativeValidation: false };
const resolve = (values: GuestValues) => resolver(values, undefined, OPTIONS);

describe("a resolver from the contract's schema (the guest form's)", () => {
  it("passes values whose request the contract takes", async () => {
    expect(await resolve(VALID)).toEqual({ values: VALID, errors: {} });
  });

  it.each([
    [
      "every field blank",
      EMPTY_GUEST,
      Object.fromEntries(GUEST_FIELDS.map((f) => [f, "required"])),
    ],
    ["a blank name (spaces only)", { ...VALID, name: "   " }, { name: "required" }],
    ["an address that is not an e-mail", { ...VALID, email: "ada@" }, { email: "email" }],
    ["a name with a control character", { ...VALID, name: "Ada\u0007" }, { name: "invalid" }],
    [
      "a postal code of 30 characters",
      { ...VALID, addr_zip: "1".repeat(30) },
      { addr_zip: "invalid" },
    ],
  ] as const)("marks %s", async (_name, values, expected) => {
    const result = await resolve(values);
    const codes = Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
    );
    expect(codes).toEqual(expected);
    expect(result.values).toEqual({});
  });
});

describe("the resolver's schema, loaded when first needed", () => {
  it("loads the schema once, for the first values that need it", async () => {
    const before = schemaLoads;
    await resolve(VALID);
    await resolve({ ...VALID, name: "Grace" });
    // Earlier tests may have loaded it already: at most one load in all.
    expect(schemaLoads - before).toBeLessThanOrEqual(1);
    expect(schemaLoads).toBe(1);
  });

  it("asks again after a failed load", async () => {
    let attempts = 0;
    const schema = lazySchema<GuestRequest>(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("offline");
      return GuestRequest;
    });
    await expect(schema.load()).rejects.toThrow("offline");
    expect(await schema.load()).toBe(GuestRequest);
    expect(await schema.load()).toBe(GuestRequest);
    expect(attempts).toBe(2);
  });
});
