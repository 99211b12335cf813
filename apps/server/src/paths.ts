// Folders the server reads beside its code. This module sits one level below apps/server both
// as source (src/paths.ts, run by tsx in development and tests) and in the build (dist/*.js,
// where tsup bundles it: tsup.config.ts), so the same relative URLs hold in both.
import { fileURLToPath } from "node:url";

/** The SQL migrations: src/db/migrations, copied to dist/db/migrations by the build. */
export const MIGRATIONS_DIR = fileURLToPath(new URL("./db/migrations/", import.meta.url));

/** Where Vite writes the shop (apps/shop/vite.config.ts `build.outDir`). */
export const SHOP_DIST_DIR = fileURLToPath(new URL("../../shop/dist/", import.meta.url));
