import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { countdownStage, ReservationCountdown } from "./reservation-countdown";

const START = new Date("2026-03-10T10:00:00.000Z");

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

// axe schedules its own timers: check with the real clock once the fake one has done its work
async function axeWithRealTimers() {
  vi.useRealTimers();
  return axeViolations();
}

function notice() {
  return screen.getByRole("status");
}

describe("countdownStage", () => {
  it.each([
    [5 * 60_000 + 1000, 0],
    [5 * 60_000 + 999, 1],
    [5 * 60_000, 1],
    [61_000, 1],
    [60_999, 2],
    [1, 2],
    [0, 3],
    [-5000, 3],
  ])("puts %d ms left in stage %d", (msLeft, stage) => {
    expect(countdownStage(msLeft)).toBe(stage);
  });
});

describe("ReservationCountdown", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the time left as mm:ss and ticks each second without a live region", async () => {
    render(<ReservationCountdown validUntil="2026-03-10T10:12:34Z" />);
    const timer = screen.getByRole("timer");
    expect(timer).toHaveTextContent("Reserviert für 12:34");
    expect(timer).not.toHaveAttribute("aria-live");
    advance(1000);
    expect(timer).toHaveTextContent("12:33");
    advance(59_000);
    expect(timer).toHaveTextContent("11:34");
    expect(notice()).toHaveTextContent("");
    expect(notice()).toHaveAttribute("aria-live", "polite");
    expect(await axeWithRealTimers()).toEqual([]);
  });

  it("ticks on the second boundary when the hold ends at an odd millisecond", () => {
    render(<ReservationCountdown validUntil="2026-03-10T10:00:10.400Z" />);
    expect(screen.getByRole("timer")).toHaveTextContent("00:10");
    advance(400);
    expect(screen.getByRole("timer")).toHaveTextContent("00:10");
    advance(1);
    expect(screen.getByRole("timer")).toHaveTextContent("00:09");
  });

  it("reads the clock from the now prop", () => {
    const now = () => new Date("2026-03-10T10:10:00Z");
    render(<ReservationCountdown validUntil="2026-03-10T10:12:34Z" now={now} />);
    expect(screen.getByRole("timer")).toHaveTextContent("02:34");
  });

  it("says politely when 5 minutes and 1 minute are left, with the way to extend", async () => {
    const onRefresh = vi.fn();
    render(<ReservationCountdown validUntil="2026-03-10T10:05:02Z" onRefresh={onRefresh} />);
    expect(notice()).toHaveTextContent("");
    advance(2000);
    expect(screen.getByRole("timer")).toHaveTextContent("05:00");
    expect(notice()).toHaveTextContent(
      "Ihre Reservierung läuft in 5 Minuten ab. Mit „Reservierung verlängern“ erhalten Sie mehr Zeit.",
    );
    expect(screen.getByRole("timer").closest("[data-slot=reservation-countdown]")).toHaveAttribute(
      "data-warning",
    );
    advance(4 * 60_000);
    expect(notice()).toHaveTextContent("Ihre Reservierung läuft in 1 Minute ab.");
    expect(await axeWithRealTimers()).toEqual([]);
  });

  it("does not announce the stage it was mounted in", () => {
    render(<ReservationCountdown validUntil="2026-03-10T10:03:00Z" />);
    advance(5000);
    expect(notice()).toHaveTextContent("");
    expect(screen.getByRole("timer")).toHaveTextContent("02:55");
  });

  describe("given the hold runs out", () => {
    it("calls onExpire once, says so and drops the refresh action", async () => {
      const onExpire = vi.fn();
      render(
        <ReservationCountdown
          validUntil="2026-03-10T10:00:03Z"
          onExpire={onExpire}
          onRefresh={() => {}}
        />,
      );
      advance(2000);
      expect(screen.getByRole("timer")).toHaveTextContent("00:01");
      expect(onExpire).not.toHaveBeenCalled();
      advance(1000);
      expect(onExpire).toHaveBeenCalledOnce();
      expect(screen.queryByRole("timer")).toBeNull();
      expect(screen.getByText("Reservierung abgelaufen")).toBeInTheDocument();
      expect(notice()).toHaveTextContent(
        "Ihre Reservierung ist abgelaufen. Die Plätze wurden wieder freigegeben.",
      );
      expect(screen.queryByRole("button")).toBeNull();
      advance(10_000);
      expect(onExpire).toHaveBeenCalledOnce();
      expect(await axeWithRealTimers()).toEqual([]);
    });

    it("calls onExpire at once when mounted after valid_until", () => {
      const onExpire = vi.fn();
      render(<ReservationCountdown validUntil="2026-03-10T09:59:00Z" onExpire={onExpire} />);
      expect(onExpire).toHaveBeenCalledOnce();
      expect(screen.getByText("Reservierung abgelaufen")).toBeInTheDocument();
    });
  });

  describe("given the visitor extends the hold", () => {
    it("calls onRefresh, then counts from the new valid_until and announces again", () => {
      const onRefresh = vi.fn();
      const { rerender } = render(
        <ReservationCountdown validUntil="2026-03-10T10:04:00Z" onRefresh={onRefresh} />,
      );
      advance(3 * 60_000);
      expect(notice()).toHaveTextContent("1 Minute");
      fireEvent.click(screen.getByRole("button", { name: "Reservierung verlängern" }));
      expect(onRefresh).toHaveBeenCalledOnce();
      rerender(<ReservationCountdown validUntil="2026-03-10T10:33:00Z" onRefresh={onRefresh} />);
      expect(screen.getByRole("timer")).toHaveTextContent("30:00");
      expect(notice()).toHaveTextContent("");
      advance(25 * 60_000);
      expect(notice()).toHaveTextContent("5 Minuten");
    });

    it("keeps the button focusable and busy while the extension is on its way", async () => {
      render(
        <ReservationCountdown validUntil="2026-03-10T10:04:00Z" onRefresh={() => {}} refreshing />,
      );
      const button = screen.getByRole("button", { name: "Reservierung verlängern Wird geladen" });
      expect(button).toHaveAttribute("aria-busy", "true");
      expect(button).toBeEnabled();
      expect(await axeWithRealTimers()).toEqual([]);
    });
  });

  it("speaks the provider's language", () => {
    render(
      <UiMessagesProvider locale="es">
        <ReservationCountdown validUntil="2026-03-10T10:01:01Z" onRefresh={() => {}} />
      </UiMessagesProvider>,
    );
    expect(screen.getByRole("timer")).toHaveTextContent("Reservado durante 01:01");
    advance(1000);
    expect(notice()).toHaveTextContent(
      "Tu reserva caduca en 1 minuto. Elige «Ampliar la reserva» para tener más tiempo.",
    );
  });
});
