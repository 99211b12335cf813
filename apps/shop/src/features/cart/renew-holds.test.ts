// spec selling-core §4 step 4: the failure page keeps the cart so the visitor can try again;
// lines whose holds the failed order gave back are held anew, live holds are kept.
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorAnswer, json, refusalAnswer, stubApi } from "../../test/fetch-stub";
import { MemoryStorage } from "../../test/memory-storage";
import { createCartStore } from "./cart-context";
import { renewLostHolds } from "./renew-holds";

const NOW = new Date("2030-06-01T10:00:00Z");
const LATER = "2030-06-01T10:30:00.000Z";
/** A hold as the API answers it (the contract's Reservation). */
const hold = (token: string, ticketId: number) => ({
  token,
  valid_until: LATER,
  ticket_id: ticketId,
  quantity: 2,
  date: "2030-06-14",
  time: "10:30",
});

const line = (id: number, token: string) => ({
  type: "Ticket" as const,
  attributes: { id, date: "2030-06-14", time: "10:30", quantity: 2 },
  reservations: [{ token, valid_until: "2030-06-01T10:20:00.000Z" }],
});

const article = (id: number, token: string) => ({
  type: "Merchandise" as const,
  attributes: { id, quantity: 2 },
  reservations: [{ token, valid_until: "2030-06-01T10:20:00.000Z" }],
});

function storeWith(...items: (ReturnType<typeof line> | ReturnType<typeof article>)[]) {
  const store = createCartStore({
    storage: new MemoryStorage(),
    key: "cart",
    autoDeleteMinutes: 60,
    now: NOW,
  });
  for (const item of items) store.addItem(item, NOW);
  return store;
}

afterEach(() => vi.unstubAllGlobals());

describe("renewLostHolds", () => {
  it("holds a line anew when its hold is gone, and keeps a line whose hold lives", async () => {
    const api = stubApi({
      // Only the second line's hold still exists on the server.
      "PUT /api/v1/tickets/reservations": () =>
        json({
          data: [hold("live-token-00000000002", 11)],
          blockings: [],
          tours: [],
          merchandise: [],
        }),
      "POST /api/v1/tickets/reservations": () =>
        json(hold("new-token-000000000001", 10), 201, "Created"),
    });
    const store = storeWith(line(10, "gone-token-00000000001"), line(11, "live-token-00000000002"));

    await renewLostHolds(store, "de", () => NOW);

    const [first, second] = store.getState().items;
    expect(first?.reservations).toEqual([{ token: "new-token-000000000001", valid_until: LATER }]);
    expect(second?.reservations[0]?.token).toBe("live-token-00000000002");
    const created = api.callsTo("/tickets/reservations").filter((c) => c.method === "POST");
    expect(created.map((call) => JSON.parse(String(call.init?.body)))).toEqual([
      { ticket_id: 10, quantity: 2, date: "2030-06-14", time: "10:30" },
    ]);
  });

  it("keeps an article's live hold, as the extend answer lists it among the articles' holds", async () => {
    const api = stubApi({
      "PUT /api/v1/tickets/reservations": () =>
        json({
          data: [],
          blockings: [],
          tours: [],
          merchandise: [
            {
              token: "goods-token-0000000001",
              valid_until: LATER,
              merchandise_id: 12,
              quantity: 2,
            },
          ],
        }),
    });
    const store = storeWith(article(12, "goods-token-0000000001"));

    await renewLostHolds(store, "de", () => NOW);

    expect(store.getState().items[0]?.reservations[0]?.token).toBe("goods-token-0000000001");
    // no second hold of the same pieces
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("keeps a live hold that can no longer be extended, and extends the others", async () => {
    const asked: string[][] = [];
    const api = stubApi({
      // DESIGN.md §4: the first line's hold is at the end of its life; the call names it.
      "PUT /api/v1/tickets/reservations": (_url, init) => {
        const { tokens } = JSON.parse(String(init?.body)) as { tokens: string[] };
        asked.push(tokens);
        return tokens.includes("spent-token-0000000001")
          ? refusalAnswer("hold_not_extendable", {
              fields: { [`tokens.${tokens.indexOf("spent-token-0000000001")}`]: ["spent"] },
            })
          : json({
              data: [hold("live-token-00000000002", 11)],
              blockings: [],
              tours: [],
              merchandise: [],
            });
      },
    });
    const store = storeWith(line(10, "spent-token-0000000001"), line(11, "live-token-00000000002"));

    await renewLostHolds(store, "de", () => NOW);

    expect(asked).toEqual([
      ["spent-token-0000000001", "live-token-00000000002"],
      ["live-token-00000000002"],
    ]);
    const [first, second] = store.getState().items;
    expect(first?.reservations[0]?.token).toBe("spent-token-0000000001");
    expect(second?.reservations[0]?.token).toBe("live-token-00000000002");
    expect(api.callsTo("/tickets/reservations").filter((c) => c.method === "POST")).toEqual([]);
  });

  it("leaves a line as it is when its places are gone meanwhile", async () => {
    stubApi({
      "PUT /api/v1/tickets/reservations": () =>
        json({ data: [], blockings: [], tours: [], merchandise: [] }),
      "POST /api/v1/tickets/reservations": () =>
        errorAnswer(409, "Conflict", "sold_out", "Not enough places"),
    });
    const store = storeWith(line(10, "gone-token-00000000001"));

    await renewLostHolds(store, "de", () => NOW);

    expect(store.getState().items[0]?.reservations[0]?.token).toBe("gone-token-00000000001");
  });
});
