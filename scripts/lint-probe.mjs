// The boundary tests' probe (apps/server/test/boundaries.test.ts, the shop's
// features/cart/cart-boundary.test.ts): writes a throw-away file into a folder of the
// repository, lints it with the repository's biome configuration, removes it again and
// answers whether the lint step refused it, with biome's output.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
// (a file path, not a URL: in the shop's test environment the URL is the browser's)
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const BIOME = `${ROOT}/node_modules/.bin/biome`;

/**
 * Lints `source` as a new file in `folder` (relative to the repository's root).
 * @param {string} folder
 * @param {string} source
 * @returns {Promise<{ refused: boolean; output: string }>}
 */
export async function lintProbe(folder, source) {
  const file = `${ROOT}/${folder}/boundary-${randomBytes(4).toString("hex")}.ts`;
  writeFileSync(file, source);
  try {
    await run(BIOME, ["lint", file], { cwd: ROOT });
    return { refused: false, output: "" };
  } catch (error) {
    const { stdout = "", stderr = "" } = /** @type {{ stdout?: string; stderr?: string }} */ (
      error
    );
    return { refused: true, output: `${stdout}${stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}
