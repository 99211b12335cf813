import { formatCountdown, msUntil } from "@shop/core";
import { cva } from "class-variance-authority";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { Button } from "../button/button";
import { VisuallyHidden } from "../visually-hidden/visually-hidden";
import { reservationCountdownMessages } from "./messages";

const MINUTE_MS = 60_000;

/** What a screen reader is told on entering each stage (see countdownStage). */
const NOTICES = {
  1: "reservationCountdown.fiveMinutes",
  2: "reservationCountdown.oneMinute",
  3: "reservationCountdown.expiredNotice",
} as const;

/**
 * 0 while the display reads above 05:00, 1 from 05:00, 2 from 01:00, 3 once the hold has expired.
 * Judged by the shown (floored) seconds, so the notice comes with the digits it speaks of.
 */
export function countdownStage(msLeft: number): 0 | 1 | 2 | 3 {
  if (msLeft <= 0) return 3;
  const shown = Math.floor(msLeft / 1000) * 1000;
  if (shown <= MINUTE_MS) return 2;
  if (shown <= 5 * MINUTE_MS) return 1;
  return 0;
}

export const reservationCountdownVariants = cva(
  "inline-flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border-s-4 bg-card px-3 py-1.5 text-card-foreground text-sm",
  {
    variants: {
      stage: {
        running: "border-info",
        warning: "border-warning",
        expired: "border-destructive",
      },
    },
    defaultVariants: { stage: "running" },
  },
);

export type ReservationCountdownProps = Omit<ComponentProps<"div">, "children"> & {
  /** The hold's valid_until: an ISO 8601 instant with an offset (spec selling-core §3). */
  validUntil: string;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /** Called once when the hold runs out (again after `validUntil` moves on). */
  onExpire?: () => void;
  /** The one simple action that extends the hold (WCAG 2.2.1); no button without it. */
  onRefresh?: () => void;
  /** The extension is on its way. */
  refreshing?: boolean;
  refreshLabel?: string;
};

const defaultNow = () => new Date();

/**
 * spec selling-core §4, §9: the time left on a reservation as mm:ss, ticking each second, with a
 * refresh action. The ticking text is a timer, not a live region (it would talk every second);
 * a separate polite region says when 5 minutes and 1 minute are left and when the hold expired.
 */
export function ReservationCountdown({
  validUntil,
  now = defaultNow,
  onExpire,
  onRefresh,
  refreshing = false,
  refreshLabel,
  className,
  ...props
}: ReservationCountdownProps) {
  const { t } = useUiText(reservationCountdownMessages);
  const [msLeft, setMsLeft] = useState(() => msUntil(validUntil, now()));
  const [notice, setNotice] = useState<(typeof NOTICES)[keyof typeof NOTICES] | null>(null);
  // the latest callbacks, so a new inline function does not restart the clock
  const latest = useRef({ now, onExpire });
  useEffect(() => {
    latest.current = { now, onExpire };
  });
  // the hold whose expiry was reported: once per validUntil, even if effects run twice
  const expiredFor = useRef<string | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let announced = countdownStage(msUntil(validUntil, latest.current.now()));
    setNotice(null);
    const tick = () => {
      const left = msUntil(validUntil, latest.current.now());
      setMsLeft(left);
      const stage = countdownStage(left);
      // announce only what changed while the visitor was here, once per stage
      if (stage > announced) {
        announced = stage;
        setNotice(stage === 0 ? null : NOTICES[stage]);
      }
      if (left <= 0) {
        if (expiredFor.current !== validUntil) {
          expiredFor.current = validUntil;
          latest.current.onExpire?.();
        }
        return;
      }
      // wake just as the shown second changes (the display floors seconds), not 1000 ms after
      // an odd start: from 10.4 s left the next value, 00:09, is due in 401 ms. The last wait
      // ends at valid_until itself, so expiry is reported on time.
      timer = setTimeout(tick, Math.min((left % 1000) + 1, left));
    };
    tick();
    return () => clearTimeout(timer);
  }, [validUntil]);

  const stage = countdownStage(msLeft);
  const isExpired = stage === 3;
  const action = refreshLabel ?? t("reservationCountdown.refresh");
  const seconds = Math.max(0, Math.floor(msLeft / 1000));

  return (
    <div
      data-slot="reservation-countdown"
      data-warning={stage === 1 || stage === 2 || undefined}
      data-expired={isExpired || undefined}
      className={cn(
        reservationCountdownVariants({
          stage: isExpired ? "expired" : stage > 0 ? "warning" : "running",
        }),
        className,
      )}
      {...props}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        className="size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      {isExpired ? (
        <span data-slot="reservation-countdown-expired" className="font-medium">
          {t("reservationCountdown.expired")}
        </span>
      ) : (
        // role timer: its changes are not announced (implicit aria-live off)
        <span role="timer" data-slot="reservation-countdown-timer">
          {t("reservationCountdown.label")}{" "}
          <time
            dateTime={`PT${Math.floor(seconds / 60)}M${seconds % 60}S`}
            className="font-semibold tabular-nums"
          >
            {formatCountdown(msLeft)}
          </time>
        </span>
      )}
      {onRefresh && !isExpired && (
        <Button
          data-slot="reservation-countdown-refresh"
          variant="outline"
          size="sm"
          loading={refreshing}
          onClick={onRefresh}
        >
          {action}
        </Button>
      )}
      <VisuallyHidden role="status" aria-live="polite" data-slot="reservation-countdown-notice">
        {notice && t(notice)}
        {notice && notice !== "reservationCountdown.expiredNotice" && onRefresh && (
          <> {t("reservationCountdown.extendHint", { action })}</>
        )}
      </VisuallyHidden>
    </div>
  );
}
