// Session calls (spec surrounding-areas §7 leaves their paths open; devise-style names as the
// spec's GET /auth/validate_token suggests): POST /auth/guest, GET /auth/validate_token,
// DELETE /auth/sign_out. The session is the httpOnly cookie; no answer carries a token.
import { AuthAnswer, ErrorBody, GuestRequest, LocaleQuery } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type Limiter, refuseWhenLimited } from "../../http/limits";
import type { ZodTypeProvider } from "../../http/validation";
import { type AuthDeps, createGuest, getSessionCustomer, signOut } from "./service";
import { clearSessionCookie, setSessionCookie } from "./session-cookie";

export interface AuthRouteDeps extends AuthDeps {
  /** Mark the cookie Secure (production runs behind HTTPS). */
  secureCookies: boolean;
  /** DESIGN §7: guests are created at a limited rate per client address, like logins. */
  limiter: Limiter;
}

export function authRoutes(deps: AuthRouteDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      "/auth/guest",
      {
        schema: {
          summary: "Continue as a guest",
          description:
            "Creates a guest (level 10) with its billing address and signs it in: the answer sets the httpOnly session cookie `shop_session` (SameSite=Lax). A session the request carried ends. Limited per client address like a login (GUESTS_PER_HOUR, 20 an hour by default): past it, 429 rate_limit with Retry-After.",
          tags: ["auth"],
          querystring: LocaleQuery,
          body: GuestRequest,
          response: { 201: AuthAnswer, 403: ErrorBody, 422: ErrorBody, 429: ErrorBody },
        },
        // After the body's schema: a malformed form spends nothing.
        preHandler: (request, reply) =>
          refuseWhenLimited(deps.limiter, request, reply, "guest sign-ups"),
      },
      async (request, reply) => {
        const { customer, token } = await createGuest(deps, request, request.body);
        setSessionCookie(reply, token, deps.secureCookies);
        return reply.status(201).send({ data: customer });
      },
    );

    app.get(
      "/auth/validate_token",
      {
        schema: {
          summary: "The signed-in customer",
          description: "Answers 401 without a live session.",
          tags: ["auth"],
          querystring: LocaleQuery,
          response: { 200: AuthAnswer, 401: ErrorBody },
        },
      },
      async (request) => ({ data: await getSessionCustomer(deps, request) }),
    );

    app.delete(
      "/auth/sign_out",
      {
        schema: {
          summary: "Sign out",
          description:
            "Ends the session on the server and clears the cookie; answers 204 even without a session.",
          tags: ["auth"],
          querystring: LocaleQuery,
          response: { 204: z.null().meta({ example: null }), 403: ErrorBody },
        },
      },
      async (request, reply) => {
        await signOut(deps, request);
        clearSessionCookie(reply, deps.secureCookies);
        return reply.status(204).send(null);
      },
    );
  };
}
