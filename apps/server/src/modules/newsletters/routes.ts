// GET /newsletter_subscriber_groups, GET and POST /customer/newsletter_groups (spec
// surrounding-areas §7): the groups are public; a customer's choice belongs to a signed-in
// account (a guest has none: 403).
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { endpoint } from "../../http/endpoint";
import { ApiError } from "../../http/errors";
import type { ZodTypeProvider } from "../../http/validation";
import { type AuthDeps, getSessionCustomer, requireCustomerId } from "../auth/service";
import { changeChoices, choicesOf, listGroups } from "./service";

// spec surrounding-areas §1: registered customers are level 20.
const REGISTERED = 20;

export function newsletterRoutes(deps: AuthDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const accountId = async (request: FastifyRequest) => {
      const customer = await getSessionCustomer(deps, request);
      if (customer.level !== REGISTERED) {
        throw new ApiError("forbidden", "Guests subscribe to no newsletter");
      }
      return customer.id;
    };

    app.route({
      ...endpoint(ENDPOINTS.listNewsletterGroups),
      handler: async (request) => listGroups(deps.db, request.query.locale),
    });

    app.route({
      ...endpoint(ENDPOINTS.getNewsletterChoices),
      handler: async (request) =>
        choicesOf(deps.db, await accountId(request), request.query.locale),
    });

    app.route({
      ...endpoint(ENDPOINTS.setNewsletterChoices),
      // Sign-in first, so a request without a session answers 401 before any input error (a
      // guest's 403 comes after the input is checked, as the other customer calls do).
      preValidation: async (request) => void (await requireCustomerId(deps, request)),
      handler: async (request) =>
        changeChoices(
          deps.db,
          await accountId(request),
          request.body.newsletter_ids,
          request.query.locale,
          deps.clock(),
        ),
    });
  };
}
