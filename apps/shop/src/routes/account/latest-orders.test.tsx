// The issue 27: at 320 px the overview's latest-orders table scrolled sideways in a box the
// keyboard could not reach (WCAG 1.4.10). It reflows instead: no scroll box, and below the sm
// breakpoint each row is a card whose cells lead with their column's name (hidden from screen
// readers, which keep the table's headers). The width itself is checked in the journey
// (e2e/tests/account.spec.ts); jsdom lays nothing out.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { COUNTRIES, customer, order, SALUTATIONS } from "../../test/checkout-fixtures";
import { json, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "shop_signed_in=; max-age=0; path=/";
});

describe("given the account overview's latest orders", () => {
  it("reflows the table into labelled cards instead of a sideways scroll box", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = "shop_signed_in=1; path=/";
    stubApi({
      "GET /api/v1/auth/validate_token": () => json({ data: customer(20) }),
      "GET /api/v1/customer_salutations": () => json(SALUTATIONS),
      "GET /api/v1/countries": () => json(COUNTRIES),
      "GET /api/v1/orders": () =>
        json({
          orders: [order({ id: 1100 }), order({ id: 1099, is_valid: true, payment_status: 30 })],
          meta: { total_count: 2, per_page: 5 },
        }),
    });
    renderShop("/account?lang=en");

    const table = await screen.findByRole("table");
    // no box of its own that scrolls: nothing the keyboard would have to reach
    for (let box = table.parentElement; box; box = box.parentElement) {
      expect(box.className, box.outerHTML.slice(0, 80)).not.toMatch(/overflow-(x-)?(auto|scroll)/);
    }
    // below sm the table, its body and each row stack as blocks; the header row stays for
    // screen readers only
    expect(table).toHaveClass("max-sm:block");
    expect(table.querySelector("thead")).toHaveClass("max-sm:sr-only");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toHaveClass("max-sm:grid");
      const cells = within(row).getAllByRole("cell");
      // each cell leads with its column's name, hidden from screen readers and from sm up
      expect(cells.map((cell) => cell.querySelector("[aria-hidden='true']")?.textContent)).toEqual([
        "Order number",
        "Date",
        "Total",
        "Status",
      ]);
      for (const cell of cells) {
        expect(cell.querySelector("[aria-hidden='true']")).toHaveClass("sm:hidden");
      }
    }
    // screen readers still name a cell by its value and its column by the header
    expect(within(table).getByRole("cell", { name: "1100" })).toBeVisible();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Order number", "Date", "Total", "Status"]);
    expect(await axeViolations()).toEqual([]);
  });
});
