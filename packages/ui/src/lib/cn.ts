import { type ClassValue, clsx } from "clsx";

// Why not tailwind-merge (STYLE.md's first choice): it weighs 8.3 KB gzip on its own (its es5
// build 8.7 KB; its core without the default config 2 KB before any config), more than the
// whole 8 KB budget of a shop composite (issue 4, `pnpm --filter @shop/ui size`). This merge
// knows the utilities of Tailwind's core that we use, with our tokens (the palette is cleared in
// tokens.css, so a colour is always a token name), and keeps every class it does not know: at
// worst two classes stay, as with plain clsx.

// a colour value: one of the tokens of tokens.css, a colour keyword or an arbitrary colour
const COLOUR =
  /^(\[(#|color:|rgb|hsl|oklch|var\(--colou?r)|(current|transparent|inherit|black|white|overlay|background|foreground|card|popover|primary|secondary|muted|accent|destructive|success|warning|info|border|input|ring|availability)([-/]|$))/;

// utilities whose value decides the property: text-sm (size), text-primary (colour),
// text-center (align); border-2, border-input, border-dashed; font-bold, font-heading …
const BY_VALUE =
  /^(text|border(-[xyserbtl])?|outline|decoration|ring(-offset)?|font|shadow|stroke|bg)$/;
// keyword values of those, one pattern per property: alignment, wrapping, line style, weight
const KEYWORDS = [
  /^(left|center|right|justify|start|end)$/,
  /^(wrap|nowrap|balance|pretty|ellipsis|clip)$/,
  /^(solid|dashed|dotted|double|hidden|none|wavy|inset)$/,
  /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/,
];

// utility names; the longest that prefixes a class wins (`min-h-4` is min-h, not m). Left out on
// purpose: names whose values set different properties (object-cover, object-center).
const NAMES = `p px py ps pe pt pb pl pr m mx my ms me mt mb ml mr w h min-w min-h max-w max-h size
gap gap-x gap-y space-x space-y inset inset-x inset-y top right bottom left start end z order
basis grow shrink flex grid-cols grid-rows col-span row-span items justify justify-items
justify-self self place-items place-content place-self rounded rounded-s rounded-e rounded-t
rounded-b rounded-l rounded-r rounded-tl rounded-tr rounded-bl rounded-br opacity leading tracking underline-offset line-clamp cursor
overflow overflow-x overflow-y whitespace aspect duration ease delay transition animate scale
rotate translate-x translate-y origin select pointer-events border-spacing outline-offset text
border border-x border-y border-s border-e border-t border-b border-l border-r outline decoration
ring ring-offset font shadow stroke fill bg`
  .split(/\s+/)
  .sort((a, b) => b.length - a.length);

// single-word utilities of one property
const WORDS: Record<string, string> = {};
// a later class of the first group also replaces the others: `p-2` replaces an earlier `px-4`
const COVERS: Record<string, string[]> = {};
for (const [group, words] of [
  ["display", "block inline inline-block flex inline-flex grid inline-grid contents hidden table"],
  ["position", "static fixed absolute relative sticky"],
  ["visibility", "visible invisible"],
  ["direction", "flex-row flex-row-reverse flex-col flex-col-reverse"],
  ["wrap", "flex-wrap flex-wrap-reverse flex-nowrap"],
  ["style", "italic not-italic"],
  ["case", "uppercase lowercase capitalize normal-case"],
  ["line", "underline overline line-through no-underline"],
  ["sr", "sr-only not-sr-only"],
  ["collapse", "border-collapse border-separate"],
  ["numeric", "tabular-nums proportional-nums"],
  ["list-position", "list-inside list-outside"],
  ["list-type", "list-none list-disc list-decimal"],
] as const) {
  for (const word of words.split(" ")) WORDS[word] = group;
}
for (const rule of [
  "size:w h",
  "gap:gap-x gap-y",
  "overflow:overflow-x overflow-y",
  "inset:inset-x inset-y top right bottom left start end",
  "inset-x:left right start end",
  "inset-y:top bottom",
  "p:px py ps pe pt pb pl pr",
  "px:ps pe pl pr",
  "py:pt pb",
  "border:border-x border-y border-s border-e border-t border-b border-l border-r",
  "border-x:border-s border-e border-l border-r",
  "border-y:border-t border-b",
  "rounded:rounded-s rounded-e rounded-t rounded-b rounded-l rounded-r rounded-tl rounded-tr rounded-bl rounded-br",
]) {
  const [name = "", covered = ""] = rule.split(":");
  COVERS[name] = covered.split(" ");
  // margins cover as paddings do
  if (name[0] === "p")
    COVERS[`m${name.slice(1)}`] = COVERS[name].map((side) => `m${side.slice(1)}`);
}

/** Name and group suffix of a utility without variants: one group, one CSS property. */
function groupOf(utility: string): [string, string] {
  const base = utility.replace(/^-|^!|!$/g, "");
  // arbitrary property: [mask-type:alpha]
  if (base[0] === "[") return [base.slice(0, base.indexOf(":")), ""];
  const word = WORDS[base];
  if (word) return [word, ""];
  const name = NAMES.find((candidate) => base === candidate || base.startsWith(`${candidate}-`));
  if (name === undefined) return [base, ""];
  if (!BY_VALUE.test(name)) return [name, ""];
  const value = base.slice(name.length + 1);
  if (COLOUR.test(value)) return [name, ":colour"];
  // a background keyword (bg-cover, bg-center) merges with nothing but itself
  if (name === "bg") return [base, ""];
  return [name, `:${KEYWORDS.findIndex((keyword) => keyword.test(value))}`];
}

/** Splits "md:hover:bg-primary" into variants and utility, minding brackets: "[&_svg]:size-4". */
function split(className: string): [string, string] {
  let depth = 0;
  let end = -1;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && !depth) end = index;
  }
  // variants in any order mean the same (hover:focus: = focus:hover:)
  return [
    `${className
      .slice(0, end + 1)
      .split(":")
      .sort()}`,
    className.slice(end + 1),
  ];
}

/** Drops each class that a later class of the same group (under the same variants) replaces. */
export function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  for (const className of classList.split(/\s+/).reverse()) {
    if (!className) continue;
    const [variants, utility] = split(className);
    const [name, suffix] = groupOf(utility);
    const scope = variants + (/^!|!$/.test(utility) ? "!" : "");
    if (taken.has(scope + name + suffix)) continue;
    for (const group of [name, ...(COVERS[name] ?? [])]) taken.add(scope + group + suffix);
    kept.push(className);
  }
  return kept.reverse().join(" ");
}

// The merged list of each class list seen: a page renders the same few hundred lists again
// and again (every day of a calendar, every row of a list), and merging one costs far more
// than looking it up (the issue "speed": cn() took 16–20 % of choosing a day at 4× CPU).
// Emptied when full, so a page that builds endless lists cannot grow it without bound.
const MERGED = new Map<string, string>();
const MERGED_MAX = 2000;

/**
 * Joins class names (clsx) and lets a later Tailwind class win over an earlier one of the same
 * kind (`cn("px-4", "px-2")` → `"px-2"`), so a caller's className overrides a variant's.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let merged = MERGED.get(joined);
  if (merged === undefined) {
    merged = mergeClasses(joined);
    if (MERGED.size >= MERGED_MAX) MERGED.clear();
    MERGED.set(joined, merged);
  }
  return merged;
}
