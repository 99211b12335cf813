// The issue 33, Deliver 3: the calendar file of an order's dated lines, read back with ical.js
// as a calendar program would. Times are Berlin wall clock with the VTIMEZONE block: a 10:30
// visit is 08:30 UTC in summer time and 09:30 UTC after the October change (on the day of the
// change too), whatever zone the server runs in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderCalendar, VISIT_MINUTES } from "../../../src/modules/documents/calendar-file";
import type { DocumentItem } from "../../../src/modules/documents/document-types";
import { parseCalendar } from "../../helpers/ical";

const ORDER = {
  id: 1001,
  locale: "de" as const,
  orderUrl: "https://shop.example.org/order/1001/Pk2mW9xQpL4vN8cY",
  host: "shop.example.org",
  now: new Date("2026-10-01T12:00:00Z"),
};

const item = (change: Partial<DocumentItem>): DocumentItem => ({
  id: 5001,
  type: "ticket",
  productId: 12,
  title: "Licht und Wasser – Zeitfenster",
  date: "2026-10-25",
  slot: "10:30",
  quantity: 2,
  priceCents: 2400,
  venues: [{ name: "Kunsthalle am Fluss", address: "Uferweg 3\n10178 Berlin" }],
  ...change,
});

// A server in another zone writes the same file: New York is 6 hours behind Berlin, and its own
// clock change comes a week later in autumn (Node reads TZ anew when it changes).
let zone: string | undefined;
beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = "America/New_York";
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe("the calendar file of an order", () => {
  it("runs in another zone than Berlin's (the premise of the cases below)", () => {
    expect(new Date("2026-10-25T09:30:00Z").getHours()).toBe(5);
  });

  it.each([
    ["the day before the October change (CEST)", "2026-10-24", "2026-10-24T08:30:00.000Z"],
    ["the day of the October change (CET from 03:00)", "2026-10-25", "2026-10-25T09:30:00.000Z"],
    ["the day after (CET)", "2026-10-26", "2026-10-26T09:30:00.000Z"],
    ["the day of the March change (CEST from 02:00)", "2026-03-29", "2026-03-29T08:30:00.000Z"],
  ])("puts a 10:30 visit on %s at the right instant", (_when, date, instant) => {
    const { events, zones } = parseCalendar(renderCalendar(ORDER, [item({ date })]));
    expect(zones).toEqual(["Europe/Berlin"]);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.zone).toBe("Europe/Berlin");
    expect(event?.start).toBe(instant);
    expect(Date.parse(event?.end ?? "") - Date.parse(instant)).toBe(VISIT_MINUTES * 60_000);
  });

  it("names the line, the museum with its address, and links the order page", () => {
    const text = renderCalendar(ORDER, [item({ seat: "Reihe 3, Platz 12" })]);
    const [event] = parseCalendar(text).events;
    expect(event).toMatchObject({
      uid: "order-1001-item-5001@shop.example.org",
      summary: "Licht und Wasser – Zeitfenster",
      location: "Kunsthalle am Fluss, Uferweg 3, 10178 Berlin",
      url: ORDER.orderUrl,
    });
    expect(event?.description).toContain("Bestellung 1001");
    expect(event?.description).toContain("Platz: Reihe 3, Platz 12");
    expect(event?.description).toContain(ORDER.orderUrl);
    // RFC 5545: the stamp in UTC; lines end in CRLF and are folded at 75 octets
    expect(text).toContain("\r\nDTSTAMP:20261001T120000Z\r\n");
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it("makes a day ticket's day an all-day event, and leaves undated lines out", () => {
    const { events } = parseCalendar(
      renderCalendar(ORDER, [
        item({ id: 1, slot: null, date: "2026-10-25", title: "Tageskarte" }),
        item({ id: 2, date: null, slot: null, title: "Flexticket" }),
        item({ id: 3, date: "2026-11-01", slot: null, annual: true, title: "Jahreskarte" }),
        item({ id: 4, type: "coupon", date: null, slot: null, venues: [], title: "Gutschein" }),
      ]),
    );
    expect(events.map((event) => [event.summary, event.allDay, event.start])).toEqual([
      ["Tageskarte", true, "2026-10-25"],
    ]);
  });

  it("speaks the order's language", () => {
    const [event] = parseCalendar(renderCalendar({ ...ORDER, locale: "fr" }, [item({})])).events;
    expect(event?.description).toContain("Commande 1001");
  });
});
