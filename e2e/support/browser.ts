// Which Chromium the journeys drive: Debian's (/usr/bin/chromium, or CHROMIUM_PATH), as the
// story checks do (packages/ui/visual/run-stories.mjs); without it, Playwright's own build,
// which run.mjs installs with `playwright install chromium`.
import { existsSync } from "node:fs";

export const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The executable to launch, or undefined for Playwright's own Chromium. */
export function chromiumExecutable(): string | undefined {
  return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}
