import { describe, expect, it } from "vitest";
import { distinctRowTitles } from "./row-titles";

const museums = [
  { id: 1, title: "Kunsthalle" },
  { id: 2, title: "Naturkundemuseum" },
];

describe("distinctRowTitles", () => {
  it("adds the museum to a title that two rows share, and leaves unique titles alone", () => {
    const titles = distinctRowTitles(
      [
        { id: 10, title: "Erwachsene", museum_ids: [1] },
        { id: 11, title: "Erwachsene", museum_ids: [2] },
        { id: 12, title: "Familienticket", museum_ids: [1] },
      ],
      museums,
    );
    expect(titles.get(10)).toBe("Erwachsene – Kunsthalle");
    expect(titles.get(11)).toBe("Erwachsene – Naturkundemuseum");
    expect(titles.get(12)).toBe("Familienticket");
  });

  it("names every museum of a combi ticket, and keeps the title when no museum is known", () => {
    const titles = distinctRowTitles(
      [
        { id: 20, title: "Kombi", museum_ids: [1, 2] },
        { id: 21, title: "Kombi", museum_ids: [9] },
      ],
      museums,
    );
    expect(titles.get(20)).toBe("Kombi – Kunsthalle, Naturkundemuseum");
    expect(titles.get(21)).toBe("Kombi");
  });
});
