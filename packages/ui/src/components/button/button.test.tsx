import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { Button } from "./button";

describe("Button", () => {
  it("is a button named by its text that reports clicks", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Weiter</Button>);
    await userEvent.click(screen.getByRole("button", { name: "Weiter" }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole("button")).toHaveAttribute("type", "button");
    expect(await axeViolations()).toEqual([]);
  });

  it("writes its variant and size as data attributes", () => {
    render(
      <Button variant="destructive" size="lg">
        Stornieren
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Stornieren" });
    expect(button).toHaveAttribute("data-slot", "button");
    expect(button).toHaveAttribute("data-variant", "destructive");
    expect(button).toHaveAttribute("data-size", "lg");
    expect(button).not.toHaveAttribute("data-loading");
  });

  describe("given it is disabled", () => {
    it("cannot be pressed", async () => {
      const onClick = vi.fn();
      render(
        <Button disabled onClick={onClick}>
          Weiter
        </Button>,
      );
      await userEvent.click(screen.getByRole("button", { name: "Weiter" }));
      expect(onClick).not.toHaveBeenCalled();
      expect(screen.getByRole("button")).toBeDisabled();
      expect(await axeViolations()).toEqual([]);
    });
  });

  describe("given it is loading", () => {
    it("keeps focus, ignores clicks and says it is loading in the page language", async () => {
      const onClick = vi.fn();
      render(
        <UiMessagesProvider locale="en">
          <Button loading onClick={onClick}>
            Pay
          </Button>
        </UiMessagesProvider>,
      );
      const button = screen.getByRole("button", { name: "Pay Loading" });
      button.focus();
      await userEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
      expect(button).toHaveFocus();
      expect(button).toHaveAttribute("aria-busy", "true");
      expect(button).toHaveAttribute("data-loading");
      expect(await axeViolations()).toEqual([]);
    });

    it("takes its busy text from a prop", () => {
      render(
        <Button loading loadingLabel="wird bezahlt">
          Bezahlen
        </Button>,
      );
      expect(screen.getByRole("button", { name: "Bezahlen wird bezahlt" })).toBeInTheDocument();
    });
  });

  it("lends its look to a link with asChild", () => {
    render(
      <Button asChild variant="outline">
        <a href="/cart">Warenkorb</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Warenkorb" });
    expect(link).toHaveAttribute("data-slot", "button");
    expect(link).not.toHaveAttribute("type");
  });
});
