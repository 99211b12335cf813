// The issue 34, Deliver 1: check-in at the door. A device registered by the staff scans a
// person's code: valid once, then already used (when, which device); forged, unreadable,
// unknown, cancelled and wrong-day codes are refused with their reason; twenty devices scanning
// one code at once get exactly one valid; a revoked key is refused; the day's list is signed;
// offline scans upload with the first scan winning and conflicts reported; the counts add up.
import { verify } from "node:crypto";
import { CHECK_IN_LIST_CONTEXT, CheckInListPayload } from "@shop/core/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signLegacyTicketCode } from "../../../src/modules/documents/ticket-code";
import { engineNames } from "../../helpers/engines";
import { TEST_CODE_KEYS, TEST_TICKET_CODE_SECRET } from "../../helpers/test-app";
import { DAY, startOrderApp } from "../orders/order-app";
import {
  asDevice,
  DOOR_OPENS,
  type DoorApp,
  newDevice,
  paidLine,
  STAFF_KEY,
  scanAs,
  sign,
  staff,
  startDoorApp,
} from "./door-app";

describe.each(engineNames())("check-in at the door on %s", (engine) => {
  let t: DoorApp;
  beforeEach(async () => {
    t = await startDoorApp(engine);
  });
  afterEach(async () => {
    await t?.close();
  });

  it("registers devices with the staff key, shows a key once and refuses it once revoked", async () => {
    expect((await staff(t, "POST", "/devices", { name: "Nord" }, "wrong-key")).statusCode).toBe(
      401,
    );
    const created = await staff(t, "POST", "/devices", { name: "Eingang Nord" });
    expect(created.statusCode).toBe(201);
    const device = created.json();
    expect(device).toMatchObject({ name: "Eingang Nord", revoked_at: null });
    expect(device.key).toMatch(/^cd_[A-Za-z0-9_-]{43}$/);
    // only its hash is kept: the list never shows a key
    const list = await staff(t, "GET", "/devices");
    expect(list.json().devices).toEqual([
      { id: device.id, name: "Eingang Nord", created_at: device.created_at, revoked_at: null },
    ]);
    const me = await asDevice(t, device.key, "GET", "/device");
    expect(me.json()).toEqual({ id: device.id, name: "Eingang Nord" });

    const revoked = await staff(t, "DELETE", `/devices/${device.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revoked_at).toBe(t.clock().toISOString());
    const line = await paidLine(t);
    t.clock.set(DOOR_OPENS);
    const refusedScan = await asDevice(t, device.key, "POST", "/scans", { code: line.codes[0] });
    expect(refusedScan.statusCode).toBe(401);
    expect(refusedScan.json().error.code).toBe("unauthorized");
    expect((await asDevice(t, device.key, "GET", "/device")).statusCode).toBe(401);
    // the staff key is no device's key, and nothing was recorded
    expect((await asDevice(t, STAFF_KEY, "GET", "/device")).statusCode).toBe(401);
    const used = await t.db.query("SELECT 1 FROM ticket_check_ins");
    expect(used.rows).toEqual([]);
    expect((await staff(t, "DELETE", "/devices/999999")).statusCode).toBe(404);
  });

  it("names the field of a bad device name and of a bad scan", async () => {
    const blank = await staff(t, "POST", "/devices", { name: "" });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().error.fields)).toEqual(["name"]);
    const key = await newDevice(t, "Nord");
    const empty = await asDevice(t, key, "POST", "/scans", { code: "" });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().error.fields)).toEqual(["code"]);
  });

  it("admits a person once, then answers when and at which device they were let in", async () => {
    const line = await paidLine(t);
    const north = await newDevice(t, "Eingang Nord");
    const south = await newDevice(t, "Eingang Süd");
    t.clock.set(DOOR_OPENS);
    const first = await scanAs(t, north, line.codes[1] ?? "");
    expect(first).toEqual({
      result: "valid",
      reason: null,
      admission: {
        kind: "ticket",
        order_id: line.orderId,
        item_id: line.itemId,
        person: 2,
        persons: 4,
        title: expect.any(String),
        label: expect.any(String),
        date: DAY,
        slot: null,
        seat: null,
      },
      used: null,
    });
    t.clock.advance(60_000);
    const again = await scanAs(t, south, line.codes[1] ?? "");
    expect(again).toMatchObject({
      result: "refused",
      reason: "already_used",
      used: { at: DOOR_OPENS.toISOString(), device: "Eingang Nord" },
    });
    // the family's other people are still to come
    expect((await scanAs(t, south, line.codes[0] ?? "")).result).toBe("valid");
  });

  it("of twenty devices scanning one code at once, exactly one is answered valid", async () => {
    const line = await paidLine(t);
    const keys = await Promise.all(
      Array.from({ length: 20 }, (_, index) => newDevice(t, `Gerät ${index + 1}`)),
    );
    t.clock.set(DOOR_OPENS);
    const answers = await Promise.all(keys.map((key) => scanAs(t, key, line.codes[0] ?? "")));
    const valid = answers.filter((answer) => answer.result === "valid");
    expect(valid).toHaveLength(1);
    const refusals = answers.filter((answer) => answer.result === "refused");
    expect(refusals.map((answer) => answer.reason)).toEqual(Array(19).fill("already_used"));
    const rows = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ticket_check_ins WHERE order_item_id = $1",
      [line.itemId],
    );
    expect(rows.rows[0]?.n).toBe(1);
  });

  it("refuses forged, unreadable, unknown, cancelled and wrong-day codes with their reason", async () => {
    const line = await paidLine(t);
    const key = await newDevice(t, "Nord");
    t.clock.set(DOOR_OPENS);
    const code = line.codes[0] ?? "";
    // one character of the payload changed: person 1 of 4 becomes 2 of 4 — the signature fails
    const forged = code.replace(
      `.${line.itemId}.${t.ticket}.1.4.`,
      `.${line.itemId}.${t.ticket}.2.4.`,
    );
    expect(forged).not.toBe(code);
    expect(await scanAs(t, key, forged)).toEqual({
      result: "refused",
      reason: "forged",
      admission: null,
      used: null,
    });
    expect((await scanAs(t, key, "https://example.org/not-a-ticket")).reason).toBe("unreadable");
    // signed with the key, but of no line the shop knows
    const unknown = sign({
      kind: "ticket",
      orderId: line.orderId,
      itemId: line.itemId + 1000,
      productId: t.ticket,
      person: 1,
      persons: 4,
      date: DAY,
      slot: null,
      seat: null,
    });
    expect((await scanAs(t, key, unknown)).reason).toBe("unknown");
    // a code that says another day than its line is no code of that line
    const otherDay = sign({
      kind: "ticket",
      orderId: line.orderId,
      itemId: line.itemId,
      productId: t.ticket,
      person: 1,
      persons: 4,
      date: "2030-06-03",
      slot: null,
      seat: null,
    });
    expect((await scanAs(t, key, otherDay)).reason).toBe("unknown");
    // nor is one of another product on the line's own day, whose time admits now: the statement
    // that reads the line and lets its person in takes that back
    const otherProduct = sign({
      kind: "ticket",
      orderId: line.orderId,
      itemId: line.itemId,
      productId: t.ticket + 1,
      person: 1,
      persons: 4,
      date: DAY,
      slot: null,
      seat: null,
    });
    expect((await scanAs(t, key, otherProduct)).reason).toBe("unknown");
    expect((await t.db.query("SELECT 1 FROM ticket_check_ins")).rows).toEqual([]);

    // the day after the visit
    t.clock.set(new Date(`2030-06-03T08:00:00Z`));
    expect((await scanAs(t, key, code)).reason).toBe("wrong_day");
    // the day before
    t.clock.set(new Date(`2030-06-01T21:59:00Z`));
    expect((await scanAs(t, key, code)).reason).toBe("wrong_day");

    // a cancelled line admits no one
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/v1/orders/${line.orderId}/cancellations?token=${line.token}`,
      payload: { item_id: line.itemId },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    t.clock.set(DOOR_OPENS);
    const refused = await scanAs(t, key, code);
    expect(refused).toMatchObject({
      result: "refused",
      reason: "canceled",
      admission: { item_id: line.itemId, person: 1 },
    });
    const used = await t.db.query("SELECT 1 FROM ticket_check_ins");
    expect(used.rows).toEqual([]);
  });

  it("lets a first-layout code in with its whole line, once", async () => {
    const line = await paidLine(t, 2);
    const key = await newDevice(t, "Nord");
    t.clock.set(DOOR_OPENS);
    const legacy = signLegacyTicketCode(TEST_TICKET_CODE_SECRET, {
      orderId: line.orderId,
      itemId: line.itemId,
      ticketId: t.ticket,
      date: DAY,
      slot: null,
      quantity: 2,
    });
    expect(await scanAs(t, key, legacy)).toMatchObject({
      result: "valid",
      admission: { person: 1, persons: 2 },
    });
    expect((await scanAs(t, key, legacy)).reason).toBe("already_used");
    // its people are in: their own codes are used too
    expect((await scanAs(t, key, line.codes[1] ?? "")).reason).toBe("already_used");
  });

  it("hands out the day's list signed with the codes' key", async () => {
    const line = await paidLine(t, 2);
    const key = await newDevice(t, "Eingang Nord");
    t.clock.set(DOOR_OPENS);
    await scanAs(t, key, line.codes[0] ?? "");
    const answer = await asDevice(t, key, "GET", `/list?day=${DAY}`);
    expect(answer.statusCode).toBe(200);
    const { payload, signature } = answer.json();
    const signed = Buffer.from(CHECK_IN_LIST_CONTEXT + payload);
    expect(
      verify(null, signed, TEST_CODE_KEYS.publicKey, Buffer.from(signature, "base64url")),
    ).toBe(true);
    // a list changed on the way no longer verifies
    const changed = Buffer.from(
      CHECK_IN_LIST_CONTEXT + payload.replace('"canceled":false', '"canceled":true'),
    );
    expect(
      verify(null, changed, TEST_CODE_KEYS.publicKey, Buffer.from(signature, "base64url")),
    ).toBe(false);
    const list = CheckInListPayload.parse(JSON.parse(payload));
    expect(list.day).toBe(DAY);
    expect(list.window).toEqual({ beforeMinutes: 30, afterMinutes: 90 });
    expect(list.entries).toEqual([
      {
        order_id: line.orderId,
        item_id: line.itemId,
        kind: "ticket",
        product_id: t.ticket,
        title: expect.any(String),
        persons: 2,
        date: DAY,
        slot: null,
        canceled: false,
        used: [{ person: 1, at: DOOR_OPENS.toISOString(), device: "Eingang Nord" }],
      },
    ]);
    // today by default (the clock's day in Berlin); another day knows other lines
    const today = await asDevice(t, key, "GET", "/list");
    expect(JSON.parse(today.json().payload).day).toBe(DAY);
    const other = await asDevice(t, key, "GET", "/list?day=2030-06-05");
    expect(JSON.parse(other.json().payload).entries).toEqual([]);
    const bad = await asDevice(t, key, "GET", "/list?day=tomorrow");
    expect(bad.statusCode).toBe(422);
  });

  it("uploads offline scans: the first scan wins and conflicts are reported", async () => {
    const line = await paidLine(t, 3);
    const online = await newDevice(t, "Online");
    const offline = await newDevice(t, "Offline");
    const at = (minutes: number) => new Date(DOOR_OPENS.getTime() + minutes * 60_000);
    // person 1 online at 10:10; person 2 online at 10:10
    t.clock.set(at(10));
    await scanAs(t, online, line.codes[0] ?? "");
    await scanAs(t, online, line.codes[1] ?? "");
    t.clock.set(at(30));
    const scans = [
      // person 1 offline at 10:05, before the online scan: it wins
      { code: line.codes[0] ?? "", scanned_at: at(5).toISOString() },
      // person 2 offline at 10:20, after it: the online one stays
      { code: line.codes[1] ?? "", scanned_at: at(20).toISOString() },
      // person 3 only offline
      { code: line.codes[2] ?? "", scanned_at: at(6).toISOString() },
      { code: "garbage", scanned_at: at(7).toISOString() },
    ];
    const upload = await asDevice(t, offline, "POST", "/offline_scans", { scans });
    expect(upload.statusCode, upload.body).toBe(200);
    const onlineUse = { at: at(10).toISOString(), device: "Online" };
    expect(upload.json()).toEqual({
      results: [
        { index: 0, outcome: "conflict", reason: "already_used", other: onlineUse },
        { index: 1, outcome: "conflict", reason: "already_used", other: onlineUse },
        { index: 2, outcome: "recorded", reason: null, other: null },
        { index: 3, outcome: "refused", reason: "unreadable", other: null },
      ],
      recorded: 1,
      conflicts: 2,
      refused: 1,
    });
    const uses = await t.db.query<{ person: number; at: Date; device: string; offline: boolean }>(
      `SELECT k.person, k.checked_in_at AS at, d.name AS device, k.offline
       FROM ticket_check_ins k JOIN check_in_devices d ON d.id = k.device_id
       WHERE k.order_item_id = $1 ORDER BY k.person`,
      [line.itemId],
    );
    expect(uses.rows).toEqual([
      { person: 1, at: at(5), device: "Offline", offline: true },
      { person: 2, at: at(10), device: "Online", offline: false },
      { person: 3, at: at(6), device: "Offline", offline: true },
    ]);
    // a scan now says the first use
    expect((await scanAs(t, online, line.codes[0] ?? "")).used).toEqual({
      at: at(5).toISOString(),
      device: "Offline",
    });
    // the same upload again (a retry) changes nothing; only person 2 still conflicts
    const retry = await asDevice(t, offline, "POST", "/offline_scans", { scans });
    expect(retry.json()).toMatchObject({ recorded: 2, conflicts: 1, refused: 1 });
    const bad = await asDevice(t, offline, "POST", "/offline_scans", { scans: [] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields)).toEqual(["scans"]);
  });

  it("counts the people expected and let in per product and start", async () => {
    const first = await paidLine(t, 4);
    await paidLine(t, 2);
    const key = await newDevice(t, "Nord");
    t.clock.set(DOOR_OPENS);
    await scanAs(t, key, first.codes[0] ?? "");
    await scanAs(t, key, first.codes[3] ?? "");
    const counts = await asDevice(t, key, "GET", "/counts");
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toEqual({
      day: DAY,
      slots: [
        {
          kind: "ticket",
          product_id: t.ticket,
          title: expect.any(String),
          slot: null,
          expected: 6,
          admitted: 2,
        },
      ],
      expected: 6,
      admitted: 2,
      undated_admitted: 0,
    });
  });
});

describe("the check-in API without STAFF_API_KEY", () => {
  it("is off", async () => {
    const [engine] = engineNames();
    const t = await startOrderApp(engine ?? "pglite");
    try {
      const answer = await t.app.inject({ method: "GET", url: "/api/v1/check_in/device" });
      expect(answer.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
