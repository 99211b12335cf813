// `pnpm chromatic`: publishes the Storybook build to Chromatic for QA's visual review
// (issue 29, Deliver 8; packages/ui README "Visual review"). Without CHROMATIC_PROJECT_TOKEN
// it publishes nothing and says so: the local screenshot check of every story
// (`pnpm test:stories`) stays the gate. `npm test` runs it after that check, whose build
// (storybook-static/) it reuses; `--build` builds Storybook first. Other arguments go to the
// chromatic CLI (e.g. `--only-changed`).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { mustRunPnpm, root } from "./lib.mjs";

const args = process.argv.slice(2);
const build = args.includes("--build");
const passed = args.filter((arg) => arg !== "--build");
const buildDir = join(root, "storybook-static");

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.info(
    "chromatic: CHROMATIC_PROJECT_TOKEN is not set, nothing published; the local screenshot check (pnpm test:stories) is the gate",
  );
  process.exit(0);
}
if (build || !existsSync(join(buildDir, "index.html"))) mustRunPnpm(["run", "build-storybook"]);
// Visual changes do not fail the run: they wait for QA's review in Chromatic, whose status
// check on the pull request is the gate for them. A story that fails to render does fail.
mustRunPnpm([
  "exec",
  "chromatic",
  "--storybook-build-dir",
  buildDir,
  "--exit-zero-on-changes",
  ...passed,
]);
