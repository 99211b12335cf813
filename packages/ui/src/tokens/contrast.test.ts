import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTRAST_PAIRS, contrastRatio, parseColor, readRootTokens } from "./contrast";

const here = import.meta.dirname;
const defaults = readRootTokens(readFileSync(join(here, "tokens.css"), "utf8"));
const themeDir = join(here, "..", "themes");
const themes = readdirSync(themeDir)
  .filter((file) => file.endsWith(".css"))
  .map((file) => {
    const css = readFileSync(join(themeDir, file), "utf8");
    const own = readRootTokens(css);
    const scheme = /color-scheme:\s*(\w+)/.exec(css)?.[1];
    return {
      name: file.replace(/\.css$/, ""),
      own,
      scheme,
      tokens: new Map([...defaults, ...own]),
    };
  });

function colour(tokens: Map<string, string>, name: string) {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`token --${name} is not defined`);
  const parsed = parseColor(value);
  if (parsed === null) throw new Error(`token --${name} is not a hex or rgb() colour: ${value}`);
  return parsed;
}

describe("contrastRatio", () => {
  it.each([
    ["#000000", "#ffffff", 21],
    ["#ffffff", "#ffffff", 1],
    ["#777777", "#ffffff", 4.48],
    ["#767676", "#ffffff", 4.54],
    ["rgb(0 0 0 / 0.5)", "#ffffff", 3.98],
  ])("gives %s on %s a ratio of %d", (front, back, expected) => {
    const ratio = contrastRatio(parseColor(front) ?? fail(), parseColor(back) ?? fail());
    expect(ratio).toBeCloseTo(expected, 1);
  });

  it("reads short hex, long hex and rgb() alike", () => {
    expect(parseColor("#fff")).toEqual(parseColor("#ffffff"));
    expect(parseColor("rgb(255, 255, 255)")).toEqual(parseColor("#ffffff"));
    expect(parseColor("var(--x)")).toBeNull();
  });
});

describe("the shipped themes", () => {
  it("include the default and at least one light and one dark museum theme", () => {
    const schemes = themes.map((theme) => theme.scheme);
    expect(themes.map((theme) => theme.name)).toContain("default");
    expect(themes.length).toBeGreaterThanOrEqual(3);
    expect(schemes).toContain("light");
    expect(schemes).toContain("dark");
  });

  it("repeat every default value in default.css, so that it is a complete template", () => {
    const template = themes.find((theme) => theme.name === "default");
    expect(Object.fromEntries(template?.own ?? [])).toEqual(Object.fromEntries(defaults));
  });

  it.each(themes)("$name overrides token values only, never invents names", ({ own }) => {
    const unknown = [...own.keys()].filter((name) => !defaults.has(name));
    expect(unknown).toEqual([]);
  });
});

describe("given a theme with pale text on its brand colour", () => {
  it("falls short of the text minimum, so the theme check would fail", () => {
    const pale = new Map([...defaults, ["primary-foreground", "#8fa8ee"]]);
    const pair = CONTRAST_PAIRS.find((candidate) => candidate.background === "primary");
    expect(pair?.foreground).toBe("primary-foreground");
    const ratio = contrastRatio(colour(pale, "primary-foreground"), colour(pale, "primary"));
    expect(ratio).toBeLessThan(pair?.minimum ?? 0);
  });
});

describe.each(themes)("given the $name theme", ({ tokens }) => {
  it.each(CONTRAST_PAIRS)(
    "gives $use ($foreground on $background) at least $minimum:1",
    ({ foreground, background, minimum }) => {
      const ratio = contrastRatio(colour(tokens, foreground), colour(tokens, background));
      expect(ratio, `${foreground} on ${background}`).toBeGreaterThanOrEqual(minimum);
    },
  );
});

function fail(): never {
  throw new Error("colour did not parse");
}
