// The chosen day (and start time) in the visitor's language, Europe/Berlin.
import { startOfBerlinDay } from "@shop/core";
import { useIntl } from "../../i18n/intl";
import { useT } from "../../i18n/use-t";

export function useFormatDay() {
  const intl = useIntl();
  return (date: string) => intl.formatDate(startOfBerlinDay(date), { dateStyle: "full" });
}

export function VisitMoment({ date, time }: { date: string; time?: string | undefined }) {
  const t = useT();
  const formatDay = useFormatDay();
  return (
    <p className="text-lg text-muted-foreground">
      {time
        ? t("tickets.moment.dateTime", { date: formatDay(date), time })
        : t("tickets.moment.date", { date: formatDay(date) })}
    </p>
  );
}
