// DESIGN §5: a call that holds anew carries an Idempotency-Key of its own — a ticket's hold
// (POST /tickets/reservations) as an event's blocking does — so a request retried after a
// lost answer holds once; two holds never share a key.
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../test/fetch-stub";
import { MemoryStorage } from "../../test/memory-storage";
import { createCartStore } from "./cart-context";
import { dispatchHolds } from "./cart-holds";

const NOW = new Date("2030-06-01T10:00:00Z");

afterEach(() => vi.unstubAllGlobals());

const keyOf = (init: RequestInit | undefined) =>
  new Headers(init?.headers).get("Idempotency-Key") ?? undefined;

describe("the hold calls' Idempotency-Key", () => {
  it("is sent with each ticket hold and each blocking, a new one each time", async () => {
    let n = 0;
    const answer = () => {
      n += 1;
      return { token: `hold-token-number-${n}-000000`, valid_until: "2030-06-01T10:30:00.000Z" };
    };
    const api = stubApi({
      "POST /api/v1/tickets/reservations": () =>
        json({ ...answer(), ticket_id: 12, quantity: 1, date: "2030-06-14", time: null }, 201),
      "POST /api/v1/events/1/dates/101/blockings": () =>
        json({ ...answer(), seat_id: 2, quantity: 1 }, 201),
    });
    const store = createCartStore({
      storage: new MemoryStorage(),
      key: "cart",
      autoDeleteMinutes: 60,
      now: NOW,
    });
    const deps = { store, locale: "de", now: () => NOW };

    await dispatchHolds(deps, {
      type: "add",
      requests: [
        { ticketId: 12, date: "2030-06-14", quantity: 1 },
        { ticketId: 13, date: "2030-06-14", quantity: 1 },
      ],
    });
    await dispatchHolds(deps, {
      type: "seat",
      eventId: 1,
      dateId: 101,
      seat: { id: 2, price_id: 1 },
      chosen: true,
    });

    const holds = api.calls.filter((call) => call.method === "POST");
    expect(holds).toHaveLength(3);
    const keys = holds.map((call) => keyOf(call.init));
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(3);
  });
});
