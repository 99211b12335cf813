// Opens every Storybook story in Debian's Chromium, runs axe (WCAG 2.2 AA) on it and compares a
// screenshot with its committed baseline in visual/__snapshots__/.
//
//   node visual/run-stories.mjs              build Storybook, check every story
//   node visual/run-stories.mjs --update     write new baselines (and drop those of gone stories)
//   node visual/run-stories.mjs --no-build   reuse storybook-static/
//   node visual/run-stories.mjs --filter=button   only stories whose id contains "button"
//   node visual/run-stories.mjs --jobs=3     pages checked at once (default: cores + 1)
//
// A story fails on a render or play-function error, an axe violation, a screenshot that differs
// from its baseline, or (with CI=true) a missing baseline. Differences are written to
// visual/__diff__/<story>.diff.png and <story>.actual.png.
//
// Determinism: one Chromium build (/usr/bin/chromium, or CHROMIUM_PATH), the fonts it finds on
// the machine (Debian: DejaVu, Liberation), a fixed 800×600 viewport at device scale 1, locale
// de-DE and zone Europe/Berlin, reduced motion, no animations, transitions or caret, and the
// screenshot only once web fonts, images and the story's play function are done. A story may ask
// for a narrower page with `parameters: { visual: { width: 320 } }` (a phone, WCAG 1.4.10).
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import pixelmatch from "pixelmatch";
import { chromium } from "playwright-core";
import { PNG } from "pngjs";
import { writeTestReport } from "../../../scripts/report.mjs";

const require = createRequire(import.meta.url);
const here = fileURLToPath(new URL(".", import.meta.url));
const root = join(here, "..", "..", "..");
const staticDir = join(root, "storybook-static");
const snapshotDir = join(here, "__snapshots__");
const diffDir = join(here, "__diff__");
const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const update = args.includes("--update");
const filter = option("filter");
const jobs = Number(option("jobs") ?? availableParallelism() + 1);
const ci = Boolean(process.env.CI) && process.env.CI !== "false";

const VIEWPORT = { width: 800, height: 600 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--font-render-hinting=none",
  "--disable-lcd-text",
  "--force-color-profile=srgb",
  "--hide-scrollbars",
];
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
// Rules about a whole page (one main landmark, one h1, all content in landmarks); a story is one
// component on an otherwise empty page. They are best-practice rules, outside the WCAG tags
// above, so this only states it: every WCAG 2.2 A/AA rule runs on every story.
const PAGE_RULES = ["landmark-one-main", "page-has-heading-one", "region"];
// Diff threshold. Per pixel: pixelmatch's YIQ colour distance above 0.1 counts a pixel as
// changed (anti-aliased edge pixels are not counted). Per screenshot: more than 0.05 % of its
// pixels changed, or any 40 of them when that share is fewer (240 px at 800×600), fails. Renders
// of the same build on the same machine match exactly; this leaves room for sub-pixel text
// rendering noise only, while a changed glyph, border or colour fails.
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.0005;
const MIN_DIFF_PIXELS = 40;
const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
};
// Paused animations would freeze at whatever frame they reached (a spinner's angle): none at all.
const STILL_CSS =
  "*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}";

const started = Date.now();
if (!args.includes("--no-build") || !existsSync(staticDir)) {
  execFileSync("pnpm", ["run", "build-storybook", "--quiet"], { cwd: root, stdio: "inherit" });
}
const built = Date.now();

const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
  const file = join(staticDir, path.endsWith("/") ? `${path}index.html` : path);
  if (!file.startsWith(staticDir) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
  response.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const index = JSON.parse(readFileSync(join(staticDir, "index.json"), "utf8"));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === "story")
  .filter((entry) => !filter || entry.id.includes(filter));

