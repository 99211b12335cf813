import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { Field, Label } from "../field/field";
import { RadioGroup, RadioGroupItem } from "./radio-group";

function Delivery(props: { error?: string; onValueChange?: (value: string) => void }) {
  return (
    <Field label="Versand" group required error={props.error}>
      <RadioGroup defaultValue="mail" onValueChange={props.onValueChange}>
        <div className="flex items-center gap-2">
          <RadioGroupItem value="mail" id="mail" />
          <Label htmlFor="mail">Per E-Mail</Label>
        </div>
        <div className="flex items-center gap-2">
          <RadioGroupItem value="post" id="post" />
          <Label htmlFor="post">Per Post</Label>
        </div>
        <div className="flex items-center gap-2">
          <RadioGroupItem value="pickup" id="pickup" disabled />
          <Label htmlFor="pickup">Abholung</Label>
        </div>
      </RadioGroup>
    </Field>
  );
}

describe("RadioGroup", () => {
  it("is a radio group named by its field label", async () => {
    render(<Delivery />);
    const group = screen.getByRole("radiogroup", { name: "Versand" });
    expect(group).toHaveAttribute("aria-required", "true");
    expect(screen.getByRole("radio", { name: "Per E-Mail" })).toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it("moves and selects with the arrow keys, skipping disabled radios", async () => {
    const onValueChange = vi.fn();
    render(<Delivery onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole("radio", { name: "Per E-Mail" })).toHaveFocus();
    // held down as a person does
    await userEvent.keyboard("{ArrowDown>}");
    await userEvent.keyboard("{/ArrowDown}");
    expect(screen.getByRole("radio", { name: "Per Post" })).toHaveFocus();
    expect(screen.getByRole("radio", { name: "Per Post" })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith("post");
    await userEvent.keyboard("{ArrowDown>}");
    await userEvent.keyboard("{/ArrowDown}");
    expect(screen.getByRole("radio", { name: "Per E-Mail" })).toHaveFocus();
  });

  describe("given an error", () => {
    it("describes the group by it", async () => {
      render(<Delivery error="Bitte eine Versandart wählen" />);
      const group = screen.getByRole("radiogroup", { name: "Versand" });
      expect(group).toHaveAccessibleDescription("Bitte eine Versandart wählen");
      expect(group).toHaveAttribute("aria-invalid", "true");
      expect(await axeViolations()).toEqual([]);
    });
  });
});
