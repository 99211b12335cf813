import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { Input } from "./input";

describe("Input", () => {
  it("takes typed text", async () => {
    render(<Input aria-label="Vorname" />);
    const input = screen.getByRole("textbox", { name: "Vorname" });
    await userEvent.type(input, "Ada");
    expect(input).toHaveValue("Ada");
    expect(input).toHaveAttribute("data-slot", "input");
    expect(await axeViolations()).toEqual([]);
  });

  it("keeps its type, so e-mail keyboards appear on phones", () => {
    render(<Input aria-label="E-Mail" type="email" />);
    expect(screen.getByRole("textbox", { name: "E-Mail" })).toHaveAttribute("type", "email");
  });

  it("refuses input when disabled", async () => {
    render(<Input aria-label="Vorname" disabled />);
    const input = screen.getByRole("textbox", { name: "Vorname" });
    await userEvent.type(input, "Ada");
    expect(input).toHaveValue("");
  });
});
