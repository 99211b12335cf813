import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  type TableLayout,
  TableRow,
} from "./table";

function Orders({ layout }: { layout?: TableLayout }) {
  return (
    <Table layout={layout}>
      <TableCaption>Bestellungen</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Nummer</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell label="Nummer">1100</TableCell>
          <TableCell label="Status">Bezahlt</TableCell>
        </TableRow>
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableHead scope="row">Summe</TableHead>
          <TableCell>1</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

describe("Table", () => {
  describe("given the scroll layout (the default)", () => {
    it("scrolls in a focusable region named by the caption", async () => {
      render(<Orders />);
      const table = screen.getByRole("table", { name: "Bestellungen" });
      const region = screen.getByRole("region", { name: "Bestellungen" });
      expect(region).toContainElement(table);
      expect(region).toHaveAttribute("tabindex", "0");
      expect(region).toHaveClass("overflow-x-auto");
      expect(
        within(table)
          .getAllByRole("columnheader")
          .map((th) => th.textContent),
      ).toEqual(["Nummer", "Status"]);
      expect(within(table).getByRole("rowheader", { name: "Summe" })).toBeVisible();
      // the column names of the stack layout are not written
      expect(within(table).getByRole("cell", { name: "1100" })).toHaveTextContent(/^1100$/);
      expect(await axeViolations()).toEqual([]);
    });
  });

  describe("given the stack layout", () => {
    it("has no box that scrolls and leads each cell with its column's name, hidden from screen readers", async () => {
      render(<Orders layout="stack" />);
      const table = screen.getByRole("table", { name: "Bestellungen" });
      expect(screen.queryByRole("region")).toBeNull();
      expect(table.parentElement).not.toHaveClass("overflow-x-auto");
      expect(table).toHaveClass("max-sm:block");
      expect(table.querySelector("thead")).toHaveClass("max-sm:sr-only");
      const row = within(table).getAllByRole("row")[1] as HTMLElement;
      expect(row).toHaveClass("max-sm:grid");
      const cell = within(row).getByRole("cell", { name: "1100" });
      const label = cell.querySelector("[aria-hidden='true']");
      expect(label).toHaveTextContent("Nummer");
      expect(label).toHaveClass("sm:hidden");
      expect(await axeViolations()).toEqual([]);
    });
  });
});
