// Development and tests only (api-client.ts imports this behind `import.meta.env.DEV`, so the
// production build has neither zod nor the contract for it): the contract schema of each
// answer the shop reads, by method and path, as apps/server declares them in its routes'
// `response` schemas. An endpoint missing here is not checked; add it with its first caller.
import {
  AuthAnswer,
  CartAnswer,
  CountryList,
  CouponSale,
  CustomerAddress,
  CustomerAddressList,
  ExhibitionList,
  MuseumList,
  Order,
  OrderResponse,
  Reservation,
  ReservationList,
  SalutationList,
  ShopAnswer,
  StartTimes,
  Ticket,
  TicketCalendar,
  TicketCapacities,
  TicketCapacity,
  TicketContentList,
  TicketGroupList,
  TicketList,
} from "@shop/core/contract";
import type { z } from "zod";
import type { HttpMethod } from "./api-client";

type Route = readonly [HttpMethod, RegExp, z.ZodType];

const SEGMENT = "[^/]+";

const ROUTES: readonly Route[] = [
  ["GET", /^\/shop$/, ShopAnswer],
  ["GET", /^\/museums$/, MuseumList],
  ["GET", /^\/exhibitions$/, ExhibitionList],
  ["GET", /^\/tickets$/, TicketList],
  ["GET", /^\/tickets\/calendar$/, TicketCalendar],
  ["GET", /^\/tickets\/groups$/, TicketGroupList],
  ["GET", /^\/tickets\/content$/, TicketContentList],
  ["GET", /^\/tickets\/capacities$/, TicketCapacities],
  ["GET", new RegExp(`^/tickets/${SEGMENT}/capacity$`), TicketCapacity],
  ["GET", new RegExp(`^/tickets/${SEGMENT}/start_times$`), StartTimes],
  ["GET", /^\/tickets\/\d+$/, Ticket],
  ["POST", /^\/tickets\/reservations$/, Reservation],
  ["PUT", /^\/tickets\/reservations$/, ReservationList],
  ["PUT", new RegExp(`^/tickets/reservations/${SEGMENT}$`), Reservation],
  ["GET", /^\/countries$/, CountryList],
  ["GET", /^\/customer_salutations$/, SalutationList],
  ["POST", /^\/cart$/, CartAnswer],
  ["POST", /^\/auth\/guest$/, AuthAnswer],
  ["GET", /^\/auth\/validate_token$/, AuthAnswer],
  ["GET", /^\/customer\/customer_addresses$/, CustomerAddressList],
  ["POST", /^\/customer\/customer_addresses$/, CustomerAddress],
  ["GET", new RegExp(`^/coupon_sales/barcode/${SEGMENT}$`), CouponSale],
  ["POST", /^\/orders$/, OrderResponse],
  ["GET", /^\/orders\/\d+$/, Order],
];

/** The contract issues of a successful answer, or null when it fits (or is not listed). */
export function answerIssues(
  method: HttpMethod,
  path: string,
  status: number,
  data: unknown,
): z.core.$ZodIssue[] | null {
  // 204 No Content (DELETE of a hold) has no body to check.
  if (status === 204) return null;
  const route = ROUTES.find(([m, pattern]) => m === method && pattern.test(path));
  if (!route) return null;
  const parsed = route[2].safeParse(data);
  return parsed.success ? null : parsed.error.issues;
}
