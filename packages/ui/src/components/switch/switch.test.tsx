import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { Field } from "../field/field";
import { Switch } from "./switch";

describe("Switch", () => {
  it("is a switch named by its field that turns on and off", async () => {
    const onCheckedChange = vi.fn();
    render(
      <Field label="Spende aufrunden" hint="Der Betrag wird auf volle Euro gerundet.">
        <Switch onCheckedChange={onCheckedChange} />
      </Field>,
    );
    const toggle = screen.getByRole("switch", { name: "Spende aufrunden" });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute("data-state", "checked");
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(await axeViolations()).toEqual([]);
  });

  it("stays off when disabled", async () => {
    render(<Switch aria-label="Geschenkverpackung" disabled />);
    const toggle = screen.getByRole("switch", { name: "Geschenkverpackung" });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });
});
