// The waiting room (DESIGN §9) as a plugin: the room on the instance as `waitingRoom`, its
// calls, and one hook over every route: a write the endpoint table marks `queued` (holds, cart,
// orders) needs a visiting token while the room is on; any other request of a visit keeps it
// going. Registered before the modules whose routes it guards.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { EndpointConfig } from "../../http/endpoint";
import { queueRoutes } from "./routes";
import {
  createMemoryWaitingRoomStore,
  createRedisWaitingRoomStore,
  createWaitingRoom,
  type WaitingRoom,
  type WaitingRoomStore,
} from "./service";
import { staffQueueRoutes } from "./staff-routes";

declare module "fastify" {
  interface FastifyInstance {
    waitingRoom: WaitingRoom;
  }
  interface FastifyContextConfig extends Partial<EndpointConfig> {}
}

export interface QueueOptions {
  /** Where the line lives; by default REDIS_URL's Redis, else this process. */
  store?: WaitingRoomStore;
}

async function queue(app: FastifyInstance, options: QueueOptions) {
  const { config, clock, limitStore } = app;
  const store =
    options.store ??
    (config.redisUrl
      ? createRedisWaitingRoomStore(config.redisUrl, config.redisPrefix)
      : createMemoryWaitingRoomStore());
  if (!options.store) app.addHook("onClose", () => store.close());
  const room = createWaitingRoom({
    store,
    settings: () => app.shopSettings.read(),
    secret: app.ticketCodeSecret,
    secureCookies: config.nodeEnv === "production",
    limiter: limitStore.limiter("queue entries", {
      points: config.limits.queueEntersPerMinute,
      seconds: 60,
    }),
    clock,
  });
  app.decorate("waitingRoom", room);
  app.addHook("onRequest", async (request) => {
    if (request.routeOptions.config.queued === true) await room.requireVisit(request);
    else room.touch(request);
  });
  await app.register(queueRoutes(room), { prefix: "/api/v1" });
  if (config.staffApiKey) {
    const deps = { db: app.db, clock, forgetSettings: () => app.shopSettings.clear() };
    await app.register(staffQueueRoutes(deps, config.staffApiKey), { prefix: "/api/v1" });
  }
}

export default fp(queue, { name: "queue", dependencies: ["infrastructure", "settings"] });
