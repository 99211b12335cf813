// spec selling-core §4 "Cart lifecycle": reservations expire at valid_until and are then
// dropped — on any page, at the moment they expire, said politely with the ticket's name.
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { ticketFixture } from "../../test/cart-ticket-fixture";
import { errorAnswer, json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { MemoryStorage } from "../../test/memory-storage";
import { renderShop, TEST_NOW } from "../../test/render-shop";

const KEY = "museum:cart";
const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);
const MINUTE = 60_000;

function line(id: number, quantity: number, validUntil: Date) {
  return {
    type: "Ticket",
    attributes: { id, date: "2030-06-14", quantity },
    reservations: [
      {
        token: `hold-token-${String(id).padStart(11, "0")}`,
        valid_until: validUntil.toISOString(),
      },
    ],
    updated_at: at(-2 * MINUTE).toISOString(),
  };
}

function storedIds(storage: MemoryStorage): number[] {
  const state = JSON.parse(storage.getItem(KEY) ?? '{"items":[]}');
  return state.items.map((item: { attributes: { id: number } }) => item.attributes.id);
}

function api(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /api/v1/shop": () =>
      json(shopAnswer({ cartAutoDeleteMinutes: 10, storageKeyPrefix: "museum" })),
    "GET /api/v1/tickets/12": () => json(ticketFixture(12, false, { title: "Adult day ticket" })),
    "GET /api/v1/tickets/14": () => json(ticketFixture(14, false, { title: "Workshop" })),
    ...overrides,
  });
}

/** Moves the shop's clock to `to` and fires the timers that are due by then. */
async function moveClock(clock: Date, to: Date) {
  const step = to.getTime() - clock.getTime();
  clock.setTime(to.getTime());
  await act(async () => {
    await vi.advanceTimersByTimeAsync(step);
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("given cart lines whose holds end while the visitor is on another page", () => {
  it("drops each line at its valid_until and names it politely", async () => {
    // Only the timers are fake: the app reads time from its own clock, moved by hand here.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    api();
    const clock = new Date(TEST_NOW);
    const storage = new MemoryStorage({
      [KEY]: JSON.stringify({
        items: [line(12, 2, at(5 * MINUTE)), line(14, 1, at(10 * MINUTE))],
      }),
    });
    renderShop("/start?lang=en", { storage, now: clock });
    expect(await screen.findByRole("link", { name: "Cart 3 items" })).toBeVisible();

    // A second before the first hold ends nothing goes.
    await moveClock(clock, at(5 * MINUTE - 1000));
    expect(screen.getByRole("link", { name: "Cart 3 items" })).toBeVisible();
    expect(storedIds(storage)).toEqual([12, 14]);

    await moveClock(clock, at(5 * MINUTE));
    expect(await screen.findByRole("link", { name: "Cart 1 item" })).toBeVisible();
    expect(storedIds(storage)).toEqual([14]);
    const status = await screen.findByText(
      "The reservation for “Adult day ticket” has expired. The line was removed from the cart.",
    );
    expect(status).toHaveAttribute("role", "status");
    expect(await axeViolations()).toEqual([]);

    // The next timer runs to the second line's end.
    await moveClock(clock, at(10 * MINUTE));
    expect(await screen.findByRole("link", { name: "Cart 0 items" })).toBeVisible();
    expect(storedIds(storage)).toEqual([]);
    expect(
      await screen.findByText(
        "The reservation for “Workshop” has expired. The line was removed from the cart.",
      ),
    ).toHaveAttribute("role", "status");
  });

  it("drops a line whose hold ended before the page loaded, naming it by id when its ticket cannot be loaded", async () => {
    api({ "GET /api/v1/tickets/12": () => errorAnswer(500, "Error", "internal", "boom") });
    const storage = new MemoryStorage({
      [KEY]: JSON.stringify({ items: [line(12, 2, at(-1000)), line(14, 1, at(20 * MINUTE))] }),
    });
    renderShop("/start", { storage });
    expect(await screen.findByRole("link", { name: "Warenkorb 1 Artikel" })).toBeVisible();
    await waitFor(() => expect(storedIds(storage)).toEqual([14]));
    expect(
      await screen.findByText(
        "Die Reservierung für „Ticket 12“ ist abgelaufen. Die Position wurde aus dem Warenkorb entfernt.",
      ),
    ).toHaveAttribute("role", "status");
  });

  it("uses one timer to the next end, not a poll", async () => {
    const timeouts = vi.spyOn(globalThis, "setTimeout");
    api();
    const storage = new MemoryStorage({
      [KEY]: JSON.stringify({ items: [line(12, 2, at(7 * MINUTE)), line(14, 1, at(9 * MINUTE))] }),
    });
    renderShop("/start?lang=en", { storage });
    expect(await screen.findByRole("link", { name: "Cart 3 items" })).toBeVisible();
    const waits = timeouts.mock.calls.map(([, wait]) => wait);
    // One wait of the whole 7 minutes to the earlier end; none for the later end yet.
    expect(waits.filter((wait) => wait === 7 * MINUTE)).toHaveLength(1);
    expect(waits).not.toContain(9 * MINUTE);
  });
});
