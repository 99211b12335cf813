import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { Button } from "../button/button";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

function PriceDetails() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="link">Preisdetails</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Preisdetails">
        <p>Enthält 7 % MwSt.</p>
      </PopoverContent>
    </Popover>
  );
}

describe("Popover", () => {
  it("discloses its content and says so on the trigger", async () => {
    render(<PriceDetails />);
    const trigger = screen.getByRole("button", { name: "Preisdetails" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("dialog", { name: "Preisdetails" })).toHaveTextContent("7 % MwSt.");
    expect(await axeViolations()).toEqual([]);
  });

  it("closes on Escape and returns focus", async () => {
    render(<PriceDetails />);
    const trigger = screen.getByRole("button", { name: "Preisdetails" });
    await userEvent.click(trigger);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(trigger).toHaveFocus();
  });
});
