// DESIGN §3: boundaries are checked in the lint step (biome.json, noRestrictedImports): a
// server module reaches another module through its service.ts only (never its repository or
// another of its files), reaches the capacity ledger only
// through capacity/ledger.ts and capacity/pool.ts, and finds shared helpers outside
// modules/shop; app.ts (and the other files of src/), src/plugins and src/seed reach a
// module through its plugin.ts or service.ts only; a shop page never calls the API or SWR (data hooks of features/ do). Each row
// writes a file with one import into a folder, lints it with the repository's configuration
// and removes it again.
import { describe, expect, it } from "vitest";
import { lintProbe } from "../../../scripts/lint-probe.mjs";

function lint(folder: string, from: string) {
  return lintProbe(folder, `import * as other from "${from}";\n\nexport const used = other;\n`);
}

describe("the shop's page boundaries of the lint step", () => {
  it.each([
    ["swr", true],
    ["../../features/checkout/api", true],
    ["../../features/cart/api", true],
    ["../../lib/api-client", true],
    ["../../features/checkout/use-checkout-data", false],
    ["../../features/cart/cart-context", false],
  ] as const)(
    "a page's import of %s is refused: %s",
    async (from, refused) => {
      const result = await lint("apps/shop/src/routes/checkout", from);
      expect(result.refused, result.output).toBe(refused);
      if (refused) expect(result.output).toContain("lint/style/noRestrictedImports");
    },
    30_000,
  );
});

describe("the module boundaries of the lint step", () => {
  it.each([
    ["orders", "../cart/repository", true],
    ["auth", "../customers/repository", true],
    ["catalogue", "../capacity/repository", true],
    ["reservations", "../capacity/lines", true],
    ["tickets", "../capacity/read-sql", true],
    ["cart", "../shop/localized-text", true],
    ["calendar", "../tickets/sql-params", true],
    ["reservations", "../auth/session-cookie", true],
    ["orders", "../payments/demo/index", true],
    ["calendar", "../tickets/service", false],
    ["orders", "../payments/registry", false],
    ["orders", "../cart/service", false],
    ["orders", "../capacity/ledger", false],
    ["reservations", "../capacity/pool", false],
    ["capacity", "./repository", false],
    ["cart", "../../i18n/localized-text", false],
  ] as const)(
    "in modules/%s, an import of %s is refused: %s",
    async (module, from, refused) => {
      const result = await lint(`apps/server/src/modules/${module}`, from);
      expect(result.refused, result.output).toBe(refused);
      if (refused) expect(result.output).toContain("lint/style/noRestrictedImports");
    },
    30_000,
  );
});

describe("the composition root's boundaries of the lint step", () => {
  it.each([
    ["apps/server/src", "./modules/reservations/routes", true],
    ["apps/server/src", "./modules/capacity/ledger", true],
    ["apps/server/src", "./modules/payments/demo/index", true],
    ["apps/server/src", "./modules/cart/repository", true],
    ["apps/server/src/plugins", "../modules/auth/origin-guard", true],
    ["apps/server/src/plugins", "../modules/settings/repository", true],
    ["apps/server/src/seed", "../modules/catalogue/format", true],
    ["apps/server/src/seed", "../modules/catalogue/load-catalogue", true],
    ["apps/server/src", "./modules/reservations/plugin", false],
    ["apps/server/src", "./modules/capacity/plugin", false],
    ["apps/server/src", "./plugins/http", false],
    ["apps/server/src/plugins", "../modules/settings/service", false],
    ["apps/server/src/plugins", "../http/limits", false],
    ["apps/server/src/seed", "../modules/catalogue/service", false],
  ] as const)(
    "in %s, an import of %s is refused: %s",
    async (folder, from, refused) => {
      const result = await lint(folder, from);
      expect(result.refused, result.output).toBe(refused);
      if (refused) expect(result.output).toContain("lint/style/noRestrictedImports");
    },
    30_000,
  );
});
