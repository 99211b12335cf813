// spec selling-core §4, §7, DESIGN.md §4: adding tickets holds every line or none.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ticketFixture as ticket } from "../../test/cart-ticket-fixture";
import { errorAnswer, json, stubApi } from "../../test/fetch-stub";
import { createCartStore } from "./cart-context";
import { addTicketLines } from "./use-add-selection";

const NOW = new Date("2030-06-01T08:00:00.000Z");
const VALID_UNTIL = "2030-06-01T08:30:00.000Z";
const token = (n: number) => `hold-token-${String(n).padStart(11, "0")}`;

/** The JSON bodies the stubbed fetch was called with, by "METHOD path". */
function bodies() {
  return vi.mocked(fetch).mock.calls.map(([input, init]) => {
    const url = new URL(String(input), "http://shop.test");
    return {
      call: `${init?.method ?? "GET"} ${url.pathname}`,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
  });
}

/** A hold as POST answers it (201), or as PUT /tickets/reservations/{token} does (200). */
function holdAnswer(n: number, body: { ticket_id: number; quantity: number }, status = 201) {
  return json(
    {
      token: token(n),
      valid_until: VALID_UNTIL,
      ticket_id: body.ticket_id,
      quantity: body.quantity,
      date: "2030-06-14",
      time: null,
    },
    status,
  );
}

function setup(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    "GET /api/v1/tickets/12": () => json(ticket(12)),
    "GET /api/v1/tickets/13": () => json(ticket(13, true)),
    "DELETE /api/v1/tickets/reservations/hold-token-00000000001": () =>
      new Response(null, { status: 204 }),
    ...handlers,
  });
  const store = createCartStore({ storage: null, key: "k", autoDeleteMinutes: 10, now: NOW });
  const deps = {
    store,
    locale: "en",
    now: () => NOW,
    loadTicket: async (id: number) => (await fetch(`/api/v1/tickets/${id}`)).json(),
  };
  return { api, store, deps };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("given two lines whose places are free", () => {
  it("holds each, stores both lines with their holds and asks for personalization", async () => {
    let n = 0;
    const { store, deps } = setup({
      "POST /api/v1/tickets/reservations": () => {
        n += 1;
        return holdAnswer(n, { ticket_id: n === 1 ? 12 : 13, quantity: 2 });
      },
    });

    const outcome = await addTicketLines(deps, [
      { ticketId: 12, date: "2030-06-14", quantity: 2 },
      { ticketId: 13, date: "2030-06-14", quantity: 1 },
    ]);

    expect(outcome).toEqual({ ok: true, needsPersonalization: true });
    expect(store.getState().items).toEqual([
      {
        type: "Ticket",
        attributes: { id: 12, date: "2030-06-14", quantity: 2, attendees: [] },
        reservations: [{ token: token(1), valid_until: VALID_UNTIL }],
        updated_at: NOW.toISOString(),
      },
      {
        type: "Ticket",
        attributes: { id: 13, date: "2030-06-14", quantity: 1, attendees: [] },
        reservations: [{ token: token(2), valid_until: VALID_UNTIL }],
        updated_at: NOW.toISOString(),
      },
    ]);
    expect(bodies().filter((c) => c.call === "POST /api/v1/tickets/reservations")).toEqual([
      {
        call: "POST /api/v1/tickets/reservations",
        body: { ticket_id: 12, quantity: 2, date: "2030-06-14" },
      },
      {
        call: "POST /api/v1/tickets/reservations",
        body: { ticket_id: 13, quantity: 1, date: "2030-06-14" },
      },
    ]);
  });
});

