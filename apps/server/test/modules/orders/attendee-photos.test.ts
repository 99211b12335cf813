// spec selling-core §5; the issue "annual tickets", Deliver 2: the photo an attendee picked at
// /tickets/personalization is uploaded once the order is placed and kept with it — an image by
// its content, without its metadata, only for a line that asks for one, read back only with
// the order's token.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { insertDayTicket } from "../cart/cart-fixtures";
import {
  type Buyer,
  DAY,
  hold,
  newBuyer,
  type OrderApp,
  placeOrder,
  startOrderApp,
  ticketLine,
} from "./order-app";

async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 400, channels: 3, background: "#4a7" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneMaker", ImageDescription: "at the museum" } })
    .toBuffer();
}

describe.each(engineNames())("attendee photos of an order on %s", (engine) => {
  let t: OrderApp;
  let buyer: Buyer;
  let order: { id: number; token: string };
  let plainOrder: { id: number; token: string };

  const photoUrl = (o: { id: number }, position: number, attendee: number) =>
    `/api/v1/orders/${o.id}/items/${position}/attendees/${attendee}/photo`;
  const upload = (url: string, token: string, body: Buffer, type = "image/jpeg") =>
    t.app.inject({
      method: "POST",
      url: `${url}?token=${token}`,
      headers: { "content-type": type },
      payload: body,
    });

  beforeAll(async () => {
    t = await startOrderApp(engine);
    buyer = await newBuyer(t);
    const { ticket } = await insertDayTicket(t.db, { price_cents: 1400 });
    await t.db.query(
      "UPDATE tickets SET attendees = true, photo_mandatory = 'mandatory' WHERE id = $1",
      [ticket],
    );
    const { ticket: plain } = await insertDayTicket(t.db, { price_cents: 900 });
    const attendees = [
      { name: "Ada", surname: "Lovelace" },
      { name: "Grace", surname: "Hopper" },
    ];
    const line = {
      ...ticketLine(ticket, 2, [await hold(t, { ticket_id: ticket, quantity: 2, date: DAY })]),
    };
    const placed = await placeOrder(t, buyer, {
      items: [{ ...line, attributes: { ...line.attributes, attendees } }],
      total: 2800,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    order = placed.json().order;
    const other = await placeOrder(t, buyer, {
      items: [ticketLine(plain, 1, [await hold(t, { ticket_id: plain, quantity: 1, date: DAY })])],
      total: 900,
    });
    expect(other.statusCode, other.body).toBe(201);
    plainOrder = other.json().order;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("keeps the photo of an attendee, re-encoded without its metadata, read only with the token", async () => {
    const uploaded = await upload(photoUrl(order, 0, 1), order.token, await cameraJpeg());
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().photo_url).toContain(`${photoUrl(order, 0, 1)}?token=`);

    const read = await t.app.inject({
      method: "GET",
      url: `${photoUrl(order, 0, 1)}?token=${order.token}`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers["content-type"]).toBe("image/jpeg");
    expect(read.headers["cache-control"]).toContain("no-store");
    expect(read.rawPayload.includes(Buffer.from("PhoneMaker"))).toBe(false);
    const preview = await t.app.inject({
      method: "GET",
      url: `${photoUrl(order, 0, 1)}?token=${order.token}&size=preview`,
    });
    const { width, height } = await sharp(preview.rawPayload).metadata();
    expect([width, height]).toEqual([200, 200]);

    const foreign = await t.app.inject({
      method: "GET",
      url: `${photoUrl(order, 0, 1)}?token=${plainOrder.token}`,
    });
    expect(foreign.statusCode).toBe(404);
    const none = await t.app.inject({
      method: "GET",
      url: `${photoUrl(order, 0, 0)}?token=${order.token}`,
    });
    expect(none.statusCode).toBe(404);
  });

  it("refuses what is no image by its content, an attendee past the quantity and a line without photos", async () => {
    const notImage = await upload(photoUrl(order, 0, 0), order.token, Buffer.from("%PDF-1.7"));
    expect(notImage.statusCode).toBe(422);
    expect(Object.keys(notImage.json().error.fields)).toEqual(["photo"]);
    const text = await upload(photoUrl(order, 0, 0), order.token, Buffer.from("x"), "text/plain");
    expect(text.statusCode).toBe(415);
    const third = await upload(photoUrl(order, 0, 2), order.token, await cameraJpeg());
    expect(Object.keys(third.json().error.fields)).toEqual(["attendee"]);
    const noLine = await upload(photoUrl(order, 1, 0), order.token, await cameraJpeg());
    expect(Object.keys(noLine.json().error.fields)).toEqual(["position"]);
    const plain = await upload(photoUrl(plainOrder, 0, 0), plainOrder.token, await cameraJpeg());
    expect(Object.keys(plain.json().error.fields)).toEqual(["position"]);
    const wrongToken = await upload(photoUrl(order, 0, 0), plainOrder.token, await cameraJpeg());
    expect(wrongToken.statusCode).toBe(404);
    const huge = await upload(
      photoUrl(order, 0, 0),
      order.token,
      Buffer.alloc(2 * 1024 * 1024 + 1),
    );
    expect(huge.statusCode).toBe(413);
  });
});
