import { fireEvent, render, screen } from "@testing-library/react";
import { useEffect, useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { AlertCircleIcon } from "../../lib/icons";
import { axeViolations } from "../../test/axe";
import { Alert, AlertDescription, AlertTitle } from "./alert";

function ErrorSummary() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} variant="destructive" aria-labelledby="summary-title">
      <AlertCircleIcon />
      <AlertTitle id="summary-title">Bitte prüfen Sie Ihre Angaben</AlertTitle>
      <AlertDescription>Die E-Mail-Adresse fehlt.</AlertDescription>
    </Alert>
  );
}

/** A form whose send fails with `error` each time (the same object until the test passes another). */
function Form({ error }: { error: object }) {
  const [failed, setFailed] = useState<object>();
  return (
    <>
      <button type="button" onClick={() => setFailed(error)}>
        Senden
      </button>
      {failed && (
        <Alert variant="destructive" focusOn={failed}>
          <AlertDescription>Die E-Mail-Adresse fehlt.</AlertDescription>
        </Alert>
      )}
    </>
  );
}

describe("Alert", () => {
  it("is an alert that a form can move focus to", async () => {
    render(<ErrorSummary />);
    const alert = screen.getByRole("alert", { name: "Bitte prüfen Sie Ihre Angaben" });
    expect(alert).toHaveFocus();
    expect(alert).toHaveAttribute("tabindex", "-1");
    expect(alert).toHaveAttribute("data-variant", "destructive");
    expect(await axeViolations()).toEqual([]);
  });

  it("can be a polite status instead", async () => {
    render(
      <Alert role="status" variant="success">
        <AlertTitle>Gutschein eingelöst</AlertTitle>
      </Alert>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Gutschein eingelöst");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  describe("given focusOn, an attempt counter or the last error", () => {
    it("moves focus to the alert on each failed attempt, the same error told again too", async () => {
      const error = { code: "validation" };
      const { rerender } = render(<Form error={error} />);
      const send = screen.getByRole("button", { name: "Senden" });
      fireEvent.click(send);
      const alert = screen.getByRole("alert");
      expect(alert).toHaveFocus();
      expect(await axeViolations()).toEqual([]);
      send.focus();
      // the same object again is no new attempt: focus stays where the visitor is
      fireEvent.click(send);
      expect(send).toHaveFocus();
      // a new attempt failing the same way is a new error object: focus moves again
      rerender(<Form error={{ code: "validation" }} />);
      fireEvent.click(send);
      expect(alert).toHaveFocus();
    });

    it("leaves the focus alone before any attempt (0) and keeps the caller's ref", () => {
      const ref = { current: null as HTMLDivElement | null };
      const { rerender } = render(
        <Alert ref={ref} focusOn={0}>
          <AlertDescription>Hinweis</AlertDescription>
        </Alert>,
      );
      const alert = screen.getByRole("alert");
      expect(ref.current).toBe(alert);
      expect(alert).not.toHaveFocus();
      rerender(
        <Alert ref={ref} focusOn={1}>
          <AlertDescription>Hinweis</AlertDescription>
        </Alert>,
      );
      expect(alert).toHaveFocus();
    });
  });
});
