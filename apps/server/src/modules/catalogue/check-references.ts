// The rules across the lists of a catalogue file: unique ids, known references, quotas that fit
// their tickets. Each problem is an issue at the path of the field that is wrong.
import { PAYMENT_MODES } from "@shop/core/contract";
import type { z } from "zod";
import { customAssetOrigin } from "../../http/custom-assets";
import { checkEvents } from "./check-events";
import { checkMerchandise } from "./check-merchandise";
import { checkTours } from "./check-tours";
import type { CatalogueData } from "./format";
import { parseDayKey, type QuotaInput } from "./format-parts";
import { capacityAt, slotTimesByQuota } from "./quota-slots";
import { isDatedTicket } from "./ticket-format";

type Path = (string | number)[];
type Report = (path: Path, message: string) => void;

/** spec surrounding-areas §4, §9: guests are created with the placeholder country id 60. */
export const GUEST_COUNTRY_ID = 60;

function checkUniqueIds(
  list: string,
  items: readonly { id: number | string }[],
  report: Report,
): void {
  const seen = new Set<number | string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) report([list, index, "id"], `duplicate id ${item.id}`);
    seen.add(item.id);
  });
}

// The issue "venue's pages", Deliver 6: a setting may switch on only what the shop has, so no
// menu item leads to a page that does not work. Every area a setting switches on now has its
// pages (the waiting room, issue 32, was the last); what is left to check is that a menu item's
// page is switched on too.
function checkAreas(catalogue: CatalogueData, report: Report): void {
  const { navigation, singlePageShop } = catalogue.settings;
  if (navigation.onepager.enabled && !singlePageShop) {
    report(["settings", "navigation", "onepager", "enabled"], "needs settings.singlePageShop");
  }
}

// surrounding-areas §1: the venue's own stylesheet and script load into the shop's page, whose
// policy then names their origins (src/http/custom-assets.ts): https only, never http, from a
// plain host without user name or password.
function checkCustomAssets(catalogue: CatalogueData, report: Report): void {
  for (const key of ["customStyleUrl", "customScriptUrl"] as const) {
    const url = catalogue.settings[key];
    if (url !== null && customAssetOrigin(url) === undefined) {
      report(
        ["settings", key],
        "must be an https:// URL of a plain host, without user name or password",
      );
    }
  }
}

/** Each id of a list of references must be known, and listed once. */
function checkRefs(
  path: Path,
  ids: readonly number[],
  known: ReadonlySet<number>,
  noun: string,
  report: Report,
): void {
  const seen = new Set<number>();
  ids.forEach((id, index) => {
    if (!known.has(id)) report([...path, index], `unknown ${noun} ${id}`);
    else if (seen.has(id)) report([...path, index], `${noun} ${id} is listed twice`);
    seen.add(id);
  });
}

function checkPayments(catalogue: CatalogueData, report: Report): void {
  const keys = new Set<string>();
  catalogue.payment_modes.forEach((mode, index) => {
    // spec selling-core §9 fixes the ids; @shop/core PAYMENT_MODES names them.
    const id = PAYMENT_MODES[mode.key];
    if (mode.id !== id) report(["payment_modes", index, "id"], `${mode.key} has the id ${id}`);
    if (keys.has(mode.key)) report(["payment_modes", index, "key"], `duplicate key ${mode.key}`);
    keys.add(mode.key);
  });
  const defaultId = catalogue.settings.defaultPaymentModeId;
  if (!catalogue.payment_modes.some((mode) => mode.id === defaultId)) {
    report(["settings", "defaultPaymentModeId"], `unknown payment mode ${defaultId}`);
  }
}

