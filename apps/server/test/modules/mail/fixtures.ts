import type { ConfirmationOrder } from "../../../src/modules/mail/confirmation-message";
import { COUPON_ITEM, TICKET_ITEM } from "../documents/fixtures";

export const PAID_ORDER: ConfirmationOrder = {
  id: 1001,
  locale: "de",
  email: "erika.musterfrau@example.org",
  customerName: "Erika Musterfrau",
  isValid: true,
  canceled: false,
  personalizationUrl: null,
  items: [
    TICKET_ITEM,
    COUPON_ITEM,
    {
      id: 5003,
      type: "donation",
      productId: 1,
      title: "Spende",
      date: null,
      slot: null,
      quantity: 1,
      priceCents: 100,
      venue: null,
    },
  ],
  totalCents: 3850,
};
