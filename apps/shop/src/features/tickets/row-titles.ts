// WCAG 2.4.6: two houses may both sell an "Adults" ticket; in one list their rows and
// quantity fields would then share a name. A title that occurs more than once carries the
// names of its ticket's museums, so every row says which house it is for.
import type { Museum, Ticket } from "@shop/core/contract";

/** The title each row shows, by ticket id. */
export function distinctRowTitles(
  tickets: readonly Pick<Ticket, "id" | "title" | "museum_ids">[],
  museums: readonly Pick<Museum, "id" | "title">[],
): Map<number, string> {
  const seen = new Map<string, number>();
  for (const ticket of tickets) seen.set(ticket.title, (seen.get(ticket.title) ?? 0) + 1);
  const museumTitle = new Map(museums.map((museum) => [museum.id, museum.title]));
  const titles = new Map<number, string>();
  for (const ticket of tickets) {
    const houses = ticket.museum_ids
      .map((id) => museumTitle.get(id))
      .filter((title): title is string => Boolean(title));
    const shared = (seen.get(ticket.title) ?? 0) > 1 && houses.length > 0;
    titles.set(ticket.id, shared ? `${ticket.title} – ${houses.join(", ")}` : ticket.title);
  }
  return titles;
}
