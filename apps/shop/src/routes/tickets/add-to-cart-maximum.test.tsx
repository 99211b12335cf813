// The issue 27, item 4 (spec selling-core §5 "A selected quantity above the maximum is reduced
// to the maximum"): adding a ticket whose line in the cart would pass its maximum fills the
// line to the maximum and says so, with the number, in an alert that takes the focus.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { KEY, storageWith, stored, token } from "../../test/cart-fixtures";
import { json } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";
import { capacity, DAY_GROUP, stubTicketFlow, TOMORROW, ticket } from "../../test/ticket-fixtures";

const ADULT_MAX_4 = ticket({ id: 1, title: "Erwachsene", price_cents: 1400, max_persons: 4 });
const VALID_UNTIL = "2030-06-01T08:30:00.000Z";

describe("given a line of 3 in the cart and a maximum of 4", () => {
  it("fills the line to 4 on adding 2 more, and says at most 4 per order", async () => {
    const user = userEvent.setup();
    const api = stubTicketFlow({
      tickets: [ADULT_MAX_4],
      groups: [DAY_GROUP],
      settings: { storageKeyPrefix: "museum", cartAutoDeleteMinutes: 10 },
      capacities: [capacity(ADULT_MAX_4, TOMORROW, 80)],
      extra: {
        [`PUT /api/v1/tickets/reservations/${token(1)}`]: (_url, init) => {
          const body = JSON.parse(String(init?.body));
          return json({ ...body, token: token(1), valid_until: VALID_UNTIL, time: null });
        },
      },
    });
    const storage = storageWith([
      {
        type: "Ticket",
        attributes: { id: 1, date: TOMORROW, quantity: 3, attendees: [] },
        reservations: [{ token: token(1), valid_until: VALID_UNTIL }],
        updated_at: "2030-06-01T07:59:00.000Z",
      },
    ]);
    const view = renderShop(`/tickets/types?group=day&date=${TOMORROW}`, { storage });
    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Anzahl: Erwachsene" }),
      "2",
    );

    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "„Erwachsene“: höchstens 4 pro Bestellung. Im Warenkorb sind jetzt 4.",
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(alert).getByRole("link", { name: "Zum Warenkorb" })).toHaveAttribute(
      "href",
      "/cart",
    );
    expect(view.location()).toBe(`/tickets/types?group=day&date=${TOMORROW}`);
    expect(api.callsTo(`/tickets/reservations/${token(1)}`).map((c) => c.init?.body)).toEqual([
      JSON.stringify({ ticket_id: 1, quantity: 4, date: TOMORROW }),
    ]);
    expect(stored(storage).items).toMatchObject([{ attributes: { id: 1, quantity: 4 } }]);
    expect(storage.getItem(KEY)).not.toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
