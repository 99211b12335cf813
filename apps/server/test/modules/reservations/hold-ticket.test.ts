// The hot path reads a ticket through the SQL function holdable_ticket (a plan PostgreSQL
// keeps); it must answer exactly what the tickets repository answers for the same ticket.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../src/db/database";
import { findHoldTicket } from "../../../src/modules/reservations/repository";
import { findHoldableTickets } from "../../../src/modules/tickets/repository";
import { engineNames, type OpenedDatabase, openDatabase } from "../../helpers/engines";
import { insertQuota, insertTicket, type TicketFixture } from "../../helpers/fixtures";

describe.each(engineNames())("holdable_ticket on %s", (engine) => {
  let opened: OpenedDatabase;
  let db: Database;
  beforeAll(async () => {
    opened = await openDatabase(engine);
    db = opened.db;
  });
  afterAll(async () => {
    await opened?.close();
  });

  const cases: [string, (quotas: number[]) => TicketFixture][] = [
    ["a day ticket on one quota", (q) => ({ quotaIds: [q[0] as number] })],
    [
      "a time-slot ticket on a day and a slot quota",
      (q) => ({ ticket_type: "time_slot", quotaIds: [q[1] as number, q[0] as number] }),
    ],
    ["a flex ticket without quotas", () => ({ free_timing: true })],
    [
      "a mantle ticket with validity and sub tickets",
      (q) => ({
        quotaIds: [q[0] as number],
        is_mantle: true,
        valid_from: "2030-01-01",
        valid_to: "2030-12-31",
        booked_out: true,
        min_persons: 2,
        max_persons: 6,
        sub_tickets: [
          { id: 901, min_persons: 1, max_persons: 2 },
          { id: 902, min_persons: 0, max_persons: 4 },
        ],
      }),
    ],
  ];

  it.each(cases)("answers %s as the tickets repository does", async (_name, fixture) => {
    const quotas = [
      await insertQuota(db, { kind: "day", capacity: 10 }),
      await insertQuota(db, { kind: "slot", capacity: 5 }),
    ];
    const id = await insertTicket(db, fixture(quotas));

    const expected = (await findHoldableTickets(db, [id])).get(id);

    expect(expected).toBeDefined();
    expect(await findHoldTicket(db, id)).toEqual(expected);
  });

  it("answers nothing for an unknown ticket", async () => {
    expect(await findHoldTicket(db, 987_654)).toBeUndefined();
  });
});