function checkQuotaKeys(
  quota: QuotaInput,
  index: number,
  slotTimes: readonly string[],
  report: Report,
): void {
  const times = new Set(slotTimes);
  const check = (field: "capacity_overrides" | "sold", key: string) => {
    const parsed = parseDayKey(key);
    if (parsed === null) return; // the shape check already named it
    const path = ["quotas", index, field, key];
    if (quota.kind === "day" && parsed.time !== null) {
      report(path, 'a day quota is keyed by "YYYY-MM-DD"');
    } else if (quota.kind === "slot" && field === "sold" && parsed.time === null) {
      report(path, 'places sold in a slot quota are keyed by "YYYY-MM-DD HH:MM"');
    } else if (parsed.time !== null && !times.has(parsed.time)) {
      report(path, `${parsed.time} is not a start time of any ticket drawing on quota ${quota.id}`);
    }
  };
  for (const key of Object.keys(quota.capacity_overrides)) check("capacity_overrides", key);
  for (const [key, sold] of Object.entries(quota.sold)) {
    check("sold", key);
    const parsed = parseDayKey(key);
    const capacity = parsed ? capacityAt(quota, parsed.day, parsed.time ?? "") : sold;
    if (sold > capacity) {
      report(["quotas", index, "sold", key], `${sold} places sold exceed the capacity ${capacity}`);
    }
  }
}

function checkTickets(catalogue: CatalogueData, report: Report): void {
  const museums = new Set(catalogue.museums.map((museum) => museum.id));
  const exhibitions = new Set(catalogue.exhibitions.map((exhibition) => exhibition.id));
  const quotas = new Map(catalogue.quotas.map((quota) => [quota.id, quota]));
  catalogue.tickets.forEach((ticket, index) => {
    const at = (field: string): Path => ["tickets", index, field];
    checkRefs(at("quota_ids"), ticket.quota_ids, new Set(quotas.keys()), "quota", report);
    checkRefs(at("museum_ids"), ticket.museum_ids, museums, "museum", report);
    checkRefs(at("exhibition_ids"), ticket.exhibition_ids, exhibitions, "exhibition", report);
    ticket.quota_ids.forEach((quotaId, position) => {
      // The reservation service needs a start time for every slot quota a ticket draws on.
      if (quotas.get(quotaId)?.kind === "slot" && ticket.ticket_type !== "time_slot") {
        report(
          [...at("quota_ids"), position],
          `quota ${quotaId} is a slot quota: only time-slot tickets draw on it`,
        );
      }
    });
  });
}

function checkGroups(catalogue: CatalogueData, report: Report): void {
  const tickets = new Map(catalogue.tickets.map((ticket) => [ticket.id, ticket]));
  const names = new Set<string>();
  catalogue.ticket_groups.forEach((group, index) => {
    if (names.has(group.name)) report(["ticket_groups", index, "name"], `duplicate ${group.name}`);
    names.add(group.name);
    const path: Path = ["ticket_groups", index, "ticket_ids"];
    checkRefs(path, group.ticket_ids, new Set(tickets.keys()), "ticket", report);
    group.ticket_ids.forEach((id, position) => {
      const ticket = tickets.get(id);
      if (ticket && !group.types.includes(ticket.ticket_type)) {
        report(
          [...path, position],
          `ticket ${id} is ${ticket.ticket_type}; the group's types are ${group.types.join(", ")}`,
        );
      }
    });
  });
}

// surrounding-areas §3 "Ticket coupon": a voucher pays for admissions of a ticket the shop
// sells; an annual ticket is personalised, not admitted by a voucher.
function checkCoupons(catalogue: CatalogueData, report: Report): void {
  const tickets = new Map(catalogue.tickets.map((ticket) => [ticket.id, ticket]));
  catalogue.coupons.forEach((coupon, index) => {
    if (coupon.ticket_id === null) return;
    const ticket = tickets.get(coupon.ticket_id);
    const path = ["coupons", index, "ticket_id"];
    if (!ticket) report(path, `unknown ticket ${coupon.ticket_id}`);
    else if (ticket.ticket_type === "annual") {
      report(path, `ticket ${coupon.ticket_id} is annual: a voucher is for admissions`);
    }
  });
}

// spec selling-core §4 "Shipping selection": a shop that ships adds a shipping item to the
// cart; without one, shipping would be offered for nothing.
function checkShipping(catalogue: CatalogueData, report: Report): void {
  const shipping = catalogue.settings.shipping;
  if (shipping !== "none" && catalogue.shipping_items.length === 0) {
    report(
      ["shipping_items"],
      `settings.shipping is ${shipping}: list at least one shipping item (its price may be 0)`,
    );
  }
}

