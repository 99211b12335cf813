import { quantityOptions } from "@shop/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { QuantitySelector } from "./quantity-selector";

const settings = { maxItemsPerList: 10, singleDeselect: true };

function optionsFor(free: number, maxPersons = 10, bookedOut = false) {
  const ticket = {
    id: 1,
    min_persons: 1,
    max_persons: maxPersons,
    quota_ids: [7],
    booked_out: bookedOut,
  };
  return quantityOptions(ticket, {
    capacities: { 7: free },
    selection: {},
    tickets: [ticket],
    settings,
  });
}

function Controlled(props: { options?: readonly number[]; min?: number; max?: number }) {
  const [quantity, setQuantity] = useState(0);
  return (
    <>
      <QuantitySelector label="Erwachsene" value={quantity} onChange={setQuantity} {...props} />
      <output>{quantity}</output>
    </>
  );
}

describe("QuantitySelector", () => {
  describe("given up to four options", () => {
    it("is a radio group of buttons named by the ticket title", async () => {
      render(<QuantitySelector label="Erwachsene" options={optionsFor(3)} defaultValue={1} />);
      const group = screen.getByRole("radiogroup", { name: "Anzahl: Erwachsene" });
      expect(group).toBeInTheDocument();
      // native radios named by their label, in order; the checked one is checked to assistive
      // technology as well (a native radio's state needs no aria-checked)
      expect(screen.getAllByRole("radio")).toEqual(
        ["0", "1", "2", "3"].map((name) => screen.getByRole("radio", { name })),
      );
      expect(screen.getByRole("radio", { name: "1" })).toBeChecked();
      expect(screen.getByRole("radio", { name: "0" })).not.toBeChecked();
      expect(await axeViolations()).toEqual([]);
    });

    it("moves and chooses with the arrow keys and reports the quantity", async () => {
      const onChange = vi.fn();
      render(<QuantitySelector label="Erwachsene" options={[0, 1, 2, 3]} onChange={onChange} />);
      await userEvent.tab();
      expect(screen.getByRole("radio", { name: "0" })).toHaveFocus();
      // held down as a person does
      await userEvent.keyboard("{ArrowRight>}");
      await userEvent.keyboard("{/ArrowRight}");
      expect(screen.getByRole("radio", { name: "1" })).toHaveFocus();
      expect(onChange).toHaveBeenLastCalledWith(1);
      await userEvent.keyboard("{ArrowRight>}");
      await userEvent.keyboard("{/ArrowRight}");
      expect(onChange).toHaveBeenLastCalledWith(2);
      expect(screen.getByRole("radio", { name: "2" })).toBeChecked();
    });

    it("takes a click", async () => {
      render(<Controlled options={[0, 1, 2]} />);
      await userEvent.click(screen.getByRole("radio", { name: "2" }));
      expect(screen.getByRole("status")).toHaveTextContent("2");
      expect(screen.getByRole("radio", { name: "2" })).toBeChecked();
    });
  });

  describe("given more than four options", () => {
    it("is a native select offering every quantity", async () => {
      const onChange = vi.fn();
      render(<QuantitySelector label="Kinder" options={optionsFor(6)} onChange={onChange} />);
      const combobox = screen.getByRole("combobox", { name: "Anzahl: Kinder" });
      expect(combobox.tagName).toBe("SELECT");
      expect(combobox).toHaveValue("0");
      expect(await axeViolations()).toEqual([]);
      expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
        "0",
        "1",
        "2",
        "3",
        "4",
        "5",
        "6",
      ]);
      await userEvent.selectOptions(combobox, "2");
      expect(onChange).toHaveBeenCalledWith(2);
      expect(combobox).toHaveValue("2");
    });
  });

  describe("given no option list", () => {
    it("is a number input bounded by min and max persons", async () => {
      render(<Controlled min={2} max={6} />);
      const spin = screen.getByRole("spinbutton", { name: "Anzahl: Erwachsene" });
      expect(spin).toHaveAttribute("min", "2");
      expect(spin).toHaveAttribute("max", "6");
      await userEvent.clear(spin);
      await userEvent.type(spin, "4");
      expect(screen.getByRole("status")).toHaveTextContent("4");
      await userEvent.clear(spin);
      await userEvent.type(spin, "9");
      // out of bounds: not reported while typing, clamped when focus leaves
      expect(screen.getByRole("status")).toHaveTextContent("4");
      await userEvent.tab();
      expect(screen.getByRole("status")).toHaveTextContent("6");
      expect(spin).toHaveValue(6);
      await userEvent.click(screen.getByRole("button", { name: "Verringern" }));
      expect(screen.getByRole("status")).toHaveTextContent("5");
      expect(await axeViolations()).toEqual([]);
    });
  });

  describe("given a booked-out ticket", () => {
    it("disables the control and shows why", async () => {
      render(<QuantitySelector label="Erwachsene" options={optionsFor(5, 10, true)} bookedOut />);
      const group = screen.getByRole("radiogroup", { name: "Anzahl: Erwachsene" });
      expect(group).toHaveAccessibleDescription("Ausgebucht");
      expect(screen.getByText("Ausgebucht")).toBeVisible();
      for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
      expect(await axeViolations()).toEqual([]);
    });

    it("says so in the provider's language", () => {
      render(
        <UiMessagesProvider locale="fr">
          <QuantitySelector label="Adultes" options={[0]} bookedOut />
        </UiMessagesProvider>,
      );
      expect(
        screen.getByRole("radiogroup", { name: "Quantité\u00a0: Adultes" }),
      ).toBeInTheDocument();
      expect(screen.getByText("Complet")).toBeInTheDocument();
    });
  });

  describe("given no quantity is offered", () => {
    it("disables the control with the unavailable reason", async () => {
      render(<QuantitySelector label="Erwachsene" options={[]} />);
      expect(screen.getByRole("radiogroup")).toHaveAccessibleDescription("Derzeit nicht verfügbar");
      expect(await axeViolations()).toEqual([]);
    });
  });

  describe("given a change is being saved", () => {
    it("is busy, ignores further choices and keeps focus", async () => {
      const onChange = vi.fn();
      const { container } = render(
        <QuantitySelector
          label="Erwachsene"
          options={[0, 1, 2]}
          value={1}
          loading
          onChange={onChange}
        />,
      );
      const radio = screen.getByRole("radio", { name: "2" });
      await userEvent.click(radio);
      expect(onChange).not.toHaveBeenCalled();
      expect(radio).toHaveFocus();
      expect(screen.getByRole("radio", { name: "1" })).toBeChecked();
      expect(container.querySelector("[data-slot=quantity-selector]")).toHaveAttribute(
        "aria-busy",
        "true",
      );
      expect(screen.getByRole("status")).toHaveTextContent("Wird geladen");
      expect(await axeViolations()).toEqual([]);
    });
  });

  describe("given a visible caption (a mantle ticket's sub ticket)", () => {
    it("labels the select with it, so clicking or finding the label reaches the select", async () => {
      render(
        <QuantitySelector label="Familienkarte: Kinder" caption="Kinder" options={optionsFor(6)} />,
      );
      const select = screen.getByLabelText("Kinder");
      expect(select.tagName).toBe("SELECT");
      expect(screen.getByText("Kinder").tagName).toBe("LABEL");
      // The accessible name still says what is counted and holds the visible label (WCAG 2.5.3).
      expect(select).toBe(screen.getByRole("combobox", { name: "Anzahl: Familienkarte: Kinder" }));
      await userEvent.click(screen.getByText("Kinder"));
      expect(select).toHaveFocus();
      expect(await axeViolations()).toEqual([]);
    });

    it("labels the number input with it", () => {
      render(<QuantitySelector label="Familienkarte: Kinder" caption="Kinder" min={0} max={4} />);
      expect(screen.getByLabelText("Kinder")).toBe(screen.getByRole("spinbutton"));
    });
  });
});
