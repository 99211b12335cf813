// spec surrounding-areas §2, §8: a 422 whose message mentions the locale makes the shop reset
// its language to de and retry, so an unsupported `locale` answers invalid_locale with a
// message that names it, before the query schema would answer a generic validation error.
import { isLocale, LOCALES } from "@shop/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError } from "./errors";

export function unsupportedLocale(value: unknown): ApiError {
  const shown = typeof value === "string" ? JSON.stringify(value.slice(0, 20)) : "given";
  const message = `Unsupported locale ${shown}: use one of ${LOCALES.join(", ")}`;
  return new ApiError("invalid_locale", message, { locale: [message] });
}

/** A preValidation hook: refuses a `locale` query value that is not a shop locale. */
export async function rejectUnsupportedLocale(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && "locale" in query && !isLocale(query.locale)) {
    throw unsupportedLocale(query.locale);
  }
}

/** Route config key telling the OpenAPI document that a route answers invalid_locale. */
export const LOCALE_GUARD = "localeGuard";

declare module "fastify" {
  // Declared, as @fastify/multipart declares its own key: a route config is checked by key.
  interface FastifyContextConfig {
    [LOCALE_GUARD]?: boolean;
  }
}

/**
 * Refuses unsupported locales on every route `app` adds after this call, and marks those
 * routes (config.localeGuard) so the OpenAPI document lists invalid_locale for them.
 */
export function guardLocale(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, [LOCALE_GUARD]: true };
  });
  app.addHook("preValidation", rejectUnsupportedLocale);
}
