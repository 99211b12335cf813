import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { PaymentMethodPicker } from "./payment-method-picker";

// held down as a person does: the arrow checks the radio it moves to
async function press(key: string) {
  await userEvent.keyboard(`{${key}>}`);
  await userEvent.keyboard(`{/${key}}`);
}

describe("PaymentMethodPicker", () => {
  it("offers the modes as named radios with credit card chosen", async () => {
    render(<PaymentMethodPicker />);
    const group = screen.getByRole("radiogroup", { name: "Zahlungsart" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["credit_card", "paypal", "sepa", "sofort"]);
    expect(screen.getByRole("radio", { name: "Kreditkarte" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "PayPal" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "SEPA-Lastschrift" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Sofortüberweisung" })).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: "Sammelrechnung" })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows collective invoice first when the address allows it", async () => {
    render(<PaymentMethodPicker collectiveInvoiceAllowed />);
    expect(screen.getAllByRole("radio")[0]).toHaveAccessibleName("Sammelrechnung");
    expect(await axeViolations()).toEqual([]);
  });

  it("moves and chooses with the arrow keys", async () => {
    const onValueChange = vi.fn();
    render(<PaymentMethodPicker onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole("radio", { name: "Kreditkarte" })).toHaveFocus();
    await press("ArrowDown");
    expect(screen.getByRole("radio", { name: "PayPal" })).toHaveFocus();
    expect(screen.getByRole("radio", { name: "PayPal" })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith("paypal");
    await press("ArrowDown");
    await press("ArrowDown");
    expect(onValueChange).toHaveBeenLastCalledWith("sofort");
    await press("ArrowUp");
    expect(screen.getByRole("radio", { name: "SEPA-Lastschrift" })).toBeChecked();
  });

  it("offers only the modes the shop has, under the caller's names", () => {
    render(<PaymentMethodPicker methods={["paypal", "sepa"]} labels={{ sepa: "Lastschrift" }} />);
    expect(screen.getAllByRole("radio")).toHaveLength(2);
    expect(screen.getByRole("radio", { name: "Lastschrift" })).toBeInTheDocument();
    // credit card is not offered, so nothing is chosen yet
    expect(screen.getByRole("radio", { name: "PayPal" })).not.toBeChecked();
  });

  describe("given nothing chosen after an attempt", () => {
    it("alerts and describes the group by the error", async () => {
      render(<PaymentMethodPicker defaultValue={null} showError />);
      const group = screen.getByRole("radiogroup", { name: "Zahlungsart" });
      expect(screen.getByRole("alert")).toHaveTextContent("Bitte wählen Sie eine Zahlungsart.");
      expect(group).toHaveAccessibleDescription("Bitte wählen Sie eine Zahlungsart.");
      expect(group).toHaveAttribute("aria-invalid", "true");
      expect(await axeViolations()).toEqual([]);
      await userEvent.click(screen.getByRole("radio", { name: "PayPal" }));
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });
  });

  describe("given it is disabled", () => {
    it("disables every mode", async () => {
      render(<PaymentMethodPicker disabled />);
      for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
      expect(await axeViolations()).toEqual([]);
    });
  });

  it("says when it loads and when no mode is offered", async () => {
    const { rerender } = render(<PaymentMethodPicker loading />);
    expect(screen.getByRole("status")).toHaveTextContent("Wird geladen");
    rerender(<PaymentMethodPicker methods={["collective_invoice"]} />);
    expect(screen.getByText("Derzeit ist keine Zahlungsart verfügbar.")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ["en", "Payment method", "Credit card"],
    ["es", "Forma de pago", "Tarjeta de crédito"],
    ["fr", "Mode de paiement", "Carte de crédit"],
  ] as const)("speaks %s", (locale, group, card) => {
    render(
      <UiMessagesProvider locale={locale}>
        <PaymentMethodPicker />
      </UiMessagesProvider>,
    );
    expect(screen.getByRole("radiogroup", { name: group })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: card })).toBeChecked();
  });
});
