// issue 29, Deliver 7: the page's own head for link previews (src/http/page-meta.ts).
import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX, plainText, withPageMeta } from "../../src/http/page-meta";

describe("plainText", () => {
  it("reads a catalogue text's HTML as one line of words", () => {
    expect(plainText("<p>Kunst &amp; <b>Licht</b></p>\n<p>im&nbsp;Haus</p>")).toBe(
      "Kunst & Licht im Haus",
    );
  });

  it("answers null for a text without words", () => {
    expect(plainText("<p> </p>")).toBeNull();
  });

  it("cuts a long text at a word, with an ellipsis, within the limit", () => {
    const text = plainText("Wort ".repeat(100)) ?? "";
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(text).toMatch(/Wort…$/);
  });
});

describe("withPageMeta", () => {
  const meta = {
    title: "A $& B",
    description: null,
    image: null,
    url: "https://shop.example.org/museum/1",
    siteName: null,
  };

  it("replaces the built title, taking a $ literally, and leaves out what is missing", () => {
    const html = withPageMeta("<html><head><title>Shop</title></head><body></body></html>", meta);
    expect(html).toBe(
      '<html><head><title>A $&amp; B</title><meta property="og:type" content="website"><meta property="og:title" content="A $&amp; B"><meta property="og:url" content="https://shop.example.org/museum/1"><meta name="twitter:card" content="summary"></head><body></body></html>',
    );
  });

  it("adds a title to a page without one", () => {
    expect(withPageMeta("<html><head></head></html>", meta)).toContain("<title>A $&amp; B</title>");
  });
});
