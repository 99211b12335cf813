import { render, screen } from "@testing-library/react";
import { useEffect, useRef } from "react";
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
});
