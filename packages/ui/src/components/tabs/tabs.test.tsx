import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function Account() {
  return (
    <Tabs defaultValue="orders">
      <TabsList aria-label="Konto">
        <TabsTrigger value="orders">Bestellungen</TabsTrigger>
        <TabsTrigger value="profile">Profil</TabsTrigger>
        <TabsTrigger value="cards" disabled>
          Jahreskarten
        </TabsTrigger>
      </TabsList>
      <TabsContent value="orders">Keine Bestellungen</TabsContent>
      <TabsContent value="profile">Ada Lovelace</TabsContent>
      <TabsContent value="cards">Keine Karten</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("shows the panel of the selected tab, named by it", async () => {
    render(<Account />);
    expect(screen.getByRole("tablist", { name: "Konto" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Bestellungen" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tabpanel", { name: "Bestellungen" })).toHaveTextContent(
      "Keine Bestellungen",
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("moves with the arrow keys and skips a disabled tab", async () => {
    render(<Account />);
    await userEvent.tab();
    expect(screen.getByRole("tab", { name: "Bestellungen" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Profil" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Profil" })).toHaveTextContent("Ada Lovelace");
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Bestellungen" })).toHaveFocus();
  });
});
