import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { Input } from "../input/input";
import { Field } from "./field";

describe("Field", () => {
  it("names the control by its label and describes it by the hint", async () => {
    render(
      <Field label="E-Mail" hint="Wir senden die Tickets an diese Adresse.">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "E-Mail" });
    expect(input).toHaveAccessibleDescription("Wir senden die Tickets an diese Adresse.");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(await axeViolations()).toEqual([]);
  });

  describe("given an error", () => {
    it("marks the control invalid and reads the error after the hint", async () => {
      render(
        <Field label="E-Mail" hint="Für die Tickets." error="Bitte eine gültige E-Mail eingeben.">
          <Input type="email" />
        </Field>,
      );
      const input = screen.getByRole("textbox", { name: "E-Mail" });
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(
        "Für die Tickets. Bitte eine gültige E-Mail eingeben.",
      );
      expect(
        screen.getByText("Bitte eine gültige E-Mail eingeben.").closest("[data-slot]"),
      ).toHaveAttribute("data-slot", "field-error");
      expect(await axeViolations()).toEqual([]);
    });
  });

  describe("given it is required", () => {
    it("makes the control required and shows a marker that is not read twice", async () => {
      render(
        <Field label="Nachname" required>
          <Input />
        </Field>,
      );
      const input = screen.getByRole("textbox", { name: "Nachname" });
      expect(input).toBeRequired();
      expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
      expect(screen.getByText("*")).toHaveAttribute("title", "Pflichtfeld");
      expect(await axeViolations()).toEqual([]);
    });
  });

  describe("given it is disabled", () => {
    it("disables the control", () => {
      render(
        <Field label="Gutschein" disabled>
          <Input />
        </Field>,
      );
      expect(screen.getByRole("textbox", { name: "Gutschein" })).toBeDisabled();
    });
  });

  it("takes the control's id from the field and keeps the control's own descriptions", () => {
    render(
      <Field label="PLZ" error="Fehlt" controlId="zip">
        <Input aria-describedby="zip-help" />
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "PLZ" });
    expect(input).toHaveAttribute("id", "zip");
    expect(input.getAttribute("aria-describedby")).toMatch(/^zip-help /);
  });
});
