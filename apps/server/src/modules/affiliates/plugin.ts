// Affiliate referrals (surrounding-areas §7): counted, so each client has a budget of them;
// the venue's staff API only when STAFF_API_KEY is set.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { affiliateRoutes, staffAffiliateRoutes } from "./routes";

async function affiliates(app: FastifyInstance) {
  const { db, clock, config, limitStore } = app;
  const limiter = limitStore.limiter("referrals", {
    points: config.limits.referralsPerHour,
    seconds: 3600,
  });
  await app.register(affiliateRoutes({ db, clock, limiter }), { prefix: "/api/v1" });
  if (config.staffApiKey) {
    await app.register(staffAffiliateRoutes({ db, clock }, config.staffApiKey), {
      prefix: "/api/v1",
    });
  }
}

export default fp(affiliates, { name: "affiliates", dependencies: ["infrastructure"] });
