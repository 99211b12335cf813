import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { Spinner } from "./spinner";

describe("Spinner", () => {
  it("is a status that says it is loading, in German by default", async () => {
    render(<Spinner />);
    expect(screen.getByRole("status")).toHaveTextContent("Wird geladen");
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ["en", "Loading"],
    ["es", "Cargando"],
    ["fr", "Chargement"],
  ] as const)("speaks %s", (locale, text) => {
    render(
      <UiMessagesProvider locale={locale}>
        <Spinner />
      </UiMessagesProvider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent(text);
  });

  it("says what is loading when given a label", () => {
    render(<Spinner label="Zeitfenster werden geladen" />);
    expect(screen.getByRole("status")).toHaveTextContent("Zeitfenster werden geladen");
  });

  it("announces nothing when decorative", () => {
    render(<Spinner decorative />);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
