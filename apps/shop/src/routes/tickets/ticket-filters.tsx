// spec selling-core §2 shop.tickets.filters / list: filter by museum and exhibition. A change
// rewrites museum_id / exhibition_id in the URL, which the container's ticket call follows.
import { Field } from "@shop/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@shop/ui/select";
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
        <Select
          value={flow.museumId === undefined ? ALL : String(flow.museumId)}
          onValueChange={(value) => set("museum_id", value)}
        >
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t("tickets.filters.allMuseums")}</SelectItem>
            {museums.map((museum) => (
              <SelectItem key={museum.id} value={String(museum.id)}>
                {museum.title}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <Field label={t("tickets.filters.exhibition")}>
        <Select
          value={flow.exhibitionId === undefined ? ALL : String(flow.exhibitionId)}
          onValueChange={(value) => set("exhibition_id", value)}
        >
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t("tickets.filters.allExhibitions")}</SelectItem>
            {shownExhibitions.map((exhibition) => (
              <SelectItem key={exhibition.id} value={String(exhibition.id)}>
                {exhibition.title}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
    </div>
  );
}
