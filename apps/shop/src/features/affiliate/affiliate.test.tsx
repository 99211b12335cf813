// spec surrounding-areas §1, §7, §9: at and ac are kept 24 hours and checked on arrival.
import { Affiliate } from "@shop/core/contract";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../test/fetch-stub";
import { MemoryStorage } from "../../test/memory-storage";
import { renderShop, TEST_NOW } from "../../test/render-shop";
import { affiliateFromSearch, loadAffiliate, saveAffiliate } from "./affiliate-store";

const KEY = "shop:affiliate";
const hoursLater = (hours: number) => new Date(TEST_NOW.getTime() + hours * 3_600_000);

describe("affiliateFromSearch", () => {
  it.each([
    ["?at=p17&ac=spring", { id: "p17", campaign: "spring" }],
    ["?at=p17", { id: "p17" }],
    ["?ac=spring", null],
    ["?at=", null],
    [`?at=${"x".repeat(65)}`, null],
  ])("%s → %j", (search, expected) => {
    expect(affiliateFromSearch(search)).toEqual(expected);
  });
});

// The store checks `at` and `ac` by hand (no zod at run time); it must read them exactly as
// the contract's Affiliate schema does.
describe("affiliateFromSearch agrees with the contract", () => {
  it.each([
    "?at=p17&ac=spring",
    "?at=%20p17%20&ac=%20spring",
    "?at=p17&ac=",
    "?at=p17&ac=%20%20",
    `?at=p17&ac=${"c".repeat(64)}`,
    `?at=p17&ac=${"c".repeat(65)}`,
    `?at=${"x".repeat(64)}`,
    "?at=%20",
    "?lang=en",
  ])("%s", (search) => {
    const params = new URLSearchParams(search);
    const parsed = Affiliate.safeParse({
      id: params.get("at") ?? undefined,
      campaign: params.get("ac") ?? undefined,
    });
    expect(affiliateFromSearch(search)).toEqual(parsed.success ? parsed.data : null);
  });
});

describe("a damaged stored affiliate", () => {
  it.each([
    ["not JSON", "{"],
    ["no expiry", JSON.stringify({ affiliate: { id: "p17" } })],
    ["an expiry that is text", JSON.stringify({ affiliate: { id: "p17" }, expiresAt: "soon" })],
    ["an empty id", JSON.stringify({ affiliate: { id: " " }, expiresAt: 9e15 })],
    ["an unknown field", JSON.stringify({ affiliate: { id: "p17", x: 1 }, expiresAt: 9e15 })],
    [
      "a campaign that is a number",
      JSON.stringify({ affiliate: { id: "p", campaign: 3 }, expiresAt: 9e15 }),
    ],
  ])("counts as none: %s", (_, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, raw);
    expect(loadAffiliate(storage, KEY, TEST_NOW)).toBeNull();
  });
});

describe("a kept affiliate", () => {
  it("lasts 24 hours and is then forgotten", () => {
    const storage = new MemoryStorage();
    saveAffiliate(storage, KEY, { id: "p17", campaign: "spring" }, TEST_NOW);
    expect(loadAffiliate(storage, KEY, hoursLater(23.99))).toEqual({
      id: "p17",
      campaign: "spring",
    });
    expect(loadAffiliate(storage, KEY, hoursLater(24))).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
  });
});

describe("given a visitor arriving with ?at and ?ac", () => {
  it("keeps them and checks the referral, and a 404 answer does no harm", async () => {
    const api = stubApi();
    const storage = new MemoryStorage();
    renderShop("/start?at=p17&ac=spring", { storage });

    expect(await screen.findByRole("heading", { level: 1, name: "Willkommen" })).toBeVisible();
    await waitFor(() => expect(api.callsTo("/affiliates/referrals/p17/check")).toHaveLength(1));
    const [call] = api.callsTo("/affiliates/referrals/p17/check");
    expect(call?.method).toBe("POST");
    expect(call?.url.searchParams.get("ac")).toBe("spring");
    expect(loadAffiliate(storage, KEY, hoursLater(1))).toEqual({ id: "p17", campaign: "spring" });
  });
});
