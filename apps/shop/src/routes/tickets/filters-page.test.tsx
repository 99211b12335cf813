// spec selling-core §2 shop.tickets.filters and .list: the museum and exhibition filters write
// museum_id and exhibition_id into the URL, the container asks for the tickets of that filter,
// and the compact ('smb') style has no filter step but goes to the list.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { json } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";
import {
  ADULT,
  capacity,
  DAY_GROUP,
  stubTicketFlow,
  TODAY,
  ticket,
} from "../../test/ticket-fixtures";

const HARBOUR = ticket({ id: 3, title: "Hafenrundgang", museum_ids: [2] });
const EXHIBITION_TICKET = ticket({ id: 4, title: "Licht und Schatten", exhibition_ids: [5] });
const ALL = [ADULT, HARBOUR, EXHIBITION_TICKET];

// The server's filter: tickets of the asked museum and exhibition.
function stubFiltered(settings: { compactStyle?: boolean } = {}) {
  return stubTicketFlow({
    tickets: ALL,
    groups: [DAY_GROUP],
    settings,
    capacities: ALL.map((item) => capacity(item, TODAY, 50)),
    extra: {
      "GET /api/v1/tickets": (url) => {
        const museum = url.searchParams.get("by_museum_ids[]");
        const exhibition = url.searchParams.get("by_exhibition_ids[]");
        const data = ALL.filter(
          (item) =>
            (museum === null || item.museum_ids.includes(Number(museum))) &&
            (exhibition === null || item.exhibition_ids.includes(Number(exhibition))),
        );
        return json({ data, meta: { total_count: data.length } });
      },
    },
  });
}

async function choose(select: string, option: string) {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByRole("combobox", { name: select }), option);
}

describe("the filters step", () => {
  it("writes the chosen museum and exhibition into the URL and asks for their tickets", async () => {
    const api = stubFiltered();
    const view = renderShop("/tickets/filters");
    await screen.findByRole("heading", { name: "Museum und Ausstellung wählen" });

    await choose("Museum", "Stadtmuseum");
    await waitFor(() => expect(view.location()).toBe("/tickets/filters?museum_id=1"));
    await waitFor(() =>
      expect(api.callsTo("/tickets").map((c) => c.url.searchParams.get("by_museum_ids[]"))).toEqual(
        [null, "1"],
      ),
    );

    await choose("Ausstellung", "Licht und Schatten");
    await waitFor(() =>
      expect(view.location()).toBe("/tickets/filters?museum_id=1&exhibition_id=5"),
    );
    await waitFor(() =>
      expect(api.callsTo("/tickets").at(-1)?.url.searchParams.get("by_exhibition_ids[]")).toBe("5"),
    );
    // The next step carries the filter on.
    expect(screen.getByRole("link", { name: "Weiter" })).toHaveAttribute(
      "href",
      "/tickets/groups?museum_id=1&exhibition_id=5",
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("offers only the chosen museum's exhibitions and drops the exhibition with the museum", async () => {
    stubFiltered();
    const view = renderShop("/tickets/filters?museum_id=1&exhibition_id=5");
    await screen.findByRole("heading", { name: "Museum und Ausstellung wählen" });

    await choose("Museum", "Hafenmuseum");
    await waitFor(() => expect(view.location()).toBe("/tickets/filters?museum_id=2"));
    const options = within(screen.getByRole("combobox", { name: "Ausstellung" })).getAllByRole(
      "option",
    );
    expect(options.map((option) => option.textContent)).toEqual(["Alle Ausstellungen"]);
  });
});

describe("the list step's filters", () => {
  it("change the listed tickets", async () => {
    stubFiltered();
    const view = renderShop("/tickets/list");
    const quantities = () =>
      screen.getAllByRole("combobox", { name: /^Anzahl: / }).map((select) => select.ariaLabel);
    await screen.findByRole("combobox", { name: "Anzahl: Hafenrundgang" });
    expect(quantities()).toEqual([
      "Anzahl: Erwachsene",
      "Anzahl: Hafenrundgang",
      "Anzahl: Licht und Schatten",
    ]);

    await choose("Museum", "Hafenmuseum");
    await waitFor(() => expect(view.location()).toBe("/tickets/list?museum_id=2"));
    await waitFor(() =>
      expect(screen.queryByRole("combobox", { name: "Anzahl: Erwachsene" })).toBeNull(),
    );
    expect(quantities()).toEqual(["Anzahl: Hafenrundgang"]);
  });
});

describe("given the compact style", () => {
  it("skips the filter step for the list, keeping filters and date", async () => {
    stubFiltered({ compactStyle: true });
    const view = renderShop(`/tickets/filters?museum_id=1&date=${TODAY}`);
    await screen.findByRole("heading", { name: "Tickets" });
    expect(view.location()).toBe(`/tickets/list?museum_id=1&date=${TODAY}`);
    expect(await screen.findByRole("combobox", { name: "Anzahl: Erwachsene" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Anzahl: Hafenrundgang" })).toBeNull();
  });
});
