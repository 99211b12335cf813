// The /annual calls of spec selling-core §7 (the holder of a personalization link, by its
// token) and the venue's staff API (the issue "annual tickets", Deliver 3). Shapes, statuses
// and error codes are the endpoint table's (@shop/core/contract ENDPOINTS).
//
// The photo upload's body is the image itself (image/jpeg, image/png or image/webp), read up
// to the contract's 2 MB in this scope only; every other route keeps the app's small JSON
// limit. Photos are answered as JPEG, never cached, only with the order's token or the key.
import { type AnnualTokenQuery, ENDPOINTS, type PhotoQuery } from "@shop/core/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { endpoint } from "../../http/endpoint";
import { guardLocale } from "../../http/locale-guard";
import { acceptPhotoBodies, photoBody, sendJpeg } from "../../http/photo-body";
import { requireStaffKey } from "../../http/staff-key";
import type { ZodTypeProvider } from "../../http/validation";
import * as annual from "./service";

export function annualRoutes(deps: annual.AnnualDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);
    acceptPhotoBodies(app);

    app.route({
      ...endpoint(ENDPOINTS.getAnnualOrder),
      handler: async (request) =>
        annual.getAnnualOrder(deps, request.query.token, request.query.locale),
    });
    app.route({
      ...endpoint(ENDPOINTS.updateTicketSale),
      handler: async (request) =>
        annual.updateTicketSale(
          deps,
          request.query.token,
          request.params.id,
          request.body,
          request.query.locale,
        ),
    });
    app.route({
      ...endpoint(ENDPOINTS.createAnnualCustomer),
      handler: async (request, reply) =>
        reply.code(201).send(await annual.createHolder(deps, request.query.token, request.body)),
    });
    app.route({
      ...endpoint(ENDPOINTS.updateAnnualCustomer),
      handler: async (request) =>
        annual.updateHolder(deps, request.query.token, request.params.id, request.body),
    });
    app.route({
      ...endpoint(ENDPOINTS.createAnnualAddress),
      handler: async (request, reply) =>
        reply.code(201).send(await annual.createAddress(deps, request.query.token, request.body)),
    });
    app.route({
      ...endpoint(ENDPOINTS.updateAnnualAddress),
      handler: async (request) =>
        annual.updateAddress(deps, request.query.token, request.params.id, request.body),
    });
    app.route({
      ...endpoint(ENDPOINTS.updatePersonalization),
      handler: async (request) =>
        annual.updatePersonalization(deps, request.query.token, request.params.id, request.body),
    });
    app.route({
      ...endpoint(ENDPOINTS.uploadPersonalizationPhoto),
      handler: async (request: FastifyRequest) => {
        const { id } = request.params as { id: number };
        const { token } = request.query as AnnualTokenQuery;
        return annual.uploadPhoto(deps, token, id, photoBody(request.body));
      },
    });
    app.route({
      ...endpoint(ENDPOINTS.getPersonalizationPhoto),
      handler: async (request, reply) => {
        const query = request.query as PhotoQuery;
        return sendJpeg(
          reply,
          await annual.readPhoto(deps, query.token, request.params.id, query.size),
        );
      },
    });
  };
}

/** The staff API; app.ts registers it only when STAFF_API_KEY is set. */
export function staffRoutes(deps: annual.AnnualDeps, key: string) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    requireStaffKey(app, key);
    app.route({
      ...endpoint(ENDPOINTS.listStaffPersonalizations),
      handler: async (request) => annual.listForStaff(deps, request.query),
    });
    app.route({
      ...endpoint(ENDPOINTS.getStaffPhoto),
      handler: async (request, reply) =>
        sendJpeg(reply, await annual.readPhotoForStaff(deps, request.params.id)),
    });
    app.route({
      ...endpoint(ENDPOINTS.markTicketSaleSent),
      handler: async (request) => annual.markSent(deps, request.params.id),
    });
  };
}
