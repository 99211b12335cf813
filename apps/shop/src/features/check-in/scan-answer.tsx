// The issue 34, Deliver 2: what the scanner page says of a scan: the answer to the last one,
// large and in words, and the list of the last scans.
import { TIME_ZONE } from "@shop/core";
import type { ScanResult } from "@shop/core/contract";
import { cn } from "@shop/ui/cn";
import { useIntl } from "../../i18n/intl";
import { useCheckInT } from "./check-in-texts";
import type { ScanEntry } from "./use-check-in";

/** What the answer says beside its headline: the reason, whom and what the code admits. */
function useAnswerLines() {
  const t = useCheckInT();
  const intl = useIntl();
  const time = (at: string | Date) =>
    intl.formatTime(at, { hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE });
  return (result: ScanResult): string[] => {
    const lines: string[] = [];
    if (result.reason === "already_used" && result.used) {
      lines.push(
        result.used.device
          ? t("checkIn.reason.already_used", {
              time: time(result.used.at),
              device: result.used.device,
            })
          : t("checkIn.reason.already_used.unknownDevice", { time: time(result.used.at) }),
      );
    } else if (result.reason !== null) {
      lines.push(t(`checkIn.reason.${result.reason}`));
    }
    const admission = result.admission;
    if (admission) {
      const { label, person, persons } = admission;
      lines.push(t("checkIn.admits", { label, person, persons }));
      if (label !== admission.title) lines.push(t("checkIn.what", { title: admission.title }));
      if (admission.date) {
        const date = intl.formatDate(`${admission.date}T12:00:00Z`, {
          weekday: "long",
          day: "numeric",
          month: "long",
          timeZone: "UTC",
        });
        lines.push(
          admission.slot
            ? t("checkIn.whenSlot", { date, slot: admission.slot })
            : t("checkIn.when", { date }),
        );
      }
      if (admission.seat) lines.push(t("checkIn.seat", { seat: admission.seat }));
    }
    return lines;
  };
}

/**
 * The answer to the last scan, large and coloured, and said in words: a new alert per scan (its
 * key), so a screen reader speaks each one, the same answer twice too; focus stays put.
 */
export function Answer({ entry }: { entry: ScanEntry }) {
  const t = useCheckInT();
  const linesOf = useAnswerLines();
  const valid = entry.result.result === "valid";
  return (
    <div
      role="alert"
      data-result={entry.result.result}
      data-reason={entry.result.reason ?? undefined}
      className={cn(
        "grid gap-2 rounded-lg p-6",
        valid ? "bg-success text-success-foreground" : "bg-destructive text-destructive-foreground",
      )}
    >
      <p className="font-bold font-heading text-4xl">
        {t(valid ? "checkIn.valid" : "checkIn.refused")}
      </p>
      {linesOf(entry.result).map((line) => (
        <p key={line} className="text-lg">
          {line}
        </p>
      ))}
      {entry.offline && <p>{t("checkIn.offline.judged")}</p>}
    </div>
  );
}

export function LastScans({ scans }: { scans: readonly ScanEntry[] }) {
  const t = useCheckInT();
  const intl = useIntl();
  const linesOf = useAnswerLines();
  return (
    <section aria-labelledby="check-in-last" className="grid gap-2">
      <h2 id="check-in-last" className="font-heading font-semibold text-xl">
        {t("checkIn.last.title")}
      </h2>
      {scans.length === 0 ? (
        <p>{t("checkIn.last.none")}</p>
      ) : (
        <ol className="grid gap-1">
          {scans.map((entry) => (
            <li key={entry.number}>
              {t("checkIn.last.entry", {
                time: intl.formatTime(entry.at, {
                  hour: "2-digit",
                  minute: "2-digit",
                  second: "2-digit",
                  timeZone: TIME_ZONE,
                }),
                result: [
                  t(entry.result.result === "valid" ? "checkIn.valid" : "checkIn.refused"),
                  ...linesOf(entry.result).slice(0, 2),
                ].join(" – "),
              })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