mkdirSync(snapshotDir, { recursive: true });
rmSync(diffDir, { recursive: true, force: true });

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const context = await browser.newContext({
  viewport: VIEWPORT,
  deviceScaleFactor: 1,
  reducedMotion: "reduce",
  locale: "de-DE",
  timezoneId: "Europe/Berlin",
});
await context.addInitScript({
  content: `(${stillStyle.toString()})(${JSON.stringify(STILL_CSS)})`,
});
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** Runs in the page before its scripts: a style that stops animations, kept last in <head>. */
function stillStyle(css) {
  const add = () => {
    const style = document.createElement("style");
    style.textContent = css;
    document.head.append(style);
  };
  if (document.head) add();
  else document.addEventListener("DOMContentLoaded", add);
}

/**
 * A screenshot that two consecutive captures agree on (as Playwright's toHaveScreenshot does): on
 * a busy machine a capture now and then catches a half-composited frame.
 */
async function stableScreenshot(page) {
  const tall = await page.evaluate(() => document.documentElement.scrollHeight > innerHeight);
  const capture = () => page.screenshot({ fullPage: tall, animations: "disabled" });
  let previous = await capture();
  for (let attempt = 0; attempt < 5; attempt++) {
    const shot = await capture();
    if (shot.equals(previous)) return shot;
    previous = shot;
  }
  throw new Error("the story never looked the same in two screenshots in a row");
}

/** The pages whose Storybook preview has started. */
const loaded = new WeakSet();

