// POST /api/v1/demo-pay/webhook (DESIGN.md §6: webhooks are signed and idempotent). The
// signature covers the raw bytes, so this plugin reads JSON bodies as text and parses them
// only after the check. A bad signature is a 400/401, never a 5xx; idempotency by event id
// lives in orders (recordPaymentEvent), which gets the id exactly as delivered.
import { DemoWebhookBody, ENDPOINTS, fieldsOfIssues } from "@shop/core/contract";
import type { FastifyPluginAsync } from "fastify";
import type { FastifyRouteSchemaDef } from "fastify/types/schema";
import type { z } from "zod";
import type { Clock } from "../../../clock";
import { endpoint } from "../../../http/endpoint";
import { ApiError } from "../../../http/errors";
import { zodValidatorCompiler } from "../../../http/validation";
import type { PaymentEvent } from "../provider";
import { SIGNATURE_HEADER, verifySignature } from "./signature";

export type OnPaymentEvent = (event: PaymentEvent) => Promise<unknown>;

export interface DemoWebhookDeps {
  secret: string;
  clock: Clock;
  onPaymentEvent: OnPaymentEvent;
}

// The body schema documents the route (OpenAPI); it is checked in the handler, after the
// signature over the raw text, so Fastify's validation leaves the body alone.
const bodyCheckedInHandler = (route: FastifyRouteSchemaDef<unknown>) =>
  route.httpPart === "body"
    ? (data: unknown) => ({ value: data })
    : zodValidatorCompiler(route as FastifyRouteSchemaDef<z.ZodType>);

export function demoWebhookRoutes(deps: DemoWebhookDeps): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
      done(null, body),
    );

    app.route({
      ...endpoint(ENDPOINTS.receiveDemoPayment),
      validatorCompiler: bodyCheckedInHandler,
      handler: async (request) => {
        const raw = typeof request.body === "string" ? request.body : "";
        const header = request.headers[SIGNATURE_HEADER];
        const check = verifySignature(
          deps.secret,
          raw,
          typeof header === "string" ? header : undefined,
          deps.clock(),
        );
        if (!check.ok) {
          const message = `signature ${check.reason}`;
          const code = check.reason === "missing" || check.reason === "malformed";
          throw new ApiError(code ? "bad_request" : "unauthorized", message, {
            [SIGNATURE_HEADER]: [message],
          });
        }
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          throw new ApiError("bad_request", "body is not JSON", { body: ["body is not JSON"] });
        }
        const parsed = DemoWebhookBody.safeParse(json);
        if (!parsed.success) {
          const fields = fieldsOfIssues(parsed.error.issues);
          throw new ApiError("validation", "webhook body is not valid", fields);
        }
        const body = parsed.data;
        await deps.onPaymentEvent({
          eventId: body.event_id,
          orderId: body.order_id,
          provider: body.provider,
          status: body.status,
          amountCents: body.amount_cents,
        });
        return { received: true as const, event_id: body.event_id };
      },
    });
  };
}
