// The head of the shop's page for a shared link (issue 29, Deliver 7): chat apps' link
// previews and search engines read the page's <title>, description and Open Graph tags
// without running its script, so the server writes them for the pages of a museum, an
// exhibition and an event. Every value is escaped; no script is added.
import { escapeHtml, insertIntoHead } from "./custom-assets";

/** What a link preview shows of a page: all text plain, the URLs absolute. */
export interface PageMeta {
  title: string;
  description: string | null;
  image: string | null;
  url: string;
  siteName: string | null;
}

/** Longest description a preview shows in full (Open Graph readers cut near 200). */
export const DESCRIPTION_MAX = 200;

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  apos: "'",
  nbsp: " ",
};

/**
 * The plain text of a catalogue text (which may hold the catalogue's HTML), on one line, cut
 * at a word before `max` characters with an ellipsis; null when nothing is left.
 */
export function plainText(html: string, max = DESCRIPTION_MAX): string | null {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
  if (text === "") return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;

/** `html` with its title replaced by the page's own and the description and preview tags. */
export function withPageMeta(html: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const property = (name: string, value: string | null) =>
    value === null ? "" : `<meta property="${name}" content="${escapeHtml(value)}">`;
  const tags = [
    meta.description === null
      ? ""
      : `<meta name="description" content="${escapeHtml(meta.description)}">`,
    property("og:type", "website"),
    property("og:title", meta.title),
    property("og:description", meta.description),
    property("og:image", meta.image),
    property("og:url", meta.url),
    property("og:site_name", meta.siteName),
    `<meta name="twitter:card" content="${meta.image ? "summary_large_image" : "summary"}">`,
  ].join("");
  // (a function, so that a `$` in a title is never read as a replacement pattern)
  const titled = TITLE.test(html)
    ? html.replace(TITLE, () => `<title>${title}</title>`)
    : insertIntoHead(html, `<title>${title}</title>`);
  return insertIntoHead(titled, tags);
}
