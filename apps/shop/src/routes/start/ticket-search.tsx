// spec surrounding-areas §2 "Start page": the optional ticket search by museum and exhibition
// (setting startPage.ticketSearch): two choices, and the tickets flow opens filtered to them
// (selling-core §2: museum_id, exhibition_id). A plain form rather than react-hook-form: two
// selects where every choice is valid, on a first route that cannot carry the form library
// (bench/first-route).
import type { Exhibition, Museum } from "@shop/core/contract";
import { buttonVariants } from "@shop/ui/button";
import { cn } from "@shop/ui/cn";
import { inputVariants } from "@shop/ui/input";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { useStartT } from "./start-texts";

export function TicketSearch(props: {
  museums: readonly Museum[];
  exhibitions: readonly Exhibition[];
}) {
  const t = useStartT();
  const id = useId();
  const navigate = useNavigate();
  const [museumId, setMuseumId] = useState("");
  const exhibitions = props.exhibitions.filter(
    (exhibition) => museumId === "" || String(exhibition.museum_id) === museumId,
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const query = new URLSearchParams();
    for (const name of ["museum_id", "exhibition_id"]) {
      const value = String(form.get(name) ?? "");
      if (value !== "") query.set(name, value);
    }
    // An exhibition names its museum, which the flow filters by too.
    const exhibition = props.exhibitions.find((e) => String(e.id) === query.get("exhibition_id"));
    if (exhibition) query.set("museum_id", String(exhibition.museum_id));
    const search = query.toString();
    navigate(search === "" ? "/tickets" : `/tickets?${search}`);
  };
  const select = cn(inputVariants(), "min-h-10");
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h2 id={`${id}-title`} className="font-heading font-semibold text-2xl">
        {t("start.ticketSearch.title")}
      </h2>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="grid gap-1">
          <label htmlFor={`${id}-museum`} className="font-medium text-sm">
            {t("start.ticketSearch.museum")}
          </label>
          <select
            id={`${id}-museum`}
            name="museum_id"
            value={museumId}
            onChange={(event) => setMuseumId(event.target.value)}
            className={select}
          >
            <option value="">{t("start.ticketSearch.allMuseums")}</option>
            {props.museums.map((museum) => (
              <option key={museum.id} value={museum.id}>
                {museum.title}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-exhibition`} className="font-medium text-sm">
            {t("start.ticketSearch.exhibition")}
          </label>
          <select
            id={`${id}-exhibition`}
            name="exhibition_id"
            key={museumId}
            defaultValue=""
            className={select}
          >
            <option value="">{t("start.ticketSearch.allExhibitions")}</option>
            {exhibitions.map((exhibition) => (
              <option key={exhibition.id} value={exhibition.id}>
                {exhibition.title}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonVariants()}>
          {t("start.ticketSearch.submit")}
        </button>
      </form>
    </section>
  );
}
