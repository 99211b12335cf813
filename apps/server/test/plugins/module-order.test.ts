// app.ts lists the modules as plugins (fastify-plugin) that name the plugins they need: Fastify
// refuses a module registered before one of them, so the list cannot silently go out of order.
import Fastify from "fastify";
import fp from "fastify-plugin";
import { describe, expect, it } from "vitest";
import cart from "../../src/modules/cart/plugin";
import customers from "../../src/modules/customers/plugin";
import documents from "../../src/modules/documents/plugin";
import reservations from "../../src/modules/reservations/plugin";

// Stands in for src/plugins/infrastructure.ts, so the next missing dependency is named.
const infrastructure = fp(async () => undefined, { name: "infrastructure" });

describe("the module plugins' order", () => {
  it.each([
    ["cart", cart, "infrastructure", false],
    ["cart", cart, "coupons", true],
    ["reservations", reservations, "capacity", true],
    ["customers", customers, "auth", true],
    ["documents", documents, "orders", true],
  ] as const)("refuses %s before %s", async (name, plugin, needed, withInfrastructure) => {
    const app = Fastify();
    if (withInfrastructure) await app.register(infrastructure);
    await expect(async () => {
      await app.register(plugin);
      await app.ready();
    }).rejects.toThrow(`The dependency '${needed}' of plugin '${name}' is not registered`);
    await app.close();
  });
});
