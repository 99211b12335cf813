import axe from "axe-core";

// jsdom cannot lay out or paint, so colour contrast is checked on the tokens
// (src/tokens/contrast.test.ts) and in Chromium over every story, not here.
const options: axe.RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
  rules: { "color-contrast": { enabled: false } },
};

/** The WCAG 2.2 A/AA violations axe finds in a rendered tree, one line each, for toEqual([]). */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, options);
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