/** Checks one story in `page`; returns its problems (empty when it passes). */
async function check(page, story) {
  const problems = [];
  const onError = (error) => problems.push(`page error: ${error.message}`);
  page.on("pageerror", onError);
  try {
    await page.setViewportSize(VIEWPORT);
    if (loaded.has(page)) {
      // The preview is up: it renders the next story in place (as Storybook's own test runner
      // does), which saves loading and starting it again per story (about half of each check).
      await page.evaluate((id) => {
        window.scrollTo(0, 0);
        window.__STORYBOOK_ADDONS_CHANNEL__.emit("setCurrentStory", {
          storyId: id,
          viewMode: "story",
        });
      }, story.id);
    } else {
      // a11y.manual stops the addon's own axe run, which would collide with this one
      const url = `${base}/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`;
      await page.goto(url, { waitUntil: "load" });
      loaded.add(page);
    }
    // the render, play function and Storybook's own wait for animations are done
    const phase = await page.waitForFunction(
      (id) => {
        const render = window.__STORYBOOK_PREVIEW__?.currentRender;
        const done = render?.id === id && ["finished", "errored", "aborted"].includes(render.phase);
        return done || document.body.classList.contains("sb-show-errordisplay")
          ? (render?.phase ?? "errordisplay")
          : false;
      },
      story.id,
      { timeout: 20_000 },
    );
    if ((await phase.jsonValue()) !== "finished") {
      const message = await page.locator("#error-message").textContent();
      problems.push(`render or play error: ${message || (await phase.jsonValue())}`);
    }
    const width = await page.evaluate(
      () => window.__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.visual?.width,
    );
    if (typeof width === "number") await page.setViewportSize({ ...VIEWPORT, width });
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all(
        [...document.images].map((image) =>
          image.complete ? null : image.decode().catch(() => {}),
        ),
      );
      // two frames: layout after the last state change is painted
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });

    if (!(await page.evaluate(() => "axe" in window)))
      await page.addScriptTag({ content: axeSource });
    const result = await page.evaluate(
      async ({ tags, pageRules }) => {
        // a story may turn a rule off for the addon (parameters.a11y.config.rules) with a reason
        // beside it; it is off here too, and listed in the summary
        const parameters = window.__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters ?? {};
        const exempt = (parameters.a11y?.config?.rules ?? []).filter(
          (rule) => !rule.enabled && !pageRules.includes(rule.id),
        );
        const rules = Object.fromEntries(
          [...pageRules.map((id) => ({ id })), ...exempt].map((rule) => [
            rule.id,
            { enabled: false },
          ]),
        );
        const { violations } = await window.axe.run(document, {
          runOnly: { type: "tag", values: tags },
          rules,
        });
        return {
          exempt: exempt.map((rule) => rule.id),
          violations: violations.map(
            (violation) =>
              `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
          ),
        };
      },
      { tags: AXE_TAGS, pageRules: PAGE_RULES },
    );
    problems.push(...result.violations.map((violation) => `axe ${violation}`));
    if (result.exempt.length > 0) exemptions.push(`${story.id}: ${result.exempt.join(", ")}`);

    const shot = PNG.sync.read(await stableScreenshot(page));
    const file = join(snapshotDir, `${story.id}.png`);
    if (update) {
      writeFileSync(file, PNG.sync.write(shot));
    } else if (!existsSync(file)) {
      if (ci) problems.push("no baseline (run test:stories:update and commit it)");
      else {
        writeFileSync(file, PNG.sync.write(shot));
        written.push(story.id);
      }
    } else {
      const baseline = PNG.sync.read(readFileSync(file));
      const keep = (name, png) => {
        mkdirSync(diffDir, { recursive: true });
        writeFileSync(join(diffDir, `${story.id}.${name}.png`), PNG.sync.write(png));
      };
      if (baseline.width !== shot.width || baseline.height !== shot.height) {
        keep("actual", shot);
        problems.push(
          `screenshot size ${shot.width}×${shot.height}, baseline ${baseline.width}×${baseline.height}`,
        );
      } else {
        const diff = new PNG({ width: shot.width, height: shot.height });
        const changed = pixelmatch(baseline.data, shot.data, diff.data, shot.width, shot.height, {
          threshold: PIXEL_THRESHOLD,
        });
        const allowed = Math.max(MIN_DIFF_PIXELS, shot.width * shot.height * MAX_DIFF_RATIO);
        if (changed > allowed) {
          keep("diff", diff);
          keep("actual", shot);
          problems.push(`screenshot differs in ${changed} pixels (see visual/__diff__/)`);
        }
      }
    }
  } catch (error) {
    problems.push(String(error));
  } finally {
    page.off("pageerror", onError);
  }
  return problems;
}

const failures = [];
const exemptions = [];
const written = [];
let passed = 0;
let next = 0;
await Promise.all(
  Array.from({ length: Math.max(1, jobs) }, async () => {
    let page = await context.newPage();
    while (next < stories.length) {
      const story = stories[next++];
      const problems = await check(page, story);
      if (problems.length === 0) passed++;
      else {
        failures.push({ id: story.id, problems });
        // a fresh page after a failure, so a hung story cannot spoil the next one
        await page.close();
        page = await context.newPage();
      }
    }
    await page.close();
  }),
);

await browser.close();
server.close();

if (update && !filter) {
  // baselines of stories that no longer exist
  const ids = new Set(stories.map((story) => `${story.id}.png`));
  for (const file of readdirSync(snapshotDir)) {
    if (file.endsWith(".png") && !ids.has(file)) unlinkSync(join(snapshotDir, file));
  }
}

failures.sort((a, b) => a.id.localeCompare(b.id));
for (const failure of failures) {
  console.error(`✗ ${failure.id}`);
  for (const problem of failure.problems) console.error(`    ${problem}`);
}
if (exemptions.length > 0) {
  console.info(
    `axe rules a story turns off (reason in the story):\n  ${exemptions.sort().join("\n  ")}`,
  );
}
if (written.length > 0) console.info(`new baselines written: ${written.join(", ")}`);
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
console.info(
  `${stories.length} stories: ${passed} passed, ${failures.length} failed` +
    `${update ? ", baselines updated" : ""} (build ${seconds(built - started)}, check ${seconds(Date.now() - built)})`,
);
writeTestReport("stories", passed, failures.length);
process.exitCode = failures.length === 0 ? 0 : 1;
