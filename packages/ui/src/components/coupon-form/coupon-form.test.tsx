import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { type CouponError, CouponForm, type CouponSubmitResult } from "./coupon-form";

function field() {
  return screen.getByRole("textbox", { name: "Gutscheincode" });
}

async function redeem(code: string) {
  if (code) await userEvent.type(field(), code);
  await userEvent.click(screen.getByRole("button", { name: "Einlösen" }));
}

describe("CouponForm", () => {
  it("is a labelled code field with a submit button", async () => {
    render(<CouponForm onSubmit={async () => ({ ok: true })} />);
    expect(field()).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("button", { name: "Einlösen" })).toHaveAttribute("type", "submit");
    expect(await axeViolations()).toEqual([]);
  });

  describe("given an empty code", () => {
    it("shows the empty error in a focused alert without calling onSubmit", async () => {
      const onSubmit = vi.fn(async (): Promise<CouponSubmitResult> => ({ ok: true }));
      render(<CouponForm onSubmit={onSubmit} />);
      await redeem("   ");
      expect(onSubmit).not.toHaveBeenCalled();
      const alert = screen.getByRole("alert");
      expect(alert).toHaveTextContent("Bitte geben Sie einen Gutscheincode ein.");
      expect(alert).toHaveFocus();
      expect(field()).toHaveAttribute("aria-invalid", "true");
      expect(field()).toHaveAccessibleDescription("Bitte geben Sie einen Gutscheincode ein.");
      expect(await axeViolations()).toEqual([]);
    });
  });

  it.each<[CouponError, string]>([
    ["notValid", "Dieser Gutscheincode ist nicht gültig."],
    ["error", "Der Gutscheincode konnte nicht geprüft werden. Bitte versuchen Sie es erneut."],
    [
      "rateLimit",
      "Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
    ],
  ])("shows the %s error in a focused alert", async (error, text) => {
    const onSubmit = vi.fn(async (): Promise<CouponSubmitResult> => ({ error }));
    render(<CouponForm onSubmit={onSubmit} />);
    await redeem(" SOMMER25 ");
    expect(onSubmit).toHaveBeenCalledWith("SOMMER25");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(text);
    // the answer arrives after the click; focus moves in an effect once it has rendered
    await waitFor(() => expect(alert).toHaveFocus());
    expect(await axeViolations()).toEqual([]);
  });

  it("takes focus to the alert again when the same error repeats", async () => {
    render(<CouponForm onSubmit={async () => ({ error: "notValid" })} />);
    await redeem("FALSCH");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveFocus());
    await userEvent.click(field());
    expect(field()).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveFocus());
  });

  it("counts a rejected promise as the general error", async () => {
    render(<CouponForm onSubmit={() => Promise.reject(new Error("offline"))} />);
    await redeem("SOMMER25");
    expect(screen.getByRole("alert")).toHaveTextContent("Der Gutscheincode konnte nicht geprüft");
  });

  it("submits with Enter, is busy while checking, then clears the code and says so", async () => {
    let answer: (result: CouponSubmitResult) => void = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise<CouponSubmitResult>((resolve) => {
          answer = resolve;
        }),
    );
    render(<CouponForm onSubmit={onSubmit} />);
    await userEvent.type(field(), "SOMMER25{Enter}");
    expect(onSubmit).toHaveBeenCalledOnce();
    const button = screen.getByRole("button", { name: "Einlösen Wird geladen" });
    expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledOnce();
    answer({ ok: true });
    expect(await screen.findByText("Der Gutscheincode wurde eingelöst.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Der Gutscheincode wurde eingelöst.");
    expect(field()).toHaveValue("");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("clears a shown error after a successful code", async () => {
    const onSubmit = vi
      .fn<(code: string) => Promise<CouponSubmitResult>>()
      .mockResolvedValueOnce({ error: "notValid" })
      .mockResolvedValueOnce({ ok: true });
    render(<CouponForm onSubmit={onSubmit} />);
    await redeem("FALSCH");
    expect(screen.getByRole("alert")).toBeInTheDocument();
    await userEvent.clear(field());
    await redeem("RICHTIG");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(field()).not.toHaveAttribute("aria-invalid");
  });

  it("takes the app's wording for an error", async () => {
    render(
      <CouponForm
        onSubmit={async () => ({ error: "notValid" })}
        errorMessages={{ notValid: "Code abgelaufen." }}
      />,
    );
    await redeem("ALT");
    expect(screen.getByRole("alert")).toHaveTextContent("Code abgelaufen.");
  });

  it("is disabled as a whole when coupons cannot be changed", () => {
    render(<CouponForm onSubmit={async () => ({ ok: true })} disabled />);
    expect(field()).toBeDisabled();
    expect(screen.getByRole("button", { name: "Einlösen" })).toBeDisabled();
  });

  it("speaks the provider's language", async () => {
    render(
      <UiMessagesProvider locale="es">
        <CouponForm onSubmit={async () => ({ error: "rateLimit" })} />
      </UiMessagesProvider>,
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Código del vale" }), "X");
    await userEvent.click(screen.getByRole("button", { name: "Canjear" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Demasiados intentos. Espera un momento y vuelve a intentarlo.",
    );
  });
});
