// The account forms' values, the requests they make, and their rules (spec surrounding-areas §5:
// registration, login, password reset request and reset), each through the contract's schema
// of its request (DESIGN §3, features/forms/contract-resolver.ts). Values are the inputs'
// strings (checkboxes their booleans); the requests trim and parse them.
import { ADDRESS_TYPES, PRICE_TARGET_AUDIENCES } from "@shop/core/constants";
import type {
  ConfirmationRequest,
  Customer,
  CustomerAddress,
  CustomerAddressInput,
  LoginRequest,
  PasswordChangeRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  ProfileUpdateRequest,
  RegistrationRequest,
  VipCodePath,
} from "@shop/core/contract";
import type { FieldErrors, Resolver } from "react-hook-form";
import { type AccountErrorCode, contractResolver, lazySchema } from "../forms/contract-resolver";

// Each schema by its own `import(...).then((c) => c.X)`: the bundler keeps only what is read
// that way (a wrapped import would bring every export of the contract, the endpoint table too).

/** The error code of a schema issue on an account field. */
function codeOf(field: string): AccountErrorCode {
  if (field === "email") return "email";
  if (field.endsWith("_confirmation")) return "match";
  if (field === "password") return "password";
  if (field === "terms" || field === "addr_vat_number") return "required";
  return "invalid";
}

export const LOGIN_FIELDS = ["email", "password"] as const;
export type LoginValues = Record<(typeof LOGIN_FIELDS)[number], string>;
const loginRequestOf = (values: LoginValues): LoginRequest => ({
  email: values.email.trim(),
  password: values.password,
});
export const LOGIN_RESOLVER = contractResolver<LoginValues, LoginRequest>({
  schema: lazySchema(() => import("@shop/core/contract").then((c) => c.LoginRequest)),
  toRequest: loginRequestOf,
  required: LOGIN_FIELDS,
  codeOf,
});
export { loginRequestOf };

// DESIGN §7: a confirmation link opened outside the browser that registered asks for the
// account's password.
export const CONFIRMATION_FIELDS = ["password"] as const;
export type ConfirmationValues = Record<(typeof CONFIRMATION_FIELDS)[number], string>;
export function confirmationRequestWith(token: string) {
  return (values: ConfirmationValues): ConfirmationRequest => ({
    token,
    password: values.password,
  });
}
/** The confirmation's password form; `token` is the link's (checked by the server). */
export function confirmationResolver(token: string) {
  return contractResolver<ConfirmationValues, ConfirmationRequest>({
    schema: lazySchema(() => import("@shop/core/contract").then((c) => c.ConfirmationRequest)),
    toRequest: confirmationRequestWith(token),
    required: CONFIRMATION_FIELDS,
    // the password the account has, whatever its length: any issue is "invalid"
    codeOf: () => "invalid",
  });
}

export const REGISTRATION_TEXT_FIELDS = [
  "customer_salutation_id",
  "name",
  "surname",
  "email",
  "email_confirmation",
  "password",
  "password_confirmation",
  "language_id",
  "price_target_audience_id",
  "addr_vat_number",
  "addr_addressat",
  "addr_street",
  "addr_zip",
  "addr_city",
  "addr_country_id",
] as const;
export type RegistrationTextField = (typeof REGISTRATION_TEXT_FIELDS)[number];
export type RegistrationValues = Record<RegistrationTextField, string> & {
  /** The newsletter groups ticked, by id. */
  newsletter_ids: string[];
  terms: boolean;
  /** spec §5: "when terms are shown, an extra general terms checkbox". */
  general_terms: boolean;
};
export const REGISTRATION_FIELDS = [
  ...REGISTRATION_TEXT_FIELDS,
  "newsletter_ids",
  "terms",
  "general_terms",
] as const satisfies readonly (keyof RegistrationValues)[];

export function emptyRegistration(languageId: number, countryId: number): RegistrationValues {
  return {
    customer_salutation_id: "",
    name: "",
    surname: "",
    email: "",
    email_confirmation: "",
    password: "",
    password_confirmation: "",
    language_id: String(languageId),
    price_target_audience_id: String(PRICE_TARGET_AUDIENCES.private),
    addr_vat_number: "",
    addr_addressat: "",
    addr_street: "",
    addr_zip: "",
    addr_city: "",
    addr_country_id: String(countryId),
    newsletter_ids: [],
    terms: false,
    general_terms: false,
  };
}

