// The guest form's rules (spec surrounding-areas §5, selling-core §5 "E-mail fields"): every
// field required, the e-mail exactly one address — the contract's GuestRequest through
// contractResolver. The form and its tests share this one resolver.
import type { GuestRequest } from "@shop/core/contract";
import type { ResolverOptions } from "react-hook-form";
import {
  GUEST_FIELDS,
  type GuestErrors,
  type GuestValues,
  guestRequestOf,
} from "../checkout/guest-fields";
import { contractResolver, errorCodeOf, lazySchema } from "./contract-resolver";

export const GUEST_SCHEMA = lazySchema<GuestRequest>(() =>
  import("@shop/core/contract").then((contract) => contract.GuestRequest),
);

export const GUEST_RESOLVER = contractResolver<GuestValues, GuestRequest>({
  schema: GUEST_SCHEMA,
  toRequest: guestRequestOf,
  required: GUEST_FIELDS,
  codeOf: (field) => (field === "email" ? "email" : "invalid"),
});

const OPTIONS: ResolverOptions<GuestValues> = { fields: {}, shouldUseNativeValidation: false };

/** The error code per field of `values` (none: the form may be sent). */
export async function guestErrors(values: GuestValues): Promise<GuestErrors> {
  const { errors } = await GUEST_RESOLVER(values, undefined, OPTIONS);
  const found: GuestErrors = {};
  for (const field of GUEST_FIELDS) {
    const code = errorCodeOf(errors, field);
    if (code) found[field] = code;
  }
  return found;
}
