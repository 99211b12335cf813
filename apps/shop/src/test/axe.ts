import axe from "axe-core";

// jsdom cannot lay out or paint, so colour contrast is checked on the tokens
// (src/tokens/contrast.test.ts) and in Chromium over every story, not here.
const options: axe.RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
  rules: { "color-contrast": { enabled: false } },
};

/** The WCAG 2.2 A/AA violations axe finds in a rendered tree, one line each, for toEqual([]). */
// `frames: false` for a page with an iframe: jsdom's frames cannot answer axe's messages; the
// iframe's own rules (frame-title) still run in the page.
export async function axeViolations(
  root: Element = document.body,
  { frames = true }: { frames?: boolean } = {},
): Promise<string[]> {
  const results = await axe.run(root, { ...options, iframes: frames });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
