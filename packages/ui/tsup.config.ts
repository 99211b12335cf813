import { readdirSync } from "node:fs";
import { defineConfig } from "tsup";

// One entry per component family, so that `@shop/ui/button` loads only the button (and,
// with sideEffects limited to CSS, a bundler drops every family an app does not import).
const families = readdirSync("src/components", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default defineConfig({
  entry: {
    index: "src/index.ts",
    "i18n/index": "src/i18n/index.ts",
    "lib/cn": "src/lib/cn.ts",
    "lib/icons": "src/lib/icons.tsx",
    "tokens/contrast": "src/tokens/contrast.ts",
    ...Object.fromEntries(
      families.map((family) => [`components/${family}/index`, `src/components/${family}/index.ts`]),
    ),
  },
  format: ["esm"],
  // tsup sets baseUrl for the declaration build, which TypeScript 6 flags as deprecated
  dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  target: "es2022",
  external: ["react", "react-dom", "react/jsx-runtime"],
});
