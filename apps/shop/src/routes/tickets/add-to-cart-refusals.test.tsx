// spec selling-core §5, §8 (selection errors show an alert and focus it; rateLimit on HTTP 429),
// DESIGN.md §4 (one visitor holds at most a capped number of places at once), §5 (429 with
// Retry-After): a hold the server refuses on "add to cart" says why beside the button.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { refusalAnswer } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";
import { ADULT, capacity, DAY_GROUP, stubTicketFlow, TOMORROW } from "../../test/ticket-fixtures";

describe("given a hold the server refuses", () => {
  it.each([
    [
      "a rate limit names the wait of its Retry-After",
      () => refusalAnswer("rate_limit", { retryAfter: 30, fields: { base: ["At most 30"] } }),
      "Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in 30 Sekunden noch einmal.",
    ],
    [
      "the cap on places held at once says so and what to do",
      () => refusalAnswer("hold_limit", { fields: { quantity: ["Too many places held"] } }),
      "Gerade sind zu viele Plätze reserviert, von Ihnen oder über Ihren Internetanschluss. Bitte schließen Sie zuerst Ihre Bestellung ab, entfernen Sie Tickets aus dem Warenkorb oder versuchen Sie es in einigen Minuten erneut.",
    ],
  ])("%s, in an alert that takes the focus", async (_, answer, text) => {
    const user = userEvent.setup();
    stubTicketFlow({
      tickets: [ADULT],
      groups: [DAY_GROUP],
      capacities: [capacity(ADULT, TOMORROW, 80)],
      extra: { "POST /api/v1/tickets/reservations": answer },
    });
    const view = renderShop(`/tickets/types?group=day&date=${TOMORROW}`);
    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Anzahl: Erwachsene" }),
      "2",
    );

    await user.click(screen.getByRole("button", { name: "In den Warenkorb" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(text);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(view.location()).toBe(`/tickets/types?group=day&date=${TOMORROW}`);
    expect(await axeViolations()).toEqual([]);
  });
});
