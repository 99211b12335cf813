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
import { type DocumentQuery, ENDPOINTS, type Endpoint } from "@shop/core/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { endpoint } from "../../http/endpoint";
import { guardLocale } from "../../http/locale-guard";
import type { ZodTypeProvider } from "../../http/validation";
import type { DocumentKind } from "./document-types";
import { sendDownload } from "./send-download";
import {
  type DocumentDeps,
  getOrderCalendar,
  getOrderDocument,
  getOrderInvoice,
  ticketCodeKey,
} from "./service";

export type {
  FindOrderDocument,
  FindOrderDocuments,
  FindOrderInvoice,
  FoundOrderDocument,
} from "./service";

/** The four document endpoints, and the path parameter that names the line. */
const DOCUMENTS: ReadonlyArray<{ endpoint: Endpoint; kind: DocumentKind; line: string }> = [
  { endpoint: ENDPOINTS.getTicketPdf, kind: "ticket", line: "ticketId" },
  { endpoint: ENDPOINTS.getEventPdf, kind: "event", line: "itemId" },
  { endpoint: ENDPOINTS.getTourPdf, kind: "tour", line: "itemId" },
  { endpoint: ENDPOINTS.getCouponPdf, kind: "coupon", line: "itemId" },
];

export function documentRoutes(deps: DocumentDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    for (const { endpoint: documentEndpoint, kind, line } of DOCUMENTS) {
      app.route({
        ...endpoint(documentEndpoint),
        handler: async (request, reply) => {
          // The table's endpoints differ in their line parameter; the schemas parsed both.
          const path = request.params as Record<string, number>;
          const query = request.query as DocumentQuery;
          const document = await getOrderDocument(deps, {
            orderId: path.id as number,
            itemId: path[line] as number,
            token: query.token,
            kind,
            locale: query.locale,
          });
          return sendDownload(reply as FastifyReply, {
            contentType: "application/pdf",
            fileName: document.fileName,
            body: document.bytes,
          });
        },
      });
    }

    // The issue 33, Deliver 5: an invoice or cancellation invoice.
    app.route({
      ...endpoint(ENDPOINTS.getInvoicePdf),
      handler: async (request, reply) => {
        const document = await getOrderInvoice(deps, {
          orderId: request.params.id,
          invoiceId: request.params.invoiceId,
          token: request.query.token,
          locale: request.query.locale,
        });
        return sendDownload(reply as FastifyReply, {
          contentType: "application/pdf",
          fileName: document.fileName,
          body: document.bytes,
        });
      },
    });

    // The issue 33, Deliver 3: the whole order's and one line's calendar file.
    const sendCalendar = (reply: FastifyReply, file: { fileName: string; text: string }) =>
      sendDownload(reply, {
        contentType: "text/calendar; charset=utf-8",
        fileName: file.fileName,
        body: file.text,
      });
    app.route({
      ...endpoint(ENDPOINTS.getOrderCalendar),
      handler: async (request, reply) =>
        sendCalendar(
          reply,
          await getOrderCalendar(deps, {
            orderId: request.params.id,
            token: request.query.token,
            locale: request.query.locale,
          }),
        ),
    });
    app.route({
      ...endpoint(ENDPOINTS.getItemCalendar),
      handler: async (request, reply) =>
        sendCalendar(
          reply,
          await getOrderCalendar(deps, {
            orderId: request.params.id,
            itemId: request.params.itemId,
            token: request.query.token,
            locale: request.query.locale,
          }),
        ),
    });
  };
}

/**
 * The issue 33, Deliver 2: the key a door scanner verifies admission codes with. Apart from the
 * documents' routes: it takes no locale, so it has none to guard.
 */
export function ticketCodeKeyRoutes(deps: Pick<DocumentDeps, "ticketSigningKeys">) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...endpoint(ENDPOINTS.getTicketCodeKey),
      handler: async () => ticketCodeKey(deps.ticketSigningKeys.publicKey),
    });
  };
}
