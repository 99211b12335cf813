import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { Field, Label } from "../field/field";
import { Checkbox } from "./checkbox";

describe("Checkbox", () => {
  it("toggles with a click on its label and with Space", async () => {
    const onCheckedChange = vi.fn();
    render(
      <div>
        <Checkbox id="news" onCheckedChange={onCheckedChange} />
        <Label htmlFor="news">Newsletter abonnieren</Label>
      </div>,
    );
    const box = screen.getByRole("checkbox", { name: "Newsletter abonnieren" });
    await userEvent.click(screen.getByText("Newsletter abonnieren"));
    expect(box).toBeChecked();
    await userEvent.keyboard(" ");
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledTimes(2);
    expect(await axeViolations()).toEqual([]);
  });

  it("reports the mixed state", () => {
    render(<Checkbox aria-label="Alle Tickets" checked="indeterminate" />);
    expect(screen.getByRole("checkbox", { name: "Alle Tickets" })).toHaveAttribute(
      "aria-checked",
      "mixed",
    );
  });

  describe("given a required terms checkbox with an error", () => {
    it("is required, invalid and described by the error", async () => {
      render(
        <Field label="Ich akzeptiere die AGB" required error="Bitte die AGB akzeptieren">
          <Checkbox />
        </Field>,
      );
      const box = screen.getByRole("checkbox", { name: "Ich akzeptiere die AGB" });
      expect(box).toHaveAttribute("aria-required", "true");
      expect(box).toHaveAttribute("aria-invalid", "true");
      expect(box).toHaveAccessibleDescription("Bitte die AGB akzeptieren");
      expect(await axeViolations()).toEqual([]);
    });
  });

  it("cannot be toggled when disabled", async () => {
    render(<Checkbox aria-label="Geschenk" disabled />);
    const box = screen.getByRole("checkbox", { name: "Geschenk" });
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });
});
