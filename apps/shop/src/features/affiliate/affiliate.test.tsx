// spec surrounding-areas §1, §7, §9: at and ac are kept 24 hours and checked on arrival.
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
