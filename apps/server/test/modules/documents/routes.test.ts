import { createPublicKey } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandling } from "../../../src/http/error-handler";
import { zodValidatorCompiler } from "../../../src/http/validation";
import type { DocumentItem, DocumentOrder } from "../../../src/modules/documents/document-types";
import {
  documentRoutes,
  type FindOrderDocument,
  type FindOrderDocuments,
  ticketCodeKeyRoutes,
} from "../../../src/modules/documents/routes";
import { verifyTicketCode } from "../../../src/modules/documents/ticket-code";
import { jsonSerializerCompiler, registerOpenApi } from "../../../src/plugins/openapi";
import { CODE_KEYS, COUPON_ITEM, SIGNING, TICKET_ITEM } from "./fixtures";
import { readPdf } from "./pdf-reader";

const TOKEN = "Zt7kR2mW9xQpL4vN8cYbHg";
const OTHER_TOKEN = "q3Jx9fLw0VbT2mYcR8nKdA";

interface FakeOrder extends DocumentOrder {
  token: string;
  items: DocumentItem[];
}

// Our own seam (routes.ts FindOrderDocument), answered from memory the way the orders
// repository will answer it from its tables: null unless id, token and item all match.
const ORDERS: FakeOrder[] = [
  {
    id: 1001,
    token: TOKEN,
    locale: "en",
    isValid: true,
    canceled: false,
    items: [TICKET_ITEM, COUPON_ITEM],
  },
  {
    id: 1002,
    token: TOKEN,
    locale: "de",
    isValid: false,
    canceled: false,
    items: [{ ...TICKET_ITEM, id: 6001 }],
  },
  {
    id: 1003,
    token: TOKEN,
    locale: "de",
    isValid: true,
    canceled: true,
    items: [{ ...TICKET_ITEM, id: 7001 }],
  },
  {
    id: 1004,
    token: OTHER_TOKEN,
    locale: "de",
    isValid: true,
    canceled: false,
    items: [
      { ...TICKET_ITEM, id: 8001 },
      { ...TICKET_ITEM, id: 8002, type: "event" },
    ],
  },
];

const findOrderDocument: FindOrderDocument = async (orderId, token, itemId) => {
  const order = ORDERS.find((candidate) => candidate.id === orderId && candidate.token === token);
  const item = order?.items.find((candidate) => candidate.id === itemId);
  if (!order || !item) return null;
  const { token: _token, items: _items, ...documentOrder } = order;
  return { order: documentOrder, item };
};

const findOrderDocuments: FindOrderDocuments = async (orderId, token) => {
  const order = ORDERS.find((candidate) => candidate.id === orderId && candidate.token === token);
  if (!order) return null;
  const { token: _token, items, ...documentOrder } = order;
  return { order: documentOrder, items };
};

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  registerErrorHandling(app);
  registerOpenApi(app);
  await app.register(
    documentRoutes({
      findOrderDocument,
      findOrderDocuments,
      // Invoices are tested against a real order (test/modules/orders/invoices.test.ts).
      findOrderInvoice: async () => null,
      ticketSigningKeys: SIGNING,
      publicOrigin: () => "https://shop.example.org",
      clock: () => new Date("2030-06-01T08:00:00Z"),
    }),
    { prefix: "/api/v1" },
  );
  await app.register(ticketCodeKeyRoutes({ ticketSigningKeys: SIGNING }), { prefix: "/api/v1" });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: "GET", url });

