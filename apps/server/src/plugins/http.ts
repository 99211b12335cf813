// The HTTP layer every route shares: Fastify's server options, the validator and serializer,
// the error body, the headers and hooks that run before any route, and the OpenAPI collector
// (registered before the modules: it collects their routes as they are added).
import type { Server } from "node:http";
import type { FastifyBaseLogger, FastifyHttpOptions, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { registerCompression } from "../http/compression";
import { registerErrorHandling } from "../http/error-handler";
import { logOptions } from "../http/log-options";
import { registerMultipart } from "../http/multipart";
import { genReqId, REQUEST_ID_HEADER } from "../http/request-id";
import { registerSecurityHeaders } from "../http/security-headers";
import {
  clientErrorHandler,
  frameworkErrors,
  MAX_PATH_PARAM_LENGTH,
  refuseMalformedQuery,
} from "../http/unreadable-request";
import { zodValidatorCompiler } from "../http/validation";
import { refuseCrossOrigin } from "../modules/auth/service";
import { jsonSerializerCompiler, registerOpenApi } from "./openapi";

// JSON bodies of this API are small; the limit keeps a large upload from tying up a worker.
const BODY_LIMIT_BYTES = 64 * 1024;

/** TRUST_PROXY as a hop count: the nearest `hops` addresses of the chain are proxies. */
function trustedHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** Fastify's own options: logging, request ids, limits and timeouts, trusted proxies. */
export function serverOptions(
  config: Config,
  logger?: FastifyBaseLogger,
): FastifyHttpOptions<Server> {
  return {
    ...(logger ? { loggerInstance: logger } : { logger: logOptions(config.logLevel) }),
    genReqId,
    bodyLimit: BODY_LIMIT_BYTES,
    // The router's default (100) answers a longer path parameter 414 before its zod schema can
    // name it; path schemas bound their parameters (a coupon code at 64, DESIGN §5).
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    // DESIGN §5: what Node's parser and the router refuse answers the house error body too.
    clientErrorHandler,
    frameworkErrors,
    // Idle keep-alive sockets must not hold a graceful shutdown open.
    forceCloseConnections: "idle",
    // A request (a body trickled slowly, say) that has not arrived in time is cut off. Node
    // looks for such requests every connectionsCheckingInterval (30 s unless set), and only
    // with the timeouts it was created with (Fastify's own setting comes too late).
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
    },
    // TRUST_PROXY: behind a reverse proxy, request.ip is the visitor (X-Forwarded-For from
    // the trusted hops), so per-client limits count visitors, not the proxy.
    trustProxy:
      typeof config.trustProxy === "number" ? trustedHops(config.trustProxy) : config.trustProxy,
  };
}

async function http(app: FastifyInstance) {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  registerErrorHandling(app);
  // DESIGN §7: first, so that answers refused by the hooks below carry the headers too.
  await registerSecurityHeaders(app);
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // The issue "speed": JSON answers above 1 kB are compressed (br, gzip).
  await registerCompression(app);
  // spec selling-core §7: the annual photo upload also comes as a form (src/http/multipart.ts).
  await registerMultipart(app);
  // DESIGN §5: a query whose percent-escapes do not decode answers 400, not undecoded text.
  app.addHook("onRequest", refuseMalformedQuery);
  // DESIGN §7: state-changing requests from another origin are refused.
  app.addHook("onRequest", refuseCrossOrigin(app.config.publicUrl));
  // Before the routes: it collects them for the OpenAPI document as they are added.
  registerOpenApi(app);
}

export default fp(http, { name: "http", dependencies: ["infrastructure"] });
