import { addDays, weekdayIndex } from "@shop/core";
import { PAYMENT_MODES, ShopSettings } from "@shop/core/contract";
import { describe, expect, it } from "vitest";
import { type Catalogue, parseCatalogue } from "../../../src/modules/catalogue/format";
import { catalogueWarnings } from "../../../src/modules/catalogue/warnings";
import { demoCatalogue } from "../../../src/seed/demo-catalogue";
import {
  COUPON,
  DEMO_VIP_AUDIENCE,
  EVENT,
  QUOTA,
  SEATING_PLAN,
  SHIPPING_ITEM,
  TICKET,
  TOUR,
  TOUR_LANGUAGE,
} from "../../../src/seed/demo-ids";

const TODAY = "2030-06-03"; // a Monday
const TOMORROW = addDays(TODAY, 1);
const demo: Catalogue = parseCatalogue(demoCatalogue(TODAY));

const ticket = (id: number) => {
  const found = demo.tickets.find((t) => t.id === id);
  if (!found) throw new Error(`no ticket ${id}`);
  return found;
};
const group = (name: string) => {
  const found = demo.ticket_groups.find((g) => g.name === name);
  if (!found) throw new Error(`no group ${name}`);
  return found;
};
const quota = (id: number) => {
  const found = demo.quotas.find((q) => q.id === id);
  if (!found) throw new Error(`no quota ${id}`);
  return found;
};

