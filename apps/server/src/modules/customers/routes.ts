// /customer/customer_addresses (spec surrounding-areas §7): the signed-in customer's addresses
// under the key the shop reads, and create, read, change and delete of one of them. Writes
// from another origin are refused by the app-wide guard (auth/origin-guard.ts).
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database";
import { endpoint } from "../../http/endpoint";
import { requireStaffKey } from "../../http/staff-key";
import type { ZodTypeProvider } from "../../http/validation";
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  setCollectiveInvoiceForStaff,
  updateAddress,
} from "./service";

export interface CustomerRouteDeps {
  db: Database;
  /** The customer id of the request's live session, 401 without one (the auth module's). */
  requireCustomerId: (request: FastifyRequest) => Promise<number>;
}

export function customerRoutes(deps: CustomerRouteDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // Sign-in first, so a request without a session answers 401 before any input error.
    const signedIn = async (request: FastifyRequest) =>
      void (await deps.requireCustomerId(request));

    app.route({
      ...endpoint(ENDPOINTS.listAddresses),
      handler: async (request) => listAddresses(deps.db, await deps.requireCustomerId(request)),
    });

    app.route({
      ...endpoint(ENDPOINTS.createAddress),
      preValidation: signedIn,
      handler: async (request, reply) => {
        const customerId = await deps.requireCustomerId(request);
        return reply.status(201).send(await createAddress(deps.db, customerId, request.body));
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.getAddress),
      preValidation: signedIn,
      handler: async (request) =>
        getAddress(deps.db, await deps.requireCustomerId(request), request.params.id),
    });

    app.route({
      ...endpoint(ENDPOINTS.updateAddress),
      preValidation: signedIn,
      handler: async (request) =>
        updateAddress(
          deps.db,
          await deps.requireCustomerId(request),
          request.params.id,
          request.body,
        ),
    });

    app.route({
      ...endpoint(ENDPOINTS.deleteAddress),
      preValidation: signedIn,
      handler: async (request, reply) => {
        await deleteAddress(deps.db, await deps.requireCustomerId(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}

/** The venue's staff API for customers (resellers); app.ts registers it only with STAFF_API_KEY. */
export function staffCustomerRoutes(deps: Pick<CustomerRouteDeps, "db">, key: string) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    requireStaffKey(app, key);
    app.route({
      ...endpoint(ENDPOINTS.setCollectiveInvoice),
      handler: async (request) =>
        setCollectiveInvoiceForStaff(
          deps.db,
          request.params.id,
          request.body.has_collective_invoice_payment,
        ),
    });
  };
}
