// STYLE "map an error code to its text in one table, once": every refusal the shop explains has
// a text in every language, and a rate limit's text names its wait.
import { describe, expect, it } from "vitest";
import { maxTotalMessage } from "../features/cart/max-total-notice";
import { createIntl } from "../i18n/intl";
// The refusals are in the cart's table (shown only after a refused call: src/i18n/catalogue.ts).
import deCart from "../i18n/messages/cart/de.json";
import enCart from "../i18n/messages/cart/en.json";
import esCart from "../i18n/messages/cart/es.json";
import frCart from "../i18n/messages/cart/fr.json";
// The seat's and places' wordings are in the events' table (loaded with the event pages).
import deEvents from "../i18n/messages/events/de.json";
import enEvents from "../i18n/messages/events/en.json";
import esEvents from "../i18n/messages/events/es.json";
import frEvents from "../i18n/messages/events/fr.json";
// An article's wordings are in the merchandise table (loaded with the merchandise pages).
import deMerchandise from "../i18n/messages/merchandise/de.json";
import enMerchandise from "../i18n/messages/merchandise/en.json";
import esMerchandise from "../i18n/messages/merchandise/es.json";
import frMerchandise from "../i18n/messages/merchandise/fr.json";
// A tour start time's wordings are in the tours' table (loaded with the tour pages).
import deTours from "../i18n/messages/tours/de.json";
import enTours from "../i18n/messages/tours/en.json";
import esTours from "../i18n/messages/tours/es.json";
import frTours from "../i18n/messages/tours/fr.json";
import { ApiRequestError } from "./api-client";
import {
  AREA_TEXT,
  holdErrorOf,
  REFUSAL_TEXT,
  type Refusal,
  type RefusalArea,
  refusalMessage,
  refusalOf,
} from "./refusal-text";

const TABLES = { de: deCart, en: enCart, es: esCart, fr: frCart } as Record<
  string,
  Record<string, string>
>;

describe("the refusal texts", () => {
  it.each(Object.keys(TABLES))("are all written in %s", (locale) => {
    for (const key of Object.values(REFUSAL_TEXT)) {
      expect(TABLES[locale]?.[key], `${locale} ${key}`).toMatch(/\S/);
    }
  });

  it.each([
    [42, "Too many requests in a short time. Please try again in 42 seconds."],
    [1, "Too many requests in a short time. Please try again in 1 second."],
    [undefined, "Too many requests in a short time. Please try again in a moment."],
  ])("name the wait of a rate limit (Retry-After %s)", (retryAfter, text) => {
    const intl = createIntl({ locale: "en", messages: TABLES.en ?? {} });
    const { key, values } = refusalMessage({
      code: "rate_limit",
      ...(retryAfter === undefined ? {} : { retryAfter }),
    });
    expect(intl.formatMessage({ id: key }, values)).toBe(text);
  });
  it.each([
    [
      "en",
      "An order may total at most €1,000.00. Please remove items or lower quantities to order.",
    ],
    [
      "de",
      "Eine Bestellung darf höchstens 1.000,00\u00a0€ betragen. Bitte entfernen Sie Artikel oder verringern Sie die Anzahl, um zu bestellen.",
    ],
  ] as const)("name the order maximum as money of %s", (locale, text) => {
    const intl = createIntl({ locale, messages: TABLES[locale] ?? {} });
    const { key, values } = maxTotalMessage(100_000, locale);
    expect(intl.formatMessage({ id: key }, values)).toBe(text);
  });
});

describe("refusalOf", () => {
  const failure = (status: number, code: string | null, retryAfter?: number) =>
    new ApiRequestError(
      status,
      "",
      code === null ? null : { error: { code, message: "m" } },
      undefined,
      retryAfter,
    );

  it.each([
    [
      "a rate limit with its wait",
      failure(429, "rate_limit", 9),
      { code: "rate_limit", retryAfter: 9 },
    ],
    ["a bare 429", failure(429, null), { code: "rate_limit" }],
    ["a code not asked for", failure(409, "hold_limit"), undefined],
    ["a code without a text", failure(409, "conflict"), undefined],
    ["not an API error", new Error("boom"), undefined],
  ])("reads %s", (_, error, refusal) => {
    expect(refusalOf(error)).toEqual(refusal);
  });

  it("reads the codes asked for", () => {
    expect(refusalOf(failure(409, "hold_limit"), ["rate_limit", "hold_limit"])).toEqual({
      code: "hold_limit",
    });
  });
});

