// The /annual calls of spec selling-core §7 (the holder of a personalization link, by its
// token) and the venue's staff API (the issue "annual tickets", Deliver 3). Shapes, statuses
// and error codes are the endpoint table's (@shop/core/contract ENDPOINTS).
//
// The photo upload's body is the image itself (image/jpeg, image/png or image/webp), read up
// to the contract's 2 MB in this scope only; every other route keeps the app's small JSON
// limit. It is also taken as the spec's form of "file, token" (multipart/form-data). Photos are answered as JPEG, never cached, only with the order's token or the key.
import {
  type AnnualUploadQuery,
  ENDPOINTS,
  PHOTO_FORM,
  type PhotoQuery,
  UrlToken,
} from "@shop/core/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { endpoint } from "../../http/endpoint";
import { fieldError } from "../../http/errors";
import { guardLocale } from "../../http/locale-guard";
import {
  acceptPhotoBodies,
  photoBody,
  photoForm,
  renamedField,
  sendJpeg,
} from "../../http/photo-body";
import { requireStaffKey } from "../../http/staff-key";
import type { ZodTypeProvider } from "../../http/validation";
import { createAddress, createHolder, updateAddress, updateHolder } from "./holders";
import type { AnnualDeps } from "./order-link";
import { readPhoto, updatePersonalization, updateTicketSale, uploadPhoto } from "./personalization";
import { getAnnualOrder } from "./read-order";
import { listForStaff, markSent, readPhotoForStaff } from "./staff";

/** The token of an upload: the form's field or the query's, the same if both are sent. */
function tokenOf(inQuery: string | undefined, inForm?: string): string {
  if (inForm !== undefined) {
    const parsed = UrlToken.safeParse(inForm);
    if (!parsed.success) throw fieldError("validation", "token", "Not a personalization token");
    if (inQuery !== undefined && inQuery !== parsed.data) {
      throw fieldError("validation", "token", "The form and the query name different tokens");
    }
    return parsed.data;
  }
  if (inQuery === undefined) throw fieldError("validation", "token", "Required");
  return inQuery;
}

export function annualRoutes(deps: AnnualDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);
    acceptPhotoBodies(app);

    app.route({
      ...endpoint(ENDPOINTS.getAnnualOrder),
      handler: async (request) => getAnnualOrder(deps, request.query.token, request.query.locale),
    });
    app.route({
      ...endpoint(ENDPOINTS.updateTicketSale),
      handler: async (request) =>
        updateTicketSale(
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
        reply.code(201).send(await createHolder(deps, request.query.token, request.body)),
    });
    app.route({
      ...endpoint(ENDPOINTS.updateAnnualCustomer),
      handler: async (request) =>
        updateHolder(deps, request.query.token, request.params.id, request.body),
    });
    app.route({
      ...endpoint(ENDPOINTS.createAnnualAddress),
      handler: async (request, reply) =>
        reply.code(201).send(await createAddress(deps, request.query.token, request.body)),
    });
    app.route({
      ...endpoint(ENDPOINTS.updateAnnualAddress),
      handler: async (request) =>
        updateAddress(deps, request.query.token, request.params.id, request.body),
    });
    app.route({
      ...endpoint(ENDPOINTS.updatePersonalization),
      handler: async (request) =>
        updatePersonalization(deps, request.query.token, request.params.id, request.body),
    });
    app.route({
      ...endpoint(ENDPOINTS.uploadPersonalizationPhoto),
      handler: async (request: FastifyRequest) => {
        const { id } = request.params as { id: number };
        const query = request.query as AnnualUploadQuery;
        if (!request.isMultipart()) {
          return uploadPhoto(deps, tokenOf(query.token), id, photoBody(request.body));
        }
        // spec selling-core §7: the form of "file, token"; its refusals name its field.
        const form = await photoForm(request, PHOTO_FORM);
        const token = tokenOf(query.token, form.fields.token);
        return uploadPhoto(deps, token, id, form.bytes).catch((error: unknown) => {
          throw renamedField(error, "photo", PHOTO_FORM.file);
        });
      },
    });
    app.route({
      ...endpoint(ENDPOINTS.getPersonalizationPhoto),
      handler: async (request, reply) => {
        const query = request.query as PhotoQuery;
        return sendJpeg(reply, await readPhoto(deps, query.token, request.params.id, query.size));
      },
    });
  };
}

/** The staff API; app.ts registers it only when STAFF_API_KEY is set. */
export function staffRoutes(deps: AnnualDeps, key: string) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    requireStaffKey(app, key);
    app.route({
      ...endpoint(ENDPOINTS.listStaffPersonalizations),
      handler: async (request) => listForStaff(deps, request.query),
    });
    app.route({
      ...endpoint(ENDPOINTS.getStaffPhoto),
      handler: async (request, reply) =>
        sendJpeg(reply, await readPhotoForStaff(deps, request.params.id)),
    });
    app.route({
      ...endpoint(ENDPOINTS.markTicketSaleSent),
      handler: async (request) => markSent(deps, request.params.id),
    });
  };
}
