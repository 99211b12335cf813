import { describe, expect, it } from "vitest";
import {
  AnnualCustomerRequest,
  DISPATCH_MODES,
  DispatchModeId,
  PersonalizationUpdateRequest,
  PHOTO_UPLOAD,
  TicketSaleUpdateRequest,
} from "./annual";

describe("annual tickets", () => {
  it("are sent by post (3) or picked up (4)", () => {
    expect(DISPATCH_MODES).toEqual({ post: 3, pickup: 4 });
    expect(DispatchModeId.safeParse(5).success).toBe(false);
  });

  it("take photos of at most 2 MB, images only", () => {
    expect(PHOTO_UPLOAD.maxBytes).toBe(2_097_152);
    expect(PHOTO_UPLOAD.mimeTypes.every((type) => type.startsWith("image/"))).toBe(true);
  });

  it("take an ISO date-time as the new start", () => {
    expect(
      TicketSaleUpdateRequest.safeParse({ ticket_sale: { start_at: "2025-07-01" } }).error
        ?.issues[0]?.path,
    ).toEqual(["ticket_sale", "start_at"]);
  });

  it("need the personalization token and an address", () => {
    const result = PersonalizationUpdateRequest.safeParse({
      personalization: { customer_personalization_token: "short", customer_adress_id: 5 },
    });
    expect(result.error?.issues[0]?.path).toEqual([
      "personalization",
      "customer_personalization_token",
    ]);
  });

  it("need the holder's name and surname", () => {
    expect(
      AnnualCustomerRequest.safeParse({ customer: { name: "Ada", surname: "" } }).error?.issues[0]
        ?.path,
    ).toEqual(["customer", "surname"]);
  });
});
