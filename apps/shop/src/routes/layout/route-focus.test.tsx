// Issue 27 item 1 (a): the focus rule of a change of page, on its own: the new page's h1, else
// <main>; never on the first load; never over a focus the new page gave itself.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useRef } from "react";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { useRouteFocus } from "./route-focus";

function RouteFocus() {
  useRouteFocus();
  return null;
}

function AlertPage() {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  return (
    <>
      <h1>Refused</h1>
      <div ref={alert} role="alert" tabIndex={-1}>
        Sold out
      </div>
    </>
  );
}

function Shell() {
  return (
    <>
      <nav>
        <Link to="/next">Next</Link> <Link to="/bare">Bare</Link> <Link to="/alert">Alert</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<h1>Start</h1>} />
          <Route path="/next" element={<h1>Next page</h1>} />
          <Route path="/bare" element={<p>No heading here</p>} />
          <Route path="/alert" element={<AlertPage />} />
        </Routes>
      </main>
      <RouteFocus />
    </>
  );
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Shell />
    </MemoryRouter>,
  );
}

describe("the focus after a change of page", () => {
  it("stays where the document starts on the first load", () => {
    renderAt("/");
    expect(document.activeElement).toBe(document.body);
  });

  it("goes to the new page's heading, focusable by script only", async () => {
    const user = userEvent.setup();
    renderAt("/");
    screen.getByRole("link", { name: "Next" }).focus();
    await user.keyboard("{Enter}");
    const heading = await screen.findByRole("heading", { name: "Next page" });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute("tabindex", "-1");
  });

  it("goes to <main> when the page has no heading", async () => {
    const user = userEvent.setup();
    renderAt("/");
    await user.click(screen.getByRole("link", { name: "Bare" }));
    await waitFor(() => expect(screen.getByRole("main")).toHaveFocus(), { timeout: 2000 });
  });

  it("leaves the focus on what the new page focused itself", async () => {
    const user = userEvent.setup();
    renderAt("/");
    await user.click(screen.getByRole("link", { name: "Alert" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alert).toHaveFocus();
  });
});
