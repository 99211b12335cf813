// The issue 27, item 12c: POST /annual/personalizations/{id}/upload as spec selling-core §7
// writes it — a form (multipart/form-data) of "file, token" — beside the bare image, on both
// engines: a form's photo is stored as the bare image's is, with the same limits and checks,
// and a bad form is a 4xx naming its field, never a 500.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLedger } from "../../../src/modules/capacity/ledger";
import { recordPaymentEvent } from "../../../src/modules/orders/service";
import { engineNames } from "../../helpers/engines";
import { insertPricedTicket } from "../cart/cart-fixtures";
import { newBuyer, type OrderApp, placeOrder, startOrderApp } from "../orders/order-app";

const BOUNDARY = "----photo-form-boundary-7MA4YWxkTrZu0gW";

type Part = { name: string; value: string } | { name: string; file: Buffer; type: string };

/** A multipart/form-data body, written out as a browser sends one. */
function formBody(parts: readonly Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      "file" in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="photo"\r\nContent-Type: ${part.type}`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n${head}\r\n\r\n`));
    chunks.push("file" in part ? part.file : Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: "#2878c8" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneMaker" } })
    .toBuffer();
}

describe.each(engineNames())("the annual photo upload as a form on %s", (engine) => {
  let t: OrderApp;
  let token: string;
  let slots: number[];

  const form = (slot: number, parts: readonly Part[], query = "") =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/annual/personalizations/${slot}/upload${query}`,
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      payload: formBody(parts),
    });
  const photoOf = async (slot: number, size = "full") =>
    t.app.inject({
      method: "GET",
      url: `/api/v1/annual/personalizations/${slot}/photo?token=${token}&size=${size}`,
    });

  beforeAll(async () => {
    t = await startOrderApp(engine);
    const buyer = await newBuyer(t);
    const ticket = await insertPricedTicket(t.db, { ticket_type: "annual", price_cents: 4900 });
    await t.db.query(
      "UPDATE tickets SET attendees = true, photo_mandatory = 'mandatory' WHERE id = $1",
      [ticket],
    );
    const items = [{ type: "Annual", attributes: { id: ticket, quantity: 3 } }];
    const placed = await placeOrder(t, buyer, { items, total: 3 * 4900 });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json().order;
    await recordPaymentEvent(
      { db: t.db, clock: t.clock, ledger: createLedger(), log: t.app.log },
      { eventId: `paid-${id}`, orderId: id, provider: "test", status: 30, amountCents: 3 * 4900 },
    );
    const row = await t.db.query<{ personalization_token: string }>(
      "SELECT personalization_token FROM orders WHERE id = $1",
      [id],
    );
    token = row.rows[0]?.personalization_token ?? "";
    const order = await t.app.inject({ method: "GET", url: `/api/v1/annual/order?token=${token}` });
    slots = order
      .json()
      .ticket_sales.map(
        (sale: { personalizations: { id: number }[] }) => sale.personalizations[0]?.id,
      );
    expect(slots).toHaveLength(3);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("stores the photo of a form of file and token as it stores the bare image", async () => {
    const [bareSlot = 0, formSlot = 0] = slots;
    const jpeg = await cameraJpeg();
    const bare = await t.app.inject({
      method: "POST",
      url: `/api/v1/annual/personalizations/${bareSlot}/upload?token=${token}`,
      headers: { "content-type": "image/jpeg" },
      payload: jpeg,
    });
    expect(bare.statusCode, bare.body).toBe(200);

    const sent = await form(formSlot, [
      { name: "token", value: token },
      { name: "file", file: jpeg, type: "image/jpeg" },
    ]);

    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().photo_url).toContain(`/annual/personalizations/${formSlot}/photo`);
    const stored = await photoOf(formSlot);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers["content-type"]).toBe("image/jpeg");
    expect(stored.rawPayload.equals((await photoOf(bareSlot)).rawPayload)).toBe(true);
    expect(stored.rawPayload.includes(Buffer.from("PhoneMaker"))).toBe(false);
    const preview = await sharp((await photoOf(formSlot, "preview")).rawPayload).metadata();
    expect([preview.width, preview.height]).toEqual([200, 200]);
  });

  it("takes the token of the query for a form without one", async () => {
    const jpeg = await cameraJpeg();
    const sent = await form(
      slots[2] ?? 0,
      [{ name: "file", file: jpeg, type: "image/jpeg" }],
      `?token=${token}`,
    );
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it.each([
    ["without a file", () => [{ name: "token", value: "" }], 422, "file"],
    [
      "with an empty file (none chosen)",
      () => [{ name: "file", file: Buffer.alloc(0), type: "application/octet-stream" }],
      422,
      "file",
    ],
    [
      "whose file is no image",
      () => [
        { name: "file", file: Buffer.from("<svg onload=alert(1)></svg>"), type: "image/jpeg" },
      ],
      422,
      "file",
    ],
    [
      "whose file is over 2 MB",
      () => [{ name: "file", file: Buffer.alloc(2 * 1024 * 1024 + 1, 1), type: "image/jpeg" }],
      413,
      "file",
    ],
    [
      "with the photo in another field",
      () => [{ name: "photo", file: Buffer.from("x"), type: "image/jpeg" }],
      422,
      "photo",
    ],
  ] as const)("answers a form %s with %i naming %s", async (_name, parts, status, field) => {
    const withToken = (parts() as readonly Part[]).map((part) =>
      part.name === "token" ? { name: "token", value: token } : part,
    );
    const tokened = withToken.some((part) => part.name === "token")
      ? withToken
      : [{ name: "token", value: token }, ...withToken];

    const sent = await form(slots[0] ?? 0, tokened);

    expect(sent.statusCode, sent.body).toBe(status);
    expect(Object.keys(sent.json().error.fields)).toEqual([field]);
  });

  it("answers 422 on token for a form without one, with a malformed one or another than the query's", async () => {
    const file = { name: "file", file: await cameraJpeg(), type: "image/jpeg" };
    const other = "A".repeat(43);
    for (const [parts, query] of [
      [[file], ""],
      [[{ name: "token", value: "short" }, file], ""],
      [[{ name: "token", value: other }, file], `?token=${token}`],
    ] as const) {
      const sent = await form(slots[0] ?? 0, parts, query);
      expect(sent.statusCode, sent.body).toBe(422);
      expect(Object.keys(sent.json().error.fields)).toEqual(["token"]);
    }
  });

  it("answers a form it cannot read, or one sent where JSON is asked, with a 4xx", async () => {
    const noBoundary = await t.app.inject({
      method: "POST",
      url: `/api/v1/annual/personalizations/${slots[0]}/upload?token=${token}`,
      headers: { "content-type": "multipart/form-data" },
      payload: "file=1",
    });
    expect(noBoundary.statusCode, noBoundary.body).toBe(400);
    expect(Object.keys(noBoundary.json().error.fields)).toEqual(["body"]);

    const toJson = await t.app.inject({
      method: "PUT",
      url: `/api/v1/annual/personalizations/${slots[0]}?token=${token}`,
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      payload: formBody([{ name: "personalization", value: "{}" }]),
    });
    expect(toJson.statusCode, toJson.body).toBeGreaterThanOrEqual(400);
    expect(toJson.statusCode).toBeLessThan(500);
  });
});
