import { describe, expect, it } from "vitest";
import { keptSearch, startStatePath, startTarget } from "./start-state";

describe("startStatePath", () => {
  it.each([
    ["start", "/start"],
    ["shop.tickets", "/tickets"],
    ["shop.tickets.list", "/tickets/list"],
    ["/onepager", "/onepager"],
  ])("%s → %s", (state, path) => {
    expect(startStatePath(state)).toBe(path);
  });
});

describe("keptSearch", () => {
  it("keeps at, ac and lang and drops everything else", () => {
    expect(keptSearch("?q=1&lang=en&utm=x&at=p1&ac=c")).toBe("?at=p1&ac=c&lang=en");
    expect(keptSearch("?q=1")).toBe("");
  });

  it("builds the start target", () => {
    expect(startTarget("start", "?lang=fr&x=1")).toBe("/start?lang=fr");
  });
});
