// spec selling-core §3 "Local cart state": persisted in localStorage with updated_at per item.
import { describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../../test/memory-storage";
import { cartItemCount, createCartStore, EMPTY_CART } from "./cart-context";

const KEY = "shop:cart";
const NOW = new Date("2030-06-01T10:00:00.000Z");
const ticket = { type: "Ticket" as const, attributes: { id: 12, date: "2030-06-14", quantity: 2 } };

function storedCart(updatedAt: string) {
  return JSON.stringify({
    ...EMPTY_CART,
    items: [{ ...ticket, updated_at: updatedAt }],
    coupons: ["SPRING"],
  });
}

describe("createCartStore", () => {
  it("keeps a cart whose newest item is younger than the auto-delete minutes", () => {
    const storage = new MemoryStorage({ [KEY]: storedCart("2030-06-01T09:55:00.000Z") });
    const store = createCartStore({ storage, key: KEY, autoDeleteMinutes: 10, now: NOW });
    expect(store.getState().items).toHaveLength(1);
    expect(store.getState().coupons).toEqual(["SPRING"]);
  });

  it("empties an older cart at load, coupons and all, and forgets it in storage", () => {
    const storage = new MemoryStorage({ [KEY]: storedCart("2030-06-01T09:30:00.000Z") });
    const store = createCartStore({ storage, key: KEY, autoDeleteMinutes: 10, now: NOW });
    expect(store.getState()).toEqual(EMPTY_CART);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it("hands the lines of a cart emptied for its age to onStale, holds and all", () => {
    const hold = { token: "hold-token-00000000001", valid_until: "2030-06-01T10:00:00.000Z" };
    const line = { ...ticket, reservations: [hold], updated_at: "2030-06-01T09:30:00.000Z" };
    const storage = new MemoryStorage({ [KEY]: JSON.stringify({ ...EMPTY_CART, items: [line] }) });
    const stale: unknown[] = [];
    createCartStore({
      storage,
      key: KEY,
      autoDeleteMinutes: 10,
      now: NOW,
      onStale: (items) => stale.push(...items),
    });
    expect(stale).toEqual([{ ...line, attributes: { ...ticket.attributes, attendees: [] } }]);
  });

  it("tells onStale nothing when the cart is young enough to keep", () => {
    const storage = new MemoryStorage({ [KEY]: storedCart("2030-06-01T09:55:00.000Z") });
    const onStale = vi.fn();
    createCartStore({ storage, key: KEY, autoDeleteMinutes: 10, now: NOW, onStale });
    expect(onStale).not.toHaveBeenCalled();
  });

  it("starts empty from a damaged stored value", () => {
    const storage = new MemoryStorage({ [KEY]: "{not json" });
    expect(
      createCartStore({ storage, key: KEY, autoDeleteMinutes: 10, now: NOW }).getState(),
    ).toEqual(EMPTY_CART);
  });

  it("stamps and persists added items, and tells subscribers", () => {
    const storage = new MemoryStorage();
    const store = createCartStore({ storage, key: KEY, autoDeleteMinutes: 10, now: NOW });
    let told = 0;
    store.subscribe(() => {
      told += 1;
    });

    store.addItem(ticket, new Date("2030-06-01T10:01:00.000Z"));

    expect(told).toBe(1);
    const saved = JSON.parse(storage.getItem(KEY) ?? "null");
    expect(saved.items[0]).toMatchObject({ ...ticket, updated_at: "2030-06-01T10:01:00.000Z" });
    // A reload within the auto-delete time finds the same cart.
    const reloaded = createCartStore({
      storage,
      key: KEY,
      autoDeleteMinutes: 10,
      now: new Date("2030-06-01T10:05:00.000Z"),
    });
    expect(reloaded.getState().items).toEqual(store.getState().items);
  });

  it("restamps an updated item and removes items", () => {
    const store = createCartStore({
      storage: new MemoryStorage(),
      key: KEY,
      autoDeleteMinutes: 10,
      now: NOW,
    });
    store.addItem(ticket, NOW);
    store.updateItem(
      0,
      { ...ticket, attributes: { ...ticket.attributes, quantity: 3 } },
      new Date("2030-06-01T10:07:00.000Z"),
    );
    expect(store.getState().items[0]?.updated_at).toBe("2030-06-01T10:07:00.000Z");
    expect(cartItemCount(store.getState())).toBe(3);
    store.removeItem(0);
    expect(store.getState().items).toEqual([]);
  });

  it("counts quantities of every line type for the cart button", () => {
    const store = createCartStore({ storage: null, key: KEY, autoDeleteMinutes: 10, now: NOW });
    store.addItem(ticket, NOW);
    store.addItem({ type: "Event", attributes: { id: 301, quantities: { "5": 2, "6": 1 } } }, NOW);
    store.addItem({ type: "Merchandise", attributes: { id: 4, quantity: 1 } }, NOW);
    expect(cartItemCount(store.getState())).toBe(6);
  });
});
