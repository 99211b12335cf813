// The route error boundary: a page that throws shows a generic error page, never a blank one;
// the next address shows its own page again.
import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n/i18n-provider";
import { RouteErrorBoundary } from "./route-error-boundary";

function Broken(): never {
  throw new Error("render failed");
}

describe("given a page that throws", () => {
  it("shows the error page with a way back and a reload button", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <I18nProvider locale="fr">
        <MemoryRouter initialEntries={["/broken"]}>
          <RouteErrorBoundary>
            <Routes>
              <Route path="/broken" element={<Broken />} />
              <Route path="/" element={<p>fine</p>} />
            </Routes>
          </RouteErrorBoundary>
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Une erreur s’est produite" }),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Recharger" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Vers la page d’accueil" })).toHaveAttribute(
      "href",
      "/",
    );

    await userEvent.click(screen.getByRole("link", { name: "Vers la page d’accueil" }));
    expect(await screen.findByText("fine")).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
