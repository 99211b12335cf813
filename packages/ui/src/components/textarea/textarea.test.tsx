import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { Field } from "../field/field";
import { Textarea } from "./textarea";

describe("Textarea", () => {
  it("takes several lines inside a field", async () => {
    render(
      <Field label="Anmerkung" error="Zu lang">
        <Textarea />
      </Field>,
    );
    const box = screen.getByRole("textbox", { name: "Anmerkung" });
    await userEvent.type(box, "Zeile 1{enter}Zeile 2");
    expect(box).toHaveValue("Zeile 1\nZeile 2");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Zu lang");
    expect(await axeViolations()).toEqual([]);
  });
});
