// The account pages' calls (DESIGN §3: pages call these hooks, never the API or SWR): the
// writes that sign in and out update the shop's one session entry (lib/swr-keys.ts session),
// so the header and the checkout follow at once; the customer's orders page by page.
import type {
  ConfirmationRequest,
  Customer,
  CustomerAddress,
  CustomerAddressInput,
  CustomerAddressList,
  LoginRequest,
  PasswordChangeRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  ProfileUpdateRequest,
  RegistrationRequest,
} from "@shop/core/contract";
import { useCallback, useMemo } from "react";
import useSWR, { useSWRConfig } from "swr";
import { api } from "../../lib/api";
import { swrKeys } from "../../lib/swr-keys";
import { KEEP_PREVIOUS, QUIET } from "../../lib/swr-options";
import { useCartWrites } from "../cart/use-cart-writes";
import { signOut } from "../checkout/api";
import { useAddresses } from "../checkout/use-checkout-data";
import { accountApi } from "./account-api";

export function useAccountWrites(locale: string) {
  const { mutate } = useSWRConfig();
  const cart = useCartWrites();
  return useMemo(() => {
    const setSession = (customer: Customer | null) =>
      mutate(swrKeys.session(locale), customer, { revalidate: false });
    return {
      /** POST /auth/sign_in; the session is the customer's (the cart stays). */
      async signIn(body: LoginRequest): Promise<Customer> {
        const { data } = await accountApi.signIn({ locale, body });
        await setSession(data);
        return data;
      },
      /** POST /auth/registration: a mail is on its way (alike for a taken address). */
      async register(body: RegistrationRequest): Promise<void> {
        await accountApi.register({ locale, body });
      },
      /**
       * POST /auth/confirmation with the mailed link's token (and the account's password when
       * the server asked for it, 401 password_required): confirmed and signed in.
       */
      async confirm(body: ConfirmationRequest): Promise<void> {
        const { data } = await accountApi.confirmRegistration({ locale, body });
        await setSession(data);
      },
      async requestPasswordReset(body: PasswordResetRequest): Promise<void> {
        await accountApi.requestPasswordReset({ locale, body });
      },
      async resetPassword(body: PasswordResetConfirmRequest): Promise<void> {
        await accountApi.resetPassword({ locale, body });
      },
      /**
       * POST /customer/token/{token}: the customer moves into the code's audience. The session
       * is not set here: the page reloads into VIP mode and reads it anew (spec surrounding-areas
       * §2), and a session set first sent the code page on by a client-side navigation to the
       * same page, which the reload then cut off.
       */
      async redeemVipCode(token: string): Promise<Customer> {
        const { data } = await accountApi.redeemVipCode({ locale, params: { token }, body: {} });
        return data;
      },
      /** PUT /auth: the profile; the session shows it at once (the e-mail once confirmed). */
      async updateProfile(body: ProfileUpdateRequest): Promise<Customer> {
        const { data } = await accountApi.updateProfile({ locale, body });
        await setSession(data);
        return data;
      },
      /** PUT /auth/password_change: every other session of the account ends. */
      async changePassword(body: PasswordChangeRequest): Promise<void> {
        await accountApi.changePassword({ locale, body });
      },
      /**
       * DELETE /auth/sign_out, then (spec surrounding-areas §4) the cart emptied, its held
       * places given back (best effort: a hold left over ends at its valid_until).
       */
      async logOut(): Promise<void> {
        await signOut(locale);
        void cart.reset(locale);
        await setSession(null);
      },
    };
  }, [cart, locale, mutate]);
}

/**
 * The signed-in customer's addresses (the checkout's list: one cache entry) and their writes;
 * each write puts its answer into the list, so the pages need not read it again.
 */
export function useAddressBook(locale: string) {
  const list = useAddresses(locale);
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const change = (update: (addresses: CustomerAddress[]) => CustomerAddress[]) =>
      mutate<CustomerAddressList>(
        swrKeys.addresses(locale),
        (current) => current && { customer_addresses: update(current.customer_addresses) },
        { revalidate: false },
      );
    return {
      list,
      async create(body: CustomerAddressInput): Promise<CustomerAddress> {
        const created = await api.createAddress({ locale, body });
        await change((addresses) => [...addresses, created]);
        return created;
      },
      async update(id: number, body: CustomerAddressInput): Promise<CustomerAddress> {
        const updated = await api.updateAddress({ locale, params: { id }, body });
        await change((addresses) => addresses.map((one) => (one.id === id ? updated : one)));
        return updated;
      },
      async remove(id: number): Promise<void> {
        await api.deleteAddress({ locale, params: { id } });
        await change((addresses) => addresses.filter((one) => one.id !== id));
      },
    };
  }, [list, locale, mutate]);
}

/** The newsletter groups the shop offers (the registration form's checkboxes). */
export function useNewsletterGroups(locale: string) {
  return useSWR(
    swrKeys.newsletterGroups(locale),
    () => accountApi.listNewsletterGroups({ locale }),
    QUIET,
  );
}

/** The signed-in customer's newsletter choice, and its change (the profile). */
export function useNewsletterChoices(locale: string) {
  const read = useSWR(
    swrKeys.newsletterChoices(locale),
    () => accountApi.getNewsletterChoices({ locale }),
    QUIET,
  );
  const { mutate } = read;
  return {
    read,
    save: useCallback(
      async (ids: number[]) => {
        const saved = await accountApi.setNewsletterChoices({
          locale,
          body: { newsletter_ids: ids },
        });
        await mutate(saved, { revalidate: false });
        return saved;
      },
      [locale, mutate],
    ),
  };
}

// spec surrounding-areas §2, §9: the order list pages by 5.
export const ORDERS_PER_PAGE = 5;

/** A page (from 1) of the signed-in customer's orders, newest first; null `page`: none asked. */
export function useOrders(locale: string, page: number | null, perPage = ORDERS_PER_PAGE) {
  return useSWR(
    page === null ? null : swrKeys.orders(locale, page, perPage),
    () => accountApi.listOrders({ locale, query: { page: page ?? 1, per_page: perPage } }),
    KEEP_PREVIOUS,
  );
}
