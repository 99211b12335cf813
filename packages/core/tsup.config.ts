import { defineConfig } from "tsup";

export default defineConfig({
  entry: [
    "src/index.ts",
    "src/contract/index.ts",
    "src/contract/routes.ts",
    "src/contract/page-routes.ts",
    "src/booking/index.ts",
    "src/constants/index.ts",
    "src/annual-start.ts",
  ],
  format: ["esm"],
  // tsup's declaration build sets baseUrl, deprecated in TypeScript 6.
  dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
  clean: true,
  sourcemap: true,
  target: "es2022",
});
