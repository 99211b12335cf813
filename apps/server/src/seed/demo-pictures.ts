// The demo's pictures (surrounding-areas §3 "Picture fields"): drawings the shop serves itself
// (apps/shop/public/demo/*.svg, 960 × 640), in the renditions the shop's cards and pages use,
// with alt texts in four languages and their copyright.
import type { CatalogueInput, LocalizedText } from "../modules/catalogue/service";

type PictureInput = NonNullable<NonNullable<CatalogueInput["museums"]>[number]["picture"]>;

export function demoPicture(file: string, title: LocalizedText): PictureInput {
  const url = `/demo/${file}.svg`;
  return {
    teaser: url,
    article_3x2: url,
    detail: url,
    title,
    copyright_info: "© Museen am Fluss (Demo)",
  };
}
