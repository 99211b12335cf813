// The issue 34, Deliver 1: the staff's devices (staff key) and the devices' own calls (their
// key). Registered only with STAFF_API_KEY: without the venue's key no device can be made.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { endpoint } from "../../http/endpoint";
import { requireStaffKey } from "../../http/staff-key";
import type { ZodTypeProvider } from "../../http/validation";
import { dayCounts, dayList } from "./day-view";
import { authenticate, createDevice, listDevices, revokeDevice } from "./devices";
import { type CheckInDeps, scan, uploadOfflineScans, verifyScan } from "./service";

/** GET/POST/DELETE /staff/check_in/devices. */
export function staffDeviceRoutes(deps: CheckInDeps, key: string) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    requireStaffKey(app, key);
    app.route({
      ...endpoint(ENDPOINTS.listCheckInDevices),
      handler: async () => listDevices(deps),
    });
    app.route({
      ...endpoint(ENDPOINTS.createCheckInDevice),
      handler: async (request, reply) =>
        reply.status(201).send(await createDevice(deps, request.body.name)),
    });
    app.route({
      ...endpoint(ENDPOINTS.revokeCheckInDevice),
      handler: async (request) => revokeDevice(deps, request.params.id),
    });
  };
}

/** The door's calls, each with a device's key. */
export function deviceRoutes(deps: CheckInDeps) {
  const deviceOf = (request: FastifyRequest) => authenticate(deps, request.headers.authorization);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...endpoint(ENDPOINTS.getCheckInDevice),
      handler: async (request) => {
        const { id, name } = await deviceOf(request);
        return { id, name };
      },
    });
    app.route({
      ...endpoint(ENDPOINTS.scanCode),
      handler: async (request) => {
        // The signature first: a forged code costs no database read (DESIGN §6).
        const verified = verifyScan(deps, request.body.code);
        return scan(deps, await deviceOf(request), verified);
      },
    });
    app.route({
      ...endpoint(ENDPOINTS.uploadOfflineScans),
      handler: async (request) => uploadOfflineScans(deps, await deviceOf(request), request.body),
    });
    app.route({
      ...endpoint(ENDPOINTS.getCheckInList),
      handler: async (request) => {
        await deviceOf(request);
        return dayList(deps, request.query.day);
      },
    });
    app.route({
      ...endpoint(ENDPOINTS.getCheckInCounts),
      handler: async (request) => {
        await deviceOf(request);
        return dayCounts(deps, request.query.day);
      },
    });
  };
}
