// The account calls (surrounding-areas §2, §7; ACCOUNT_ROUTES of @shop/core): registration,
// confirmation, sign-in, password reset and change, and the profile (PUT /auth). Each that can
// be abused is limited (DESIGN §7): a registration per client address, a failed password check
// per client address and per account (sign-in-budget.ts), a profile change per account.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { clientAddress } from "../../http/client-address";
import { endpoint } from "../../http/endpoint";
import { type Limiter, refuseWhenLimited } from "../../http/limits";
import type { ZodTypeProvider } from "../../http/validation";
import { currentCustomerId, setSessionCookie } from "../auth/service";
import { newBrowserProof, setBrowserProofCookie } from "./browser-proof";
import { changePassword, requestPasswordReset, resetPassword } from "./password-change";
import { updateProfile } from "./profile";
import { confirmRegistration, register } from "./registration";
import { type AccountDeps, CONFIRMATION_HOURS, type PasswordAttempt } from "./service";
import { signIn } from "./sign-in";
import { createSignInBudget } from "./sign-in-budget";

export interface AccountRouteDeps extends AccountDeps {
  secureCookies: boolean;
  registrationLimiter: Limiter;
  /** Failed password checks per client address, per account and per known device. */
  loginLimiter: Limiter;
  /** An account past its budget: one try per minute (SLOW_LANE_SECONDS). */
  signInSlowLane: Limiter;
  /** Reset requests, counted like sign-ins. */
  resetLimiter: Limiter;
}

export function accountRoutes(deps: AccountRouteDeps) {
  const budget = createSignInBudget({
    db: deps.db,
    clock: deps.clock,
    failures: deps.loginLimiter,
    slowLane: deps.signInSlowLane,
    secureCookies: deps.secureCookies,
  });
  /** A password check of an account, counted like a sign-in of it. */
  const passwordAttempt =
    (request: FastifyRequest, reply: FastifyReply): PasswordAttempt =>
    (email, check) =>
      budget.attempt(request, reply, email, check);
  /** The browser proof a confirmation link will keep; its cookie set on the answer. */
  const browserProof = (reply: FastifyReply): string => {
    const proof = newBrowserProof();
    setBrowserProofCookie(reply, proof.value, deps.secureCookies, CONFIRMATION_HOURS);
    return proof.hash;
  };

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...endpoint(ENDPOINTS.register),
      preHandler: (request, reply) =>
        refuseWhenLimited(deps.registrationLimiter, request, reply, "registrations"),
      handler: async (request, reply) => {
        // Every answer sets a fresh proof, whether the address is new, unconfirmed or taken.
        await register(deps, request.body, request.query.locale, browserProof(reply));
        return reply.status(202).send({ status: "mail_sent" });
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.confirmRegistration),
      handler: async (request, reply) => {
        const { customer, token } = await confirmRegistration(
          deps,
          request,
          request.body,
          passwordAttempt(request, reply),
          request.query.locale,
        );
        setSessionCookie(reply, token, deps.secureCookies);
        await budget.remember(request, reply, customer.id);
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
          `ip:${clientAddress(request)}`,
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
        const account = await resetPassword(deps, request.body, request.query.locale);
        // The owner proved the mailbox: whatever others guessed counts no more.
        await budget.clear(account.email);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.changePassword),
      handler: async (request, reply) => {
        await changePassword(
          deps,
          request,
          request.body,
          request.query.locale,
          passwordAttempt(request, reply),
        );
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
      handler: async (request, reply) => ({
        data: await updateProfile(deps, request, request.body, browserProof(reply)),
      }),
    });

    app.route({
      ...endpoint(ENDPOINTS.signIn),
      handler: async (request, reply) => {
        const { customer, token } = await signIn(
          deps,
          request,
          request.body,
          request.query.locale,
          passwordAttempt(request, reply),
        );
        setSessionCookie(reply, token, deps.secureCookies);
        await budget.remember(request, reply, customer.id);
        return { data: customer };
      },
    });
  };
}
