import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { DonationBox } from "./donation-box";

// formatMoney's output as Intl writes it: a no-break space before € (accessible names keep it)
const ONE_EURO = "1,00\u00a0€";

function Cart() {
  const [donations, setDonations] = useState<number[]>([]);
  return (
    <>
      <DonationBox
        added={donations.length > 0}
        onAdd={() => setDonations([100])}
        onRemove={() => setDonations([])}
      />
      <output>{donations.join(",")}</output>
    </>
  );
}

describe("DonationBox", () => {
  it("offers a donation of 1 euro in a named region", async () => {
    render(<DonationBox added={false} onAdd={() => {}} />);
    expect(screen.getByRole("region", { name: "Spende" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: `${ONE_EURO} spenden` })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("replaces the button by a thank-you message that takes focus, and can be taken back", async () => {
    render(<Cart />);
    await userEvent.click(screen.getByRole("button", { name: `${ONE_EURO} spenden` }));
    expect(screen.getByRole("status")).toHaveTextContent("100");
    expect(screen.queryByRole("button", { name: `${ONE_EURO} spenden` })).toBeNull();
    const message = screen.getByText("Vielen Dank! Ihre Spende von 1,00 € ist im Warenkorb.");
    expect(message).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Spende entfernen" }));
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(screen.getByRole("button", { name: `${ONE_EURO} spenden` })).toHaveFocus();
  });

  it("moves no focus when it is rendered with a donation already added", () => {
    render(<DonationBox added onAdd={() => {}} onRemove={() => {}} />);
    expect(document.body).toHaveFocus();
  });

  it("calls onAdd once per press and stays put while loading", async () => {
    const onAdd = vi.fn();
    const { rerender } = render(<DonationBox added={false} onAdd={onAdd} />);
    await userEvent.click(screen.getByRole("button", { name: `${ONE_EURO} spenden` }));
    expect(onAdd).toHaveBeenCalledOnce();
    rerender(<DonationBox added={false} onAdd={onAdd} loading />);
    const button = screen.getByRole("button", { name: `${ONE_EURO} spenden Wird geladen` });
    await userEvent.click(button);
    expect(onAdd).toHaveBeenCalledOnce();
    expect(button).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  });

  it("is disabled when donations cannot be changed", () => {
    render(<DonationBox added={false} onAdd={() => {}} disabled />);
    expect(screen.getByRole("button", { name: `${ONE_EURO} spenden` })).toBeDisabled();
  });

  it("speaks the provider's language and format", () => {
    render(
      <UiMessagesProvider locale="en">
        <DonationBox added onAdd={() => {}} onRemove={() => {}} />
      </UiMessagesProvider>,
    );
    expect(screen.getByRole("region", { name: "Donation" })).toHaveTextContent(
      "Thank you! Your donation of €1.00 is in the cart.",
    );
    expect(screen.getByRole("button", { name: "Remove donation" })).toBeInTheDocument();
  });
});
