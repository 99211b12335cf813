// The waiting room's calls (surrounding-areas §7): enter, check, leave; and the guard that
// keeps holds, cart and order writes for visitors it let in.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import { endpoint } from "../../http/endpoint";
import { ApiError } from "../../http/errors";
import { guardLocale } from "../../http/locale-guard";
import type { ZodTypeProvider } from "../../http/validation";
import type { WaitingRoom } from "./service";

export function queueRoutes(room: WaitingRoom) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // Leaving answers no text: it takes no locale (the guard below marks the routes after it).
    app.route({
      ...endpoint(ENDPOINTS.leaveQueue),
      handler: async (request, reply) => {
        await room.leave(request, reply);
        return reply.code(204).send(null);
      },
    });
    guardLocale(app);

    app.route({
      ...endpoint(ENDPOINTS.enterQueue),
      handler: async (request, reply) => {
        const ticket = await room.enter(request, reply, request.query.locale);
        if (!ticket) throw new ApiError("not_found", "There is no waiting room now");
        return reply.code(201).send(ticket);
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.checkQueue),
      handler: async (request) => room.check(request, request.query.locale),
    });
  };
}
