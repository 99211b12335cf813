import { basename } from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// The API server (apps/server) listens on 127.0.0.1:3000; in production it also serves dist/.
const API_TARGET = process.env.SHOP_API_URL ?? "http://127.0.0.1:3000";

const PARSER = "@formatjs/icu-messageformat-parser";
const MESSAGE_TABLE = /\/src\/i18n\/messages\/(?:[^/]+\/)?([a-z]{2})\.json$/;

/**
 * The message tables become ICU ASTs at build time, so react-intl formats them without its
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
 * react-intl's own imports of the parser get its parser-less build (the tables are ASTs). The
 * shop's lazy import of the parser (venue texts from GET /shop, routes/layout/venue-texts.tsx)
 * still gets the real one, in a chunk of its own.
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

export default defineConfig({
  plugins: [precompileMessages(), parserlessIntl(), react(), tailwindcss()],
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
  },
});
