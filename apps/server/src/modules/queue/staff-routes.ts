// Issue 32, Deliver 2: the venue's staff see and change the waiting room's rule at run time
// (GET/PUT/DELETE /staff/queue). The change lives in the database (settings: queue_rule), so
// every instance applies it within READ_CACHE_MS; this instance at once.
import { ENDPOINTS, type QueueRule, type ShopSettings } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import type { Clock } from "../../clock";
import type { Database } from "../../db/database";
import { endpoint } from "../../http/endpoint";
import { requireStaffKey } from "../../http/staff-key";
import type { ZodTypeProvider } from "../../http/validation";
import {
  changeQueueRule,
  dropQueueRule,
  queueRuleChanged,
  readSettings,
} from "../settings/service";

interface Deps {
  db: Database;
  clock: Clock;
  /** Forgets the settings this instance keeps (app.shopSettings.clear). */
  forgetSettings(): void;
}

function ruleOf(settings: ShopSettings, changed: boolean): QueueRule {
  const { visitorsInside, admissionsPerMinute, visitIdleMinutes } = settings.queue;
  return {
    enabled: settings.queueEnabled,
    visitorsInside,
    admissionsPerMinute,
    visitIdleMinutes,
    source: changed ? "staff" : "catalogue",
  };
}

async function ruleInForce(db: Database): Promise<QueueRule> {
  const [settings, changed] = await Promise.all([readSettings(db), queueRuleChanged(db)]);
  return ruleOf(settings, changed);
}

export function staffQueueRoutes(deps: Deps, staffKey: string) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    requireStaffKey(app, staffKey);

    app.route({
      ...endpoint(ENDPOINTS.getStaffQueueRule),
      handler: async () => ruleInForce(deps.db),
    });

    app.route({
      ...endpoint(ENDPOINTS.setStaffQueueRule),
      handler: async (request) => {
        const change = request.body;
        await changeQueueRule(
          deps.db,
          {
            enabled: change.enabled ?? null,
            visitors_inside: change.visitorsInside ?? null,
            admissions_per_minute: change.admissionsPerMinute ?? null,
            visit_idle_minutes: change.visitIdleMinutes ?? null,
          },
          deps.clock(),
        );
        deps.forgetSettings();
        return ruleInForce(deps.db);
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.clearStaffQueueRule),
      handler: async () => {
        await dropQueueRule(deps.db);
        deps.forgetSettings();
        return ruleInForce(deps.db);
      },
    });
  };
}
