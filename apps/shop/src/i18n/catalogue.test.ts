import { describe, expect, it } from "vitest";
import annualDe from "./messages/annual/de.json";
import cartDe from "./messages/cart/de.json";
import checkoutDe from "./messages/checkout/de.json";
import shellDe from "./messages/de.json";
import eventsDe from "./messages/events/de.json";
import merchandiseDe from "./messages/merchandise/de.json";
import pagesDe from "./messages/pages/de.json";
import queueDe from "./messages/queue/de.json";
import startDe from "./messages/start/de.json";
import ticketsDe from "./messages/tickets/de.json";
import toursDe from "./messages/tours/de.json";
import venueDe from "./messages/venue/de.json";

const tables: Record<string, Record<string, string>> = {
  shell: shellDe,
  tickets: ticketsDe,
  cart: cartDe,
  checkout: checkoutDe,
  pages: pagesDe,
  annual: annualDe,
  venue: venueDe,
  events: eventsDe,
  start: startDe,
  tours: toursDe,
  merchandise: merchandiseDe,
  queue: queueDe,
};

describe("the message tables", () => {
  it("give every key to exactly one area, so no table silently overrides another", () => {
    const owners = new Map<string, string[]>();
    for (const [area, table] of Object.entries(tables)) {
      for (const key of Object.keys(table)) owners.set(key, [...(owners.get(key) ?? []), area]);
    }
    const shared = [...owners].filter(([, areas]) => areas.length > 1);
    expect(shared).toEqual([]);
    expect(owners.size).toBeGreaterThan(0);
  });
});
