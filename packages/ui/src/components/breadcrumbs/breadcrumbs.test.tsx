import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  Breadcrumbs,
} from "./breadcrumbs";

function Trail() {
  return (
    <Breadcrumbs>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="/">Start</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbLink href="/tickets">Tickets</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>Zeitfenster</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumbs>
  );
}

describe("Breadcrumbs", () => {
  it("is a labelled nav whose list ends with the current page", async () => {
    render(<Trail />);
    const nav = screen.getByRole("navigation", { name: "Brotkrümelnavigation" });
    expect(within(nav).getAllByRole("listitem")).toHaveLength(3);
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Start", "Tickets"]);
    expect(within(nav).getByText("Zeitfenster")).toHaveAttribute("aria-current", "page");
    expect(await axeViolations()).toEqual([]);
  });

  it("names the nav in the provider's language", () => {
    render(
      <UiMessagesProvider locale="fr">
        <Trail />
      </UiMessagesProvider>,
    );
    expect(screen.getByRole("navigation", { name: "Fil d’Ariane" })).toBeInTheDocument();
  });
});
