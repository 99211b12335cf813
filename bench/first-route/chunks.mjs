// Which JavaScript files a first visit to a route loads before it is interactive, read from
// Vite's build manifest (apps/shop/dist/.vite/manifest.json, `build.manifest`).
//
// The rule: the entry chunk (the manifest's `isEntry` record, from index.html) and, transitively,
// its static `imports`; then the chunk of each route module named by its source path (the
// route's `lazy` import in src/router.tsx) and, transitively, their static `imports`. Dynamic
// imports (`dynamicImports`: other pages, other languages' messages) load later or never and
// are not counted. A file reached twice is counted once, under the first role that reached it.

/**
 * @typedef {{ file: string, src?: string, isEntry?: boolean, imports?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 * @typedef {{ file: string, source: string, role: string }} LoadedChunk
 */

/**
 * The chunks loaded for `routeModules` (source paths relative to apps/shop), entry first.
 * @param {Manifest} manifest
 * @param {readonly string[]} routeModules
 * @returns {LoadedChunk[]}
 */
export function firstRouteChunks(manifest, routeModules) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) {
    throw new Error(`expected one entry chunk in the manifest, found ${entries.length}`);
  }
  /** @type {LoadedChunk[]} */
  const loaded = [];
  const seen = new Set();
  /** @param {string} key @param {string} role */
  const visit = (key, role) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no record ${key}`);
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    if (chunk.file.endsWith(".js")) loaded.push({ file: chunk.file, source: key, role });
    const importRole = role.endsWith(" import") ? role : `${role} import`;
    for (const imported of chunk.imports ?? []) visit(imported, importRole);
  };
  const [entryKey] = entries[0];
  visit(entryKey, "entry");
  for (const module of routeModules) {
    if (!manifest[module]) {
      throw new Error(
        `route module ${module} is not in the build's manifest (renamed or no longer lazy?): ` +
          "update ROUTE_MODULES in bench/first-route/main.mjs",
      );
    }
    visit(module, "route");
  }
  return loaded;
}
