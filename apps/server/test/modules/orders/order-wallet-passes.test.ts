// The issue 33, Deliver 4, over HTTP on both engines: a line's Apple Wallet passes and its Save
// to Google Wallet link, with certificates and keys made for the test. The token is the proof (a
// wrong one answers as an unknown order), an unpaid order has none yet (403, as its PDFs), and a
// wallet the venue did not configure answers 404 not_found, GET /shop saying which it has.
import { afterEach, describe, expect, it } from "vitest";
import type { Config } from "../../../src/config";
import { verifyTicketCode } from "../../../src/modules/documents/ticket-code";
import { engineNames } from "../../helpers/engines";
import { insertQuota } from "../../helpers/fixtures";
import { TEST_CODE_KEYS } from "../../helpers/test-app";
import { GOOGLE_SAVE, readPass, readPassBundle, readSaveLink } from "../../helpers/wallet-files";
import {
  appleWalletOf,
  ISSUER_ID,
  makeAppleCertificates,
  makeGoogleKeys,
  PASS_TYPE_ID,
  SERVICE_ACCOUNT,
  verifyPassSignature,
} from "../../helpers/wallet-keys";
import { insertPricedTicket } from "../cart/cart-fixtures";
import { hold, newBuyer, type OrderApp, placeOrder, startOrderApp } from "./order-app";
import { insertMuseumFor, MUSEUM, newOutboxDir, postPaymentEvent } from "./order-documents";

const DEMO_CARD = 2;
const ORIGIN = "https://museum.example.org";
// The last Sunday of October 2030: Berlin leaves summer time at 03:00.
const CHANGE_DAY = "2030-10-27";
const SUMMER_DAY = "2030-06-02";
const CERTIFICATES = makeAppleCertificates();
const GOOGLE = makeGoogleKeys();
const WALLETS: Partial<Config> = {
  appleWallet: appleWalletOf(CERTIFICATES),
  googleWallet: GOOGLE.config,
};

