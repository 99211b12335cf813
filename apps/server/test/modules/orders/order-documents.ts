// Helpers of the document and confirmation tests: a museum for a ticket, paying an order
// through the demo provider's signed webhook (as the provider does), and the outbox.
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WEEKDAYS } from "@shop/core";
import PostalMime from "postal-mime";
import type { Queryable } from "../../../src/db/database";
import { resolveWebhookSecret } from "../../../src/modules/payments/demo/secret";
import { signPayload } from "../../../src/modules/payments/demo/signature";
import { nextId } from "../../helpers/fixtures";
import { testConfig } from "../../helpers/test-app";
import type { OrderApp } from "./order-app";

export const MUSEUM = {
  de: "Kunsthalle am Fluss",
  en: "Riverside Art Hall",
  address: { de: "Uferstraße 1, 12345 Flussstadt", en: "1 Riverside, 12345 River Town" },
};

/** Puts the ticket in a museum with a title and an address in German and English. */
export async function insertMuseumFor(db: Queryable, ticketId: number): Promise<number> {
  const id = nextId();
  // Open every day (the column's default opens it on none, and a closed house sells nothing).
  const hours = { open: "09:00", close: "18:00" };
  const regular = Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, [hours]]));
  await db.query(
    `INSERT INTO museums (id, title, content, opening_hours) VALUES ($1, $2, $3, $4)`,
    [
      id,
      JSON.stringify({ de: MUSEUM.de, en: MUSEUM.en }),
      JSON.stringify({ address: MUSEUM.address }),
      JSON.stringify({ regular, exceptions: [] }),
    ],
  );
  await db.query("INSERT INTO ticket_museums (ticket_id, museum_id) VALUES ($1, $2)", [
    ticketId,
    id,
  ]);
  return id;
}

/** Posts a signed demo webhook, as the demo provider does when a payment settles. */
export async function postPaymentEvent(
  t: OrderApp,
  event: { event_id: string; order_id: number; status: 20 | 30 | 40; amount_cents: number },
) {
  const secret = await resolveWebhookSecret(testConfig());
  const body = JSON.stringify({ provider: "demo", ...event });
  return t.app.inject({
    method: "POST",
    url: "/api/v1/demo-pay/webhook",
    headers: {
      "content-type": "application/json",
      "demo-pay-signature": signPayload(secret, body, t.clock()),
    },
    payload: body,
  });
}

export function newOutboxDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), "shop-order-mail-"));
}

/** The .eml files of one order in the outbox. */
export async function mailsOf(outboxDir: string, orderId: number): Promise<string[]> {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  return files.filter((file) => file.endsWith(`-order-${orderId}.eml`));
}

export async function readMail(outboxDir: string, file: string) {
  return PostalMime.parse(await readFile(join(outboxDir, file)));
}
