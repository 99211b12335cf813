// spec surrounding-areas §2, §8: what a failed GET /shop leads to. 503 → maintenance page;
// 422 whose message mentions the locale → language back to de and retry; anything else is
// kept as a global error and shown.
import type { ApiRequestError } from "../../lib/api-client";

export type StartupOutcome = "maintenance" | "resetLocale" | "globalError";

export function startupOutcome(error: ApiRequestError, locale: string): StartupOutcome {
  if (error.status === 503) return "maintenance";
  if (error.status === 422 && locale !== "de" && mentionsLocale(error)) return "resetLocale";
  return "globalError";
}

function mentionsLocale(error: ApiRequestError): boolean {
  if (error.code === "invalid_locale") return true;
  return /locale/i.test(error.message) || /locale/i.test(JSON.stringify(error.data ?? ""));
}
