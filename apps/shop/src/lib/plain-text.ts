// DESIGN.md §7: venue texts (GET /shop content, a product's after-sale information) may hold
// simple HTML; the shop shows them as plain text, keeping paragraphs and line breaks as new
// lines (shown with `whitespace-pre-line`). The parsed document is inert: no script runs,
// nothing loads. One function for the flex info box, the cart's banner and terms info, and
// the success page.

const BLOCKS = "p, div, li, h1, h2, h3, h4, h5, h6, tr, blockquote";
// Their text is code or markup, never words for the visitor.
const HIDDEN = "script, style, template, noscript";

/** The text of a venue's HTML, without markup. */
export function plainText(html: string): string {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  for (const hidden of body.querySelectorAll(HIDDEN)) hidden.remove();
  for (const br of body.querySelectorAll("br")) br.replaceWith("\n");
  for (const block of body.querySelectorAll(BLOCKS)) block.append("\n");
  return (body.textContent ?? "")
    .replace(/[ \t]*\n[ \t]*/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
