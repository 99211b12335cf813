// spec surrounding-areas §2, §8: a 422 whose message mentions the locale makes the shop reset
// its language to de and retry, so an unsupported `locale` answers invalid_locale with a
// message that names it, before the query schema would answer a generic validation error.
import { isLocale, LOCALES } from "@shop/core";
import type { FastifyRequest } from "fastify";
import { ApiError } from "../../http/errors";

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
