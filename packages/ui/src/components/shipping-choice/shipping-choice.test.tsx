import { formatMoney } from "@shop/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { ShippingChoice } from "./shipping-choice";

function Choice(props: {
  initial?: boolean | null;
  showError?: boolean;
  onValueChange?: (v: boolean) => void;
}) {
  const [value, setValue] = useState(props.initial ?? null);
  return (
    <ShippingChoice
      value={value}
      priceCents={350}
      showError={props.showError}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

const post = `Versand per Post ${formatMoney(350, "de")}`;

describe("ShippingChoice", () => {
  it("starts unset, with print at home and post with its price", async () => {
    render(<Choice />);
    const group = screen.getByRole("radiogroup", {
      name: "Wie möchten Sie Ihre Tickets erhalten?",
    });
    expect(group).toHaveAttribute("aria-required", "true");
    expect(screen.getByRole("radio", { name: "Zu Hause ausdrucken kostenlos" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: post })).not.toBeChecked();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("is chosen with the keyboard and answers booleans", async () => {
    const onValueChange = vi.fn();
    render(<Choice onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole("radio", { name: "Zu Hause ausdrucken kostenlos" })).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(onValueChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard("{ArrowDown>}");
    await userEvent.keyboard("{/ArrowDown}");
    expect(screen.getByRole("radio", { name: post })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard("{ArrowUp>}");
    await userEvent.keyboard("{/ArrowUp}");
    expect(onValueChange).toHaveBeenLastCalledWith(false);
  });

  it("checks the radio of a given choice", () => {
    render(<Choice initial={true} />);
    expect(screen.getByRole("radio", { name: post })).toBeChecked();
  });

  describe("given an attempt without a choice", () => {
    it("shows an alert that describes the group, until a choice is made", async () => {
      render(<Choice showError />);
      const group = screen.getByRole("radiogroup");
      const message = "Bitte wählen Sie, wie Sie Ihre Tickets erhalten möchten.";
      expect(screen.getByRole("alert")).toHaveTextContent(message);
      expect(group).toHaveAccessibleDescription(message);
      expect(group).toHaveAttribute("aria-invalid", "true");
      expect(await axeViolations()).toEqual([]);
      await userEvent.click(screen.getByRole("radio", { name: post }));
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
      expect(group).not.toHaveAttribute("aria-invalid");
    });
  });

  describe("given it is disabled or loading", () => {
    it("disables both radios", async () => {
      render(<ShippingChoice value={false} onValueChange={() => {}} disabled />);
      for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
      expect(await axeViolations()).toEqual([]);
    });

    it("says the price is loading", async () => {
      render(<ShippingChoice value={null} onValueChange={() => {}} loading />);
      expect(screen.getByRole("radiogroup")).toHaveAttribute("aria-busy", "true");
      expect(screen.getByRole("status")).toHaveTextContent("Wird geladen");
      expect(await axeViolations()).toEqual([]);
    });
  });

  it("speaks the provider's language", () => {
    render(
      <UiMessagesProvider locale="fr">
        <ShippingChoice value={null} onValueChange={() => {}} priceCents={350} showError />
      </UiMessagesProvider>,
    );
    expect(
      screen.getByRole("radiogroup", {
        name: "Comment souhaitez-vous recevoir vos billets\u00a0?",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("radio", { name: `Envoi par la poste ${formatMoney(350, "fr")}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Veuillez choisir comment recevoir vos billets.",
    );
  });

  describe("given what the order holds", () => {
    it.each([
      ["tickets", "Wie möchten Sie Ihre Tickets erhalten?", "wie Sie Ihre Tickets erhalten"],
      ["coupons", "Wie möchten Sie Ihre Gutscheine erhalten?", "wie Sie Ihre Gutscheine erhalten"],
      [
        "both",
        "Wie möchten Sie Ihre Tickets und Gutscheine erhalten?",
        "wie Sie Ihre Tickets und Gutscheine erhalten",
      ],
    ] as const)("asks how its %s arrive and names them when unset", (goods, question, error) => {
      render(<ShippingChoice value={null} goods={goods} showError onValueChange={() => {}} />);
      expect(screen.getByRole("radiogroup", { name: question })).toBeInTheDocument();
      expect(screen.getByRole("alert")).toHaveTextContent(error);
    });
  });
});
