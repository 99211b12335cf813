// Issue 27 item 1: "In den Warenkorb" takes the visitor to the cart; the button is gone, so the
// focus must go to the cart's heading (routes/layout/route-focus.tsx), not fall to <body>.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";
import { ADULT, capacity, DAY_GROUP, stubTicketFlow, TOMORROW } from "../../test/ticket-fixtures";

describe("given a chosen ticket, added by keyboard", () => {
  it("puts the focus on the cart's heading", async () => {
    const user = userEvent.setup();
    stubTicketFlow({
      tickets: [ADULT],
      groups: [DAY_GROUP],
      capacities: [capacity(ADULT, TOMORROW, 80)],
      extra: {
        "POST /api/v1/tickets/reservations": () =>
          json(
            {
              token: "hold-token-00000000001",
              valid_until: "2030-06-01T08:30:00.000Z",
              ticket_id: ADULT.id,
              quantity: 2,
              date: TOMORROW,
              time: null,
            },
            201,
            "Created",
          ),
      },
    });
    const view = renderShop(`/tickets/types?group=day&date=${TOMORROW}`);
    const quantity = await screen.findByRole("combobox", { name: "Anzahl: Erwachsene" });
    // The first load leaves the focus where the document starts.
    expect(document.activeElement).toBe(document.body);
    await user.selectOptions(quantity, "2");
    screen.getByRole("button", { name: "In den Warenkorb" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(view.location()).toBe("/cart"));
    const heading = await screen.findByRole("heading", { level: 1, name: "Warenkorb" });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
