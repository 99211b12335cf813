// VIP codes (surrounding-areas §2 "VIP"): codes could be guessed, so each client has a budget
// of tries.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { vipRoutes } from "./routes";

async function vip(app: FastifyInstance) {
  const { db, clock, config, limitStore } = app;
  const limiter = limitStore.limiter("vip codes", {
    points: config.limits.loginsPerHour,
    seconds: 3600,
  });
  await app.register(vipRoutes({ db, clock, limiter }), { prefix: "/api/v1" });
}

export default fp(vip, { name: "vip", dependencies: ["infrastructure"] });
