// An order app with the staff API on and a paid order of a family of four on a day ticket,
// for the door's tests (the issue 34): codes signed with the test apps' key, devices made
// through the staff API, scans sent as a device.
import { expect, vi } from "vitest";
import {
  type AdmissionCodeFields,
  signAdmissionCode,
} from "../../../src/modules/documents/ticket-code";
import { signingKeysOf } from "../../../src/modules/documents/ticket-signing-key";
import type { EngineName } from "../../helpers/engines";
import { testConfig } from "../../helpers/test-app";
import { insertDayTicket, setSettings } from "../cart/cart-fixtures";
import {
  DAY,
  hold,
  newBuyer,
  type OrderApp,
  placeOrder,
  startOrderApp,
  ticketLine,
} from "../orders/order-app";
import { mailsOf, newOutboxDir, postPaymentEvent } from "../orders/order-documents";

export const STAFF_KEY = "staff-key-of-the-door-tests-0123456789abc";
/** 10:00 in Berlin on the order's day (summer time). */
export const DOOR_OPENS = new Date(`${DAY}T08:00:00Z`);

const PRIVATE_KEY = signingKeysOf(testConfig().ticketSigningKey ?? "").privateKey;

export interface DoorApp extends OrderApp {
  ticket: number;
  /** Where the confirmation mails land: an order's is written once it is paid. */
  outboxDir: string;
}

export async function startDoorApp(engine: EngineName): Promise<DoorApp> {
  const outboxDir = await newOutboxDir();
  const t = await startOrderApp(engine, { staffApiKey: STAFF_KEY, outboxDir, sweepIntervalMs: 0 });
  await setSettings(t.db, {
    donationsEnabled: true,
    couponsEnabled: true,
    shipping: "none",
    maxOrderTotalCents: 50_000,
    cancellationRules: [{ kind: "ticket", hoursBefore: 0, daysAfterOrder: null, feePercent: 0 }],
  });
  const { ticket } = await insertDayTicket(t.db, { price_cents: 1500, capacity: 1000 });
  return Object.assign(t, { ticket, outboxDir });
}

export interface PaidLine {
  orderId: number;
  token: string;
  itemId: number;
  persons: number;
  /** The signed code of each person, from 1. */
  codes: string[];
}

/** A paid order of `persons` day tickets for DAY, and its people's codes. */
export async function paidLine(t: DoorApp, persons = 4): Promise<PaidLine> {
  const held = await hold(t, { ticket_id: t.ticket, quantity: persons, date: DAY });
  const total = persons * 1500;
  const placed = await placeOrder(t, await newBuyer(t), {
    items: [ticketLine(t.ticket, persons, [held])],
    total,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { id, token } = placed.json().order as { id: number; token: string };
  const paid = await postPaymentEvent(t, {
    event_id: `door-${id}`,
    order_id: id,
    status: 30,
    amount_cents: total,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  // The confirmation is written after the answer: it finishes before the test goes on.
  await vi.waitFor(async () => expect(await mailsOf(t.outboxDir, id)).toHaveLength(1), {
    timeout: 10_000,
  });
  const order = await t.app.inject({ method: "GET", url: `/api/v1/orders/${id}?token=${token}` });
  const itemId = order.json().items[0].id as number;
  const fields = (person: number): AdmissionCodeFields => ({
    kind: "ticket",
    orderId: id,
    itemId,
    productId: t.ticket,
    person,
    persons,
    date: DAY,
    slot: null,
    seat: null,
  });
  const codes = Array.from({ length: persons }, (_, index) => sign(fields(index + 1)));
  return { orderId: id, token, itemId, persons, codes };
}

/** A code signed with the test apps' key: what the PDFs print. */
export function sign(fields: AdmissionCodeFields): string {
  return signAdmissionCode(PRIVATE_KEY, fields);
}

export function staff(
  t: OrderApp,
  method: "GET" | "POST" | "DELETE",
  url: string,
  payload?: object,
  key = STAFF_KEY,
) {
  return t.app.inject({
    method,
    url: `/api/v1/staff/check_in${url}`,
    headers: { authorization: `Bearer ${key}` },
    ...(payload ? { payload } : {}),
  });
}

/** A new device's key. */
export async function newDevice(t: OrderApp, name: string): Promise<string> {
  const created = await staff(t, "POST", "/devices", { name });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().key as string;
}

export function asDevice(
  t: OrderApp,
  key: string,
  method: "GET" | "POST",
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url: `/api/v1/check_in${url}`,
    headers: { authorization: `Bearer ${key}` },
    ...(payload ? { payload } : {}),
  });
}

export async function scanAs(t: OrderApp, key: string, code: string) {
  const answer = await asDevice(t, key, "POST", "/scans", { code });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}
