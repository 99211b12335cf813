// Reads an iCalendar file back with ical.js (Mozilla's parser, MPL-2.0, a test dependency only):
// each VEVENT with its start and end as instants, resolved through the file's own VTIMEZONE —
// what a calendar program in any zone would show.
import ICAL from "ical.js";

export interface ParsedEvent {
  uid: string;
  summary: string;
  location: string | null;
  url: string | null;
  description: string;
  /** The TZID of DTSTART, null for an all-day or UTC one. */
  zone: string | null;
  allDay: boolean;
  /** The start: an instant (timed), or the day "YYYY-MM-DD" (all-day). */
  start: string;
  end: string | null;
}

export function parseCalendar(text: string): { events: ParsedEvent[]; zones: string[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents("vtimezone");
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    const allDay = event.startDate.isDate;
    const when = (time: ICAL.Time | null) =>
      time === null ? null : allDay ? time.toString() : time.toJSDate().toISOString();
    const dtstart = component.getFirstProperty("dtstart");
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location ?? null,
      url: (component.getFirstPropertyValue("url") as string | null) ?? null,
      description: event.description ?? "",
      zone: (dtstart?.getParameter("tzid") as string | undefined) ?? null,
      allDay,
      start: when(event.startDate) ?? "",
      end: when(event.endDate),
    };
  });
  return { events, zones: zones.map((zone) => String(zone.getFirstPropertyValue("tzid"))) };
}