describe("given a second line that is sold out", () => {
  it("adds nothing, releases the hold of the first line and says how many are left", async () => {
    let n = 0;
    const { api, store, deps } = setup({
      "POST /api/v1/tickets/reservations": () => {
        n += 1;
        if (n === 1) return holdAnswer(1, { ticket_id: 12, quantity: 2 });
        return json(
          { error: { code: "sold_out", message: "Not enough places left", available: 1 } },
          409,
          "Conflict",
        );
      },
    });

    const outcome = await addTicketLines(deps, [
      { ticketId: 12, date: "2030-06-14", quantity: 2 },
      { ticketId: 13, date: "2030-06-14", quantity: 3 },
    ]);

    expect(outcome).toEqual({ ok: false, error: "sold_out", ticketId: 13, available: 1 });
    expect(store.getState().items).toEqual([]);
    expect(api.callsTo(`/tickets/reservations/${token(1)}`).map((c) => c.method)).toEqual([
      "DELETE",
    ]);
  });

  it("reads sold_out without a count when the answer names none", async () => {
    const { deps } = setup({
      "POST /api/v1/tickets/reservations": () =>
        errorAnswer(409, "Conflict", "sold_out", "Not enough places left"),
    });
    expect(await addTicketLines(deps, [{ ticketId: 12, date: "2030-06-14", quantity: 2 }])).toEqual(
      { ok: false, error: "sold_out", ticketId: 12 },
    );
  });
});

describe.each([
  [404, "not_found", "notAvailable"],
  [422, "validation", "invalid"],
  [500, "internal", "network"],
] as const)("given a hold answered %i %s", (status, code, error) => {
  it(`reads it as ${error} and adds nothing`, async () => {
    const { store, deps } = setup({
      "POST /api/v1/tickets/reservations": () => errorAnswer(status, "Error", code, "No"),
    });
    expect(await addTicketLines(deps, [{ ticketId: 12, date: "2030-06-14", quantity: 2 }])).toEqual(
      { ok: false, error, ticketId: 12 },
    );
    expect(store.getState().items).toEqual([]);
  });
});

// The issue 27, item 4: the lines are filled up to their tickets' maximum (max_persons).
describe("given a line of the cart at its ticket's maximum", () => {
  it("holds no more, keeps the line and says it holds the maximum", async () => {
    const { store, deps, api } = setup({
      "GET /api/v1/tickets/12": () => json(ticket(12, false, { max_persons: 4 })),
      "POST /api/v1/tickets/reservations": () => holdAnswer(1, { ticket_id: 12, quantity: 3 }),
      [`PUT /api/v1/tickets/reservations/${token(1)}`]: (_url, init) =>
        holdAnswer(1, JSON.parse(String(init?.body)), 200),
    });
    const line = { ticketId: 12, date: "2030-06-14", quantity: 3 };
    expect(await addTicketLines(deps, [line])).toMatchObject({ ok: true });

    const outcome = await addTicketLines(deps, [{ ...line, quantity: 2 }]);

    expect(outcome).toEqual({
      ok: true,
      needsPersonalization: false,
      capped: [{ ticketId: 12, max: 4 }],
    });
    expect(store.getState().items[0]).toMatchObject({ attributes: { quantity: 4 } });
    expect(api.callsTo(`/tickets/reservations/${token(1)}`).map((c) => c.init?.body)).toEqual([
      JSON.stringify({ ticket_id: 12, quantity: 4, date: "2030-06-14" }),
    ]);
  });
});

describe("given no answer at all", () => {
  it("reads it as a network error", async () => {
    // the hold call goes unanswered (the ticket, read first for its bounds, is answered)
    const { deps } = setup({
      "POST /api/v1/tickets/reservations": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    expect(await addTicketLines(deps, [{ ticketId: 12, date: "2030-06-14", quantity: 2 }])).toEqual(
      { ok: false, error: "network", ticketId: 12 },
    );
  });
});

describe("given the cart already has the same ticket, day and time", () => {
  function withLine() {
    const handlers = {
      "PUT /api/v1/tickets/reservations/hold-token-00000000001": () =>
        holdAnswer(1, { ticket_id: 12, quantity: 5 }, 200),
    };
    const setupResult = setup(handlers);
    setupResult.store.addItem(
      {
        type: "Ticket",
        attributes: { id: 12, date: "2030-06-14", quantity: 2 },
        reservations: [{ token: token(1), valid_until: "2030-06-01T08:20:00.000Z" }],
      },
      NOW,
    );
    return setupResult;
  }

  it("changes that line's hold to the new total instead of adding a line", async () => {
    const { api, store, deps } = withLine();

    const outcome = await addTicketLines(deps, [{ ticketId: 12, date: "2030-06-14", quantity: 3 }]);

    expect(outcome).toEqual({ ok: true, needsPersonalization: false });
    expect(api.callsTo("/tickets/reservations")).toEqual([]);
    expect(bodies().filter((c) => c.call.startsWith("PUT /api/v1/tickets/reservations/"))).toEqual([
      {
        call: `PUT /api/v1/tickets/reservations/${token(1)}`,
        body: { ticket_id: 12, quantity: 5, date: "2030-06-14" },
      },
    ]);
    expect(store.getState().items).toHaveLength(1);
    expect(store.getState().items[0]).toMatchObject({
      attributes: { id: 12, quantity: 5 },
      reservations: [{ token: token(1), valid_until: VALID_UNTIL }],
    });
  });

  it("sets that hold back to its old quantity when a later line fails", async () => {
    const { store, deps } = withLine();
    const restored: number[] = [];
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = new URL(String(input), "http://shop.test");
      if (init?.method === "PUT") {
        const body = JSON.parse(String(init.body));
        restored.push(body.quantity);
        return holdAnswer(1, body, 200);
      }
      if (init?.method === "POST") return errorAnswer(409, "Conflict", "sold_out", "No");
      return json(ticket(Number(url.pathname.split("/").pop())));
    });

    const outcome = await addTicketLines(deps, [
      { ticketId: 12, date: "2030-06-14", quantity: 3 },
      { ticketId: 13, date: "2030-06-14", quantity: 1 },
    ]);

    expect(outcome).toMatchObject({ ok: false, error: "sold_out", ticketId: 13 });
    // grown to 5, then set back to the 2 the line had
    expect(restored).toEqual([5, 2]);
    expect(store.getState().items[0]?.attributes).toMatchObject({ quantity: 2 });
  });
});

