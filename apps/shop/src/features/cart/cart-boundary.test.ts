// DESIGN §3: the cart store is written inside features/cart only (biome.json,
// noRestrictedImports): elsewhere in the shop the store's writers (useCartStore, the provider
// of a store, createCartStore) are refused; the cart is read with useCart() and changed by the
// hold events (useHolds) and useCartWrites. Each row writes a file with one import into a
// folder, lints it with the repository's configuration and removes it again.
import { describe, expect, it } from "vitest";
import { lintProbe } from "../../../../../scripts/lint-probe.mjs";

function lint(folder: string, name: string, from: string) {
  return lintProbe(
    `apps/shop/src/${folder}`,
    `import { ${name} } from "${from}";\n\nexport const used = ${name};\n`,
  );
}

describe("the cart store's writers in the lint step", () => {
  it.each([
    ["routes/cart", "useCartStore", "../../features/cart/cart-context", true],
    ["routes/layout", "createCartStore", "../../features/cart/cart-context", true],
    ["routes/onepager", "CartProvider", "../../features/cart/cart-context", true],
    ["features/events", "useCartStore", "../cart/cart-context", true],
    ["features/checkout", "createCartStore", "../cart/cart-context", true],
    ["lib", "useCartStore", "../features/cart/cart-context", true],
    ["routes/cart", "useCart", "../../features/cart/cart-context", false],
    ["routes/venue", "useHolds", "../../features/cart/cart-holds", false],
    ["features/checkout", "useCartWrites", "../cart/use-cart-writes", false],
    ["routes/layout", "LocalCartProvider", "../../features/cart/local-cart-provider", false],
    ["features/cart", "useCartStore", "./cart-context", false],
    ["features/cart", "createCartStore", "./cart-context", false],
  ] as const)(
    "in %s, an import of %s from %s is refused: %s",
    async (folder, name, from, refused) => {
      const result = await lint(folder, name, from);
      expect(result.refused, result.output).toBe(refused);
      if (refused) expect(result.output).toContain("lint/style/noRestrictedImports");
    },
    30_000,
  );
});