describe("given a paid order and its token", () => {
  it("answers the ticket as a PDF attachment in the order's language", async () => {
    const response = await get(`/api/v1/orders/1001/tickets/5001.pdf?token=${TOKEN}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="ticket-1001-5001.pdf"',
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.lines).toContain("Admission ticket");
    expect(pdf.qrCodes.map((code) => verifyTicketCode(CODE_KEYS, code ?? ""))).toMatchObject([
      { ok: true, fields: { orderId: 1001, itemId: 5001, person: 1, persons: 2 } },
      { ok: true, fields: { orderId: 1001, itemId: 5001, person: 2, persons: 2 } },
    ]);
  });

  it("answers the public key a scanner verifies the codes with, and only that key", async () => {
    const response = await get("/api/v1/ticket_codes/public_key");
    expect(response.statusCode).toBe(200);
    const key = response.json();
    expect(key).toMatchObject({ algorithm: "Ed25519", layout: "T2" });
    expect(key.public_key_pem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(response.body).not.toContain("PRIVATE");
    const published = createPublicKey(key.public_key_pem);
    const fromJwk = createPublicKey({ key: key.public_key_jwk, format: "jwk" });
    const pdf = await readPdf(
      (await get(`/api/v1/orders/1001/tickets/5001.pdf?token=${TOKEN}`)).rawPayload,
    );
    for (const publicKey of [published, fromJwk]) {
      const keys = { publicKey, legacySecret: CODE_KEYS.legacySecret };
      expect(verifyTicketCode(keys, pdf.qrCodes[0] ?? "").ok).toBe(true);
    }
  });

  it("writes the document in the locale asked for", async () => {
    const response = await get(`/api/v1/orders/1001/tickets/5001.pdf?token=${TOKEN}&locale=fr`);

    expect(response.statusCode).toBe(200);
    expect((await readPdf(response.rawPayload)).lines).toContain("Billet d'entrée");
  });

  it("answers the coupon of the order under /coupons/", async () => {
    const response = await get(`/api/v1/orders/1001/coupons/5002.pdf?token=${TOKEN}&locale=de`);

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="coupon-1001-5002.pdf"',
    );
    expect((await readPdf(response.rawPayload)).qrCodes).toEqual(["GIFT-7QX2-K9PA"]);
  });

  it("answers an event line under /events/", async () => {
    const response = await get(`/api/v1/orders/1004/events/8002.pdf?token=${OTHER_TOKEN}`);

    expect(response.statusCode).toBe(200);
    expect((await readPdf(response.rawPayload)).lines).toContain("Veranstaltung");
  });
});

describe("given a request that does not prove the order", () => {
  it.each([
    ["an unknown order", `/api/v1/orders/9999/tickets/5001.pdf?token=${TOKEN}`],
    ["a wrong token", `/api/v1/orders/1001/tickets/5001.pdf?token=${OTHER_TOKEN}`],
    ["an item of another order", `/api/v1/orders/1001/tickets/8001.pdf?token=${TOKEN}`],
    ["an unknown item", `/api/v1/orders/1001/tickets/5999.pdf?token=${TOKEN}`],
    ["a coupon asked for as a ticket", `/api/v1/orders/1001/tickets/5002.pdf?token=${TOKEN}`],
    ["a ticket asked for as a coupon", `/api/v1/orders/1001/coupons/5001.pdf?token=${TOKEN}`],
    ["a ticket asked for as a tour", `/api/v1/orders/1001/tours/5001.pdf?token=${TOKEN}`],
  ])("answers 404 token_not_found for %s", async (_name, url) => {
    const response = await get(url);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: "token_not_found" } });
  });
});

describe("given an order that is not valid", () => {
  it.each([
    ["unpaid", `/api/v1/orders/1002/tickets/6001.pdf?token=${TOKEN}`, /not paid/],
    [
      "canceled, even though it was paid",
      `/api/v1/orders/1003/tickets/7001.pdf?token=${TOKEN}`,
      /canceled/,
    ],
  ])("answers 403 forbidden when it is %s", async (_name, url, message) => {
    const response = await get(url);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: "forbidden" } });
    expect(response.json().error.message).toMatch(message);
  });
});

describe("given bad input", () => {
  it.each([
    ["no token", "/api/v1/orders/1001/tickets/5001.pdf", "validation", "token"],
    ["a short token", "/api/v1/orders/1001/tickets/5001.pdf?token=abc", "validation", "token"],
    [
      "a token with odd characters",
      `/api/v1/orders/1001/tickets/5001.pdf?token=${TOKEN.slice(0, 21)}%00`,
      "validation",
      "token",
    ],
    [
      "a non-numeric order id",
      `/api/v1/orders/abc/tickets/5001.pdf?token=${TOKEN}`,
      "validation",
      "id",
    ],
    [
      "a zero ticket id",
      `/api/v1/orders/1001/tickets/0.pdf?token=${TOKEN}`,
      "validation",
      "ticketId",
    ],
    [
      "an empty ticket id",
      `/api/v1/orders/1001/tickets/.pdf?token=${TOKEN}`,
      "validation",
      "ticketId",
    ],
    [
      "a huge order id",
      `/api/v1/orders/99999999999999999999/tickets/5001.pdf?token=${TOKEN}`,
      "validation",
      "id",
    ],
    [
      "an unsupported locale",
      `/api/v1/orders/1001/tickets/5001.pdf?token=${TOKEN}&locale=it`,
      "invalid_locale",
      "locale",
    ],
  ])("answers 422 naming the field for %s", async (_name, url, code, field) => {
    const response = await get(url);

    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe(code);
    expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
  });

  it("answers 404 for a path without .pdf", async () => {
    const response = await get(`/api/v1/orders/1001/tickets/5001?token=${TOKEN}`);

    expect(response.statusCode).toBe(404);
  });
});

describe("the OpenAPI document", () => {
  it("lists the four document paths", async () => {
    const paths = Object.keys((await get("/api/v1/openapi.json")).json().paths);

    expect(paths).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/orders\/\{id\}\/tickets\/\{ticketId\}\.pdf$/),
        expect.stringMatching(/\/orders\/\{id\}\/events\/\{itemId\}\.pdf$/),
        expect.stringMatching(/\/orders\/\{id\}\/tours\/\{itemId\}\.pdf$/),
        expect.stringMatching(/\/orders\/\{id\}\/coupons\/\{itemId\}\.pdf$/),
      ]),
    );
  });
});
