// spec surrounding-areas §2 "Museums and exhibitions", "Search": one section of another area's
// cards on a venue page (the events, tours or articles of a museum, an exhibition or a search),
// named by its heading, its cards in a list as the area's own list draws them, and a link to the
// rest. The cards speak their area's texts (loaded with the page's own calls, so the section
// shows whole, without a spinner of its own); no cards, no section — an empty heading would
// announce nothing (issue 27, item 5).
import { Link as UiLink } from "@shop/ui/link";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type AreaTables, AreaTexts, useAreaTexts } from "../../i18n/area-texts";

export function VenueAreaSection(props: {
  /** The heading's id: the section is named by it. */
  id: string;
  heading: string;
  /** The area whose texts the cards speak: its name and message tables. */
  area: { name: string; tables: AreaTables };
  /** One card per item, by the item's id. */
  cards: readonly { id: number; card: ReactNode }[];
  /** The link to the rest (rendered among the area's texts), when there is one. */
  more?: ReactNode;
}) {
  const texts = useAreaTexts(props.area.name, props.area.tables);
  if (props.cards.length === 0) return null;
  // Until the texts are there (AreaTexts below says so when they fail).
  if (!texts.data && !texts.error) return null;
  return (
    <section aria-labelledby={props.id} className="grid gap-4">
      <h2 id={props.id} className="font-heading font-semibold text-2xl">
        {props.heading}
      </h2>
      <AreaTexts name={props.area.name} tables={props.area.tables}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {props.cards.map(({ id, card }) => (
            <li key={id}>{card}</li>
          ))}
        </ul>
        {props.more}
      </AreaTexts>
    </section>
  );
}

/** The link to the rest of an area's items, below its cards. */
export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <UiLink asChild variant="standalone">
        <Link to={to}>{children}</Link>
      </UiLink>
    </p>
  );
}
