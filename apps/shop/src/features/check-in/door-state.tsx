// The issue 34, Deliver 2: the door's state beside the scans: whether it can go on without
// network and what waits to be sent, and the day's counts of people expected and let in.
import { TIME_ZONE } from "@shop/core";
import { useIntl } from "../../i18n/intl";
import { useLocale } from "../../i18n/locale-context";
import { useCheckInT } from "./check-in-texts";
import { useCheckInCounts } from "./use-check-in";

/**
 * Whether the door can go on without network (the day's list is here), what it let in offline
 * and has not sent yet, and what the last upload found; told politely as it changes.
 */
export function OfflineState(props: {
  ready: string | null;
  loaded: boolean;
  pending: number;
  uploaded: { recorded: number; conflicts: number } | null;
}) {
  const t = useCheckInT();
  const intl = useIntl();
  return (
    <div role="status" className="grid gap-1 text-muted-foreground text-sm">
      {props.ready !== null ? (
        <p>
          {t("checkIn.offline.ready", {
            time: intl.formatTime(props.ready, {
              hour: "2-digit",
              minute: "2-digit",
              timeZone: TIME_ZONE,
            }),
          })}
        </p>
      ) : (
        props.loaded && <p>{t("checkIn.offline.none")}</p>
      )}
      {props.pending > 0 && <p>{t("checkIn.offline.pending", { count: props.pending })}</p>}
      {props.uploaded && (
        <p>
          {t("checkIn.offline.uploaded", {
            recorded: props.uploaded.recorded,
            conflicts: props.uploaded.conflicts,
          })}
        </p>
      )}
    </div>
  );
}

export function Counts({ deviceKey }: { deviceKey: string }) {
  const t = useCheckInT();
  const { locale } = useLocale();
  const counts = useCheckInCounts(locale, deviceKey);
  const data = counts.data;
  return (
    <section aria-labelledby="check-in-counts" className="grid gap-2">
      <h2 id="check-in-counts" className="font-heading font-semibold text-xl">
        {t("checkIn.counts.title")}
      </h2>
      {counts.error && !data && <p>{t("checkIn.counts.failed")}</p>}
      {data && data.slots.length === 0 && <p>{t("checkIn.counts.none")}</p>}
      {data && data.slots.length > 0 && (
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-1 pe-2">
                {t("checkIn.counts.slot")}
              </th>
              <th scope="col" className="py-1 pe-2">
                {t("checkIn.counts.product")}
              </th>
              <th scope="col" className="py-1 pe-2 text-end">
                {t("checkIn.counts.admitted")}
              </th>
              <th scope="col" className="py-1 text-end">
                {t("checkIn.counts.expected")}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.slots.map((slot) => (
              <tr key={`${slot.kind}.${slot.product_id}.${slot.slot ?? ""}`} className="border-t">
                <td className="py-1 pe-2">{slot.slot ?? t("checkIn.counts.allDay")}</td>
                <td className="py-1 pe-2 [overflow-wrap:anywhere]">{slot.title}</td>
                <td className="py-1 pe-2 text-end">{slot.admitted}</td>
                <td className="py-1 text-end">{slot.expected}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t font-semibold">
              <th scope="row" colSpan={2} className="py-1 pe-2 text-left">
                {t("checkIn.counts.total")}
              </th>
              <td className="py-1 pe-2 text-end">{data.admitted}</td>
              <td className="py-1 text-end">{data.expected}</td>
            </tr>
          </tfoot>
        </table>
      )}
      {data && data.undated_admitted > 0 && (
        <p>{t("checkIn.counts.undated", { count: data.undated_admitted })}</p>
      )}
    </section>
  );
}
