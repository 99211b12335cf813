import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { SkipLink } from "./skip-link";

describe("SkipLink", () => {
  it("is the first stop of the tab order and points at the main content", async () => {
    render(
      <>
        <SkipLink />
        <button type="button">Menü</button>
        <main id="main">Inhalt</main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole("link", { name: "Zum Inhalt springen" });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute("href", "#main");
    expect(await axeViolations()).toEqual([]);
  });

  it("speaks the provider's language and accepts another target", () => {
    render(
      <UiMessagesProvider locale="fr">
        <SkipLink href="#tickets" />
      </UiMessagesProvider>,
    );
    expect(screen.getByRole("link", { name: "Aller au contenu" })).toHaveAttribute(
      "href",
      "#tickets",
    );
  });
});
