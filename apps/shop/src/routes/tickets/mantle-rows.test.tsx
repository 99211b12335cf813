// spec selling-core §3, §5: a mantle ticket bundles sub tickets with their own min and max
// persons; one mantle takes as many places as its sub tickets together, and its cart line
// carries the sub tickets' quantities.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { json } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";
import { capacity, group, stubTicketFlow, TOMORROW, ticket } from "../../test/ticket-fixtures";

const FAMILY = ticket({
  id: 20,
  title: "Familienkarte",
  min_persons: 1,
  max_persons: 5,
  is_mantle: true,
  sub_tickets: [
    { id: 201, title: "Erwachsene", description: "", min_persons: 1, max_persons: 2 },
    { id: 202, title: "Kinder", description: "", min_persons: 0, max_persons: 3 },
  ],
});
const FAMILY_GROUP = group({ name: "day", ticket_ids: [20] });
const URL = `/tickets/types?group=day&date=${TOMORROW}`;
const MANTLE = "Anzahl: Familienkarte";
const ADULTS = "Anzahl: Familienkarte: Erwachsene";
const CHILDREN = "Anzahl: Familienkarte: Kinder";

async function optionsOf(name: string): Promise<string[]> {
  const select = await screen.findByRole("combobox", { name });
  return within(select)
    .getAllByRole("option")
    .map((option) => String(option.textContent));
}

async function choose(name: string, quantity: number) {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByRole("combobox", { name }), String(quantity));
}

describe("given a mantle ticket with sub tickets", () => {
  it("bounds each sub ticket by its own min and max persons", async () => {
    stubTicketFlow({
      tickets: [FAMILY],
      groups: [FAMILY_GROUP],
      capacities: [capacity(FAMILY, TOMORROW, 50)],
    });
    renderShop(URL);
    await screen.findByRole("combobox", { name: MANTLE });
    // Erwachsene 1–2 and Kinder 0–3, each with the zero option of single deselect.
    expect(await optionsOf(ADULTS)).toEqual(["0", "1", "2"]);
    expect(await optionsOf(CHILDREN)).toEqual(["0", "1", "2", "3"]);
    // An untouched sub ticket shows its minimum.
    expect(screen.getByRole("combobox", { name: ADULTS })).toHaveValue("1");
    // Each sub ticket's select has a visible label of its own: the sub ticket's title.
    expect(screen.getByLabelText("Erwachsene")).toBe(
      screen.getByRole("combobox", { name: ADULTS }),
    );
    expect(screen.getByLabelText("Kinder")).toBe(screen.getByRole("combobox", { name: CHILDREN }));
    expect(screen.getByText("Erwachsene")).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("offers only as many mantles as the places hold for its sub tickets together", async () => {
    stubTicketFlow({
      tickets: [FAMILY],
      groups: [FAMILY_GROUP],
      capacities: [capacity(FAMILY, TOMORROW, 6)],
    });
    renderShop(URL);
    await screen.findByRole("combobox", { name: MANTLE });
    // One person per mantle: up to max_persons 5 of the 6 places.
    expect(await optionsOf(MANTLE)).toEqual(["0", "1", "2", "3", "4", "5"]);
    await choose(ADULTS, 2);
    await choose(CHILDREN, 1);
    // Three persons per mantle: 6 places hold two.
    expect(await optionsOf(MANTLE)).toEqual(["0", "1", "2"]);
    await choose(MANTLE, 2);
    // Two mantles of 2 adults and 1 child take all 6 places: no more children fit.
    expect(await optionsOf(CHILDREN)).toEqual(["0", "1"]);
  });

  it("sends the sub tickets' quantities with the mantle to the cart", async () => {
    const api = stubTicketFlow({
      tickets: [FAMILY],
      groups: [FAMILY_GROUP],
      capacities: [capacity(FAMILY, TOMORROW, 50)],
      extra: {
        "POST /api/v1/tickets/reservations": () =>
          json(
            {
              token: "hold-token-00000000020",
              valid_until: "2030-06-01T08:30:00.000Z",
              ticket_id: 20,
              quantity: 2,
              date: TOMORROW,
              time: null,
            },
            201,
            "Created",
          ),
        "GET /api/v1/tickets/20": () => json(FAMILY),
      },
    });
    const view = renderShop(URL);
    await screen.findByRole("combobox", { name: MANTLE });
    await choose(MANTLE, 2);
    await choose(ADULTS, 2);
    await choose(CHILDREN, 3);
    await userEvent.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    await waitFor(() => expect(view.location()).toBe("/cart"));

    expect(api.callsTo("/tickets/reservations").map((call) => call.method)).toEqual(["POST"]);
    const post = vi
      .mocked(fetch)
      .mock.calls.find(([, init]) => init?.method === "POST" && init.body !== undefined);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      ticket_id: 20,
      quantity: 2,
      date: TOMORROW,
      sub_ticket_quantities: { "201": 2, "202": 3 },
    });
  });
});
