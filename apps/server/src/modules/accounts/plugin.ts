// Accounts (surrounding-areas §2): registration, the mailed confirmation, sign-in and password
// resets, each with its budget (DESIGN §7).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createAccountMailer } from "./account-mailer";
import { accountRoutes } from "./routes";

async function accounts(app: FastifyInstance) {
  const { db, clock, config, limitStore } = app;
  const { limits } = config;
  const mailer = createAccountMailer({ mail: { config, clock }, log: app.log });
  app.addHook("onClose", () => mailer.idle());
  const routes = accountRoutes({
    db,
    clock,
    mailer,
    publicOrigin: app.publicOrigin,
    secureCookies: config.nodeEnv === "production",
    recipientLimiter: limitStore.limiter("registration mails", {
      points: limits.registrationMailsPerHour,
      seconds: 3600,
    }),
    registrationLimiter: limitStore.limiter("registrations", {
      points: limits.registrationsPerHour,
      seconds: 3600,
    }),
    loginLimiter: limitStore.limiter("logins", { points: limits.loginsPerHour, seconds: 3600 }),
    signInSlowLane: limitStore.limiter("sign-in slow lane", { points: 1, seconds: 60 }),
    resetLimiter: limitStore.limiter("resets", { points: limits.loginsPerHour, seconds: 3600 }),
  });
  await app.register(routes, { prefix: "/api/v1" });
}

export default fp(accounts, { name: "accounts", dependencies: ["infrastructure"] });
