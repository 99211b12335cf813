import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { Button } from "../button/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";

describe("Card", () => {
  it("groups a heading, text and actions, at the heading level the page needs", async () => {
    render(
      <main>
        <h1>Tickets</h1>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Tageskarte</CardTitle>
            <CardDescription>Alle Ausstellungen</CardDescription>
          </CardHeader>
          <CardContent>12,00 €</CardContent>
          <CardFooter>
            <Button>In den Warenkorb</Button>
          </CardFooter>
        </Card>
      </main>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Tageskarte" })).toBeInTheDocument();
    expect(screen.getByText("Alle Ausstellungen").closest("[data-slot=card]")).not.toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
