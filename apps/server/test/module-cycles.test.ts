// DESIGN §3: the server's modules form no cycle. Each module's files (src/modules/<m>/**) are
// read for imports of another module (`../<other>/…`, type imports too); the graph of modules
// they make must have no cycle, so each module can be understood (and registered as a plugin)
// after the ones it needs.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const MODULES = fileURLToPath(new URL("../src/modules/", import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** Module → the other modules its files import. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(MODULES)) {
    const parts = relative(MODULES, file).split(sep);
    const from = parts[0] ?? "";
    const up = "../".repeat(parts.length - 1);
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const match of readFileSync(file, "utf8").matchAll(/from "((?:\.\.\/)+)([a-z-]+)\//g)) {
      if (match[1] === up && match[2] !== from) targets.add(match[2] ?? "");
    }
  }
  return graph;
}

/** The cycles a depth-first walk meets, each written `a -> b -> a`. */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open")
        found.push([...path.slice(path.indexOf(next)), next].join(" -> "));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, "done");
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

describe("the server's module graph", () => {
  it("reads the imports between modules", () => {
    const graph = moduleGraph();
    expect(graph.get("cart")).toContain("settings");
    expect(graph.get("orders")).toContain("cart");
  });

  it("has no cycle", () => {
    expect(cycles(moduleGraph())).toEqual([]);
  });

  it("would name a cycle", () => {
    const graph = new Map([
      ["cart", new Set(["coupons"])],
      ["coupons", new Set(["cart"])],
    ]);
    expect(cycles(graph)).toEqual(["cart -> coupons -> cart"]);
  });
});
