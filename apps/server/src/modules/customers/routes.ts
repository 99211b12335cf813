// /customer/customer_addresses (spec surrounding-areas §7): the signed-in customer's addresses
// under the key the shop reads, and create, read, change and delete of one of them. Writes
// from another origin are refused by the app-wide guard (auth/origin-guard.ts).
import {
  CustomerAddress,
  CustomerAddressInput,
  CustomerAddressList,
  ErrorBody,
  IdPath,
  LocaleQuery,
} from "@shop/core/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { ZodTypeProvider } from "../../http/validation";
import { type AuthDeps, requireCustomerId } from "../auth/service";
import { createAddress, deleteAddress, getAddress, listAddresses, updateAddress } from "./service";

const OWN_ONLY =
  "Only the signed-in customer's own addresses: 401 without a session, 404 for an unknown id and for another customer's.";

export function customerRoutes(deps: AuthDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // Sign-in first, so a request without a session answers 401 before any input error.
    const signedIn = async (request: FastifyRequest) =>
      void (await requireCustomerId(deps, request));

    app.get(
      "/customer/customer_addresses",
      {
        schema: {
          summary: "The signed-in customer's addresses",
          description: "Answers 401 without a session.",
          tags: ["customer"],
          querystring: LocaleQuery,
          response: { 200: CustomerAddressList, 401: ErrorBody },
        },
      },
      async (request) => listAddresses(deps.db, await requireCustomerId(deps, request)),
    );

    app.post(
      "/customer/customer_addresses",
      {
        schema: {
          summary: "Add an address",
          description: `Street, zip, city and a country of GET /countries are required (422 naming the field). adress_type_id 2 makes a delivery address for the order's shipping_address_id. A customer keeps at most 50 addresses (422 on \`base\`). ${OWN_ONLY}`,
          tags: ["customer"],
          querystring: LocaleQuery,
          body: CustomerAddressInput,
          response: { 201: CustomerAddress, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
        },
        preValidation: signedIn,
      },
      async (request, reply) => {
        const customerId = await requireCustomerId(deps, request);
        return reply.status(201).send(await createAddress(deps.db, customerId, request.body));
      },
    );

    app.get(
      "/customer/customer_addresses/:id",
      {
        schema: {
          summary: "One of the customer's addresses",
          description: `With its price target audience. ${OWN_ONLY}`,
          tags: ["customer"],
          params: IdPath,
          querystring: LocaleQuery,
          response: { 200: CustomerAddress, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody },
        },
        preValidation: signedIn,
      },
      async (request) =>
        getAddress(deps.db, await requireCustomerId(deps, request), request.params.id),
    );

    app.put(
      "/customer/customer_addresses/:id",
      {
        schema: {
          summary: "Change an address",
          description: `Replaces the customer's fields of the address (absent optional fields become empty); the collective-invoice flag and price target audience stay as staff set them. An address an order names stays as the order was placed (409 conflict on \`id\`). ${OWN_ONLY}`,
          tags: ["customer"],
          params: IdPath,
          querystring: LocaleQuery,
          body: CustomerAddressInput,
          response: {
            200: CustomerAddress,
            401: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
            422: ErrorBody,
          },
        },
        preValidation: signedIn,
      },
      async (request) =>
        updateAddress(
          deps.db,
          await requireCustomerId(deps, request),
          request.params.id,
          request.body,
        ),
    );

    app.delete(
      "/customer/customer_addresses/:id",
      {
        schema: {
          summary: "Delete an address",
          description: `An address an order names stays (409 conflict on \`id\`). ${OWN_ONLY}`,
          tags: ["customer"],
          params: IdPath,
          querystring: LocaleQuery,
          response: {
            204: z.null().meta({ example: null }),
            401: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
            422: ErrorBody,
          },
        },
        preValidation: signedIn,
      },
      async (request, reply) => {
        await deleteAddress(deps.db, await requireCustomerId(deps, request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
