// Session calls (spec surrounding-areas §7 leaves their paths open; devise-style names as the
// spec's GET /auth/validate_token suggests): POST /auth/guest, GET /auth/validate_token,
// DELETE /auth/sign_out. The session is the httpOnly cookie; no answer carries a token.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import { endpoint } from "../../http/endpoint";
import { type Limiter, refuseWhenLimited } from "../../http/limits";
import type { ZodTypeProvider } from "../../http/validation";
import { type AuthDeps, createGuest, getSessionCustomer, signOut } from "./service";
import { clearSessionCookie, setSessionCookie } from "./session-cookie";
import type { VisitorIdentities } from "./visitor";

export interface AuthRouteDeps extends AuthDeps {
  /** Mark the cookie Secure (production runs behind HTTPS). */
  secureCookies: boolean;
  /**
   * DESIGN §7: guests are created at a limited rate, like logins: per visitor (its cookie;
   * everyone at a school checks out on their own budget), else per client address.
   */
  limiter: Limiter;
  /** The same per address for requests of visitors (ADDRESS_CEILING times). */
  addressLimiter: Limiter;
  visitors: VisitorIdentities;
}

export function authRoutes(deps: AuthRouteDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...endpoint(ENDPOINTS.createGuest),
      // After the body's schema: a malformed form spends nothing.
      preHandler: async (request, reply) => {
        const what = "guest sign-ups";
        if (deps.visitors.read(request) !== undefined) {
          await refuseWhenLimited(deps.addressLimiter, request, reply, what);
        }
        await refuseWhenLimited(
          deps.limiter,
          request,
          reply,
          what,
          deps.visitors.limitKey(request),
        );
      },
      handler: async (request, reply) => {
        const { customer, token } = await createGuest(deps, request, request.body);
        setSessionCookie(reply, token, deps.secureCookies);
        return reply.status(201).send({ data: customer });
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.getSession),
      handler: async (request) => ({ data: await getSessionCustomer(deps, request) }),
    });

    app.route({
      ...endpoint(ENDPOINTS.signOut),
      handler: async (request, reply) => {
        await signOut(deps, request);
        clearSessionCookie(reply, deps.secureCookies);
        return reply.status(204).send(null);
      },
    });
  };
}
