// The issue 33, Deliver 4: GET /orders/{id}/apple_wallet/{itemId} and
// /orders/{id}/google_wallet/{itemId} with the order token (and a locale). Answers as the PDFs
// (routes.ts): 404 token_not_found, 403 forbidden, 422; and 404 not_found for a wallet the venue
// has not configured. Both are links the order page shows, so a browser follows them: Apple's
// answers the pass file, Google's redirects to Google's save page.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { endpoint } from "../../http/endpoint";
import { guardLocale } from "../../http/locale-guard";
import type { ZodTypeProvider } from "../../http/validation";
import { GOOGLE_SAVE_URL } from "./google-wallet";
import { sendDownload } from "./send-download";
import { getApplePasses, getGoogleWalletSave, type WalletDeps } from "./wallet-passes";

/** A client that asks for JSON (not a browser following a link): it gets the JWT itself. */
function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
}

export function walletRoutes(deps: WalletDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    app.route({
      ...endpoint(ENDPOINTS.getItemApplePasses),
      handler: async (request, reply) => {
        const file = await getApplePasses(deps, {
          orderId: request.params.id,
          itemId: request.params.itemId,
          token: request.query.token,
          locale: request.query.locale,
        });
        // The table's answer is the file as a string; the bytes are sent as they are.
        return sendDownload(reply as FastifyReply, {
          contentType: file.contentType,
          fileName: file.fileName,
          body: file.bytes,
        });
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.getItemGoogleWallet),
      handler: async (request, reply) => {
        const save = await getGoogleWalletSave(deps, {
          orderId: request.params.id,
          itemId: request.params.itemId,
          token: request.query.token,
          locale: request.query.locale,
        });
        // The link holds the admission codes: neither it nor the order page's address (with
        // its token) may travel on as a referrer, nor be kept by a cache.
        reply.header("Cache-Control", "private, no-store").header("Referrer-Policy", "no-referrer");
        if (wantsJson(request)) return save;
        return reply.redirect(`${GOOGLE_SAVE_URL}${save.jwt}`, 302);
      },
    });
  };
}
