import type { ConfirmationOrder } from "../../../src/modules/mail/confirmation-message";
import { COUPON_ITEM, KUNSTHALLE, TICKET_ITEM } from "../documents/fixtures";

export const ORDER_URL = "https://shop.example.org/order/1001/Pk2mW9xQpL4vN8cY?lang=de";

export const PAID_ORDER: ConfirmationOrder = {
  id: 1001,
  locale: "de",
  email: "erika.musterfrau@example.org",
  customerName: "Erika Musterfrau",
  isValid: true,
  canceled: false,
  personalizationUrl: null,
  items: [
    { ...TICKET_ITEM, museums: [KUNSTHALLE.name] },
    { ...COUPON_ITEM, museums: [] },
  ],
  donations: [100],
  shippingItems: [],
  coupons: [],
  delivery: null,
  invoiced: false,
  orderUrl: ORDER_URL,
  calendarUrl: null,
  totalCents: 3850,
};
