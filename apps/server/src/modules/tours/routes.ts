// spec surrounding-areas §7: the tour calls — the list with its filters, one tour, its start
// times on a day and in a range, categories and languages (both paths of the spec).
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
  getCalendar,
  getEquipment,
  getStartTimes,
  getTour,
  listAudiences,
  listCategories,
  listLanguages,
  listPrices,
  listTours,
} from "./service";

export interface TourRouteDeps {
  db: Database;
  clock: Clock;
  ledger: Pick<CapacityLedger, "read">;
}

export function tourRoutes(deps: TourRouteDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    app.route({
      ...endpoint(ENDPOINTS.listTours),
      handler: async (request) => {
        return listTours(deps.db, datedListFilter(request.query, deps.clock()));
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.listTourCategories),
      handler: async (request) => listCategories(deps.db, request.query.locale),
    });

    for (const languages of [ENDPOINTS.listTourLanguages, ENDPOINTS.listTourLanguagesAlias]) {
      app.route({
        ...endpoint(languages),
        handler: async (request) => listLanguages(deps.db, request.query.locale),
      });
    }

    app.route({
      ...endpoint(ENDPOINTS.listTourAudiences),
      handler: async (request) => listAudiences(request.query.locale),
    });

    app.route({
      ...endpoint(ENDPOINTS.getTour),
      handler: async (request) => getTour(deps.db, request.params.id, request.query.locale),
    });

    app.route({
      ...endpoint(ENDPOINTS.getTourStartTimes),
      handler: async (request) =>
        getStartTimes(deps, request.params.id, request.params.date, deps.clock()),
    });

    app.route({
      ...endpoint(ENDPOINTS.getTourCalendar),
      handler: async (request) => getCalendar(deps, request.params.id, request.query, deps.clock()),
    });

    app.route({
      ...endpoint(ENDPOINTS.getTourEquipment),
      handler: async (request) =>
        getEquipment(
          deps,
          {
            tourId: request.params.id,
            equipmentId: request.params.equipment_id,
            day: request.query.date,
            time: request.params.start_time,
          },
          request.query.locale,
          deps.clock(),
        ),
    });

    app.route({
      ...endpoint(ENDPOINTS.listTourPrices),
      handler: async (request) => {
        // spec surrounding-areas §6: the session's customer and billing address give the
        // audiences whose prices the tour offers besides everyone's (as an event date's).
        const audiences = await findBuyerAudiences(
          deps.db,
          await currentCustomerId(deps, request),
          request.query.billing_address_id,
        );
        return listPrices(deps.db, request.params.id, request.query, audiences);
      },
    });
  };
}
