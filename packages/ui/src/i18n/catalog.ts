import { attendeeFormMessages } from "../components/attendee-form/messages";
import { breadcrumbsMessages } from "../components/breadcrumbs/messages";
import { capacityCalendarMessages } from "../components/capacity-calendar/messages";
import { cartLineMessages } from "../components/cart-line/messages";
import { couponFormMessages } from "../components/coupon-form/messages";
import { donationBoxMessages } from "../components/donation-box/messages";
import { flowBreadcrumbsMessages } from "../components/flow-breadcrumbs/messages";
import { linkMessages } from "../components/link/messages";
import { moneyMessages } from "../components/money/messages";
import { numberInputMessages } from "../components/number-input/messages";
import { paginationMessages } from "../components/pagination/messages";
import { paymentMethodPickerMessages } from "../components/payment-method-picker/messages";
import { quantitySelectorMessages } from "../components/quantity-selector/messages";
import { reservationCountdownMessages } from "../components/reservation-countdown/messages";
import { seatMapMessages } from "../components/seat-map/messages";
import { selectMessages } from "../components/select/messages";
import { shippingChoiceMessages } from "../components/shipping-choice/messages";
import { skipLinkMessages } from "../components/skip-link/messages";
import { timeSlotPickerMessages } from "../components/time-slot-picker/messages";
import { toastMessages } from "../components/toast/messages";
import { uiMessages } from "./messages";

/**
 * Every message table of the library, by family ("shared": the texts several families use).
 * For tests, translators and apps that list all texts; components never import it, so a bundle
 * keeps only the tables of the families it uses.
 */
export const uiMessageCatalog = {
  shared: uiMessages,
  "attendee-form": attendeeFormMessages,
  breadcrumbs: breadcrumbsMessages,
  "capacity-calendar": capacityCalendarMessages,
  "cart-line": cartLineMessages,
  "coupon-form": couponFormMessages,
  "donation-box": donationBoxMessages,
  "flow-breadcrumbs": flowBreadcrumbsMessages,
  link: linkMessages,
  money: moneyMessages,
  "number-input": numberInputMessages,
  pagination: paginationMessages,
  "payment-method-picker": paymentMethodPickerMessages,
  "quantity-selector": quantitySelectorMessages,
  "reservation-countdown": reservationCountdownMessages,
  "seat-map": seatMapMessages,
  select: selectMessages,
  "shipping-choice": shippingChoiceMessages,
  "skip-link": skipLinkMessages,
  "time-slot-picker": timeSlotPickerMessages,
  toast: toastMessages,
} as const;

type Catalog = typeof uiMessageCatalog;

/** Any key of any table: what UiMessagesProvider `messages` may override. */
export type UiMessageKey = { [Table in keyof Catalog]: keyof Catalog[Table]["de"] }[keyof Catalog];
export type UiMessages = Record<UiMessageKey, string>;
