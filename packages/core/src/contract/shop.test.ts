import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAYMENT_MODE_ID,
  PAYMENT_MODES,
  PaymentMode,
  QueueTicket,
  QueueToken,
  ShopAnswer,
  WaitingStatus,
} from "./shop";
import { ShopSettings } from "./shop-settings";

describe("given no settings at all", () => {
  const settings = ShopSettings.parse({});

  it.each([
    ["cartAutoDeleteMinutes", 10],
    ["reservationMinutes", 30],
    ["fewSeatsPercent", 70],
    ["capacityThreshold", 30],
    ["calendarMode", "any"],
    ["calendarsCount", 1],
    ["monthsShown", 1],
    ["maxItemsPerList", 10],
    ["singleDeselect", false],
    ["showSoldOut", true],
    ["singlePageShop", false],
    ["queueEnabled", false],
    ["donationsEnabled", false],
    ["couponsEnabled", true],
    ["shipping", "none"],
    ["termsRequired", true],
    ["expressPaymentClientId", null],
    ["compactStyle", false],
    ["compactTimeVariant", false],
    ["registrationAllowed", true],
    ["reservationRequiresLogin", false],
    ["startState", "start"],
    ["testEnvironmentBanner", false],
    ["globalNotice", null],
    ["maxOrderTotalCents", null],
    ["defaultPaymentModeId", 2],
  ] as const)("defaults %s to %j", (key, value) => {
    expect(settings[key]).toEqual(value);
  });

  it("fills the nested groups with their defaults too", () => {
    expect(settings.vip).toEqual({
      enabled: false,
      priceTargetAudienceId: null,
      registrationStart: null,
    });
    expect(settings.onepager).toEqual({ selectButtonsMax: 4, defaultTicketId: 1 });
    expect(settings.navigation.events).toEqual({ enabled: false, pageSize: 0 });
    expect(settings.startPage.links).toEqual([]);
    expect(settings.legalLinks).toEqual({
      terms: null,
      privacy: null,
      imprint: null,
      sitemap: null,
    });
    expect(settings.timePicker).toEqual({ minDisplayCount: 5, scrollThreshold: 10 });
  });

  it("keeps the defaults beside a partly given group", () => {
    const partial = ShopSettings.parse({ navigation: { events: { enabled: true } } });
    expect(partial.navigation.events).toEqual({ enabled: true, pageSize: 0 });
    expect(partial.navigation.tours).toEqual({ enabled: false, pageSize: 0 });
  });
});

describe("given settings out of range", () => {
  it.each([
    [{ calendarMode: "some" }, ["calendarMode"]],
    [{ fewSeatsPercent: 101 }, ["fewSeatsPercent"]],
    [{ cartAutoDeleteMinutes: 0 }, ["cartAutoDeleteMinutes"]],
    [{ shipping: "always" }, ["shipping"]],
    [{ maxOrderTotalCents: -1 }, ["maxOrderTotalCents"]],
    [{ navigation: { tours: { pageSize: -1 } } }, ["navigation", "tours", "pageSize"]],
    [{ startPage: { links: Array(4).fill({ title: "x", url: "/x" }) } }, ["startPage", "links"]],
    [
      { partnerLogos: [{ imageUrl: "logo.png", linkUrl: null, alt: "" }] },
      ["partnerLogos", 0, "imageUrl"],
    ],
  ])("refuses %j at %j", (input, path) => {
    expect(ShopSettings.safeParse(input).error?.issues[0]?.path).toEqual(path);
  });
});

describe("payment modes", () => {
  it.each([
    ["credit_card", 2],
    ["collective_invoice", 6],
    ["paypal", 7],
    ["sepa", 8],
    ["elv", 9],
    ["sofort", 10],
    ["payyo", 11],
  ] as const)("%s has id %i", (key, id) => {
    expect(PAYMENT_MODES[key]).toBe(id);
    expect(PaymentMode.safeParse({ id, key, title: key, icons: [] }).success).toBe(true);
  });

  it("gives every mode its own id and defaults to credit card", () => {
    expect(new Set(Object.values(PAYMENT_MODES)).size).toBe(Object.keys(PAYMENT_MODES).length);
    expect(DEFAULT_PAYMENT_MODE_ID).toBe(2);
  });

  it("refuses a mode whose id belongs to another key", () => {
    const result = PaymentMode.safeParse({ id: 7, key: "sepa", title: "SEPA", icons: [] });
    expect(result.error?.issues[0]?.path).toEqual(["id"]);
  });
});

describe("the start-up answer and the waiting room", () => {
  it("fills the settings the answer leaves out", () => {
    const answer = ShopAnswer.parse(ShopAnswer.meta()?.example);
    expect(answer.settings.donationsEnabled).toBe(true);
    expect(answer.settings.reservationMinutes).toBe(30);
  });

  it("lets a visitor in only with status visiting or waiting", () => {
    expect(
      WaitingStatus.safeParse({
        status: "visiting",
        position: null,
        remainingSeconds: null,
        remainingHumanized: null,
      }).success,
    ).toBe(true);
    expect(
      WaitingStatus.safeParse({
        status: "left",
        position: 1,
        remainingSeconds: 0,
        remainingHumanized: null,
      }).error?.issues[0]?.path,
    ).toEqual(["status"]);
  });

  it("takes a queue token only in its signed shape", () => {
    const example = QueueTicket.meta()?.example as { token: string };
    expect(QueueToken.safeParse(example.token).success).toBe(true);
    for (const forged of ["Wq8rT2mW9xQpL4vN8cYbHg", `${example.token}.x`, "a.b.c"]) {
      expect(QueueToken.safeParse(forged).success).toBe(false);
    }
  });
});
