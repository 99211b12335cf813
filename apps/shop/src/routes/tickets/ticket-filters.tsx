// spec selling-core §2 shop.tickets.filters / list: filter by museum and exhibition. A change
// rewrites museum_id / exhibition_id in the URL, which the container's ticket call follows.
// Native selects: the system's own picker on a phone, and no 24 kB of Radix Select and its
// positioning in the list step (the issue "speed").
import { Field } from "@shop/ui/field";
import { NativeSelect } from "@shop/ui/native-select";
import { useSearchParams } from "react-router";
import { useT } from "../../i18n/use-t";
import { useTicketsFlow } from "./tickets-context";

const ALL = "all";

export function TicketFilters() {
  const t = useT();
  const [, setParams] = useSearchParams();
  const { museums, exhibitions, flow } = useTicketsFlow();
  const shownExhibitions = exhibitions.filter(
    (exhibition) => flow.museumId === undefined || exhibition.museum_id === flow.museumId,
  );
  const set = (key: "museum_id" | "exhibition_id", value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === ALL) next.delete(key);
        else next.set(key, value);
        // An exhibition of another museum would filter everything away.
        if (key === "museum_id") next.delete("exhibition_id");
        return next;
      },
      { replace: true },
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t("tickets.filters.museum")}>
        <NativeSelect
          value={flow.museumId === undefined ? ALL : String(flow.museumId)}
          onChange={(event) => set("museum_id", event.target.value)}
        >
          <option value={ALL}>{t("tickets.filters.allMuseums")}</option>
          {museums.map((museum) => (
            <option key={museum.id} value={String(museum.id)}>
              {museum.title}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t("tickets.filters.exhibition")}>
        <NativeSelect
          value={flow.exhibitionId === undefined ? ALL : String(flow.exhibitionId)}
          onChange={(event) => set("exhibition_id", event.target.value)}
        >
          <option value={ALL}>{t("tickets.filters.allExhibitions")}</option>
          {shownExhibitions.map((exhibition) => (
            <option key={exhibition.id} value={String(exhibition.id)}>
              {exhibition.title}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}
