import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { Link } from "./link";

describe("Link", () => {
  it("is a link named by its text", async () => {
    render(<Link href="/agb">AGB</Link>);
    const link = screen.getByRole("link", { name: "AGB" });
    expect(link).toHaveAttribute("href", "/agb");
    expect(link).toHaveAttribute("data-variant", "inline");
    expect(await axeViolations()).toEqual([]);
  });

  describe("given it is external", () => {
    it("opens a new window safely and says so in the page language", async () => {
      render(
        <UiMessagesProvider locale="es">
          <Link href="https://example.org" external>
            Museo
          </Link>
        </UiMessagesProvider>,
      );
      const link = screen.getByRole("link", { name: "Museo (se abre en una ventana nueva)" });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(await axeViolations()).toEqual([]);
    });
  });

  it("lends its look to a router link with asChild", () => {
    render(
      <Link asChild variant="standalone">
        <a href="/tickets">Tickets</a>
      </Link>,
    );
    expect(screen.getByRole("link", { name: "Tickets" })).toHaveAttribute("data-slot", "link");
  });
});
