// The issue 33, Deliver 3: "add to calendar". An order's dated lines as an iCalendar file (RFC
// 5545), made with ical-generator (MIT, maintained); the VTIMEZONE block of Europe/Berlin from
// @touch4it/ical-timezones (ISC) — without it a calendar in another zone, or one that ignores
// TZID, shows the visit an hour off across the clock changes. Times are built as Berlin wall
// clock (@date-fns/tz TZDate, MIT), whatever the server's own zone.
//
// A timed line (a time slot, an event's or a tour's start) lasts VISIT_MINUTES: the catalogue
// knows no end, and two hours is what a museum visit or a guided tour takes. A day ticket's day
// is an all-day event. Each event names the museum (and its address) as LOCATION, and links the
// order page, where the tickets are.
import { TZDate } from "@date-fns/tz";
import { berlinInstant, type Locale } from "@shop/core";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical from "ical-generator";
import { serverText } from "../../i18n/intl";
import type { DocumentItem } from "./document-types";

const ZONE = "Europe/Berlin";
/** How long a timed visit is put in the calendar. */
export const VISIT_MINUTES = 120;

export interface CalendarOrder {
  id: number;
  locale: Locale;
  /** The shop's page of the order (/order/{id}/{token}). */
  orderUrl: string;
  /** The shop's host, for the events' UIDs (stable, so a second import updates the first). */
  host: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** Whether a line belongs in a calendar: it is for one day (annual passes are not). */
export function isDated(item: DocumentItem): item is DocumentItem & { date: string } {
  return item.date !== null && item.annual !== true;
}

/** A Berlin wall-clock date and time (@shop/core's instant of it), in Berlin's zone. */
function berlinAt(date: string, time: string): TZDate {
  return new TZDate(berlinInstant(date, time).getTime(), ZONE);
}

function location(item: DocumentItem): string | null {
  const places = item.venues.map((venue) =>
    venue.address ? `${venue.name}, ${venue.address.replace(/\s*\n\s*/g, ", ")}` : venue.name,
  );
  return places.length === 0 ? null : places.join("; ");
}

/** The file of `items` (their dated ones; the caller made sure there is one at least). */
export function renderCalendar(order: CalendarOrder, items: readonly DocumentItem[]): string {
  const text = (id: Parameters<typeof serverText>[1], values?: Record<string, string | number>) =>
    serverText(order.locale, id, values);
  const calendar = ical({
    prodId: { company: order.host, product: "shop", language: order.locale.toUpperCase() },
    name: text("calendar.orderNumber", { id: order.id }),
    timezone: { name: ZONE, generator: getVtimezoneComponent },
  });
  for (const item of items.filter(isDated)) {
    const description = [
      text("calendar.orderNumber", { id: order.id }),
      ...(item.seat ? [text("calendar.seat", { seat: item.seat })] : []),
      text("calendar.orderPage", { url: order.orderUrl }),
    ].join("\n");
    const common = {
      id: `order-${order.id}-item-${item.id}@${order.host}`,
      summary: item.title,
      location: location(item),
      url: order.orderUrl,
      description,
    };
    if (item.slot === null) {
      // ical-generator writes an all-day event's day as given: the date, no zone.
      calendar.createEvent({ ...common, allDay: true, start: berlinAt(item.date, "00:00") });
    } else {
      const start = berlinAt(item.date, item.slot);
      const end = new TZDate(start.getTime() + VISIT_MINUTES * 60_000, ZONE);
      calendar.createEvent({ ...common, timezone: ZONE, start, end });
    }
  }
  // RFC 5545 3.8.7.2: DTSTAMP is UTC. ical-generator 11 writes it in the calendar's zone
  // without one (a floating time); the stamp is ours to set, so it is set right here.
  const stamp = order.now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  return calendar.toString().replace(/^DTSTAMP:.*$/gm, `DTSTAMP:${stamp}`);
}
