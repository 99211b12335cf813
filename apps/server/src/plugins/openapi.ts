// The OpenAPI 3.1 document of the API (DESIGN §5), generated from the endpoint table
// (@shop/core/contract ENDPOINTS) whose zod schemas parse the requests: every route under
// /api/v1 registers the table's params, query, body and answers (src/http/endpoint.ts);
// this plugin collects them as they are added and builds the document once, on the
// first request of /api/v1/openapi.json. /api/docs shows it as a page that needs no network.
import { STATUS_CODES } from "node:http";
import { ErrorBody } from "@shop/core/contract";
import type { FastifyInstance, FastifySchema, FastifySerializerCompiler } from "fastify";
import { z } from "zod";
import { LOCALE_GUARD } from "../http/locale-guard";
import { Components, type JsonSchema } from "./openapi-components";
import { renderDocsPage } from "./openapi-docs-page";
import { type ErrorRoute, errorResponse, errorStatusesOf, uploadOf } from "./openapi-errors";

declare module "fastify" {
  interface FastifySchema {
    summary?: string;
    description?: string;
    tags?: string[];
  }
}

export const API_PREFIX = "/api/v1";
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const DOCS_PATH = "/api/docs";

/**
 * Answers are built from the contract's types (the type provider checks them), so they are
 * serialized as plain JSON; the response schemas only document them.
 */
export const jsonSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);

interface CollectedRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  /** The route's config, read when the document is built (hooks of its plugin mark it). */
  config?: () => unknown;
}

/** The document's own description: enough for a client to check what it reads. */
export const OpenApiDocument = z
  .looseObject({
    openapi: z.literal("3.1.0"),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.record(z.string(), z.unknown())),
    components: z.looseObject({ schemas: z.record(z.string(), z.unknown()) }),
  })
  .meta({
    id: "OpenApiDocument",
    description: "This OpenAPI 3.1 document",
    example: {
      openapi: "3.1.0",
      info: { title: "Museum shop API", version: "1" },
      paths: { "/tickets": { get: { summary: "Tickets matching the filters" } } },
      components: { schemas: {} },
    },
  });
export type OpenApiDocument = z.infer<typeof OpenApiDocument>;

const exampleOf = (schema: unknown): unknown =>
  schema instanceof z.ZodType ? z.globalRegistry.get(schema)?.example : undefined;

function parametersOf(
  components: Components,
  schema: unknown,
  location: "path" | "query",
): JsonSchema[] {
  if (!(schema instanceof z.ZodType)) return [];
  // A parameter is described as the server reads it (io output): a query number as an
  // integer with its bounds, a repeated key as an array; on the wire both are strings.
  const object = components.resolve(components.convert(schema, "output"));
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  const example = (exampleOf(schema) ?? {}) as Record<string, unknown>;
  return Object.entries(properties).map(([name, property]) => {
    const { description, example: ownExample, ...rest } = property;
    const isArray = rest.type === "array";
    return {
      name,
      in: location,
      required: location === "path" || (required.has(name) && !("default" in rest)),
      ...(description ? { description } : {}),
      schema: rest,
      ...(isArray ? { style: "form", explode: true } : {}),
      example: example[name] ?? ownExample,
    };
  });
}

function operationOf(components: Components, route: CollectedRoute): JsonSchema {
  const schema: FastifySchema = route.schema ?? {};
  const config = route.config?.() as Record<string, unknown> | undefined;
  const errorRoute: ErrorRoute = {
    method: route.method,
    schema,
    localeGuard: config?.[LOCALE_GUARD] === true,
    // Every operation reads the database (sessions, catalogue, orders) but this document.
    readsDatabase: route.url !== OPENAPI_PATH,
  };
  const errorSchema = components.convert(ErrorBody, "output");
  const responses: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries((schema.response ?? {}) as object)) {
    if (Number(status) >= 400) continue;
    const description = STATUS_CODES[Number(status)] ?? status;
    // A file answer (documents: application/pdf) names its media type in the schema's meta.
    const mediaType = (answer as z.ZodType).meta?.()?.mediaType;
    responses[status] =
      status === "204"
        ? { description }
        : typeof mediaType === "string"
          ? {
              description,
              content: { [mediaType]: { schema: { type: "string", format: "binary" } } },
            }
          : {
              description,
              content: {
                "application/json": {
                  schema: components.convert(answer as z.ZodType, "output"),
                  example: exampleOf(answer),
                },
              },
            };
  }
  for (const status of errorStatusesOf(errorRoute)) {
    const description = STATUS_CODES[status] ?? String(status);
    responses[status] = errorResponse(errorRoute, status, description, errorSchema);
  }
  const operation: JsonSchema = {
    summary: schema.summary ?? `${route.method} ${route.url}`,
    ...(schema.description ? { description: schema.description } : {}),
    tags: schema.tags ?? [],
    parameters: [
      ...parametersOf(components, schema.params, "path"),
      ...parametersOf(components, schema.querystring, "query"),
    ],
    responses: Object.keys(responses).length > 0 ? responses : { 200: { description: "OK" } },
  };
  const upload = uploadOf(schema);
  if (upload) {
    operation.requestBody = {
      required: true,
      content: {
        ...Object.fromEntries(
          upload.mediaTypes.map((type) => [type, { schema: { type: "string", format: "binary" } }]),
        ),
        ...(upload.form ? { "multipart/form-data": { schema: formSchema(upload.form) } } : {}),
      },
    };
  }
  if (schema.body instanceof z.ZodType) {
    operation.requestBody = {
      required: true,
      content: {
        "application/json": {
          schema: components.convert(schema.body, "input"),
          example: exampleOf(schema.body),
        },
      },
    };
  }
  return operation;
}

/** A form of one file and text fields (the spec's "file, token"): only the file is required. */
function formSchema(form: { file: string; fields: readonly string[] }): JsonSchema {
  return {
    type: "object",
    required: [form.file],
    properties: {
      [form.file]: { type: "string", format: "binary" },
      ...Object.fromEntries(form.fields.map((field) => [field, { type: "string" }])),
    },
  };
}

export function buildDocument(routes: readonly CollectedRoute[]): OpenApiDocument {
  const components = new Components();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = route.url.slice(API_PREFIX.length).replace(/:([A-Za-z_]+)/g, "{$1}") || "/";
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operationOf(components, route);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Museum shop API",
      version: "1",
      description:
        "Tickets, capacity and holds of the museum shop. Errors answer `{ error: { code, message, fields } }`; every call takes `locale` (de, en, es, fr; texts fall back to German).",
    },
    servers: [{ url: API_PREFIX }],
    paths,
    components: { schemas: components.schemas },
  };
}

/** Collects the /api/v1 routes added after it, and serves the document and its page. */
export function registerOpenApi(app: FastifyInstance): void {
  const routes: CollectedRoute[] = [];
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith(`${API_PREFIX}/`)) return;
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD twin of every GET route; the GET documents both.
      if (method !== "HEAD") {
        routes.push({ method, url: route.url, schema: route.schema, config: () => route.config });
      }
    }
  });
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const current = () => {
    document ??= buildDocument(routes);
    return document;
  };

  app.get(
    OPENAPI_PATH,
    {
      schema: {
        summary: "This OpenAPI document",
        tags: ["meta"],
        response: { 200: OpenApiDocument },
      },
    },
    async () => current(),
  );
  app.get(DOCS_PATH, async (_request, reply) => {
    page ??= renderDocsPage(current());
    return reply.type("text/html; charset=utf-8").send(page);
  });
}
