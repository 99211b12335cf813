import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { Field } from "../field/field";
import { NativeSelect } from "./native-select";

function CountrySelect(props: { error?: string; onChange?: (value: string) => void }) {
  return (
    <Field label="Land" hint="Für die Rechnung" error={props.error}>
      <NativeSelect onChange={(event) => props.onChange?.(event.target.value)}>
        <option value="de">Deutschland</option>
        <option value="at">Österreich</option>
      </NativeSelect>
    </Field>
  );
}

describe("NativeSelect", () => {
  it("is a combobox named and described by its field that takes the chosen option", async () => {
    const onChange = vi.fn();
    render(<CountrySelect onChange={onChange} />);
    const select = screen.getByRole("combobox", { name: "Land" });
    expect(select).toHaveAccessibleDescription("Für die Rechnung");
    expect(select).not.toHaveAttribute("aria-invalid");
    await userEvent.selectOptions(select, "Österreich");
    expect(onChange).toHaveBeenCalledWith("at");
    expect(select).toHaveValue("at");
    expect(await axeViolations()).toEqual([]);
  });

  describe("given an error", () => {
    it("is marked invalid and reads the error", async () => {
      render(<CountrySelect error="Bitte ein Land wählen" />);
      const select = screen.getByRole("combobox", { name: "Land" });
      expect(select).toHaveAttribute("aria-invalid", "true");
      expect(select).toHaveAccessibleDescription("Für die Rechnung Bitte ein Land wählen");
      expect(await axeViolations()).toEqual([]);
    });
  });

  it("keeps its own name outside a field and merges the caller's classes", async () => {
    render(<NativeSelect aria-label="Preis für Platz 1" className="w-auto" disabled />);
    const select = screen.getByRole("combobox", { name: "Preis für Platz 1" });
    expect(select).toBeDisabled();
    expect(select).toHaveClass("w-auto", "min-h-10");
    expect(select).not.toHaveClass("w-full");
    expect(await axeViolations()).toEqual([]);
  });
});
