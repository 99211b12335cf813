// spec selling-core §2 cart reset, §4: every hold of every line is released, and one that
// fails does not stop the others.
import type { CartItem } from "@shop/core/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorAnswer, stubApi } from "../../test/fetch-stub";
import { releaseAllHolds } from "./release-holds";

afterEach(() => {
  vi.unstubAllGlobals();
});

const held = (id: number, ...tokens: string[]): CartItem => ({
  type: "Ticket",
  attributes: { id, date: "2030-06-14", quantity: 1, attendees: [] },
  reservations: tokens.map((token) => ({ token, valid_until: "2030-06-01T10:30:00Z" })),
});

describe("releaseAllHolds", () => {
  it("releases each hold once, best effort", async () => {
    const calls = stubApi({
      "DELETE /api/v1/tickets/reservations/token-a": () => new Response(null, { status: 204 }),
      "DELETE /api/v1/tickets/reservations/token-b": () =>
        errorAnswer(500, "Error", "internal", "boom"),
      "DELETE /api/v1/tickets/reservations/token-c": () => new Response(null, { status: 204 }),
    });
    await expect(
      releaseAllHolds("de", [held(12, "token-a", "token-b"), held(14), held(15, "token-c")]),
    ).resolves.toBeUndefined();
    expect(calls.calls.map((call) => `${call.method} ${call.url.pathname}`).sort()).toEqual([
      "DELETE /api/v1/tickets/reservations/token-a",
      "DELETE /api/v1/tickets/reservations/token-b",
      "DELETE /api/v1/tickets/reservations/token-c",
    ]);
  });
});
