import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { Collapsible, CollapsibleContent, ShowMoreTrigger } from "./collapsible";

function Description() {
  return (
    <Collapsible>
      <p>Die Ausstellung zeigt Werke aus fünf Jahrhunderten.</p>
      <CollapsibleContent>
        <p>Führungen finden täglich um 14 Uhr statt.</p>
      </CollapsibleContent>
      <ShowMoreTrigger />
    </Collapsible>
  );
}

describe("Collapsible", () => {
  it("discloses more text and renames its trigger", async () => {
    render(<Description />);
    const trigger = screen.getByRole("button", { name: "Mehr anzeigen" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Führungen finden täglich um 14 Uhr statt.")).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(trigger);
    expect(screen.getByRole("button", { name: "Weniger anzeigen" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByText("Führungen finden täglich um 14 Uhr statt.")).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("speaks the provider's language", () => {
    render(
      <UiMessagesProvider locale="es">
        <Description />
      </UiMessagesProvider>,
    );
    expect(screen.getByRole("button", { name: "Mostrar más" })).toBeInTheDocument();
  });
});