describe("the refusal table's wording per area", () => {
  const AREA_TABLES = {
    de: { ...deCart, ...deEvents, ...deTours, ...deMerchandise },
    en: { ...enCart, ...enEvents, ...enTours, ...enMerchandise },
    es: { ...esCart, ...esEvents, ...esTours, ...esMerchandise },
    fr: { ...frCart, ...frEvents, ...frTours, ...frMerchandise },
  } as Record<string, Record<string, string>>;

  it.each(Object.keys(AREA_TABLES))("is all written in %s", (locale) => {
    for (const texts of Object.values(AREA_TEXT)) {
      for (const text of Object.values<Record<string, string>>(texts)) {
        for (const key of Object.values(text)) {
          expect(AREA_TABLES[locale]?.[key], `${locale} ${key}`).toMatch(/\S/);
        }
      }
    }
  });

  // spec surrounding-areas §5, §6, selling-core §5, §8: one code, sold_out, worded where it
  // is told; a seat is "taken", a ticket line keeps its quantity, a selection names its ticket.
  it.each<[string, Refusal, RefusalArea | undefined, Record<string, string | number>, string]>([
    [
      "a cart line, none named left",
      { code: "sold_out" },
      "cartLine",
      { quantity: 2 },
      "Not enough places left. The quantity stays at 2.",
    ],
    [
      "a cart line, one left",
      { code: "sold_out", available: 1 },
      "cartLine",
      { quantity: 2 },
      "Only 1 place left. The quantity stays at 2.",
    ],
    [
      "the selection",
      { code: "sold_out", available: 3 },
      "tickets",
      {},
      "There are not enough places left (left: 3).",
    ],
    [
      "the selection, naming its ticket",
      { code: "sold_out", available: 0 },
      "tickets",
      { title: "Adult" },
      "Not enough places are left for “Adult” (left: 0).",
    ],
    [
      "a seat, whatever is left",
      { code: "sold_out", available: 4 },
      "seat",
      {},
      "This seat has just been taken. Please choose another one.",
    ],
    ["places, none named", { code: "sold_out" }, "places", {}, "There are not enough places left."],
    [
      "places, two left",
      { code: "sold_out", available: 2 },
      "places",
      {},
      "Only 2 places are left.",
    ],
    [
      "the maximum per registration, named",
      { code: "max_per_registration", available: 4 },
      "places",
      {},
      "Only a maximum of 4 places can be booked.",
    ],
    [
      "the maximum per registration, unnamed",
      { code: "max_per_registration" },
      "seat",
      {},
      "You have already chosen the most places allowed for this date.",
    ],
    [
      "a tour's start time, three left",
      { code: "sold_out", available: 3 },
      "tour",
      {},
      "Only 3 places are left at this start time.",
    ],
    [
      "a tour's most participants, named by the page",
      { code: "max_participants", available: 30 },
      "tour",
      {},
      "At most 30 people can be booked for this tour.",
    ],
    [
      "an article's pieces, two left",
      { code: "sold_out", available: 2 },
      "merchandise",
      {},
      "Only 2 pieces of this article are left.",
    ],
    [
      "an article's pieces, none named",
      { code: "sold_out" },
      "merchandise",
      {},
      "Not enough pieces of this article are left.",
    ],
    [
      "a hold limit, in an article's area the shop's own words",
      { code: "hold_limit" },
      "merchandise",
      {},
      enCart["refusal.hold_limit"],
    ],
    [
      "a rate limit, in a seat's area the shop's own words",
      { code: "rate_limit", retryAfter: 5 },
      "seat",
      {},
      "Too many requests in a short time. Please try again in 5 seconds.",
    ],
    [
      "sold_out without an area: the shop's own words",
      { code: "sold_out" },
      undefined,
      {},
      enCart["refusal.sold_out"],
    ],
  ])("tells %s", (_, refusal, area, extra, text) => {
    const intl = createIntl({ locale: "en", messages: AREA_TABLES.en ?? {} });
    const { key, values } =
      area === "seat" || area === "places"
        ? refusalMessage(refusal, area, extra)
        : area === "tour"
          ? refusalMessage(refusal, area, extra)
          : area === "merchandise"
            ? refusalMessage(refusal, area, extra)
            : refusalMessage(refusal, area, extra);
    expect(intl.formatMessage({ id: key }, values)).toBe(text);
  });
});

// spec selling-core §7, §8, DESIGN.md §4, §5: what a refused hold call means to the visitor
// (moved here from features/cart/hold-error.test.ts with holdErrorOf).
const holdRefused = (status: number, code: string, retryAfter?: number) =>
  new ApiRequestError(status, "", { error: { code, message: "m" } }, undefined, retryAfter);

describe("holdErrorOf", () => {
  it.each([
    [
      "429 rate_limit: refused, with the wait",
      holdRefused(429, "rate_limit", 30),
      { error: "refused", refusal: { code: "rate_limit", retryAfter: 30 } },
    ],
    [
      "429 without a body: refused as a rate limit",
      new ApiRequestError(429, "Too Many Requests", null),
      { error: "refused", refusal: { code: "rate_limit" } },
    ],
    [
      "409 hold_limit: refused, the cap on places held at once",
      holdRefused(409, "hold_limit"),
      { error: "refused", refusal: { code: "hold_limit" } },
    ],
    [
      "409 hold_not_extendable: refused",
      holdRefused(409, "hold_not_extendable"),
      { error: "refused", refusal: { code: "hold_not_extendable" } },
    ],
    ["409 sold_out: sold_out", holdRefused(409, "sold_out"), { error: "sold_out" }],
    ["410 hold_expired: notAvailable", holdRefused(410, "hold_expired"), { error: "notAvailable" }],
    ["404: notAvailable", holdRefused(404, "not_found"), { error: "notAvailable" }],
    ["422: invalid", holdRefused(422, "validation"), { error: "invalid" }],
    ["503: network", holdRefused(503, "unavailable", 5), { error: "network" }],
    [
      "no answer: network",
      new ApiRequestError(0, "Network error", "offline"),
      { error: "network" },
    ],
    ["anything else: network", new Error("boom"), { error: "network" }],
  ])("%s", (_, error, failure) => {
    expect(holdErrorOf(error)).toEqual(failure);
  });
});
