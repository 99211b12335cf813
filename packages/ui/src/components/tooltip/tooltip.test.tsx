import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { Button } from "../button/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip";

describe("Tooltip", () => {
  it("appears on keyboard focus and describes its trigger", async () => {
    render(
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="outline">Ermäßigt</Button>
        </TooltipTrigger>
        <TooltipContent>Gegen Nachweis an der Kasse</TooltipContent>
      </Tooltip>,
    );
    await userEvent.tab();
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip).toHaveTextContent("Gegen Nachweis an der Kasse");
    expect(screen.getByRole("button", { name: "Ermäßigt" })).toHaveAccessibleDescription(
      "Gegen Nachweis an der Kasse",
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("goes away on Escape", async () => {
    render(
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="outline">Ermäßigt</Button>
        </TooltipTrigger>
        <TooltipContent>Gegen Nachweis an der Kasse</TooltipContent>
      </Tooltip>,
    );
    await userEvent.tab();
    await screen.findByRole("tooltip");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
