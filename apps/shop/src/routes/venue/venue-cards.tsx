// The cards of museums and exhibitions in the venue's lists: picture, title as the link to
// the detail page, subtitle (cut as spec surrounding-areas §9 says), and an exhibition's run.
import { truncateSubtitle, truncateTitle } from "@shop/core";
import type { Exhibition, Museum } from "@shop/core/contract";
import { Card, CardDescription, CardHeader, CardTitle } from "@shop/ui/card";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ExhibitionRun } from "./exhibition-run";
import { pictureSource, VenuePicture } from "./venue-picture";

function VenueCard(props: {
  to: string;
  title: string;
  subTitle: string | null;
  picture: Museum["picture"];
  headingLevel: "h2" | "h3";
  children?: ReactNode;
}) {
  return (
    // A picture fills the card's top edge; without one the card keeps its padding.
    <Card
      className={pictureSource(props.picture, "card") ? "h-full overflow-hidden pt-0" : "h-full"}
    >
      <VenuePicture picture={props.picture} use="card" />
      <CardHeader>
        <CardTitle as={props.headingLevel}>
          <Link to={props.to} className="hover:underline">
            {truncateTitle(props.title)}
          </Link>
        </CardTitle>
        {props.subTitle && <CardDescription>{truncateSubtitle(props.subTitle)}</CardDescription>}
        {props.children}
      </CardHeader>
    </Card>
  );
}

const GRID = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

export function MuseumCards({
  museums,
  headingLevel = "h2",
}: {
  museums: readonly Museum[];
  headingLevel?: "h2" | "h3";
}) {
  return (
    <ul className={GRID}>
      {museums.map((museum) => (
        <li key={museum.id}>
          <VenueCard
            to={`/museum/${museum.id}`}
            title={museum.title}
            subTitle={museum.sub_title}
            picture={museum.picture}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

export function ExhibitionCards({
  exhibitions,
  headingLevel,
  museumOf,
}: {
  exhibitions: readonly Exhibition[];
  headingLevel: "h2" | "h3";
  /** The museum's title to name on each card (the list of every museum's exhibitions). */
  museumOf?: ((exhibition: Exhibition) => string | undefined) | undefined;
}) {
  return (
    <ul className={GRID}>
      {exhibitions.map((exhibition) => {
        const museum = museumOf?.(exhibition);
        return (
          <li key={exhibition.id}>
            <VenueCard
              to={`/exhibition/${exhibition.id}`}
              title={exhibition.title}
              subTitle={exhibition.sub_title}
              picture={exhibition.picture}
              headingLevel={headingLevel}
            >
              {museum && <CardDescription>{museum}</CardDescription>}
              <ExhibitionRun
                frames={exhibition.time_frames}
                className="font-medium text-foreground text-sm"
              />
            </VenueCard>
          </li>
        );
      })}
    </ul>
  );
}
