// spec selling-core §5 "One-pager": the customer side of the one-page purchase — the form (the
// contract's GuestRequest through the shop's contract resolver), its problem and the count of
// failed attempts that moves the focus to its alert (the field kit's FormAlert says them), and
// the sign-in of a visitor without an
// account as a guest (POST /auth/guest). A signed-in customer (a reseller, surrounding-areas §2)
// orders with their billing address: there is no form to check.
import { CUSTOMER_LEVELS } from "@shop/core/constants";
import type { Customer, GuestRequest } from "@shop/core/contract";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { ApiRequestError } from "../../lib/api-client";
import { useCountries } from "../checkout/use-checkout-data";
import { useCreateGuest } from "../checkout/use-checkout-writes";
import { useSession } from "../checkout/use-session";
import { contractResolver, usePreloadedSchema } from "../forms/contract-resolver";
import { GUEST_SCHEMA } from "../forms/guest-errors";
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

export type CustomerProblem = "invalid" | "failed" | undefined;

// Its own count rather than the kit's useFormAlert: the one-pager checks the form with its
// tickets (trigger, not a submit) and is 0.4 kB under its first-route budget without that hook.
function alertOf(problem: CustomerProblem, attempt: number) {
  return {
    attempt,
    shown: problem !== undefined,
    problem:
      problem === "failed"
        ? ({ kind: "failed", status: undefined, code: undefined } as const)
        : undefined,
  };
}

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
  const [problem, setProblem] = useState<CustomerProblem>(undefined);
  const [attempt, setAttempt] = useState(0);
  const createGuest = useCreateGuest(locale);
  // The details the signed-in guest was made from: the same details again make no second guest.
  const guestOf = useRef<string | undefined>(undefined);

  /**
   * The customer form checked and, for a visitor without an account, signed in as a guest —
   * only when the tickets are chosen too (`go`), else only checked.
   */
  const signIn = async (go: boolean): Promise<boolean> => {
    if (account) return true;
    setProblem(undefined);
    const valid = await form.trigger();
    if (!valid) {
      setProblem("invalid");
      setAttempt((n) => n + 1);
      return false;
    }
    if (!go) return false;
    const request = customerRequestOf(form.getValues());
    const same = JSON.stringify(request);
    if (session.customer && guestOf.current === same) return true;
    try {
      const { data } = await createGuest(request);
      await session.setCustomer(data);
      guestOf.current = same;
      return true;
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : undefined;
      const named = CUSTOMER_FIELDS.filter(
        (field) => typeof fields === "object" && fields !== null && Object.hasOwn(fields, field),
      );
      for (const field of named) form.setError(field, { type: "server", message: "invalid" });
      setProblem(named.length > 0 ? "invalid" : "failed");
      setAttempt((n) => n + 1);
      return false;
    }
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
    /** What the form's alert says, and when it takes the focus (FormAlert). */
    alert: alertOf(problem, attempt),
    signIn,
  };
}