// spec selling-core §1, §3: an annual ticket is a cart line of type Annual — id and quantity,
// no day, no hold; the server prices and orders it so (contract cart-item.ts).
describe("given an annual ticket", () => {
  it("adds an Annual line without holding places", async () => {
    const { api, store, deps } = setup({});

    const outcome = await addTicketLines(deps, [{ ticketId: 40, quantity: 2, annual: true }]);

    expect(outcome).toEqual({ ok: true, needsPersonalization: false });
    expect(store.getState().items).toEqual([
      {
        type: "Annual",
        attributes: { id: 40, quantity: 2 },
        reservations: [],
        updated_at: NOW.toISOString(),
      },
    ]);
    expect(api.callsTo("/tickets/reservations")).toEqual([]);
    expect(api.calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("grows the Annual line of the same ticket instead of adding a second", async () => {
    const { store, deps } = setup({});
    await addTicketLines(deps, [{ ticketId: 40, quantity: 1, annual: true }]);

    await addTicketLines(deps, [{ ticketId: 40, quantity: 2, annual: true }]);

    expect(store.getState().items).toHaveLength(1);
    expect(store.getState().items[0]).toMatchObject({
      type: "Annual",
      attributes: { id: 40, quantity: 3 },
    });
  });

  it("holds the day ticket beside it and keeps both lines", async () => {
    const { store, deps } = setup({
      "POST /api/v1/tickets/reservations": () => holdAnswer(1, { ticket_id: 12, quantity: 2 }),
    });

    const outcome = await addTicketLines(deps, [
      { ticketId: 40, quantity: 1, annual: true },
      { ticketId: 12, date: "2030-06-14", quantity: 2 },
    ]);

    expect(outcome).toEqual({ ok: true, needsPersonalization: false });
    expect(store.getState().items.map((item) => [item.type, item.attributes.id])).toEqual([
      ["Ticket", 12],
      ["Annual", 40],
    ]);
    expect(bodies().filter((c) => c.call === "POST /api/v1/tickets/reservations")).toEqual([
      {
        call: "POST /api/v1/tickets/reservations",
        body: { ticket_id: 12, quantity: 2, date: "2030-06-14" },
      },
    ]);
  });

  it("adds nothing when the day ticket beside it cannot be held", async () => {
    const { store, deps } = setup({
      "POST /api/v1/tickets/reservations": () =>
        errorAnswer(409, "Conflict", "sold_out", "Not enough places left"),
    });

    const outcome = await addTicketLines(deps, [
      { ticketId: 40, quantity: 1, annual: true },
      { ticketId: 12, date: "2030-06-14", quantity: 2 },
    ]);

    expect(outcome).toMatchObject({ ok: false, error: "sold_out", ticketId: 12 });
    expect(store.getState().items).toEqual([]);
  });
});