const optional = (value: string) => (value.trim() === "" ? {} : { value: value.trim() });

export function registrationRequestOf(values: RegistrationValues): RegistrationRequest {
  const addressat = optional(values.addr_addressat);
  const vat = optional(values.addr_vat_number);
  const audience = Number(values.price_target_audience_id);
  return {
    customer_salutation_id: Number(values.customer_salutation_id),
    name: values.name.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    email_confirmation: values.email_confirmation.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    language_id: Number(values.language_id),
    // the schema takes `true` only: an unticked box is its issue
    terms: values.terms as true,
    // the schema takes the form's customer types only: another is its issue
    price_target_audience_id: audience as RegistrationRequest["price_target_audience_id"],
    newsletter_ids: values.newsletter_ids.map(Number),
    ...(addressat.value ? { addr_addressat: addressat.value } : {}),
    addr_street: values.addr_street.trim(),
    addr_zip: values.addr_zip.trim(),
    addr_city: values.addr_city.trim(),
    addr_country_id: Number(values.addr_country_id),
    // spec §5: only company customers give (and need) a VAT number
    ...(audience === PRICE_TARGET_AUDIENCES.firma && vat.value
      ? { addr_vat_number: vat.value }
      : {}),
  };
}

const REGISTRATION_CONTRACT = contractResolver<RegistrationValues, RegistrationRequest>({
  schema: lazySchema(() => import("@shop/core/contract").then((c) => c.RegistrationRequest)),
  toRequest: registrationRequestOf,
  required: [
    "customer_salutation_id",
    "name",
    "surname",
    "email",
    "email_confirmation",
    "password",
    "password_confirmation",
    "language_id",
    "addr_street",
    "addr_zip",
    "addr_city",
    "addr_country_id",
  ],
  codeOf,
});

/** The registration's rules: the contract's, and both terms checkboxes ticked (spec §5). */
export const REGISTRATION_RESOLVER: Resolver<RegistrationValues> = async (
  values,
  context,
  options,
) => {
  const result = await REGISTRATION_CONTRACT(values, context, options);
  const unticked = (["terms", "general_terms"] as const).filter((box) => values[box] !== true);
  if (unticked.length === 0) return result;
  const errors: FieldErrors<RegistrationValues> = { ...result.errors };
  for (const box of unticked) errors[box] = { type: "required", message: "required" };
  return { values: {}, errors };
};

export const RESET_REQUEST_FIELDS = ["email"] as const;
export type ResetRequestValues = Record<(typeof RESET_REQUEST_FIELDS)[number], string>;
export const resetRequestOf = (values: ResetRequestValues): PasswordResetRequest => ({
  email: values.email.trim(),
});
export const RESET_REQUEST_RESOLVER = contractResolver<ResetRequestValues, PasswordResetRequest>({
  schema: lazySchema(() => import("@shop/core/contract").then((c) => c.PasswordResetRequest)),
  toRequest: resetRequestOf,
  required: RESET_REQUEST_FIELDS,
  codeOf,
});

export const RESET_FIELDS = ["email", "password", "password_confirmation"] as const;
export type ResetValues = Record<(typeof RESET_FIELDS)[number], string>;
export function resetRequestWith(token: string) {
  return (values: ResetValues): PasswordResetConfirmRequest => ({
    token,
    email: values.email.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
  });
}
/** The reset form's rules; `token` is the link's (checked by the server). */
export function resetResolver(token: string) {
  return contractResolver<ResetValues, PasswordResetConfirmRequest>({
    schema: lazySchema(() =>
      import("@shop/core/contract").then((c) => c.PasswordResetConfirmRequest),
    ),
    toRequest: resetRequestWith(token),
    required: RESET_FIELDS,
    codeOf,
  });
}

export const PROFILE_FIELDS = [
  "customer_salutation_id",
  "name",
  "surname",
  "email",
  "email_confirmation",
  "language_id",
] as const;
export type ProfileValues = Record<(typeof PROFILE_FIELDS)[number], string>;

/** The profile form's values of the signed-in customer (the e-mail confirmed as it is). */
export function profileValuesOf(customer: Customer, fallbackLanguageId: number): ProfileValues {
  return {
    customer_salutation_id:
      customer.customer_salutation_id === null ? "" : String(customer.customer_salutation_id),
    name: customer.name,
    surname: customer.surname,
    email: customer.email,
    email_confirmation: customer.email,
    language_id: String(customer.language_id ?? fallbackLanguageId),
  };
}

