import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as contract from "./index";

// Every zod schema the contract exports, by export name. Aliases (TicketPath = IdPath) count
// once per name, which is what a consumer sees.
const schemas: Array<[string, z.ZodType]> = [];
for (const [name, value] of Object.entries(contract) as Array<[string, unknown]>) {
  if (value instanceof z.ZodType) schemas.push([name, value]);
}

describe("the exported contract", () => {
  it("exports schemas of every entity family", () => {
    const names = schemas.map(([name]) => name);
    for (const name of [
      "Ticket",
      "TicketGroup",
      "CapacityRecord",
      "TimeSlot",
      "TicketCalendar",
      "ReservationRequest",
      "Reservation",
      "CartItem",
      "CartInfo",
      "CartTotals",
      "LocalCartState",
      "CartRequest",
      "CartAnswer",
      "OrderCreateRequest",
      "OrderResponse",
      "Order",
      "PaymentStatus",
      "Coupon",
      "CouponSale",
      "TicketCoupon",
      "AnnualTicketSale",
      "Personalization",
      "Customer",
      "CustomerAddress",
      "GuestRequest",
      "RegistrationRequest",
      "LoginRequest",
      "PasswordChangeRequest",
      "PasswordResetRequest",
      "Affiliate",
      "Museum",
      "OpeningHours",
      "Exhibition",
      "Picture",
      "Event",
      "EventDate",
      "SeatingCategory",
      "Seat",
      "Tour",
      "Merchandise",
      "ShopAnswer",
      "ShopSettings",
      "PaymentMode",
      "WaitingStatus",
      "TicketsQuery",
      "TicketCalendarQuery",
      "TicketCapacitiesQuery",
      "TicketContentQuery",
      "ErrorBody",
    ]) {
      expect(names).toContain(name);
    }
    expect(schemas.length).toBeGreaterThan(100);
  });
});

describe.each(schemas)("schema %s", (_name, schema) => {
  const meta = z.globalRegistry.get(schema);

  it("carries an example and a description in its metadata", () => {
    expect(meta?.example).toBeDefined();
    expect(meta?.description ?? "").not.toBe("");
  });

  it("parses its own example", () => {
    const result = schema.safeParse(meta?.example);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.success).toBe(true);
  });

  it.each(["input", "output"] as const)("converts to a JSON Schema object (io %s)", (io) => {
    const json = z.toJSONSchema(schema, { io });
    expect(typeof json).toBe("object");
    expect(json.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
  });

  it("names itself in the JSON Schema when it has an id", () => {
    const json = z.toJSONSchema(schema, { io: "input" });
    if (meta?.id === undefined) {
      expect(json.$ref).toBeUndefined();
    } else {
      expect(json.$ref).toBe(`#/$defs/${meta.id}`);
      expect(json.$defs?.[meta.id]).toMatchObject({ description: meta.description });
    }
  });
});

describe("the OpenAPI components", () => {
  it("convert all together without two schemas sharing an id", () => {
    const document = z.toJSONSchema(z.globalRegistry, { io: "input" });
    for (const id of ["Ticket", "CartItem", "OrderResponse", "Error", "ShopSettings"]) {
      expect(document.schemas[id]).toBeTypeOf("object");
    }
  });

  it("carry examples into the JSON Schema of an entity", () => {
    const json = z.toJSONSchema(contract.Ticket);
    expect(json.$defs?.Ticket?.example).toMatchObject({ id: 12, ticket_type: "time_slot" });
  });

  it("keep the component of a nested entity referenced, not inlined", () => {
    const json = z.toJSONSchema(contract.CartAnswer);
    expect(JSON.stringify(json)).toContain('"$ref":"#/$defs/CartInfo"');
  });
});
