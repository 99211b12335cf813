// spec surrounding-areas §2 "Events", "Tours": the top of a bookable product's page — its
// category, title, subtitle, languages, picture and description — as an event's page and a
// tour's page show it. The caller words the languages line in its own area's texts.
import { truncateCategory } from "@shop/core";
import type { Picture } from "@shop/core/contract";
import { Badge } from "@shop/ui/badge";
import { VenueHtml } from "../venue/venue-html";
import { VenuePicture } from "../venue/venue-picture";

export function ProductHeader(props: {
  title: string;
  subTitle: string | null;
  category: { name: string } | null;
  /** The languages line ("Sprache: Deutsch, Englisch"), when the product names any. */
  languages: string | undefined;
  picture: Picture | null;
  description: string;
}) {
  const { title, subTitle, category, languages, picture, description } = props;
  return (
    <>
      <header className="grid gap-3">
        {category && (
          <p>
            <Badge variant="secondary">{truncateCategory(category.name)}</Badge>
          </p>
        )}
        {/* a long compound ("Ausstellungskatalog") may break anywhere: at 320 px it is wider
            than the page, and only overflow-wrap: anywhere lowers the header's own width */}
        <h1 className="hyphens-auto font-bold font-heading text-3xl wrap-anywhere sm:text-4xl">
          {title}
        </h1>
        {subTitle && <p className="text-lg text-muted-foreground">{subTitle}</p>}
        {languages && <p className="text-sm">{languages}</p>}
      </header>
      <div className="grid max-w-4xl gap-6">
        <VenuePicture picture={picture} use="detail" eager className="overflow-hidden" />
        <VenueHtml html={description} />
      </div>
    </>
  );
}
