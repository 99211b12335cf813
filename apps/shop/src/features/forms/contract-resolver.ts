// DESIGN §3: the shop's forms validate with react-hook-form through the contract's zod schema
// of the request they send. A form's values are its inputs' strings; the resolver marks blank
// required fields, parses the request the values make with the contract's schema and marks
// each other field an issue names — the same rules the server applies, so what passes here is
// what the server takes (it may still refuse, and its field errors land on the fields too).
// The schemas (and zod with them) load when a form first validates, or at idle after it
// mounted (usePreloadedSchema): they stay out of what the page loads before it is
// interactive (the issue "speed", bench/first-route).
import { useEffect } from "react";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/** The code of a field's error; the form translates it (checkout.field.<code>). */
export const FIELD_ERROR_CODES = ["required", "invalid", "email"] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/**
 * The account forms' codes too (account.field.<code>, features/account/account-fields.ts):
 * "match" for a confirmation unlike its field, "password" for a new password out of bounds,
 * "commonPassword" for one the server finds too common (422 password_too_common).
 */
export const ACCOUNT_ERROR_CODES = [
  ...FIELD_ERROR_CODES,
  "match",
  "password",
  "commonPassword",
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

export interface ContractResolverOptions<Values extends FieldValues, Request> {
  /** The contract's schema of the request (e.g. GuestRequest), from a lazySchema. */
  schema: LazySchema<Request>;
  /** The request the values make (trimmed, numbers parsed). */
  toRequest: (values: Values) => unknown;
  /** Fields that may not be left blank. */
  required: readonly (keyof Values & string)[];
  /** The code of a schema issue on `field` ("invalid" unless told). */
  codeOf?: (field: string) => AccountErrorCode;
  /** The field a schema issue's path names (its first segment unless told). */
  fieldOf?: (path: readonly PropertyKey[]) => string | undefined;
}

/** A contract schema loaded once, when first asked for. */
export interface LazySchema<Request> {
  load(): Promise<z.ZodType<Request>>;
}

export function lazySchema<Request>(load: () => Promise<z.ZodType<Request>>): LazySchema<Request> {
  let loaded: Promise<z.ZodType<Request>> | undefined;
  return {
    load() {
      loaded ??= load();
      // A failed load (offline) is asked again next time.
      loaded.catch(() => {
        loaded = undefined;
      });
      return loaded;
    },
  };
}

/** Loads `schema` when the browser is idle after the form mounted, so a submit need not wait. */
export function usePreloadedSchema(schema: LazySchema<unknown>): void {
  useEffect(() => {
    const preload = () => void schema.load().catch(() => undefined);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(preload, 200);
    return () => window.clearTimeout(id);
  }, [schema]);
}

export function contractResolver<Values extends FieldValues, Request>(
  options: ContractResolverOptions<Values, Request>,
): Resolver<Values> {
  return async (values) => {
    const errors: Record<string, { type: string; message: AccountErrorCode }> = {};
    for (const field of options.required) {
      const value: unknown = values[field];
      if (typeof value !== "string" || value.trim() === "") {
        errors[field] = { type: "required", message: "required" };
      }
    }
    // The schema judges the fields that are filled in too, so one attempt names every wrong
    // field (a blank one keeps its "required").
    const schema = await options.schema.load();
    const parsed = schema.safeParse(options.toRequest(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = options.fieldOf
          ? (options.fieldOf(issue.path) ?? "")
          : String(issue.path[0] ?? "");
        if (field === "" || errors[field]) continue;
        errors[field] = { type: "invalid", message: options.codeOf?.(field) ?? "invalid" };
      }
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/**
 * The code of a field's error (the resolver's or a server's) among `codes` (the form's texts
 * name these), if it has one.
 */
export function errorCodeOf<Code extends string = FieldErrorCode>(
  errors: FieldErrors,
  field: string,
  codes: readonly Code[] = FIELD_ERROR_CODES as unknown as readonly Code[],
): Code | undefined {
  const message = errors[field]?.message;
  return codes.find((code) => code === message);
}
