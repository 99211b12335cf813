import { writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { parse } from "@formatjs/icu-messageformat-parser";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// The API server (apps/server) listens on 127.0.0.1:3000; in production it also serves dist/.
const API_TARGET = process.env.SHOP_API_URL ?? "http://127.0.0.1:3000";

const PARSER = "@formatjs/icu-messageformat-parser";
const MESSAGE_TABLE = /\/src\/i18n\/messages\/(?:[^/]+\/)?([a-z]{2})\.json$/;

/**
 * The message tables become ICU ASTs at build time, so @formatjs/intl formats them without its
 * message parser (about 8 kB gzip of the first route, bench/first-route). An empty or blank
 * text stays a string: the catalogue treats it as missing and falls back to German.
 * Development and tests keep the texts as written and the parser.
 */
function precompileMessages(): Plugin {
  return {
    name: "shop:precompile-messages",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      const match = MESSAGE_TABLE.exec(id.split("?")[0] ?? "");
      if (!match) return null;
      const locale = basename(match[1] ?? "de");
      const table = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(table).map(([key, text]) => [
          key,
          text.trim() === "" ? text : parse(text, { locale: new Intl.Locale(locale) }),
        ]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/**
 * @formatjs/intl's and intl-messageformat's imports of the parser get its parser-less build (the
 * tables are ASTs). The shop's lazy import of the parser (venue texts from GET /shop,
 * routes/layout/venue-texts.tsx) still gets the real one, in a chunk of its own.
 */
function parserlessIntl(): Plugin {
  return {
    name: "shop:parserless-intl",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source !== PARSER || !importer?.includes("/node_modules/")) return null;
      if (importer.includes(`/node_modules/${PARSER}/`)) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}

// The issue (speed): text files are sent compressed. The build writes a brotli (.br) and a gzip
// (.gz) copy beside each, once and at the strongest settings, and the server picks one by
// Accept-Encoding (apps/server plugins/shop-static.ts, @fastify/static preCompressed).
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|map)$/;
const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function precompress(): Plugin {
  return {
    name: "shop:precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "dist";
      await Promise.all(
        Object.values(bundle).map(async (output) => {
          if (!COMPRESSIBLE.test(output.fileName)) return;
          const source = output.type === "chunk" ? output.code : output.source;
          const bytes = typeof source === "string" ? Buffer.from(source) : Buffer.from(source);
          if (bytes.length < MIN_COMPRESS_BYTES) return;
          const path = join(dir, output.fileName);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [precompileMessages(), parserlessIntl(), react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      {
        // react-router resolves to its build with development warnings on; the shop ships the
        // one without them (the same code with ENABLE_DEV_WARNINGS false).
        find: /^react-router$/,
        replacement: fileURLToPath(import.meta.resolve("react-router")).replace(
          "/dist/development/",
          "/dist/production/",
        ),
      },
      {
        // SWR's shim for React 17; React 19 has useSyncExternalStore (src/lib/sync-external-store.ts).
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
        replacement: fileURLToPath(new URL("./src/lib/sync-external-store.ts", import.meta.url)),
      },
    ],
  },
  server: {
    host: "127.0.0.1",
    port: 5173,
    proxy: { "/api": { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Hashed file names under assets/ are what the server caches for a year.
    assetsDir: "assets",
    // dist/.vite/manifest.json: which chunks each route loads (bench/first-route reads it).
    manifest: true,
    // Every browser the shop supports knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Chunks are named by their hash alone (7 characters, the fewest rolldown allows for this
        // many chunks): the entry lists every lazy chunk's file name
        // (__vite__mapDeps), and the readable names cost 0.6 kB gzip of every first route
        // (bench/first-route). The manifest still names each chunk's source.
        chunkFileNames: "assets/[hash:7].js",
        // What the entry imports statically loads at start anyway: one file compresses better
        // than a dozen small ones (bench/first-route).
        codeSplitting: {
          groups: [
            { name: "start", tags: ["$initial"] },
            {
              // Small parts both first routes use (the dates of Berlin, the card of the start
              // page's lists and the tickets' groups): one file of their own, so /start does not
              // load the tickets flow's common file for them (bench/first-route: 3.7 kB less).
              name: "first-common",
              test: /(?:\/packages\/core\/src\/dates|\/packages\/ui\/src\/components\/card\/card)\.tsx?$/,
            },
            {
              // What the steps of the tickets flow share with its container (which is there
              // whenever a step is): one file with the container, not six beside it.
              name: "tickets-common",
              test: /\/src\/(?:routes\/tickets\/(?:page-frame|ticket-breadcrumbs|group-label|tickets-context)|features\/tickets\/(?:flow-params|selection|use-ticket-data|api|ticket-groups))\.tsx?$/,
            },
            {
              // The day and time choice of the tickets flow (its calendar with react-day-picker
              // and date-fns, the slot picker): one file, as the time and combi steps load it,
              // though an event's page takes only its calendar (else rolldown splits it off and
              // each of those steps loads about 0.5 kB more, bench/first-route). Only these
              // modules: their own imports (buttons, texts, the capacity rules) stay where the
              // other pages find them.
              name: "day-and-time",
              test: /(?:\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:react-day-picker|date-fns|@date-fns)\/|\/packages\/core\/src\/time-window\.ts$|\/packages\/ui\/src\/components\/(?:capacity-calendar|time-slot-picker)\/|\/src\/routes\/tickets\/slot-picker\.tsx$)/,
              includeDependenciesRecursively: false,
            },
            {
              // The photos picked for attendees, uploaded once an order is placed: one small
              // file (their calls' table is beside ROUTES, @shop/core/routes).
              name: "page-calls",
              test: /\/src\/features\/cart\/picked-photos\.ts$/,
            },
            {
              // The address form's parts, which the checkout and the annual personalization
              // share: one file, not one per part (each file's name is in the entry's list).
              name: "address-forms",
              test: /\/src\/features\/(?:forms\/(?:contract-resolver|shipping-address-errors)|checkout\/(?:shipping-address-fields|use-checkout-data|use-checkout-writes|use-session|api))\.tsx?$/,
            },
            {
              // The field kit every address and person form draws with (its parts, the person's
              // and the address's inputs, the alert, the guest's rules): one file
              // for the checkout, the one-pager and the account, not one per part. Only these
              // modules: their imports (the refusal texts, @shop/ui) stay where others find them.
              name: "field-kit",
              test: /\/src\/features\/(?:forms\/(?:field-parts|field-inputs|person-fields|form-alert|guest-errors))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
