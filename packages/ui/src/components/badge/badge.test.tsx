import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { Badge } from "./badge";

describe("Badge", () => {
  it.each([
    "primary",
    "secondary",
    "outline",
    "success",
    "warning",
    "destructive",
    "info",
  ] as const)("shows its text in the %s variant", async (variant) => {
    render(<Badge variant={variant}>Ausverkauft</Badge>);
    const badge = screen.getByText("Ausverkauft");
    expect(badge).toHaveAttribute("data-slot", "badge");
    expect(badge).toHaveAttribute("data-variant", variant);
    expect(await axeViolations()).toEqual([]);
  });
});
