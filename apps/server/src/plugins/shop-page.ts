// The built shop at `/` unless SERVE_SHOP=false (shop-static.ts); /api paths keep their JSON
// 404. Its page carries the venue's own stylesheet and script (surrounding-areas §1) and names
// the sites that may frame it (the widget's overlay, the issue 34 Deliver 4), from the
// settings kept on the instance (app.shopSettings: at most READ_CACHE_MS old, so a catalogue
// loaded by another process shows within it); the page of a museum, an exhibition or an
// event carries its own title, description and picture for link previews
// (shared-page-meta.ts). Registered after the modules: its not-found handler falls back to
// the page.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sharedPageMeta } from "./shared-page-meta";
import { shopStatic, shopStaticOptions } from "./shop-static";

async function shopPage(app: FastifyInstance) {
  const { db, clock } = app;
  const settings = () => app.shopSettings.read();
  await app.register(
    shopStatic({
      ...shopStaticOptions(),
      customAssets: async () => {
        const { customStyleUrl, customScriptUrl, widget } = await settings();
        return {
          styleUrl: customStyleUrl,
          scriptUrl: customScriptUrl,
          frameAncestors: widget.allowedSites,
        };
      },
      pageMeta: (request, path) =>
        sharedPageMeta(
          { db, clock, venueName: async () => (await settings()).venueName },
          request,
          path,
        ),
    }),
  );
}

export default fp(shopPage, { name: "shop-page", dependencies: ["infrastructure", "settings"] });
