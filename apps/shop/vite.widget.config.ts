// The issue 34, Deliver 4: the embeddable widget (src/widget) as one classic script,
// dist/widget.js, beside the shop's build (`pnpm run build` runs this after vite.config.ts).
// A venue's page loads it by a fixed name, so it is not hashed and the server revalidates it
// on each use (plugins/shop-static.ts). An IIFE: no module script, no globals left behind.
import { gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";

/** A gzip copy beside it, as the shop's own files have (vite.config.ts precompress). */
function gzipCopy(): Plugin {
  return {
    name: "widget:gzip",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        this.emitFile({
          type: "asset",
          fileName: `${output.fileName}.gz`,
          source: gzipSync(output.code, { level: 9 }),
        });
      }
    },
  };
}

export default defineConfig({
  plugins: [gzipCopy()],
  build: {
    outDir: "dist",
    // The shop's build is already there.
    emptyOutDir: false,
    copyPublicDir: false,
    target: "es2020",
    lib: {
      entry: "src/widget/main.ts",
      formats: ["iife"],
      name: "museumShopWidget",
      fileName: () => "widget.js",
    },
  },
});
