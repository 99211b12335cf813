import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { UiLocale } from "../../i18n/messages";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { FlowBreadcrumbs, type FlowChoices } from "./flow-breadcrumbs";

const CHOICES: FlowChoices = {
  filter: "Pergamonmuseum",
  group: "Zeitfenster-Tickets",
  date: "2026-11-24",
  time: "10:30",
};

describe("FlowBreadcrumbs", () => {
  it("is a labelled nav whose steps show the choices and end at the current step", async () => {
    render(<FlowBreadcrumbs current="time" choices={CHOICES} onNavigate={() => {}} />);
    const nav = screen.getByRole("navigation", { name: "Schritte der Ticketauswahl" });
    expect(
      within(nav)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Filter: Pergamonmuseum",
      "Ticketart: Zeitfenster-Tickets",
      "Datum: 24.11.2026",
      "Uhrzeit: 10:30 Uhr",
    ]);
    expect(within(nav).getByText("Uhrzeit: 10:30 Uhr")).toHaveAttribute("aria-current", "step");
    expect(
      within(nav)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Filter: Pergamonmuseum", "Ticketart: Zeitfenster-Tickets", "Datum: 24.11.2026"]);
    expect(await axeViolations()).toEqual([]);
  });

  it("goes back to a step when its button is pressed, by mouse or keyboard", async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<FlowBreadcrumbs current="time" choices={CHOICES} onNavigate={onNavigate} />);
    await user.tab();
    expect(screen.getByRole("button", { name: "Filter: Pergamonmuseum" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onNavigate).toHaveBeenLastCalledWith("filter");
    await user.click(screen.getByRole("button", { name: "Datum: 24.11.2026" }));
    expect(onNavigate).toHaveBeenLastCalledWith("date");
  });

  it("shows no step after the current one, and a step without a choice by its name", () => {
    render(
      <FlowBreadcrumbs current="date" choices={{ group: "Tagestickets" }} onNavigate={() => {}} />,
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Filter",
      "Ticketart: Tagestickets",
      "Datum",
    ]);
  });

  it("leaves out steps this shop does not have", () => {
    render(
      <FlowBreadcrumbs
        current="time"
        steps={["group", "date", "time"]}
        choices={CHOICES}
        onNavigate={() => {}}
      />,
    );
    expect(screen.queryByText(/Pergamonmuseum/)).not.toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  describe("given a reset target", () => {
    it("offers a reset link that calls onReset on a plain click", async () => {
      const user = userEvent.setup();
      const onReset = vi.fn();
      render(
        <FlowBreadcrumbs
          current="date"
          choices={CHOICES}
          onNavigate={() => {}}
          resetHref="/tickets"
          onReset={onReset}
        />,
      );
      const link = screen.getByRole("link", { name: "Auswahl zurücksetzen" });
      expect(link).toHaveAttribute("href", "/tickets");
      await user.click(link);
      expect(onReset).toHaveBeenCalledTimes(1);
      expect(await axeViolations()).toEqual([]);
    });

    it("is a button when there is only onReset", async () => {
      const user = userEvent.setup();
      const onReset = vi.fn();
      render(<FlowBreadcrumbs current="group" onNavigate={() => {}} onReset={onReset} />);
      await user.click(screen.getByRole("button", { name: "Auswahl zurücksetzen" }));
      expect(onReset).toHaveBeenCalledTimes(1);
    });
  });

  describe.each<[UiLocale, string, string, string]>([
    ["en", "Ticket selection steps", "Date: 24 Nov 2026", "Time: 10:30"],
    ["es", "Pasos de la selección de entradas", "Fecha: 24 nov 2026", "Hora: 10:30 h"],
    ["fr", "Étapes de la sélection des billets", "Date\u00a0: 24 nov. 2026", "Heure : 10:30"],
    // names keep the no-break spaces of the tables; getByText folds them into plain spaces
  ])("in %s", (locale, label, date, time) => {
    it("names the nav and formats the date in that language", async () => {
      render(
        <UiMessagesProvider locale={locale}>
          <FlowBreadcrumbs current="time" choices={CHOICES} onNavigate={() => {}} />
        </UiMessagesProvider>,
      );
      const nav = screen.getByRole("navigation", { name: label });
      expect(within(nav).getByRole("button", { name: date })).toBeInTheDocument();
      expect(within(nav).getByText(time)).toHaveAttribute("aria-current", "step");
      expect(await axeViolations()).toEqual([]);
    });
  });
});
