import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { Button } from "../button/button";
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast";

function AddedToCart(props: { onUndo?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ToastProvider>
      <Button onClick={() => setOpen(true)}>In den Warenkorb</Button>
      <Toast open={open} onOpenChange={setOpen} variant="success">
        <ToastTitle>Im Warenkorb</ToastTitle>
        <ToastDescription>2 × Tageskarte</ToastDescription>
        <ToastAction altText="Im Warenkorb entfernen" onClick={props.onUndo}>
          Rückgängig
        </ToastAction>
        <ToastClose />
      </Toast>
      <ToastViewport />
    </ToastProvider>
  );
}

describe("Toast", () => {
  it("announces itself in a labelled notifications region", async () => {
    render(<AddedToCart />);
    expect(screen.getByRole("region", { name: "Benachrichtigungen (F8)" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    // Radix reads the toast out through a live region of its own, one frame later
    await waitFor(() => {
      const announcement = screen.getByRole("status");
      expect(announcement).toHaveTextContent(/^Benachrichtigung/);
      expect(announcement).toHaveTextContent(/2 × Tageskarte/);
    });
    expect(await axeViolations()).toEqual([]);
  });

  it("runs its action and closes by its × button", async () => {
    const onUndo = vi.fn();
    render(<AddedToCart onUndo={onUndo} />);
    await userEvent.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    await userEvent.click(screen.getByRole("button", { name: "Rückgängig" }));
    expect(onUndo).toHaveBeenCalledOnce();
    expect(screen.queryByText("2 × Tageskarte")).toBeNull();
  });

  it("names its parts in the provider's language", async () => {
    render(
      <UiMessagesProvider locale="en">
        <AddedToCart />
      </UiMessagesProvider>,
    );
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    await userEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByText("2 × Tageskarte")).toBeNull();
  });
});
