// The built shop at `/` unless SERVE_SHOP=false (shop-static.ts); /api paths keep their JSON
// 404. Its page carries the venue's own stylesheet and script (surrounding-areas §1), read
// from the settings once per READ_CACHE_MS, so a catalogue loaded by another process shows
// within it. Registered after the modules: its not-found handler falls back to the page.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { CustomAssets } from "../http/custom-assets";
import { createLifetimeCache } from "../http/lifetime-cache";
import { readCustomAssets } from "../modules/settings/service";
import { shopStatic, shopStaticOptions } from "./shop-static";

async function shopPage(app: FastifyInstance) {
  const { db, clock, config } = app;
  const customAssets = createLifetimeCache<"settings", CustomAssets>({
    lifetimeMs: config.readCacheMs,
    clock,
    maxEntries: 1,
  });
  await app.register(
    shopStatic({
      ...shopStaticOptions(),
      customAssets: () => customAssets.get("settings", () => readCustomAssets(db)),
    }),
  );
}

export default fp(shopPage, { name: "shop-page", dependencies: ["infrastructure"] });