describe("the demo catalogue", () => {
  it.each(["2030-06-01", "2030-06-02", TODAY, "2030-12-31", "2028-02-28", "2028-02-29"])(
    "is a valid catalogue when generated for %s",
    (today) => {
      expect(() => parseCatalogue(demoCatalogue(today))).not.toThrow();
    },
  );

  it("draws no warning: every legal page it links to has its text", () => {
    expect(catalogueWarnings(demo)).toEqual([]);
  });

  it("holds the static pages a venue needs, each in the four languages", () => {
    expect(demo.pages.map((page) => page.id)).toEqual([
      "impressum",
      "agb",
      "datenschutz",
      "kontakt",
      "faq",
      "accessibility",
    ]);
    for (const page of demo.pages) {
      expect(Object.keys(page.title).sort()).toEqual(["de", "en", "es", "fr"]);
      expect(Object.keys(page.body).sort()).toEqual(["de", "en", "es", "fr"]);
    }
    // A real accessibility statement: the standard, feedback and the enforcement procedure.
    const statement = demo.pages.find((page) => page.id === "accessibility")?.body.en ?? "";
    expect(statement).toContain("WCAG) 2.2, level AA");
    expect(statement).toContain("Feedback and contact");
    expect(statement).toContain('href="https://www.schlichtungsstelle-bgg.de"');
    // The issue 34: the privacy page says how long a waiting list keeps an address.
    const privacy = demo.pages.find((page) => page.id === "datenschutz")?.body;
    expect(privacy?.de).toContain("<h2>Warteliste</h2>");
    expect(privacy?.en).toContain(
      "we delete them as soon as your offer ends or the time has begun",
    );
    expect(privacy?.es).toContain("<h2>Lista de espera</h2>");
    expect(privacy?.fr).toContain("<h2>Liste d'attente</h2>");
  });

  it("moves every date with the day it is generated for", () => {
    const later = parseCatalogue(demoCatalogue(addDays(TODAY, 7)));

    expect(later.exhibitions[0]?.time_frames[0]?.start_at).toBe(
      addDays(demo.exhibitions[0]?.time_frames[0]?.start_at ?? "", 7),
    );
    expect(Object.keys(later.quotas[4]?.sold ?? {})).toEqual([
      `${addDays(TOMORROW, 7)} 11:00`,
      `${addDays(TOMORROW, 7)} 11:30`,
    ]);
  });

  it("has texts in German, English, Spanish and French everywhere", () => {
    const missing: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) {
        value.forEach((item, i) => {
          walk(item, `${path}[${i}]`);
        });
      } else if (value && typeof value === "object") {
        const record = value as Record<string, unknown>;
        if (typeof record.de === "string") {
          for (const locale of ["de", "en", "es", "fr"]) {
            if (typeof record[locale] !== "string" || record[locale] === "") {
              missing.push(`${path}.${locale}`);
            }
          }
        } else for (const [key, inner] of Object.entries(record)) walk(inner, `${path}.${key}`);
      }
    };
    walk(demoCatalogue(TODAY), "demo");

    expect(missing).toEqual([]);
  });

  it("spells out every shop setting of the spec", () => {
    const input = demoCatalogue(TODAY).settings ?? {};

    expect(Object.keys(input).sort()).toEqual(Object.keys(ShopSettings.shape).sort());
  });

  it("offers every payment mode under its spec id, credit card the default", () => {
    expect(Object.fromEntries(demo.payment_modes.map((m) => [m.key, m.id]))).toEqual(PAYMENT_MODES);
    expect(demo.settings.defaultPaymentModeId).toBe(2);
  });

  it("has countries with Germany (60) and salutations", () => {
    expect(demo.countries.map((c) => c.id)).toContain(60);
    expect(demo.countries.length).toBeGreaterThan(5);
    expect(demo.salutations.length).toBeGreaterThanOrEqual(2);
  });

  it("has two museums with weekly opening hours and a dated closing ahead", () => {
    expect(demo.museums).toHaveLength(2);
    for (const museum of demo.museums) {
      expect(Object.values(museum.opening_hours.regular).every((day) => day.length > 0)).toBe(true);
      const [closing] = museum.opening_hours.exceptions;
      expect(closing?.intervals).toEqual([]);
      expect(closing?.date && closing.date > TODAY).toBe(true);
      expect(closing?.note?.en).toMatch(/closed/i);
    }
  });

  it("closes the quotas of a house on its closing day", () => {
    const closing = demo.museums[0]?.opening_hours.exceptions[0]?.date ?? "";

    expect(quota(QUOTA.kunsthalleDay).capacity_overrides[closing]).toBe(0);
    expect(quota(QUOTA.impressionismSlots).capacity_overrides[closing]).toBe(0);
  });

  it("has six exhibitions around today, two featured (the start page's carousel moves)", () => {
    expect(demo.exhibitions).toHaveLength(6);
    expect(demo.exhibitions.filter((e) => e.featured)).toHaveLength(2);
    const frames = demo.exhibitions.flatMap((e) => e.time_frames);
    const current = frames.filter((f) => f.start_at <= TODAY && (f.end_at ?? "9999") >= TODAY);
    expect(current.length).toBeGreaterThanOrEqual(3);
    expect(frames.some((f) => f.start_at > TODAY)).toBe(true);
    expect(frames.some((f) => f.end_at === null)).toBe(true);
    expect(demo.exhibitions.some((e) => e.time_frames.length > 1)).toBe(true);
  });

  it("has the groups day (order 1), timeSlot (order 2), flex, combi and annual", () => {
    expect(group("day").order).toBe(1);
    expect(group("timeSlot").order).toBe(2);
    expect(group("flex").ticket_ids).toEqual([TICKET.flex]);
    expect(group("combi").ticket_ids).toEqual([TICKET.combi]);
    expect(group("annual").ticket_ids).toEqual([TICKET.annual, TICKET.annualReduced]);
  });

  it("has day tickets for adults, reduced with a reason, and children free", () => {
    const day = group("day").ticket_ids.map(ticket);
    expect(
      day.some(
        (t) => t.ticket_type === "normal" && t.price_cents > 0 && !t.content.reduction_reason,
      ),
    ).toBe(true);
    const reduced = ticket(TICKET.kunsthalleReduced);
    expect(reduced.price_cents).toBeLessThan(ticket(TICKET.kunsthalleAdult).price_cents);
    expect(reduced.content.reduction_reason?.en).toMatch(/students/i);
    expect(ticket(TICKET.kunsthalleChild)).toMatchObject({ price_cents: 0 });
    expect(ticket(TICKET.kunsthalleChild).content.reduction_reason?.de).toBeTruthy();
  });

  it("prices adult day tickets higher on the coming weekend days", () => {
    const adult = ticket(TICKET.kunsthalleAdult);
    const days = Object.keys(adult.dynamic_prices);

    expect(days.length).toBeGreaterThanOrEqual(2);
    for (const day of days) {
      expect(weekdayIndex(day)).toBeGreaterThanOrEqual(5);
      expect(day >= TODAY && day <= addDays(TODAY, 13)).toBe(true);
      expect(adult.dynamic_prices[day]).toBeGreaterThan(adult.price_cents);
    }
  });

  it("has time-slot tickets with 15- and 30-minute slots, first and last entry, sharing quotas", () => {
    const slots = group("timeSlot").ticket_ids.map(ticket);
    expect(new Set(slots.map((t) => t.entry_duration))).toEqual(new Set([15, 30]));
    for (const t of slots) {
      expect(t.first_entry).not.toBeNull();
      expect(t.last_entry).toBeGreaterThan(t.first_entry ?? 0);
    }
    const sharing = slots.filter((t) => t.quota_ids.includes(QUOTA.impressionismSlots));
    expect(sharing.length).toBe(2);
    expect(quota(QUOTA.impressionismSlots).kind).toBe("slot");
  });

  it("has a time-slot price by start time and a discounted time-slot ticket", () => {
    expect(ticket(TICKET.impressionismAdult).dynamic_prices).toEqual({ "17:00": 1400 });
    expect(ticket(TICKET.impressionismReduced).discount).toBe(50);
  });

  it("has a small slot quota whose first slot tomorrow is sold out", () => {
    const treasury = quota(QUOTA.treasurySlots);

    expect(treasury.capacity).toBeLessThanOrEqual(5);
    expect(treasury.sold[`${TOMORROW} 11:00`]).toBe(treasury.capacity);
    expect(ticket(TICKET.treasury).first_entry).toBe(11 * 60);
  });

  it("has a flex ticket without a date", () => {
    expect(group("flex").ticket_ids.map(ticket)[0]).toMatchObject({
      free_timing: true,
      quota_ids: [],
    });
  });

  it("has a combi ticket valid in both museums", () => {
    const combi = group("combi").ticket_ids.map(ticket)[0];
    expect(combi?.museum_ids).toEqual([1, 2]);
    expect(combi?.quota_ids).toEqual([QUOTA.kunsthalleDay, QUOTA.naturkundeDay]);
  });

  it("has annual tickets with attendees and a photo", () => {
    const annual = group("annual").ticket_ids.map(ticket);
    expect(annual.every((t) => t.ticket_type === "annual" && t.attendees)).toBe(true);
    expect(annual.map((t) => t.photo_mandatory)).toEqual(["mandatory", "optional"]);
  });

  it("has a family mantle ticket whose sub tickets have their own min and max", () => {
    const family = ticket(TICKET.family);
    expect(family.is_mantle).toBe(true);
    expect(family.sub_tickets.map((s) => [s.min_persons, s.max_persons])).toEqual([
      [1, 2],
      [1, 4],
    ]);
  });

  it("has a booked-out ticket", () => {
    expect(demo.tickets.filter((t) => t.booked_out).map((t) => t.id)).toEqual([TICKET.nightTour]);
  });

  it("tells the buyers of several tickets what to know after buying, per house", () => {
    const afterSale = (id: number) => ticket(id).content.after_sale_information;
    const kunsthalle = afterSale(TICKET.kunsthalleAdult);
    const naturkunde = afterSale(TICKET.naturkundeAdult);

    expect(kunsthalle?.de).toMatch(/Garderobe/);
    expect(naturkunde?.de).toBeTruthy();
    expect(naturkunde).not.toEqual(kunsthalle);
    // Every day ticket of a house says the same; reduced tickets keep their reason.
    expect(afterSale(TICKET.kunsthalleReduced)).toEqual(kunsthalle);
    expect(ticket(TICKET.kunsthalleReduced).content.reduction_reason).toBeTruthy();
    expect(afterSale(TICKET.naturkundeChild)).toEqual(naturkunde);
    for (const id of [TICKET.impressionismAdult, TICKET.treasury, TICKET.annual]) {
      expect(afterSale(id), `ticket ${id}`).toBeTruthy();
    }
    // Not every ticket has one: the order answers null for those.
    expect(afterSale(TICKET.combi)).toBeUndefined();
  });

  it("sells vouchers of 25 € and 50 € and one for the Kunsthalle's adult day ticket, without VAT, with a text for after the sale", () => {
    expect(
      demo.coupons.map((c) => [
        c.id,
        c.price_cents,
        c.value_cents,
        c.vat_pct,
        c.ticket_id,
        c.stock,
      ]),
    ).toEqual([
      [COUPON.value25, 2500, 2500, 0, null, null],
      [COUPON.value50, 5000, 5000, 0, null, null],
      // surrounding-areas §3 "Ticket coupon": priced and worth what the ticket costs.
      [COUPON.kunsthalleDay, 1400, 1400, 0, TICKET.kunsthalleAdult, 50],
    ]);
    expect(ticket(TICKET.kunsthalleAdult).price_cents).toBe(1400);
    expect(demo.coupons.every((c) => c.after_sale_information?.en?.includes("code"))).toBe(true);
    const voucher = demo.coupons[2];
    for (const locale of ["de", "en", "es", "fr"] as const) {
      expect(voucher?.title[locale], locale).toBeTruthy();
      expect(voucher?.description?.[locale], locale).toBeTruthy();
    }
  });

  it("ships tickets by post for 3,90 € when the visitor chooses it", () => {
    expect(demo.settings.shipping).toBe("optional");
    expect(demo.shipping_items).toEqual([
      expect.objectContaining({ id: SHIPPING_ITEM.post, price_cents: 390, vat_pct: 19 }),
    ]);
  });

  it("has validity windows around today", () => {
    for (const t of demo.tickets.filter((t) => t.ticket_type !== "annual")) {
      expect(t.validity.from && t.validity.from <= TODAY).toBe(true);
      expect(t.validity.to && t.validity.to > TODAY).toBe(true);
    }
  });
});

