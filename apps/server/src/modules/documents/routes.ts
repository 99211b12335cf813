// spec selling-core §7: GET /orders/{id}/tickets/{ticketId}.pdf, /events/{itemId}.pdf,
// /tours/{itemId}.pdf and /coupons/{itemId}.pdf with locale and token. Answers:
//   200 application/pdf, as an attachment;
//   404 token_not_found: unknown order, wrong token, an item of another order or of another
//       kind (one answer for all, so ids cannot be probed);
//   403 forbidden: the order is not valid (unpaid) or canceled (see service.ts for why 403);
//   422: a malformed id, token or locale.
//
// Wired in app.ts with orders/document-repository.ts findOrderDocument, which looks the item
// up by order id and item id in one query and compares the token in constant time.
import { ErrorBody, Locale, QueryId, UrlToken } from "@shop/core/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { guardLocale } from "../../http/locale-guard";
import type { ZodTypeProvider } from "../../http/validation";
import type { DocumentKind } from "./document-types";
import { type DocumentDeps, getOrderDocument } from "./service";

export type { FindOrderDocument, FoundOrderDocument } from "./service";

const DocumentQuery = z
  .object({
    token: UrlToken,
    // Without a locale the document speaks the order's language.
    locale: Locale.optional(),
  })
  .meta({ id: "DocumentQuery", description: "Order token and language of the document" });

// The 200 answer is the file itself; plugins/openapi.ts documents it by this media type.
const PdfFile = z.string().meta({ description: "The PDF document", mediaType: "application/pdf" });

const PATHS: ReadonlyArray<{ segment: string; param: string; kind: DocumentKind }> = [
  { segment: "tickets", param: "ticketId", kind: "ticket" },
  { segment: "events", param: "itemId", kind: "event" },
  { segment: "tours", param: "itemId", kind: "tour" },
  { segment: "coupons", param: "itemId", kind: "coupon" },
];

export function documentRoutes(deps: DocumentDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    for (const { segment, param, kind } of PATHS) {
      const params = z.object({ id: QueryId, [param]: QueryId });
      app.get(
        `/orders/:id/${segment}/:${param}.pdf`,
        {
          schema: {
            summary: `PDF of a ${kind} of an order`,
            description:
              "Needs the order token; only for valid orders. 200 is application/pdf (attachment).",
            tags: ["documents"],
            params,
            querystring: DocumentQuery,
            response: { 200: PdfFile, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
            errors: ["token_not_found"],
          },
        },
        async (request, reply) => {
          const path = request.params as Record<string, number>;
          const document = await getOrderDocument(deps, {
            orderId: path.id as number,
            itemId: path[param] as number,
            token: request.query.token,
            kind,
            locale: request.query.locale,
          });
          // The typed reply knows only the JSON answers; a Buffer is sent as it is, unserialized.
          return (
            (reply as FastifyReply)
              .type("application/pdf")
              .header("Content-Disposition", `attachment; filename="${document.fileName}"`)
              // The link carries a secret token: no shared cache may keep the ticket.
              .header("Cache-Control", "private, no-store")
              .header("X-Content-Type-Options", "nosniff")
              .send(Buffer.from(document.bytes))
          );
        },
      );
    }
  };
}
