// The alert's box without focusOn (cart-line uses it; alert.tsx wraps it): the role and focus
// target every alert has, its variants, and no focus taken on its own.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { AlertBox } from "./alert-box";

describe("AlertBox", () => {
  it("is a live alert that can take focus, with its variant, and never takes it itself", async () => {
    const { container } = render(
      <AlertBox variant="destructive">Die Plätze reichen nicht.</AlertBox>,
    );
    const box = screen.getByRole("alert");
    expect(box).toHaveAttribute("tabindex", "-1");
    expect(box).toHaveAttribute("data-variant", "destructive");
    expect(box).not.toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("takes another role, and info as its default variant", () => {
    render(<AlertBox role="status">Gespeichert.</AlertBox>);
    expect(screen.getByRole("status")).toHaveAttribute("data-variant", "info");
  });
});