export const profileRequestOf = (values: ProfileValues): ProfileUpdateRequest => ({
  customer_salutation_id: Number(values.customer_salutation_id),
  name: values.name.trim(),
  surname: values.surname.trim(),
  email: values.email.trim(),
  email_confirmation: values.email_confirmation.trim(),
  language_id: Number(values.language_id),
});

export const PROFILE_RESOLVER = contractResolver<ProfileValues, ProfileUpdateRequest>({
  schema: lazySchema(() => import("@shop/core/contract").then((c) => c.ProfileUpdateRequest)),
  toRequest: profileRequestOf,
  required: PROFILE_FIELDS,
  codeOf,
});

export const PASSWORD_FIELDS = ["current_password", "password", "password_confirmation"] as const;
export type PasswordValues = Record<(typeof PASSWORD_FIELDS)[number], string>;
export const passwordRequestOf = (values: PasswordValues): PasswordChangeRequest => ({ ...values });
export const PASSWORD_RESOLVER = contractResolver<PasswordValues, PasswordChangeRequest>({
  schema: lazySchema(() => import("@shop/core/contract").then((c) => c.PasswordChangeRequest)),
  toRequest: passwordRequestOf,
  required: PASSWORD_FIELDS,
  codeOf,
});

// spec surrounding-areas §3 Customer address, §5: street, zip, city and country required;
// addressee, institution and cost centre optional; a billing (1) or delivery (2) address
// (selling-core §3, ADDRESS_TYPES).
export const ADDRESS_FIELDS = [
  "adressat",
  "institution",
  "cost_centre",
  "street",
  "zip",
  "city",
  "country_id",
  "adress_type_id",
] as const;
export type AddressValues = Record<(typeof ADDRESS_FIELDS)[number], string>;

export function addressValuesOf(
  address: CustomerAddress | undefined,
  countryId: number,
): AddressValues {
  return {
    adressat: address?.adressat ?? "",
    institution: address?.institution ?? "",
    cost_centre: address?.cost_centre ?? "",
    street: address?.street ?? "",
    zip: address?.zip ?? "",
    city: address?.city ?? "",
    country_id: String(address?.country_id ?? countryId),
    adress_type_id: String(
      address?.adress_type_id === ADDRESS_TYPES.delivery
        ? ADDRESS_TYPES.delivery
        : ADDRESS_TYPES.invoice,
    ),
  };
}

export function addressRequestOf(values: AddressValues): CustomerAddressInput {
  const optionalText = (value: string) => (value.trim() === "" ? undefined : value.trim());
  const adressat = optionalText(values.adressat);
  const institution = optionalText(values.institution);
  const costCentre = optionalText(values.cost_centre);
  return {
    ...(adressat === undefined ? {} : { adressat }),
    ...(institution === undefined ? {} : { institution }),
    ...(costCentre === undefined ? {} : { cost_centre: costCentre }),
    street: values.street.trim(),
    zip: values.zip.trim(),
    city: values.city.trim(),
    country_id: Number(values.country_id),
    adress_type_id: Number(values.adress_type_id) as CustomerAddressInput["adress_type_id"],
  };
}

export const ADDRESS_RESOLVER = contractResolver<AddressValues, CustomerAddressInput>({
  schema: lazySchema(() => import("@shop/core/contract").then((c) => c.CustomerAddressInput)),
  toRequest: addressRequestOf,
  required: ["street", "zip", "city", "country_id"],
  codeOf,
});

/** The profile's newsletter form: the groups ticked, by id (no rule: none is fine). */
export interface NewsletterValues {
  newsletter_ids: string[];
}

// surrounding-areas §5: the VIP code is required; the contract's VipCodePath bounds it.
export const VIP_FIELDS = ["token"] as const;
export type VipValues = Record<(typeof VIP_FIELDS)[number], string>;
export const vipCodeOf = (values: VipValues): VipCodePath => ({ token: values.token.trim() });
export const VIP_RESOLVER = contractResolver<VipValues, VipCodePath>({
  schema: lazySchema(() => import("@shop/core/contract").then((c) => c.VipCodePath)),
  toRequest: vipCodeOf,
  required: VIP_FIELDS,
  codeOf,
});
