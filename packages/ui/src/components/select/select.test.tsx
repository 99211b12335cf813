import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { Field } from "../field/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

function CountrySelect(props: { error?: string; onValueChange?: (value: string) => void }) {
  return (
    <Field label="Land" hint="Für die Rechnung" error={props.error}>
      <Select onValueChange={props.onValueChange}>
        <SelectTrigger>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="de">Deutschland</SelectItem>
          <SelectItem value="at">Österreich</SelectItem>
          <SelectItem value="ch" disabled>
            Schweiz
          </SelectItem>
        </SelectContent>
      </Select>
    </Field>
  );
}

describe("Select", () => {
  it("is a combobox named by its field that shows the placeholder until a choice", async () => {
    render(<CountrySelect />);
    const combobox = screen.getByRole("combobox", { name: "Land" });
    expect(combobox).toHaveTextContent("Bitte wählen");
    expect(combobox).toHaveAccessibleDescription("Für die Rechnung");
    expect(combobox).toHaveAttribute("aria-expanded", "false");
    expect(await axeViolations()).toEqual([]);
  });

  it("opens a listbox and takes the chosen option", async () => {
    const onValueChange = vi.fn();
    render(<CountrySelect onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole("combobox", { name: "Land" }));
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Schweiz" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await userEvent.click(screen.getByRole("option", { name: "Österreich" }));
    expect(onValueChange).toHaveBeenCalledWith("at");
    expect(screen.getByRole("combobox", { name: "Land" })).toHaveTextContent("Österreich");
  });

  describe("given an error", () => {
    it("is marked invalid and reads the error", async () => {
      render(<CountrySelect error="Bitte ein Land wählen" />);
      const combobox = screen.getByRole("combobox", { name: "Land" });
      expect(combobox).toHaveAttribute("aria-invalid", "true");
      expect(combobox).toHaveAccessibleDescription("Für die Rechnung Bitte ein Land wählen");
      expect(await axeViolations()).toEqual([]);
    });
  });

  it("shows the placeholder in the provider's language", () => {
    render(
      <UiMessagesProvider locale="es">
        <CountrySelect />
      </UiMessagesProvider>,
    );
    expect(screen.getByRole("combobox", { name: "Land" })).toHaveTextContent("Seleccione");
  });
});
