// spec surrounding-areas §3 "Exhibition" (time_frames): the run of an exhibition as it reads
// today in Berlin (@shop/core exhibitionRun), on the start page and the venue's pages alike.
// Its texts are the shell's ("run.*"): the start page carries no area table.
import { berlinDate, exhibitionRun, type RunFrame, startOfBerlinDay } from "@shop/core";
import { useIntl } from "../../i18n/intl";
import { useT } from "../../i18n/use-t";
import { useNow } from "../../lib/clock";

/** The run's text for today, or null when the exhibition names no time frame. */
export function useRunText(frames: readonly RunFrame[]): string | null {
  const t = useT();
  const intl = useIntl();
  const today = berlinDate(useNow()());
  const run = exhibitionRun(frames, today);
  if (!run) return null;
  const format = (date: string) => intl.formatDate(startOfBerlinDay(date), { dateStyle: "long" });
  switch (run.state) {
    case "running":
      return run.end === null
        ? t("run.since", { start: format(run.start) })
        : t("run.until", { end: format(run.end) });
    case "upcoming":
      return run.end === null
        ? t("run.opens", { start: format(run.start) })
        : t("run.opensUntil", { start: format(run.start), end: format(run.end) });
    case "paused":
      return t("run.paused", { start: format(run.start) });
    case "ended":
      return t("run.ended");
    default:
      return run satisfies never;
  }
}

export function ExhibitionRun({
  frames,
  className,
}: {
  frames: readonly RunFrame[];
  className?: string;
}) {
  const text = useRunText(frames);
  if (text === null) return null;
  return (
    <p data-slot="exhibition-run" className={className}>
      {text}
    </p>
  );
}
