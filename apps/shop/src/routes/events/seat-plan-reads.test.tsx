// spec surrounding-areas §4 "Event seats": a seat click changes the seat it chose, not the
// whole plan — the date's seat plan (GET …/dates/{date_id}) is not read again for a hold or
// its release, only when a hold is refused because another visitor took the seat.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blocking, CONCERT, CONCERT_DATE, calendarOf, list } from "../../test/event-fixtures";
import { json, refusalAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const CONCERT_URL = "/event/1?date=2030-06-04&date_id=101";

describe("the seat plan of a seated date", () => {
  it("is not read again when a seat is held and given back, and is read again when one is taken", async () => {
    const api = stubApi({
      "GET /api/v1/events/1": () => json(CONCERT),
      "GET /api/v1/calendar/1": () => json(calendarOf([CONCERT_DATE])),
      "GET /api/v1/events/1/dates/101": () => json(CONCERT_DATE),
      "GET /api/v1/events/1/dates/101/blockings": () => json(list([])),
      "POST /api/v1/events/1/dates/101/blockings": (_url, init) =>
        JSON.parse(String(init?.body)).seat_id === 4
          ? refusalAnswer("sold_out", { fields: { seat_id: ["This seat is taken"] } })
          : json(blocking(2), 201),
      "DELETE /api/v1/events/1/dates/101/blockings/2": () => new Response(null, { status: 204 }),
    });
    const planReads = () =>
      api.callsTo("/events/1/dates/101").filter((call) => call.method === "GET").length;
    renderShop(CONCERT_URL);
    const user = userEvent.setup();
    const seat = await screen.findByRole("button", { name: /^Reihe 1, Platz 2,/ });
    const before = planReads();
    expect(before).toBeGreaterThan(0);

    await user.click(seat);
    await waitFor(() => expect(seat).toHaveAttribute("aria-pressed", "true"));
    await user.click(seat);
    await waitFor(() => expect(seat).toHaveAttribute("aria-pressed", "false"));
    expect(api.calls.filter((call) => call.method !== "GET")).toHaveLength(2);
    expect(planReads()).toBe(before);

    await user.click(screen.getByRole("button", { name: /^Reihe 1, Platz 4,/ }));
    await screen.findByRole("alert");
    await waitFor(() => expect(planReads()).toBe(before + 1));
  });
});
