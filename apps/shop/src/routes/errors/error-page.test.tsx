// The route error element: a page that throws shows a generic error page, never a blank one.
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n/i18n-provider";
import { ErrorPage } from "./error-page";

function Broken(): never {
  throw new Error("render failed");
}

describe("given a page that throws", () => {
  it("shows the error page with a way back and a reload button", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: "/", Component: Broken, errorElement: <ErrorPage /> },
    ]);
    render(
      <I18nProvider locale="fr">
        <RouterProvider router={router} />
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
  });
});
