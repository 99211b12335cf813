// The issue "venue's pages", Deliver 4: the venue's HTML (descriptions of museums and
// exhibitions, the texts of the static pages) is made safe once, when the catalogue is loaded,
// so the shop can render it as HTML. sanitize-html (a maintained allowlist sanitiser, on
// htmlparser2) keeps text markup, headings from h2 down (the page has its own h1), lists,
// tables and links; links may be relative or https, mailto or tel. Everything else goes:
// scripts and styles with their content, event handlers, style attributes, images, forms,
// frames. A `javascript:` (or other script) URL is not silently dropped: the catalogue
// check refuses it (scriptUrlsIn), so the venue learns its markup was wrong.
import sanitizeHtml from "sanitize-html";

const TEXT_TAGS = [
  "p",
  "br",
  "hr",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "sub",
  "sup",
  "mark",
  "abbr",
  "q",
  "cite",
  "code",
  "blockquote",
  "address",
  "span",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "a",
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TEXT_TAGS,
  allowedAttributes: {
    "*": ["lang", "dir"],
    a: ["href", "hreflang", "title"],
    abbr: ["title"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed"],
  },
  allowedSchemes: ["https", "mailto", "tel"],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // The shop's page has its h1 already: a venue's h1 becomes the section heading below it.
  transformTags: { h1: "h2" },
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

/** The venue's HTML with only the allowed markup left. */
export function sanitizeVenueHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

// Attributes that hold a URL a browser may follow or load.
const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "xlink:href", "data", "poster"];
// What a browser runs or renders as a document: the catalogue refuses these outright.
const SCRIPT_SCHEME = /^(?:javascript|vbscript|data):/;

/** Where `html` links to a script URL: "href of <a>" for each such attribute. */
export function scriptUrlsIn(html: string): string[] {
  const found: string[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      "*": (tagName, attribs) => {
        for (const name of URL_ATTRIBUTES) {
          const value = attribs[name];
          // The parser has decoded entities; browsers also ignore control characters and
          // blanks inside a scheme ("java\tscript:").
          // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
          const scheme = value?.replace(/[\u0000-\u0020]/g, "").toLowerCase();
          if (scheme && SCRIPT_SCHEME.test(scheme)) found.push(`${name} of <${tagName}>`);
        }
        return { tagName, attribs };
      },
    },
  });
  return found;
}
