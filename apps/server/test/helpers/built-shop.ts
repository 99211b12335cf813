// A built shop of a temporary folder for the tests of the shop's page (plugins/shop-page.ts):
// an index.html, and the environment that makes buildApp serve it (plugins/shop-static.ts reads
// SHOP_DIST_DIR and SERVE_SHOP). Call in a file's top level: it registers its own hooks.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, vi } from "vitest";

/** `files`: others beside index.html, by their name in the dist folder (`widget.js`). */
export function useBuiltShop(index: string, files: Record<string, string> = {}): void {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "shop-dist-"));
    await writeFile(join(dist, "index.html"), index);
    for (const [name, content] of Object.entries(files)) await writeFile(join(dist, name), content);
    vi.stubEnv("SHOP_DIST_DIR", dist);
    vi.stubEnv("SERVE_SHOP", "true");
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await rm(dist, { recursive: true, force: true });
  });
}
