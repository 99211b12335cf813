// spec surrounding-areas §2 "Tours", §9: a tour's preview — its picture, its category name (cut
// at 40 characters), its title (the link to its page, cut at 100) and subtitle (70), as the
// event previews and the venue cards draw theirs.
import { truncateCategory, truncateSubtitle, truncateTitle } from "@shop/core";
import type { Tour } from "@shop/core/contract";
import { Badge } from "@shop/ui/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "@shop/ui/card";
import { Link } from "react-router";
import { VenuePicture } from "../venue/venue-picture";

export function TourPreview({
  tour,
  headingLevel = "h2",
}: {
  tour: Tour;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <Card className="h-full overflow-hidden">
      <VenuePicture picture={tour.picture} use="card" />
      <CardHeader className="gap-2">
        {tour.category && (
          <p>
            <Badge variant="secondary">{truncateCategory(tour.category.name)}</Badge>
          </p>
        )}
        <CardTitle as={headingLevel} className="break-words">
          <Link to={`/tour/${tour.id}`} className="hover:underline">
            {truncateTitle(tour.title)}
          </Link>
        </CardTitle>
        {tour.sub_title && <CardDescription>{truncateSubtitle(tour.sub_title)}</CardDescription>}
      </CardHeader>
    </Card>
  );
}
