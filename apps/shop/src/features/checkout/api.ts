// spec selling-core §7 (POST /cart, POST /orders, GET /orders/{id}), surrounding-areas §7
// (customer_salutations, countries, customer addresses) and the session calls of
// apps/server/src/modules/auth. Answers are typed, not parsed: no zod in the shop at run time.
import type {
  AuthAnswer,
  CartAnswer,
  CartRequestInput,
  CountryList,
  CustomerAddress,
  CustomerAddressInput,
  CustomerAddressList,
  GuestRequest,
  Order,
  OrderCreateRequestInput,
  OrderResponse,
  SalutationList,
} from "@shop/core/contract";
import { api } from "../../lib/api";

/** POST /cart: the server's prices, VAT per rate and total of the cart. */
export function priceCart(locale: string, body: CartRequestInput): Promise<CartAnswer> {
  return api.priceCart({ locale, body });
}

/** POST /auth/guest: creates the level-10 guest and sets the session cookie. */
export function createGuest(locale: string, body: GuestRequest): Promise<AuthAnswer> {
  return api.createGuest({ locale, body });
}

// The server sets, beside the httpOnly session cookie the shop cannot read, a cookie without
// a secret that says a session may exist (apps/server modules/auth/session-cookie.ts). Without
// it the visitor is signed out, and nothing needs asking: no 401 in the browser's console.
export const SESSION_HINT_COOKIE = "shop_signed_in";

/** Whether the browser may hold a session (guest or customer). */
export function mayHaveSession(): boolean {
  return document.cookie.split(";").some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/** GET /auth/validate_token: the signed-in customer; 401 without a session. */
export function validateToken(locale: string): Promise<AuthAnswer> {
  return api.getSession({ locale });
}

/** DELETE /auth/sign_out: ends the session (204 even without one). */
export async function signOut(locale: string): Promise<void> {
  await api.signOut({ locale });
}

export function fetchAddresses(locale: string): Promise<CustomerAddressList> {
  return api.listAddresses({ locale });
}

/**
 * POST /customer/customer_addresses: a new address of the signed-in customer, answered 201
 * with it (spec selling-core §2 shop.checkout.shipping-address: adress_type_id 2, delivery).
 */
export function createAddress(
  locale: string,
  body: CustomerAddressInput,
): Promise<CustomerAddress> {
  return api.createAddress({ locale, body });
}

// spec selling-core §9: list pages hold up to 1000 entries.
export function fetchSalutations(locale: string): Promise<SalutationList> {
  return api.listSalutations({ locale, query: { per_page: 1000 } });
}

export function fetchCountries(locale: string): Promise<CountryList> {
  return api.listCountries({ locale, query: { per_page: 1000 } });
}

/**
 * POST /orders with the attempt's Idempotency-Key: a repeated request with the same key gets
 * the first answer, so a double click or a retry never places two orders.
 */
export function placeOrder(
  locale: string,
  body: OrderCreateRequestInput,
  idempotencyKey: string,
): Promise<OrderResponse> {
  return api.createOrder({ locale, body, headers: { "Idempotency-Key": idempotencyKey } });
}

/** GET /orders/{id}?token=: the order, unlocked by its token (the guest may be signed out). */
export function fetchOrder(locale: string, id: number, token: string): Promise<Order> {
  return api.getOrder({ locale, params: { id }, query: { token } });
}
