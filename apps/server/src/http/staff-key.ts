// DESIGN §7: the venue's own side is a staff API behind a venue key (STAFF_API_KEY; unset: the
// routes are not registered at all). A request carries it as `Authorization: Bearer <key>`.
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError } from "./errors";

/** Whether the request carries `Authorization: Bearer <key>`, compared in constant time. */
export function hasStaffKey(request: FastifyRequest, key: string): boolean {
  const header = request.headers.authorization ?? "";
  const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(key).digest();
  return given !== "" && timingSafeEqual(a, b);
}

/** Refuses every request of `app`'s routes without the key: 401 before anything else. */
export function requireStaffKey(app: FastifyInstance, key: string): void {
  app.addHook("onRequest", async (request) => {
    if (!hasStaffKey(request, key)) {
      throw new ApiError("unauthorized", "The staff API needs the venue's key");
    }
  });
}
