// The account calls (surrounding-areas §2, §7; ACCOUNT_ROUTES of @shop/core): registration,
// confirmation, sign-in, password reset and change, and the profile (PUT /auth). Each that can
// be abused is limited (DESIGN §7): a registration per client address, a sign-in per client
// address and per account, a profile change per account.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import { endpoint } from "../../http/endpoint";
import { type Limiter, refuseWhenLimited } from "../../http/limits";
import type { ZodTypeProvider } from "../../http/validation";
import { currentCustomerId, setSessionCookie } from "../auth/service";
import {
  type AccountDeps,
  changePassword,
  confirmRegistration,
  register,
  requestPasswordReset,
  resetPassword,
  signIn,
  updateProfile,
} from "./service";

export interface AccountRouteDeps extends AccountDeps {
  secureCookies: boolean;
  registrationLimiter: Limiter;
  /** Counts per client address ("ip:…") and per account ("account:…") alike. */
  loginLimiter: Limiter;
  /** Reset requests, counted like sign-ins. */
  resetLimiter: Limiter;
}

export function accountRoutes(deps: AccountRouteDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...endpoint(ENDPOINTS.register),
      preHandler: (request, reply) =>
        refuseWhenLimited(deps.registrationLimiter, request, reply, "registrations"),
      handler: async (request, reply) => {
        await register(deps, request.body, request.query.locale);
        return reply.status(202).send({ status: "mail_sent" });
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.confirmRegistration),
      handler: async (request, reply) => {
        const { customer, token } = await confirmRegistration(deps, request, request.body.token);
        setSessionCookie(reply, token, deps.secureCookies);
        return { data: customer };
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.requestPasswordReset),
      preHandler: async (request, reply) => {
        await refuseWhenLimited(
          deps.resetLimiter,
          request,
          reply,
          "reset requests",
          `ip:${request.ip}`,
        );
        const account = `account:${request.body.email.toLowerCase()}`;
        await refuseWhenLimited(deps.resetLimiter, request, reply, "reset requests", account);
      },
      handler: async (request, reply) => {
        await requestPasswordReset(deps, request.body.email, request.query.locale);
        return reply.status(202).send({ status: "mail_sent" });
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.resetPassword),
      handler: async (request, reply) => {
        await resetPassword(deps, request.body);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.changePassword),
      // A current password guessed counts like a sign-in of the account.
      preHandler: async (request, reply) => {
        const customerId = await currentCustomerId(deps, request);
        if (customerId === undefined) return;
        await refuseWhenLimited(deps.loginLimiter, request, reply, "sign-ins", `id:${customerId}`);
      },
      handler: async (request, reply) => {
        await changePassword(deps, request, request.body);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.updateProfile),
      // A changed address gets a mail: counted per account like a registration, so the form
      // cannot send mails without end.
      preHandler: async (request, reply) => {
        const customerId = await currentCustomerId(deps, request);
        if (customerId === undefined) return;
        await refuseWhenLimited(
          deps.registrationLimiter,
          request,
          reply,
          "profile changes",
          `id:${customerId}`,
        );
      },
      handler: async (request) => ({
        data: await updateProfile(deps, request, request.body),
      }),
    });

    app.route({
      ...endpoint(ENDPOINTS.signIn),
      preHandler: async (request, reply) => {
        await refuseWhenLimited(deps.loginLimiter, request, reply, "sign-ins", `ip:${request.ip}`);
        const account = `account:${request.body.email.toLowerCase()}`;
        await refuseWhenLimited(deps.loginLimiter, request, reply, "sign-ins", account);
      },
      handler: async (request, reply) => {
        const { customer, token } = await signIn(deps, request, request.body, request.query.locale);
        setSessionCookie(reply, token, deps.secureCookies);
        return { data: customer };
      },
    });
  };
}
