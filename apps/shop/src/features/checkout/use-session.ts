// Whether the visitor has a session (guest or customer): GET /auth/validate_token, 401 → none.
// Asked only when the session's hint cookie says one may exist (mayHaveSession): an anonymous
// visitor's page asks nothing, so no 401 reaches the browser's console (the issue "speed").

import type { Customer } from "@shop/core/contract";
import useSWR from "swr";
import { ApiRequestError } from "../../lib/api-client";
import { swrKeys } from "../../lib/swr-keys";
import { mayHaveSession, validateToken } from "../user/session-api";

const QUIET = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false };

/** The signed-in customer, null when signed out; `error` is any failure other than 401. */
export function useSession(locale: string) {
  const { data, error, isLoading, mutate } = useSWR<Customer | null, unknown>(
    swrKeys.session(locale),
    async () => {
      if (!mayHaveSession()) return null;
      try {
        return (await validateToken(locale)).data;
      } catch (failure) {
        if (failure instanceof ApiRequestError && failure.status === 401) return null;
        throw failure;
      }
    },
    QUIET,
  );
  return {
    customer: data ?? null,
    loading: isLoading,
    error,
    /** Sets the session after the guest form (POST /auth/guest answered the customer). */
    setCustomer: (customer: Customer | null) => mutate(customer, { revalidate: false }),
  };
}
