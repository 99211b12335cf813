// `pnpm --filter @shop/e2e journeys` (root: `pnpm run test:e2e`): the browser journeys. Without
// Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH) it installs Playwright's own first;
// arguments go to `playwright test` (e.g. `-- tests/layout.spec.ts`, `-- --headed`).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(args) {
  const result = spawnSync("pnpm", ["exec", "playwright", ...args], {
    cwd: here,
    stdio: "inherit",
  });
  return result.status ?? 1;
}

if (!existsSync(chromium)) {
  console.info(`e2e: no ${chromium}; installing Playwright's Chromium`);
  const status = run(["install", "chromium"]);
  if (status !== 0) process.exit(status);
}
// pnpm passes a "--" through: left in, Playwright would take the file filter after it for an
// option's value and run every journey.
const args = process.argv.slice(2);
process.exit(run(["test", ...(args[0] === "--" ? args.slice(1) : args)]));