/** superRefine of Catalogue. */
export function checkReferences(catalogue: CatalogueData, ctx: z.RefinementCtx): void {
  const report: Report = (path, message) => ctx.addIssue({ code: "custom", path, message });
  checkUniqueIds("payment_modes", catalogue.payment_modes, report);
  checkUniqueIds("countries", catalogue.countries, report);
  checkUniqueIds("salutations", catalogue.salutations, report);
  checkUniqueIds("museums", catalogue.museums, report);
  checkUniqueIds("exhibitions", catalogue.exhibitions, report);
  checkUniqueIds("quotas", catalogue.quotas, report);
  checkUniqueIds("tickets", catalogue.tickets, report);
  checkUniqueIds("ticket_groups", catalogue.ticket_groups, report);
  checkUniqueIds("coupons", catalogue.coupons, report);
  checkUniqueIds("newsletter_groups", catalogue.newsletter_groups, report);
  checkUniqueIds("pages", catalogue.pages, report);
  checkAreas(catalogue, report);
  checkCustomAssets(catalogue, report);
  // surrounding-areas §2 "Header": the VIP menu item shows VIP access, which needs VIP on for
  // an audience other than the default (1, private); the shop shows the item as set.
  const { vip, navigation } = catalogue.settings;
  if (
    navigation.vipTickets.enabled &&
    !(vip.enabled && vip.priceTargetAudienceId !== null && vip.priceTargetAudienceId !== 1)
  ) {
    report(
      ["settings", "navigation", "vipTickets", "enabled"],
      "needs settings.vip.enabled with a priceTargetAudienceId other than 1 (private)",
    );
  }
  const codes = new Set<string>();
  catalogue.vip_codes.forEach((vip, index) => {
    if (codes.has(vip.code)) report(["vip_codes", index, "code"], "this code is listed twice");
    codes.add(vip.code);
    if (
      vip.price_target_audience_id === undefined &&
      catalogue.settings.vip.priceTargetAudienceId === null
    ) {
      report(
        ["vip_codes", index, "price_target_audience_id"],
        "needed while settings.vip.priceTargetAudienceId is not set",
      );
    }
  });
  const resellers = new Set<string>();
  catalogue.resellers.forEach((reseller, index) => {
    if (resellers.has(reseller.email)) {
      report(["resellers", index, "email"], `reseller ${reseller.email} is listed twice`);
    }
    resellers.add(reseller.email);
  });
  checkUniqueIds("shipping_items", catalogue.shipping_items, report);
  checkPayments(catalogue, report);

  if (!catalogue.countries.some((country) => country.id === GUEST_COUNTRY_ID)) {
    report(["countries"], `country ${GUEST_COUNTRY_ID} (Germany) is needed: guests get it`);
  }
  const museums = new Set(catalogue.museums.map((museum) => museum.id));
  catalogue.exhibitions.forEach((exhibition, index) => {
    if (!museums.has(exhibition.museum_id)) {
      report(["exhibitions", index, "museum_id"], `unknown museum ${exhibition.museum_id}`);
    }
  });
  checkTickets(catalogue, report);
  checkGroups(catalogue, report);
  checkCoupons(catalogue, report);
  checkShipping(catalogue, report);
  checkEvents(catalogue, report);
  checkTours(catalogue, report);
  checkMerchandise(catalogue, report);
  const slotTimes = slotTimesByQuota(catalogue.quotas, catalogue.tickets.filter(isDatedTicket));
  catalogue.quotas.forEach((quota, index) => {
    checkQuotaKeys(quota, index, slotTimes.get(quota.id) ?? [], report);
  });

  const onepagerTicket = catalogue.settings.onepager.defaultTicketId;
  if (
    catalogue.settings.singlePageShop &&
    !catalogue.tickets.some((t) => t.id === onepagerTicket)
  ) {
    report(["settings", "onepager", "defaultTicketId"], `unknown ticket ${onepagerTicket}`);
  }
}
