// spec surrounding-areas §2: unknown URLs go to the configured start state, keeping at, ac and
// lang from the URL. A state is named as in the spec ("start", "shop.tickets.list") or given
// as a path ("/tickets"); DESIGN.md §8 maps `shop.tickets.time` to `/tickets/time`.

export const KEPT_PARAMS = ["at", "ac", "lang"] as const;

export function startStatePath(startState: string): string {
  if (startState.startsWith("/")) return startState;
  const name = startState.replace(/^shop\./, "");
  return `/${name.split(".").filter(Boolean).join("/")}`;
}

/** The kept parameters of a query string, as a query string ("" or "?lang=en&at=p1"). */
export function keptSearch(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of KEPT_PARAMS) {
    const value = from.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}

export function startTarget(startState: string, search: string): string {
  return `${startStatePath(startState)}${keptSearch(search)}`;
}
