// DESIGN.md §7: venue HTML reaches the page as plain text.
import { describe, expect, it, vi } from "vitest";
import { plainText } from "./plain-text";

describe("plainText", () => {
  it.each([
    ["plain words", "Bring your ID.", "Bring your ID."],
    ["inline markup", "Entrance via <b>Hafenstraße</b>.", "Entrance via Hafenstraße."],
    ["paragraphs as lines", "<p>First</p><p>Second</p>", "First\nSecond"],
    ["line breaks", "One<br>Two<br/>Three", "One\nTwo\nThree"],
    ["list items as lines", "<ul><li>Ticket</li><li>ID</li></ul>", "Ticket\nID"],
    ["no script or style text", "<script>alert(1)</script><style>p{}</style>Hi", "Hi"],
    ["entities decoded", "Kaffee &amp; Kuchen", "Kaffee & Kuchen"],
    ["blank markup as nothing", "<p> </p><br>", ""],
  ])("reads %s", (_, html, text) => {
    expect(plainText(html)).toBe(text);
  });

  it("parses a text once however often it is shown, and still reads new texts", () => {
    const parse = vi.spyOn(DOMParser.prototype, "parseFromString");
    try {
      const html = "<p>Kept once</p>";
      expect(plainText(html)).toBe("Kept once");
      expect(plainText(html)).toBe("Kept once");
      expect(parse).toHaveBeenCalledTimes(1);
      // more texts than are kept: the first is read again, and still right
      for (let n = 0; n < 40; n += 1) expect(plainText(`<b>Text ${n}</b>`)).toBe(`Text ${n}`);
      expect(plainText(html)).toBe("Kept once");
      expect(parse).toHaveBeenCalledTimes(42);
    } finally {
      parse.mockRestore();
    }
  });
});
