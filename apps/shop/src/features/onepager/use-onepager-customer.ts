// spec selling-core §5 "One-pager": the customer side of the one-page purchase — the form (the
// contract's GuestRequest through the shop's contract resolver), its alert (the field kit's
// useFormAlert: what went wrong, and the count of failed attempts that moves the focus to it),
// and the sign-in of a visitor without an
// account as a guest (POST /auth/guest). A signed-in customer (a reseller, surrounding-areas §2)
// orders with their billing address: there is no form to check.
import { CUSTOMER_LEVELS } from "@shop/core/constants";
import type { Customer, GuestRequest } from "@shop/core/contract";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { useCountries } from "../checkout/use-checkout-data";
import { useCreateGuest } from "../checkout/use-checkout-writes";
import { useSession } from "../checkout/use-session";
import { contractResolver, usePreloadedSchema } from "../forms/contract-resolver";
import { GUEST_SCHEMA } from "../forms/guest-errors";
import { useFormAlert } from "../forms/use-form-alert";
import {
  CUSTOMER_FIELDS,
  type CustomerValues,
  customerRequestOf,
  EMPTY_CUSTOMER,
  REQUIRED_CUSTOMER_FIELDS,
} from "./onepager-rules";

const CUSTOMER_RESOLVER = contractResolver<CustomerValues, GuestRequest>({
  schema: GUEST_SCHEMA,
  toRequest: customerRequestOf,
  required: REQUIRED_CUSTOMER_FIELDS,
  codeOf: (field) => (field === "email" ? "email" : "invalid"),
});

export function useOnepagerCustomer(locale: string) {
  const countries = useCountries(locale);
  const session = useSession(locale);
  usePreloadedSchema(GUEST_SCHEMA);
  const account: Customer | null =
    session.customer && session.customer.level !== CUSTOMER_LEVELS.shopGuest
      ? session.customer
      : null;
  const form = useForm<CustomerValues>({
    defaultValues: EMPTY_CUSTOMER,
    resolver: CUSTOMER_RESOLVER,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const alert = useFormAlert(form);
  const createGuest = useCreateGuest(locale);
  // The details the signed-in guest was made from: the same details again make no second guest.
  const guestOf = useRef<string | undefined>(undefined);

  /**
   * The customer form checked and, for a visitor without an account, signed in as a guest —
   * only when the tickets are chosen too (`go`), else only checked.
   */
  const signIn = async (go: boolean): Promise<boolean> => {
    if (account) return true;
    let signedIn = false;
    // No refusal text of its own: a rate limit, like any failure naming no field, is "failed".
    const check = alert.submit(
      async (values) => {
        if (!go) return;
        const request = customerRequestOf(values);
        const same = JSON.stringify(request);
        if (!session.customer || guestOf.current !== same) {
          const { data } = await createGuest(request);
          await session.setCustomer(data);
          guestOf.current = same;
        }
        signedIn = true;
      },
      CUSTOMER_FIELDS,
      [],
    );
    await check();
    return signedIn;
  };

  return {
    form,
    /** The signed-in customer who is no guest: the form is not shown. */
    account,
    /** The session's customer (a guest too), whom the overview names. */
    customer: session.customer,
    /** A session that cannot be asked is no account (the form shows). */
    sessionLoading: session.loading && !session.customer,
    countries: countries.data?.data ?? [],
    /** What the form's alert says, and when it takes the focus. */
    alert,
    signIn,
  };
}
