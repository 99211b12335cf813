// GET /customer/customer_addresses (spec surrounding-areas §7): the signed-in customer's
// addresses under the key the shop reads.
import { CustomerAddressList, ErrorBody, LocaleQuery } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "../../http/validation";
import { type AuthDeps, requireCustomerId } from "../auth/service";
import { listAddresses } from "./service";

export function customerRoutes(deps: AuthDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

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
  };
}
