// The shop module's routes (reads of the catalogue).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { shopRoutes } from "./routes";

async function shop(app: FastifyInstance) {
  // The issue 33, Deliver 4: the wallets the server was configured for, said to the shop.
  const walletPasses = {
    apple: app.config.appleWallet !== undefined,
    google: app.config.googleWallet !== undefined,
  };
  await app.register(shopRoutes({ db: app.db, walletPasses }), { prefix: "/api/v1" });
}

export default fp(shop, { name: "shop", dependencies: ["infrastructure"] });
