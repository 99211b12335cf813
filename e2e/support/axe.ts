// The axe check of every page a journey visits: axe-core injected into the page, WCAG 2.2
// A/AA rules plus axe's best practices for whole pages (one main landmark, one h1, all
// content in landmarks). Unlike the jsdom checks in apps/shop, colour contrast runs here:
// Chromium lays out and paints.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

interface AxeWindow {
  axe?: {
    run(
      context: Document,
      options: unknown,
    ): Promise<{
      violations: {
        id: string;
        impact?: string;
        nodes: { target: string[]; html: string; failureSummary?: string }[];
      }[];
    }>;
  };
}

/** The axe violations of the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Fonts, the transitions under way and the next two frames first, so contrast is measured
  // on what is painted once the page has settled: a button's colours changing with its
  // variant (150 ms) is measured on the colours it ends on, not on a frame between. At most
  // 2 s of it: a long finite animation is checked as it is then, not waited out to the
  // journey's time limit.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const ending = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === "running" &&
          animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
      );
    await Promise.race([
      Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  // Into every frame too (the payment iframe): axe checks a frame through the copy inside it.
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => "axe" in window))) {
      // Evaluated, not added as a <script>: the demo payment pages' Content-Security-Policy
      // forbids inline scripts, and the check must not need the page to allow them.
      await frame.evaluate(AXE_SOURCE);
    }
  }
  return page.evaluate(async (tags) => {
    const axe = (window as AxeWindow).axe;
    if (!axe) throw new Error("axe-core did not load");
    const { violations } = await axe.run(document, { runOnly: { type: "tag", values: tags } });
    // Each node with its markup and axe's reason: a failure in CI says what was wrong in its
    // first line, with no trace to open.
    return violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map(
            (node) =>
              `${node.target.join(" ")} ${node.html.slice(0, 160)} — ${(node.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 240)}`,
          )
          .join(", ")}`,
    );
  }, TAGS);
}

/** Fails the journey when axe finds any violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe violations on ${page.url()}: ${violations.join(" | ")}`).toEqual([]);
}
