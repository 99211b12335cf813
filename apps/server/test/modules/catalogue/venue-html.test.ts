// The issue "venue's pages", Deliver 4: the venue's HTML is made safe once, when the catalogue
// is parsed: a table of hostile HTML in, safe HTML out; a script URL refused with its path.
import { describe, expect, it } from "vitest";
import { CatalogueFormatError } from "../../../src/modules/catalogue/errors";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { sanitizeVenueHtml, scriptUrlsIn } from "../../../src/modules/catalogue/venue-html";
import { type CatalogueJson, minimalCatalogue } from "./minimal-catalogue";

describe("the venue's HTML, sanitised", () => {
  it.each([
    ["a script with its content", "<p>Hi</p><script>alert(1)</script>", "<p>Hi</p>"],
    ["a style with its content", "<style>p{color:red}</style><p>Hi</p>", "<p>Hi</p>"],
    ["an event handler", '<p onclick="alert(1)">Hi</p>', "<p>Hi</p>"],
    ["an image with onerror", '<img src="x" onerror="alert(1)"><p>Hi</p>', "<p>Hi</p>"],
    ["a style attribute", '<p style="position:fixed">Hi</p>', "<p>Hi</p>"],
    ["an iframe", '<iframe src="https://evil.example"></iframe><p>Hi</p>', "<p>Hi</p>"],
    [
      "a form",
      '<form action="https://evil.example"><input name="pw"></form><p>Hi</p>',
      "<p>Hi</p>",
    ],
    ["an svg with script", "<svg><script>alert(1)</script></svg><p>Hi</p>", "<p>Hi</p>"],
    ["a plain-http link's scheme", '<a href="http://example.org">x</a>', "<a>x</a>"],
    ["a protocol-relative link", '<a href="//evil.example">x</a>', "<a>x</a>"],
    [
      "a link target",
      '<a href="https://example.org" target="_blank">x</a>',
      '<a href="https://example.org">x</a>',
    ],
    ["an h1 (the page has its own)", "<h1>Title</h1>", "<h2>Title</h2>"],
    ["a comment", "<p>a<!-- <script>x</script> -->b</p>", "<p>ab</p>"],
    [
      "a meta refresh",
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>Hi</p>',
      "<p>Hi</p>",
    ],
    ["an unclosed tag", "<p><strong>bold", "<p><strong>bold</strong></p>"],
    ["text that looks like a tag", "3 &lt; 4 &amp; <b>5</b>", "3 &lt; 4 &amp; <b>5</b>"],
  ])("removes %s", (_name, input, output) => {
    expect(sanitizeVenueHtml(input)).toBe(output);
  });

  it.each([
    ["paragraphs and emphasis", "<p>A <strong>b</strong> <em>c</em></p>"],
    ["headings and lists", '<h2>A</h2><h3>B</h3><ul><li>c</li></ul><ol start="2"><li>d</li></ol>'],
    [
      "https, mailto, tel and relative links",
      '<a href="https://example.org">a</a> <a href="mailto:info@example.org">b</a> <a href="tel:+4930123">c</a> <a href="/page/kontakt">d</a>',
    ],
    [
      "a table",
      '<table><caption>Preise</caption><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
    ],
    ["an address and a language", '<address lang="en">River Road 1</address>'],
  ])("keeps %s", (_name, html) => {
    expect(sanitizeVenueHtml(html)).toBe(html);
  });
});

describe("script URLs", () => {
  it.each([
    ['<a href="javascript:alert(1)">x</a>', ["href of <a>"]],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', ["href of <a>"]],
    ['<a href="java&#x09;script:alert(1)">x</a>', ["href of <a>"]],
    ['<a href=" &#106;avascript:alert(1)">x</a>', ["href of <a>"]],
    ['<img src="data:text/html;base64,PHNjcmlwdD4=">', ["src of <img>"]],
    ['<form action="vbscript:x"></form>', ["action of <form>"]],
    ['<a href="https://example.org/javascript:">x</a>', []],
    ["<p>javascript: is a word here</p>", []],
  ])("are found in %s", (html, found) => {
    expect(scriptUrlsIn(html)).toEqual(found);
  });

  it("are refused by the catalogue check, naming the field and the attribute", () => {
    const catalogue: CatalogueJson = minimalCatalogue();
    catalogue.museums[0].description = {
      de: "<p>Gut</p>",
      en: '<p><a href="javascript:alert(1)">Bad</a></p>',
    };
    let issues: string[] = [];
    try {
      parseCatalogue(catalogue);
    } catch (error) {
      if (!(error instanceof CatalogueFormatError)) throw error;
      issues = error.issues.map((issue) => `${issue.path}: ${issue.message}`);
    }
    expect(issues).toEqual([
      "museums[0].description.en: a javascript:, vbscript: or data: URL is not allowed (href of <a>)",
    ]);
  });

  it("leave the rest of a description sanitised as it is parsed", () => {
    const catalogue: CatalogueJson = minimalCatalogue();
    catalogue.museums[0].description = { de: '<p onclick="x()">Gut<script>x()</script></p>' };
    catalogue.pages = [
      { id: "faq", title: { de: "FAQ" }, body: { de: "<h1>Fragen</h1><img src=x onerror=y>" } },
    ];
    const parsed = parseCatalogue(catalogue);
    expect(parsed.museums[0]?.description).toEqual({ de: "<p>Gut</p>" });
    expect(parsed.pages[0]?.body).toEqual({ de: "<h2>Fragen</h2>" });
  });
});
