// The production build of the server (issue 29, Deliver 4): `node dist/main.js` runs it
// without a TypeScript loader. @shop/core (shipped as TypeScript source) is bundled in; every
// other dependency stays in node_modules (native ones: sharp, argon2, PGlite's WebAssembly).
// The migrations are copied beside the code (src/paths.ts reads them from there). `--out-dir`
// builds elsewhere, one level below apps/server as dist/ is (test/main.test.ts does).
import { cpSync } from "node:fs";
import { defineConfig } from "tsup";

export default defineConfig((options) => {
  const outDir = options.outDir ?? "dist";
  return {
    entry: {
      main: "src/main.ts",
      migrate: "src/scripts/migrate.ts",
      "load-catalogue": "src/scripts/load-catalogue.ts",
    },
    format: ["esm"],
    platform: "node",
    target: "node20",
    splitting: true,
    sourcemap: true,
    clean: true,
    noExternal: [/^@shop\/core/],
    outDir,
    async onSuccess() {
      cpSync("src/db/migrations", `${outDir}/db/migrations`, { recursive: true });
    },
  };
});
