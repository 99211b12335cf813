// Routes from the endpoint table (@shop/core/contract ENDPOINTS, DESIGN §5): a module
// registers an endpoint with `app.route({ ...endpoint(ENDPOINTS.createHold), handler })`, so
// its method, path, schemas, answers and error codes are the table's and nothing else; the
// OpenAPI document (plugins/openapi.ts) is built from what was registered this way.
import { type Endpoint, ErrorBody, errorStatusesOfEndpoint, QUEUED } from "@shop/core/contract";
import type { FastifySchema } from "fastify";
import type { z } from "zod";

type Part<E, K extends string> = E extends { readonly [key in K]: infer S } ? S : undefined;

/** The Fastify schema of an endpoint, typed so that the handler reads the table's types. */
export interface EndpointSchema<E extends Endpoint> extends FastifySchema {
  params: Part<E, "params">;
  querystring: Part<E, "query">;
  body: Part<E, "body">;
  /** The answers; the error statuses (their ErrorBody) are documented, never returned. */
  response: E["answers"];
}

/** What the hooks read of a route (request.routeOptions.config). */
export interface EndpointConfig {
  /** A write the waiting room guards (the hook of modules/queue/plugin.ts). */
  queued: boolean;
}

export interface EndpointRoute<E extends Endpoint> {
  method: E["method"];
  url: E["path"];
  schema: EndpointSchema<E>;
  config: EndpointConfig;
}

/** Method, path and schema of a route that serves `endpoint`. */
export function endpoint<E extends Endpoint>(endpoint: E): EndpointRoute<E> {
  const response: Record<number, z.ZodType> = { ...endpoint.answers };
  for (const status of errorStatusesOfEndpoint(endpoint)) response[status] = ErrorBody;
  const schema = {
    summary: endpoint.summary,
    ...(endpoint.description === undefined && !endpoint.queued
      ? {}
      : { description: `${endpoint.description ?? ""}${endpoint.queued ? QUEUED : ""}`.trim() }),
    tags: [...endpoint.tags],
    ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
    ...(endpoint.query === undefined ? {} : { querystring: endpoint.query }),
    ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
    ...(endpoint.upload === undefined ? {} : { upload: endpoint.upload }),
    response,
    errors: endpoint.errors,
  };
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: schema as EndpointSchema<E>,
    config: { queued: endpoint.queued === true },
  };
}
