// Issue 27 item 2: "Erwachsene – Kunsthalle" and "Erwachsene – Naturkundemuseum" read apart in
// the cart: each line, and each row of the totals, names its museums (all of a combi ticket)
// and its day; a flex ticket says its validity. Through the real providers, fetch stubbed.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { line, priceAnswer, pricedLine, storageWith } from "../../test/cart-fixtures";
import { ticketFixture } from "../../test/cart-ticket-fixture";
import { json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderCartArea } from "../../test/render-cart-area";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const DAY = { startDate: "2030-06-14", startTime: null, validFrom: null };

function api() {
  return stubApi({
    "GET /api/v1/shop": () =>
      json(shopAnswer({ cartAutoDeleteMinutes: 10, storageKeyPrefix: "museum" })),
    "GET /api/v1/tickets/12": () => json(ticketFixture(12, false, { title: "Erwachsene" })),
    "GET /api/v1/tickets/14": () =>
      json(ticketFixture(14, false, { title: "Erwachsene", museum_ids: [2] })),
    "GET /api/v1/tickets/16": () =>
      json(ticketFixture(16, false, { title: "Kombiticket", museum_ids: [1, 2] })),
    "POST /api/v1/cart": () =>
      json(
        priceAnswer([
          pricedLine(0, "Ticket", "Erwachsene", 1600, 7, { museums: ["Kunsthalle"], meta: DAY }),
          pricedLine(1, "Ticket", "Erwachsene", 1600, 7, {
            museums: ["Naturkundemuseum"],
            meta: DAY,
          }),
          pricedLine(2, "Ticket", "Kombiticket", 2400, 7, {
            museums: ["Kunsthalle", "Naturkundemuseum"],
            meta: DAY,
          }),
        ]),
      ),
  });
}

describe("given two adult tickets of two museums and a combi ticket", () => {
  it("names each line's museums and day, in the lines and in the totals", async () => {
    api();
    renderCartArea("/cart?lang=de", {
      storage: storageWith([line(12, 1, 1), line(14, 1, 2), line(16, 1, 3)]),
    });

    const [art, nature] = await screen.findAllByRole("article", { name: "Erwachsene" });
    if (!art || !nature) throw new Error("two adult lines expected");
    expect(within(art).getByText("Museum").nextSibling).toHaveTextContent("Kunsthalle");
    expect(within(nature).getByText("Museum").nextSibling).toHaveTextContent("Naturkundemuseum");
    for (const adult of [art, nature]) {
      expect(within(adult).getByText("Tag").nextSibling).toHaveTextContent("Fr., 14. Juni 2030");
    }
    const combi = screen.getByRole("article", { name: "Kombiticket" });
    expect(within(combi).getByText("Museen").nextSibling).toHaveTextContent(
      "Kunsthalle und Naturkundemuseum",
    );

    // the totals' rows read apart as well
    const totals = screen.getByRole("region", { name: "Summe" });
    const terms = [...totals.querySelectorAll("dt")].map((term) => term.textContent);
    expect(terms.slice(0, 3)).toEqual([
      "1 × ErwachseneMuseum: Kunsthalle · Tag: Fr., 14. Juni 2030",
      "1 × ErwachseneMuseum: Naturkundemuseum · Tag: Fr., 14. Juni 2030",
      "1 × KombiticketMuseen: Kunsthalle und Naturkundemuseum · Tag: Fr., 14. Juni 2030",
    ]);
    expect(await axeViolations()).toEqual([]);
  });
});

describe("given a flex ticket", () => {
  it("says its validity where the server words it", async () => {
    stubApi({
      "GET /api/v1/shop": () =>
        json(shopAnswer({ cartAutoDeleteMinutes: 10, storageKeyPrefix: "museum" })),
      "GET /api/v1/tickets/18": () =>
        json(ticketFixture(18, false, { title: "Flexticket", free_timing: true })),
      "POST /api/v1/cart": () =>
        json(
          priceAnswer([
            pricedLine(0, "Ticket", "Flexticket", 1600, 7, {
              museums: ["Kunsthalle"],
              free_timing: true,
              flex_description: "1 Jahr ab Kauf",
            }),
          ]),
        ),
    });
    const flex = {
      type: "Ticket",
      attributes: { id: 18, quantity: 1 },
      reservations: line(18, 1, 4).reservations,
      updated_at: line(18, 1, 4).updated_at,
    };
    renderCartArea("/cart?lang=de", { storage: storageWith([flex]) });

    const article = await screen.findByRole("article", { name: "Flexticket" });
    expect(within(article).getByText("Gültigkeit").nextSibling).toHaveTextContent("1 Jahr ab Kauf");
    expect(within(article).getByText("Museum").nextSibling).toHaveTextContent("Kunsthalle");
    expect(await axeViolations()).toEqual([]);
  });
});
