// Bad input, table-driven per endpoint: every row answers a 4xx with the error body naming
// the field, never a 5xx and never a stack trace.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { insertQuota, insertTicket } from "../../helpers/fixtures";
import { startTestApp, type TestApp } from "../../helpers/test-app";
import { ruleCases } from "./bad-input-rule-cases";
import { schemaCases } from "./bad-input-schema-cases";
import type { Ids } from "./bad-input-table";

const cases = [...schemaCases, ...ruleCases];

describe.each(engineNames())("bad input to the reservation endpoints on %s", (engine) => {
  let t: TestApp;
  let ids: Ids;
  beforeAll(async () => {
    t = await startTestApp(engine);
    const day = await insertQuota(t.db, { kind: "day", capacity: 100 });
    const slot = await insertQuota(t.db, { kind: "slot", capacity: 10 });
    ids = {
      day: await insertTicket(t.db, { quotaIds: [day] }),
      slot: await insertTicket(t.db, { ticket_type: "time_slot", quotaIds: [day, slot] }),
      flex: await insertTicket(t.db, { free_timing: true }),
      mantle: await insertTicket(t.db, {
        quotaIds: [day],
        is_mantle: true,
        sub_tickets: [{ id: 801, min_persons: 0, max_persons: 4 }],
      }),
      closed: await insertTicket(t.db, { quotaIds: [day], bookable: false }),
      limited: await insertTicket(t.db, {
        quotaIds: [day],
        valid_from: "2030-06-01",
        valid_to: "2030-06-30",
      }),
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(cases)("$method $name → $status $code naming $field", async (c) => {
    const headers: Record<string, string> = {};
    let payload: string | undefined;
    if (c.raw !== undefined) {
      payload = c.raw;
      headers["content-type"] = c.contentType ?? "application/json";
    } else if (c.body) {
      payload = JSON.stringify(c.body(ids));
      headers["content-type"] = "application/json";
    }

    const response = await t.app.inject({ method: c.method, url: c.url, headers, payload });

    expect(response.statusCode).toBe(c.status);
    const body = response.json();
    expect(body.error.code).toBe(c.code);
    expect(typeof body.error.message).toBe("string");
    expect(Object.keys(body.error.fields ?? {})).toContain(c.field);
    expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  });
});