describe.each(engineNames())("a line's wallet passes on %s", (engine) => {
  let t: OrderApp;
  afterEach(async () => {
    await t?.close();
  });

  /** An app with `wallets`, and an order of a 10:30 slot for two on the change day and a day
   * ticket for one in summer, in a museum; paid unless told. */
  async function start(wallets: Partial<Config>) {
    t = await startOrderApp(engine, {
      outboxDir: await newOutboxDir(),
      publicUrl: ORIGIN,
      ...wallets,
    });
    const quota = await insertQuota(t.db, { kind: "day", capacity: 50 });
    const slotTicket = await insertPricedTicket(t.db, {
      ticket_type: "time_slot",
      quotaIds: [quota],
    });
    await insertMuseumFor(t.db, slotTicket);
    const dayQuota = await insertQuota(t.db, { kind: "day", capacity: 50 });
    const dayTicket = await insertPricedTicket(t.db, { quotaIds: [dayQuota] });
    await insertMuseumFor(t.db, dayTicket);
    return async (paid = true) => {
      const slot = await hold(t, {
        ticket_id: slotTicket,
        quantity: 2,
        date: CHANGE_DAY,
        time: "10:30",
      });
      const day = await hold(t, { ticket_id: dayTicket, quantity: 1, date: SUMMER_DAY });
      const placed = await placeOrder(t, await newBuyer(t), {
        items: [
          {
            type: "Ticket",
            attributes: { id: slotTicket, date: CHANGE_DAY, time: "10:30", quantity: 2 },
            reservations: [slot],
          },
          {
            type: "Ticket",
            attributes: { id: dayTicket, date: SUMMER_DAY, quantity: 1 },
            reservations: [day],
          },
        ],
        payment_mode_id: DEMO_CARD,
        total: 3 * 1400,
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const { id, token } = placed.json().order as { id: number; token: string };
      if (paid) {
        const event = {
          event_id: `w-${id}`,
          order_id: id,
          status: 30 as const,
          amount_cents: 4200,
        };
        expect((await postPaymentEvent(t, event)).statusCode).toBe(200);
      }
      const read = await t.app.inject({
        method: "GET",
        url: `/api/v1/orders/${id}?token=${token}`,
      });
      const [slotLine, dayLine] = read.json().items.map((item: { id: number }) => item.id);
      return { id, token, slotLine: slotLine as number, dayLine: dayLine as number };
    };
  }

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/api/v1${path}`, headers });

  it("tells the shop which wallets it issues", async () => {
    await start(WALLETS);
    expect((await get("/shop")).json().wallet_passes).toEqual({ apple: true, google: true });
    await t.close();
    await start({ googleWallet: GOOGLE.config });
    expect((await get("/shop")).json().wallet_passes).toEqual({ apple: false, google: true });
  });

  it("answers a line for two as a bundle of two signed passes, each its person's", async () => {
    const order = await start(WALLETS);
    const mine = await order();
    const answer = await get(
      `/orders/${mine.id}/apple_wallet/${mine.slotLine}?token=${mine.token}&locale=en`,
    );

    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/vnd.apple.pkpasses");
    expect(answer.headers["content-disposition"]).toBe(
      `attachment; filename="order-${mine.id}-${mine.slotLine}.pkpasses"`,
    );
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const passes = readPassBundle(answer.rawPayload);
    expect(passes).toHaveLength(2);
    passes.forEach(({ pass, files, manifestMatches }, index) => {
      expect(manifestMatches).toBe(true);
      expect(
        verifyPassSignature(
          CERTIFICATES,
          files["manifest.json"] as Uint8Array,
          files.signature as Uint8Array,
        ),
      ).toContain(PASS_TYPE_ID);
      expect(pass).toMatchObject({
        serialNumber: `${mine.id}-${mine.slotLine}-${index + 1}`,
        // the catalogue's texts in the order's language (German), the labels in English
        organizationName: MUSEUM.de,
        // 10:30 at the museum on the change day: CET, 09:30 UTC
        relevantDate: "2030-10-27T09:30:00.000Z",
      });
      expect(verifyTicketCode(TEST_CODE_KEYS, pass.barcodes[0].message)).toMatchObject({
        ok: true,
        fields: {
          orderId: mine.id,
          itemId: mine.slotLine,
          person: index + 1,
          persons: 2,
          date: CHANGE_DAY,
          slot: "10:30",
        },
      });
      const back = pass.eventTicket.backFields as { key: string; value: string }[];
      expect(back.find((field) => field.key === "address")?.value).toBe(
        `${MUSEUM.de}, ${MUSEUM.address.de}`,
      );
    });
  });

  it("answers a line for one as a single pass", async () => {
    const order = await start(WALLETS);
    const mine = await order();
    const answer = await get(`/orders/${mine.id}/apple_wallet/${mine.dayLine}?token=${mine.token}`);

    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/vnd.apple.pkpass");
    const { pass } = readPass(answer.rawPayload);
    // a day ticket in summer: from Berlin's midnight, 22:00 UTC the evening before
    expect(pass).toMatchObject({
      serialNumber: `${mine.id}-${mine.dayLine}-1`,
      relevantDate: "2030-06-01T22:00:00.000Z",
      expirationDate: "2030-06-02T22:00:00.000Z",
    });
  });

  it("redirects to Google's save page with a JWT signed by the service account", async () => {
    const order = await start(WALLETS);
    const mine = await order();
    const path = `/orders/${mine.id}/google_wallet/${mine.slotLine}?token=${mine.token}&locale=en`;
    const answer = await get(path, { accept: "text/html,application/xhtml+xml,*/*;q=0.8" });

    expect(answer.statusCode, answer.body).toBe(302);
    const location = String(answer.headers.location);
    expect(location.startsWith(GOOGLE_SAVE)).toBe(true);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const jwt = readSaveLink(location, GOOGLE.publicKey);
    expect(jwt.verified).toBe(true);
    expect(jwt.claims).toMatchObject({
      iss: SERVICE_ACCOUNT,
      aud: "google",
      typ: "savetowallet",
      origins: [ORIGIN],
    });
    const [ticketClass] = jwt.claims.payload.eventTicketClasses;
    expect(ticketClass).toMatchObject({
      issuerName: MUSEUM.de,
      dateTime: { start: "2030-10-27T10:30:00+01:00" },
    });
    const objects = jwt.claims.payload.eventTicketObjects as {
      id: string;
      classId: string;
      state: string;
      barcode: { type: string; value: string };
    }[];
    expect(objects.map((object) => object.id)).toEqual(
      [1, 2].map((person) => `${ISSUER_ID}.museum_test-o${mine.id}-i${mine.slotLine}-p${person}`),
    );
    for (const object of objects) {
      expect(object).toMatchObject({ classId: ticketClass.id, state: "ACTIVE" });
      expect(object.barcode.type).toBe("QR_CODE");
      expect(verifyTicketCode(TEST_CODE_KEYS, object.barcode.value).ok).toBe(true);
    }

    // A client asking for JSON gets the JWT as data.
    const json = await get(path, { accept: "application/json" });
    expect(json.statusCode).toBe(200);
    expect(readSaveLink(`${GOOGLE_SAVE}${json.json().jwt}`, GOOGLE.publicKey).verified).toBe(true);
  });

  it("answers another order's token, or a line of another order, like an unknown order", async () => {
    const order = await start(WALLETS);
    const mine = await order();
    const theirs = await order();
    for (const wallet of ["apple_wallet", "google_wallet"]) {
      for (const path of [
        `/orders/${mine.id}/${wallet}/${mine.slotLine}?token=${theirs.token}`,
        `/orders/${mine.id}/${wallet}/${theirs.slotLine}?token=${mine.token}`,
        `/orders/999999/${wallet}/${mine.slotLine}?token=${mine.token}`,
      ]) {
        const answer = await get(path);
        expect(answer.statusCode, path).toBe(404);
        expect(answer.json().error.code).toBe("token_not_found");
      }
    }
  });

  it("has none for an unpaid order yet", async () => {
    const order = await start(WALLETS);
    const unpaid = await order(false);
    for (const wallet of ["apple_wallet", "google_wallet"]) {
      const answer = await get(
        `/orders/${unpaid.id}/${wallet}/${unpaid.slotLine}?token=${unpaid.token}`,
      );
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error.code).toBe("forbidden");
    }
  });

  it("answers 404 not_found for a wallet the venue did not configure", async () => {
    const order = await start({});
    const mine = await order();
    expect((await get("/shop")).json().wallet_passes).toEqual({ apple: false, google: false });
    for (const wallet of ["apple_wallet", "google_wallet"]) {
      const answer = await get(`/orders/${mine.id}/${wallet}/${mine.slotLine}?token=${mine.token}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.code).toBe("not_found");
    }
  });
});
