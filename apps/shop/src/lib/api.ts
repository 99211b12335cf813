// The typed API client (DESIGN §5): one call per row of the endpoint table, by its name
// (`api.createHold({ locale, body })`). Method and path come from @shop/core/routes (no zod);
// parameters, query keys, body and answer are typed from the table (@shop/core/contract
// ENDPOINTS, types only), so a call the server does not take does not compile.
import type { Endpoints, Route, ShopEndpointName } from "@shop/core/contract";
import { pathOf, ROUTES } from "@shop/core/routes";
import type { z } from "zod";
import { apiRequest, type QueryValue } from "./api-client";

type Part<E, K extends string> = E extends { readonly [key in K]: infer S extends z.ZodType }
  ? S
  : undefined;

type ParamsOf<E> =
  Part<E, "params"> extends z.ZodType
    ? { params: { [K in keyof z.output<Part<E, "params">>]: string | number } }
    : { params?: undefined };

// `locale` is every call's own argument (the client adds it); the other keys are the table's.
type QueryOf<E> =
  Part<E, "query"> extends z.ZodType
    ? { query?: { [K in Exclude<keyof z.output<Part<E, "query">>, "locale">]?: QueryValue } }
    : { query?: undefined };

type BodyOf<E> =
  Part<E, "body"> extends z.ZodType ? { body: z.input<Part<E, "body">> } : { body?: undefined };

/** What a call of endpoint E takes. */
export type CallOf<E> = {
  locale: string;
  signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of POST /orders (DESIGN §5). */
  headers?: Record<string, string>;
} & ParamsOf<E> &
  QueryOf<E> &
  BodyOf<E>;

/** What a call of endpoint E answers: its success answer (204: nothing). */
export type AnswerOf<E extends { answers: object }> = {
  [S in keyof E["answers"]]: E["answers"][S] extends z.ZodType ? z.output<E["answers"][S]> : never;
}[keyof E["answers"]];

/** The typed calls of a table of routes (its names are rows of the endpoint table). */
export type ClientOf<Names extends ShopEndpointName> = {
  [N in Names]: (call: CallOf<Endpoints[N]>) => Promise<AnswerOf<Endpoints[N]>>;
};

export type Api = ClientOf<keyof typeof ROUTES>;

function caller(route: Route) {
  return (call: {
    locale: string;
    signal?: AbortSignal;
    headers?: Record<string, string>;
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  }) =>
    apiRequest({
      path: pathOf(route, call.params),
      method: route.method,
      locale: call.locale,
      ...(call.query ? { query: call.query } : {}),
      ...(call.body === undefined ? {} : { body: call.body }),
      ...(call.signal ? { signal: call.signal } : {}),
      ...(call.headers ? { headers: call.headers } : {}),
    });
}

/**
 * A client of `routes`: ROUTES for the shop (`api`), or a table only some pages call, built in
 * their own chunk (the annual personalization: @shop/core/routes ANNUAL_ROUTES).
 */
export function clientOf<R extends Partial<Record<ShopEndpointName, Route>>>(
  routes: R,
): ClientOf<keyof R & ShopEndpointName> {
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [name, caller(route as Route)]),
  ) as unknown as ClientOf<keyof R & ShopEndpointName>;
}

export const api: Api = clientOf(ROUTES);
