import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { Field } from "../field/field";
import { clampNumber, NumberInput } from "./number-input";

describe("clampNumber", () => {
  it.each([
    [5, 1, 10, 5],
    [0, 1, 10, 1],
    [11, 1, 10, 10],
    [-3, undefined, undefined, -3],
  ])("clamps %d into [%s, %s] as %d", (value, min, max, expected) => {
    expect(clampNumber(value, min, max)).toBe(expected);
  });
});

function Controlled() {
  const [value, setValue] = useState<number | null>(null);
  return <NumberInput aria-label="Personen" value={value} onValueChange={setValue} max={8} />;
}

describe("NumberInput", () => {
  it("is a spinbutton named by its field, stepped by the buttons", async () => {
    const onValueChange = vi.fn();
    render(
      <Field label="Personen">
        <NumberInput defaultValue={2} min={1} max={3} onValueChange={onValueChange} />
      </Field>,
    );
    const spin = screen.getByRole("spinbutton", { name: "Personen" });
    await userEvent.click(screen.getByRole("button", { name: "Erhöhen" }));
    expect(spin).toHaveValue(3);
    expect(onValueChange).toHaveBeenLastCalledWith(3);
    expect(await axeViolations()).toEqual([]);
  });

  describe("given the value sits on a bound", () => {
    it("disables the button that would cross it", () => {
      render(<NumberInput aria-label="Personen" value={1} min={1} max={1} />);
      expect(screen.getByRole("button", { name: "Verringern" })).toBeDisabled();
      expect(screen.getByRole("button", { name: "Erhöhen" })).toBeDisabled();
    });
  });

  it("clamps a typed value into the bounds when focus leaves", async () => {
    render(<Controlled />);
    const spin = screen.getByRole("spinbutton", { name: "Personen" });
    await userEvent.type(spin, "12");
    expect(spin).toHaveValue(12);
    await userEvent.tab();
    expect(spin).toHaveValue(8);
  });

  it("names its buttons in the provider's language or by props", () => {
    render(
      <UiMessagesProvider locale="fr">
        <NumberInput aria-label="Personnes" increaseLabel="Une personne de plus" />
      </UiMessagesProvider>,
    );
    expect(screen.getByRole("button", { name: "Diminuer" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Une personne de plus" })).toBeInTheDocument();
  });

  it("is fully disabled inside a disabled field", () => {
    render(
      <Field label="Personen" disabled>
        <NumberInput defaultValue={2} />
      </Field>,
    );
    expect(screen.getByRole("spinbutton", { name: "Personen" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Erhöhen" })).toBeDisabled();
  });
});
