// The header's cart button reads the local cart state, after the auto-delete at load.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { MemoryStorage } from "../../test/memory-storage";
import { renderShop, TEST_NOW } from "../../test/render-shop";

const minutesBefore = (minutes: number) =>
  new Date(TEST_NOW.getTime() - minutes * 60_000).toISOString();

function cartWith(updatedAt: string) {
  return JSON.stringify({
    items: [
      {
        type: "Ticket",
        attributes: { id: 12, date: "2030-06-14", quantity: 3 },
        updated_at: updatedAt,
      },
    ],
  });
}

describe("given a stored cart and an auto-delete time of 15 minutes", () => {
  const api = () =>
    stubApi({
      "GET /api/v1/shop": () =>
        json(shopAnswer({ cartAutoDeleteMinutes: 15, storageKeyPrefix: "museum" })),
    });

  it("counts its items when the newest is 14 minutes old", async () => {
    api();
    const storage = new MemoryStorage({ "museum:cart": cartWith(minutesBefore(14)) });
    renderShop("/start?lang=en", { storage });
    expect(await screen.findByRole("link", { name: "Cart 3 items" })).toHaveAttribute(
      "href",
      "/cart",
    );
  });

  it("empties it at load when the newest is 16 minutes old", async () => {
    api();
    const storage = new MemoryStorage({ "museum:cart": cartWith(minutesBefore(16)) });
    renderShop("/start?lang=en", { storage });
    expect(await screen.findByRole("link", { name: "Cart 0 items" })).toBeVisible();
    expect(storage.getItem("museum:cart")).toBeNull();
  });
});

describe("given a tour booking for a class of 12 beside 3 tickets", () => {
  it("counts the tour as the one line it shows", async () => {
    stubApi({ "GET /api/v1/shop": () => json(shopAnswer({ storageKeyPrefix: "museum" })) });
    const tour = {
      type: "Tour",
      attributes: { id: 2, date: "2030-06-14", start_time: "09:00", quantities: { "3": 12 } },
      updated_at: minutesBefore(1),
    };
    const stored = JSON.parse(cartWith(minutesBefore(1)));
    const storage = new MemoryStorage({
      "museum:cart": JSON.stringify({ items: [...stored.items, tour] }),
    });
    renderShop("/start?lang=en", { storage });
    expect(await screen.findByRole("link", { name: "Cart 4 items" })).toBeVisible();
  });
});
