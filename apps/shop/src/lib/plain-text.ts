// DESIGN.md §7: venue texts (GET /shop content, a product's after-sale information) may hold
// simple HTML; the shop shows them as plain text, keeping paragraphs and line breaks as new
// lines (shown with `whitespace-pre-line`). The parsed document is inert: no script runs,
// nothing loads. One function for the flex info box, the cart's banner and terms info, and
// the success page. Parsing is the dearest part of rendering those (a DOMParser document each
// time: the cart page re-renders on every quantity change, bench/interactions), and the texts
// are few and fixed by the venue, so each one's plain text is kept once read.

const BLOCKS = "p, div, li, h1, h2, h3, h4, h5, h6, tr, blockquote";
// Their text is code or markup, never words for the visitor.
const HIDDEN = "script, style, template, noscript";

/** How many venue texts keep their plain text: more than a page shows at once. */
const KEPT = 32;
const read = new Map<string, string>();

/** The text of a venue's HTML, without markup. */
export function plainText(html: string): string {
  const known = read.get(html);
  if (known !== undefined) return known;
  const text = parse(html);
  // the oldest text makes way (a Map keeps its keys in the order they were set)
  if (read.size >= KEPT) read.delete(read.keys().next().value as string);
  read.set(html, text);
  return text;
}

function parse(html: string): string {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  for (const hidden of body.querySelectorAll(HIDDEN)) hidden.remove();
  for (const br of body.querySelectorAll("br")) br.replaceWith("\n");
  for (const block of body.querySelectorAll(BLOCKS)) block.append("\n");
  return (body.textContent ?? "")
    .replace(/[ \t]*\n[ \t]*/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
