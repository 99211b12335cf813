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

// The session's calls live in features/user/session-api.ts (the header reads the session on
// every page: the checkout's calls stay out of the first route).
export { mayHaveSession, SESSION_HINT_COOKIE, signOut, validateToken } from "../user/session-api";

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
