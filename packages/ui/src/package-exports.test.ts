import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const families = readdirSync(join(root, "src", "components"));

describe("the package exports", () => {
  // one pattern gives every family folder its entry (`@shop/ui/button`), so none is forgotten
  it("map @shop/ui/<family> to the family's index, in source and when published", () => {
    expect(pkg.exports["./*"].default).toBe("./src/components/*/index.ts");
    expect(pkg.publishConfig.exports["./*"].default).toBe("./dist/components/*/index.js");
  });

  it.each(families)("find an index.ts in the %s family folder", (family) => {
    expect(existsSync(join(root, "src", "components", family, "index.ts"))).toBe(true);
  });

  it("re-export every family from the package root, `@shop/ui`", () => {
    const index = readFileSync(join(root, "src", "index.ts"), "utf8");
    const exported = [...index.matchAll(/from "\.\/components\/([\w-]+)"/g)].map((m) => m[1]);
    expect(exported.sort()).toEqual([...families].sort());
  });

  it("build every family folder as its own entry", () => {
    // tsup.config.ts lists src/components/* itself; this guards against a fixed list creeping in
    const config = readFileSync(join(root, "tsup.config.ts"), "utf8");
    expect(config).toContain('readdirSync("src/components"');
    expect(config).toContain("`components/$" + "{family}/index`");
  });

  it("keep the named entries ahead of the family pattern", () => {
    for (const name of ["./i18n", "./cn", "./contrast", "./styles.css", "./themes/*"]) {
      expect(pkg.exports[name], name).toBeDefined();
      expect(pkg.publishConfig.exports[name], name).toBeDefined();
    }
  });

  it("mark only stylesheets as side effects, so unused families drop out of a bundle", () => {
    expect(pkg.sideEffects).toEqual(["**/*.css"]);
  });

  it("leave react to the app", () => {
    expect(Object.keys(pkg.peerDependencies)).toEqual(["react", "react-dom"]);
    expect(pkg.dependencies.react).toBeUndefined();
  });
});
