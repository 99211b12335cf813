// spec selling-core §7: the /annual calls of the personalization link, each with the order's
// personalization token. Answers are typed, not parsed: no zod in the shop at run time.

import type {
  AnnualAddress,
  AnnualAddressRequest,
  AnnualCustomerRequest,
  AnnualHolder,
  AnnualOrder,
  AnnualTicketSale,
  Personalization,
  PersonalizationUpdateRequest,
  PhotoUploadAnswer,
} from "@shop/core/contract";
import { ANNUAL_ROUTES } from "@shop/core/page-routes";
import { pathOf } from "@shop/core/routes";
import { clientOf } from "../../lib/api";
import { apiRequest } from "../../lib/api-client";

// Built here, in the pages' own chunk: the first route carries none of these calls.
const api = clientOf(ANNUAL_ROUTES);

export function fetchAnnualOrder(locale: string, token: string): Promise<AnnualOrder> {
  return api.getAnnualOrder({ locale, query: { token } });
}

export function putTicketSaleStart(
  locale: string,
  token: string,
  saleId: number,
  startAt: string,
): Promise<AnnualTicketSale> {
  return api.updateTicketSale({
    locale,
    params: { id: saleId },
    query: { token },
    body: { ticket_sale: { start_at: startAt } },
  });
}

export function postAnnualCustomer(
  locale: string,
  token: string,
  body: AnnualCustomerRequest,
): Promise<AnnualHolder> {
  return api.createAnnualCustomer({ locale, query: { token }, body });
}

export function putAnnualCustomer(
  locale: string,
  token: string,
  id: number,
  body: AnnualCustomerRequest,
): Promise<AnnualHolder> {
  return api.updateAnnualCustomer({ locale, params: { id }, query: { token }, body });
}

export function postAnnualAddress(
  locale: string,
  token: string,
  body: AnnualAddressRequest,
): Promise<AnnualAddress> {
  return api.createAnnualAddress({ locale, query: { token }, body });
}

export function putAnnualAddress(
  locale: string,
  token: string,
  id: number,
  body: AnnualAddressRequest,
): Promise<AnnualAddress> {
  return api.updateAnnualAddress({ locale, params: { id }, query: { token }, body });
}

export function putPersonalization(
  locale: string,
  token: string,
  id: number,
  body: PersonalizationUpdateRequest,
): Promise<Personalization> {
  return api.updatePersonalization({ locale, params: { id }, query: { token }, body });
}

/** The photo goes as the body itself (image/jpeg, image/png or image/webp). */
export function uploadPhoto(
  locale: string,
  token: string,
  id: number,
  photo: File,
): Promise<PhotoUploadAnswer> {
  return apiRequest({
    path: pathOf(ANNUAL_ROUTES.uploadPersonalizationPhoto, { id }),
    method: "POST",
    locale,
    query: { token },
    body: photo,
  });
}
