// spec surrounding-areas §2 "Header": a search box that goes to the search state with q
// (/search/{q}), in a search landmark. A plain form rather than react-hook-form: one field
// without rules, in the header of every first route, which cannot carry the form library
// (bench/first-route); a blank query does nothing.
import { buttonVariants } from "@shop/ui/button";
import { cn } from "@shop/ui/cn";
import { inputVariants } from "@shop/ui/input";
import { type FormEvent, useId } from "react";
import { useLocation, useNavigate } from "react-router";
import { useT } from "../../i18n/use-t";

/** The text of a /search/{q} path, else undefined. */
function searchedFor(pathname: string): string | undefined {
  if (!pathname.startsWith("/search/")) return undefined;
  try {
    return decodeURIComponent(pathname.slice("/search/".length));
  } catch {
    return undefined;
  }
}

export function HeaderSearch({ className }: { className?: string }) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  // On the search page the box shows what was searched for.
  const q = searchedFor(useLocation().pathname);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    if (text !== "") navigate(`/search/${encodeURIComponent(text)}`);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not a landmark in every screen reader yet (nor in jsdom); a form with role search is
    <form
      role="search"
      aria-label={t("header.search")}
      onSubmit={submit}
      className={cn("flex gap-2", className)}
    >
      <label htmlFor={id} className="sr-only">
        {t("header.search")}
      </label>
      <input
        id={id}
        key={q}
        name="q"
        type="search"
        defaultValue={q ?? ""}
        maxLength={200}
        autoComplete="off"
        className={cn(inputVariants(), "min-w-0 flex-1")}
      />
      <button type="submit" className={buttonVariants({ variant: "secondary" })}>
        {t("header.searchSubmit")}
      </button>
    </form>
  );
}