describe("the demo's events (the issue events)", () => {
  const event = (id: number) => {
    const found = demo.events.find((e) => e.id === id);
    if (!found) throw new Error(`no event ${id}`);
    return found;
  };

  it("has a seated concert on three evenings ahead, priced per seat category", () => {
    const concert = event(EVENT.concert);
    expect(concert.dates.map((date) => date.day)).toEqual(
      [3, 10, 17].map((n) => addDays(TODAY, n)),
    );
    const plan = demo.seating_plans.find((p) => p.id === SEATING_PLAN.hall);
    expect(plan?.categories).toHaveLength(3);
    for (const date of concert.dates) {
      expect(date.seating_plan_id).toBe(SEATING_PLAN.hall);
      expect(date.seats.max).toBeUndefined();
      for (const price of date.prices) {
        expect(Object.keys(price.category_prices ?? {})).toHaveLength(3);
      }
    }
    // 10 rows of 16, less the sound desk's two seats.
    expect(plan?.rows.reduce((n, run) => n + run.to - run.from + 1, 0)).toBe(160);
    expect(plan?.blocked).toEqual([{ row: "8", numbers: [8, 9] }]);
    // the last evening is for signed-in customers only (the issue "security review")
    expect(concert.dates.map((date) => date.requires_sign_in)).toEqual([false, false, true]);
  });

  it("has a general-admission lecture series, free for the friends' circle, an evening in English", () => {
    const lectures = event(EVENT.lectures);
    expect(lectures.dates).toHaveLength(4);
    for (const date of lectures.dates) {
      expect(date.seating_plan_id).toBeNull();
      expect(date.seats.max).toBe(60);
    }
    expect(lectures.dates.map((date) => date.language_id)).toContain(2);
    expect(lectures.dates[0]?.prices.map((price) => price.price_cents)).toEqual([600, 400, 0]);
    // surrounding-areas §6: the free fare is the members' (the VIP audience), not everyone's.
    expect(
      lectures.dates[0]?.prices.map((price) => price.price_target_audience_id ?? null),
    ).toEqual([null, null, DEMO_VIP_AUDIENCE]);
  });
});

