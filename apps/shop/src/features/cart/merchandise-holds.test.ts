// Issue 31: pieces added to an article the cart has grow its hold in place; when that hold is
// gone on the server (given back in another tab, or by a failed order), the pieces are held anew
// instead of naming the dead token on every retry.
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, refusalAnswer, stubApi } from "../../test/fetch-stub";
import { MemoryStorage } from "../../test/memory-storage";
import { createCartStore } from "./cart-context";
import { dispatchHolds } from "./cart-holds";

const NOW = new Date("2030-06-01T10:00:00Z");
const LATER = "2030-06-01T10:30:00.000Z";

function storeWithPoster(token: string) {
  const store = createCartStore({
    storage: new MemoryStorage(),
    key: "cart",
    autoDeleteMinutes: 60,
    now: NOW,
  });
  store.addItem(
    {
      type: "Merchandise",
      attributes: { id: 12, quantity: 2 },
      reservations: [{ token, valid_until: "2030-06-01T10:20:00.000Z" }],
    },
    NOW,
  );
  return store;
}

afterEach(() => vi.unstubAllGlobals());

describe("pieces added to an article in the cart", () => {
  it("grow its hold in place", async () => {
    const api = stubApi({
      "PUT /api/v1/merchandises/12/reservations/live-token-00000000001": () =>
        json({
          token: "live-token-00000000001",
          valid_until: LATER,
          merchandise_id: 12,
          quantity: 3,
        }),
    });
    const store = storeWithPoster("live-token-00000000001");

    await dispatchHolds(
      { store, locale: "de", now: () => NOW },
      { type: "merchandise", id: 12, quantity: 1 },
    );

    expect(store.getState().items[0]).toMatchObject({
      attributes: { id: 12, quantity: 3 },
      reservations: [{ token: "live-token-00000000001", valid_until: LATER }],
    });
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("are held anew, all of them, when the line's hold is gone on the server", async () => {
    const api = stubApi({
      "PUT /api/v1/merchandises/12/reservations/gone-token-00000000001": () =>
        refusalAnswer("not_found", { fields: { token: ["No such reservation of this article"] } }),
      "POST /api/v1/merchandises/12/reservations": () =>
        json(
          { token: "new-token-000000000001", valid_until: LATER, merchandise_id: 12, quantity: 3 },
          201,
          "Created",
        ),
    });
    const store = storeWithPoster("gone-token-00000000001");

    await dispatchHolds(
      { store, locale: "de", now: () => NOW },
      { type: "merchandise", id: 12, quantity: 1 },
    );

    expect(store.getState().items).toHaveLength(1);
    expect(store.getState().items[0]).toMatchObject({
      attributes: { id: 12, quantity: 3 },
      reservations: [{ token: "new-token-000000000001", valid_until: LATER }],
    });
    const created = api.callsTo("/merchandises/12/reservations").filter((c) => c.method === "POST");
    expect(created.map((call) => JSON.parse(String(call.init?.body)))).toEqual([{ quantity: 3 }]);
  });

  it("are refused as before when the article itself is gone", async () => {
    stubApi({
      "PUT /api/v1/merchandises/12/reservations/live-token-00000000001": () =>
        refusalAnswer("not_found", { fields: { id: ["No such article on sale"] } }),
    });
    const store = storeWithPoster("live-token-00000000001");

    const outcome = await dispatchHolds(
      { store, locale: "de", now: () => NOW },
      { type: "merchandise", id: 12, quantity: 1 },
    );

    expect(outcome).toMatchObject({ ok: false });
    expect(store.getState().items[0]).toMatchObject({ attributes: { id: 12, quantity: 2 } });
  });
});
