// spec surrounding-areas §7: the event calls — the list with its filters, one event, one date
// with its seats and the prices of the asker's audiences, the date list, categories and
// languages (both paths of the spec).
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import type { Clock } from "../../clock";
import type { Database } from "../../db/database";
import { datedListFilter } from "../../db/list-sql";
import { endpoint } from "../../http/endpoint";
import { guardLocale } from "../../http/locale-guard";
import type { ZodTypeProvider } from "../../http/validation";
import { currentCustomerId } from "../auth/service";
import type { CapacityLedger } from "../capacity/ledger";
import { findBuyerAudiences } from "../customers/service";
import {
  eventCalendar,
  getEvent,
  getEventDate,
  listCategories,
  listDates,
  listEvents,
  listLanguages,
} from "./service";

export interface EventRouteDeps {
  db: Database;
  clock: Clock;
  ledger: Pick<CapacityLedger, "read">;
}

export function eventRoutes(deps: EventRouteDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    app.route({
      ...endpoint(ENDPOINTS.listEvents),
      handler: async (request) => {
        return listEvents(deps.db, datedListFilter(request.query, deps.clock()));
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.listEventCategories),
      handler: async (request) => listCategories(deps.db, request.query.locale),
    });

    for (const languages of [ENDPOINTS.listEventLanguages, ENDPOINTS.listEventLanguagesAlias]) {
      app.route({
        ...endpoint(languages),
        handler: async (request) => listLanguages(deps.db, request.query.locale),
      });
    }

    app.route({
      ...endpoint(ENDPOINTS.getEvent),
      handler: async (request) =>
        getEvent(deps.db, request.params.id, request.query.locale, deps.clock()),
    });

    app.route({
      ...endpoint(ENDPOINTS.getEventDate),
      handler: async (request) => {
        // spec surrounding-areas §6: the session's customer and billing address give the
        // audiences whose scale prices the date offers besides everyone's.
        const audiences = await findBuyerAudiences(
          deps.db,
          await currentCustomerId(deps, request),
          request.query.billing_address_id,
        );
        return getEventDate(
          deps,
          { eventId: request.params.id, dateId: request.params.date_id },
          audiences,
          request.query.locale,
          deps.clock(),
        );
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.getEventCalendar),
      handler: async (request) => eventCalendar(deps, request.query, deps.clock()),
    });

    app.route({
      ...endpoint(ENDPOINTS.getOneEventCalendar),
      handler: async (request) =>
        eventCalendar(deps, request.query, deps.clock(), request.params.id),
    });

    app.route({
      ...endpoint(ENDPOINTS.listDates),
      handler: async (request) => {
        const audiences = await findBuyerAudiences(
          deps.db,
          await currentCustomerId(deps, request),
          undefined,
        );
        return listDates(deps, request.query, audiences, deps.clock());
      },
    });
  };
}