describe("the demo's tours (issue 30, Deliver 5)", () => {
  const tour = (id: number) => {
    const found = demo.tours.find((item) => item.id === id);
    if (!found) throw new Error(`no tour ${id}`);
    return found;
  };

  it("has a public tour in German and English with audio guides, twice a day from tomorrow", () => {
    const highlights = tour(TOUR.highlights);
    expect(highlights.language_ids).toEqual([TOUR_LANGUAGE.de, TOUR_LANGUAGE.en]);
    expect(highlights.equipment).toMatchObject([{ type: "audio_guide", quantity: 20, max: 10 }]);
    expect(highlights.start_times.slice(0, 2)).toMatchObject([
      { day: TOMORROW, time: "11:00", participants: { min: 0, max: 20 } },
      { day: TOMORROW, time: "15:00" },
    ]);
    // the tour calendar's 60 days
    expect(highlights.start_times.at(-1)?.day).toBe(addDays(TODAY, 60));
  });

  it("has a school class tour with age groups, grades, a workshop, material and headsets on weekday mornings", () => {
    const school = tour(TOUR.schoolColours);
    expect(school.age_group_ids).toHaveLength(3);
    expect(school.grade_ids).toHaveLength(3);
    expect(school.surcharges).toMatchObject([
      { optional: true, group: true, count_participants: false },
      { optional: false, group: false, count_participants: true },
    ]);
    expect(school.equipment).toMatchObject([{ type: "headset" }]);
    expect(school.start_times.every((start) => weekdayIndex(start.day) < 5)).toBe(true);
    expect(school.start_times[0]).toMatchObject({ participants: { min: 10, max: 30 } });
  });
});
