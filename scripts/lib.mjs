// Helpers for the README's two commands: they must work on a fresh machine with only
// Node and npm, so they find (or fetch through npx) the pinned pnpm and install first.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pinned = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).packageManager;
const pnpmVersion = pinned.split("@")[1];

function hasPinnedPnpm() {
  try {
    return execFileSync("pnpm", ["--version"], { encoding: "utf8" }).trim() === pnpmVersion;
  } catch {
    return false;
  }
}

/** The command (and leading arguments) that runs the pinned pnpm. */
export const pnpm = hasPinnedPnpm() ? ["pnpm"] : ["npx", "--yes", `pnpm@${pnpmVersion}`];

/** Runs pnpm in the repository root, streaming its output; answers the exit status. */
export function runPnpm(args, options = {}) {
  const [cmd, ...lead] = pnpm;
  const result = spawnSync(cmd, [...lead, ...args], { cwd: root, stdio: "inherit", ...options });
  return result.status ?? 1;
}

/** Like runPnpm, but a failure ends this process with pnpm's status. */
export function mustRunPnpm(args, options = {}) {
  const status = runPnpm(args, options);
  if (status !== 0) process.exit(status);
}

export function installDependencies() {
  mustRunPnpm(["install", "--frozen-lockfile", "--reporter=silent"]);
}
