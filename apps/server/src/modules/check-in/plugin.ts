// The door (the issue 34, Deliver 1): check-in of the admission codes by the venue's scanner
// devices. On only with STAFF_API_KEY, which registers the devices.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createLifetimeCache } from "../../http/lifetime-cache";
import { deviceRoutes, staffDeviceRoutes } from "./routes";
import type { CheckInDeps } from "./service";

async function checkIn(app: FastifyInstance) {
  const { config } = app;
  if (!config.staffApiKey) return;
  const deps: CheckInDeps = {
    db: app.db,
    clock: app.clock,
    devices: createLifetimeCache({
      lifetimeMs: config.readCacheMs,
      clock: app.clock,
      maxEntries: 1000,
    }),
    codeKeys: {
      publicKey: app.ticketSigningKeys.publicKey,
      legacySecret: app.ticketCodeSecret,
    },
    listKey: app.ticketSigningKeys.privateKey,
    window: async () => (await app.shopSettings.read()).checkInWindow,
    findDoorItem: app.orders.findDoorItem,
    listDoorItems: app.orders.listDoorItems,
  };
  await app.register(staffDeviceRoutes(deps, config.staffApiKey), { prefix: "/api/v1" });
  await app.register(deviceRoutes(deps), { prefix: "/api/v1" });
}

export default fp(checkIn, {
  name: "check-in",
  dependencies: ["infrastructure", "settings", "orders"],
});
