// DESIGN §5: POST /tickets/reservations with an Idempotency-Key. A retried click or request
// must not hold the places twice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { counterRow, insertQuota, insertTicket, sumOfLines } from "../../helpers/fixtures";
import { startTestApp, type TestApp } from "../../helpers/test-app";

const DAY = "2030-06-02";
const PATH = "/api/v1/tickets/reservations";

async function holdsOf(t: TestApp, ticket: number): Promise<number> {
  const result = await t.db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM holds WHERE ticket_id = $1",
    [ticket],
  );
  return result.rows[0]?.count ?? 0;
}

describe.each(engineNames())(
  "POST /api/v1/tickets/reservations with an Idempotency-Key on %s",
  (engine) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(engine);
    });
    afterAll(async () => {
      await t?.close();
    });

    const post = (body: object, key: string) =>
      t.app.inject({
        method: "POST",
        url: PATH,
        payload: body,
        headers: { "idempotency-key": key },
      });

    it("holds once for five replays and answers each with the same reservation", async () => {
      const quota = await insertQuota(t.db, { kind: "day", capacity: 10 });
      const ticket = await insertTicket(t.db, { quotaIds: [quota] });
      const body = { ticket_id: ticket, quantity: 2, date: DAY };

      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push(await post(body, "hold-5-replays"));

      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(answers.map((a) => a.json().token)).size).toBe(1);
      expect(await holdsOf(t, ticket)).toBe(1);
      expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 2 });
      expect(await sumOfLines(t.db, quota, DAY)).toBe(2);
    });

    it("refuses the same key with another body (409 conflict naming the header) and holds nothing more", async () => {
      const quota = await insertQuota(t.db, { kind: "day", capacity: 10 });
      const ticket = await insertTicket(t.db, { quotaIds: [quota] });
      expect(
        (await post({ ticket_id: ticket, quantity: 2, date: DAY }, "hold-other")).statusCode,
      ).toBe(201);

      const response = await post({ ticket_id: ticket, quantity: 3, date: DAY }, "hold-other");

      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: "conflict",
        fields: { "Idempotency-Key": expect.any(Array) },
      });
      expect(await holdsOf(t, ticket)).toBe(1);
      expect(await counterRow(t.db, quota, DAY)).toMatchObject({ held: 2 });
    });

    it("holds once when the same key arrives many times at once", async () => {
      const quota = await insertQuota(t.db, { kind: "slot", capacity: 50 });
      const ticket = await insertTicket(t.db, { ticket_type: "time_slot", quotaIds: [quota] });
      const body = { ticket_id: ticket, quantity: 1, date: DAY, time: "10:00" };
      const address = await t.app.listen({ host: "127.0.0.1", port: 0 });

      const answers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const response = await fetch(new URL(PATH, address), {
            method: "POST",
            headers: { "content-type": "application/json", "idempotency-key": "hold-concurrent" },
            body: JSON.stringify(body),
          });
          return { status: response.status, body: (await response.json()) as { token?: string } };
        }),
      );

      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
      expect(new Set(answers.map((a) => a.body.token)).size).toBe(1);
      expect(await holdsOf(t, ticket)).toBe(1);
      expect(await counterRow(t.db, quota, DAY, "10:00")).toMatchObject({ held: 1 });
    });

    it("answers a replay of a sold-out refusal with the same refusal", async () => {
      const quota = await insertQuota(t.db, { kind: "day", capacity: 1 });
      const ticket = await insertTicket(t.db, { quotaIds: [quota] });
      const body = { ticket_id: ticket, quantity: 2, date: DAY };
      const first = await post(body, "hold-sold-out");

      const replay = await post(body, "hold-sold-out");

      expect(first.statusCode).toBe(409);
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toEqual(first.json());
      expect(replay.headers["idempotent-replayed"]).toBe("true");
    });

    it("holds anew for every request without a key", async () => {
      const quota = await insertQuota(t.db, { kind: "day", capacity: 10 });
      const ticket = await insertTicket(t.db, { quotaIds: [quota] });
      const body = { ticket_id: ticket, quantity: 1, date: DAY };

      await t.app.inject({ method: "POST", url: PATH, payload: body });
      await t.app.inject({ method: "POST", url: PATH, payload: body });

      expect(await holdsOf(t, ticket)).toBe(2);
    });
  },
);
