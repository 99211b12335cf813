// The endpoint table (../endpoints.ts), its part: guests, accounts, sign-in, passwords, profile,
// newsletters, VIP codes, the session and addresses.
import { AuthAnswer, ConfirmationRequest, MailSentAnswer } from "../auth";
import { CustomerAddress, CustomerAddressInput, CustomerAddressList } from "../customer";
import {
  GuestRequest,
  LoginRequest,
  PasswordChangeRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  ProfileUpdateRequest,
  RegistrationRequest,
  VipCodePath,
  VipCodeRequest,
} from "../customer-forms";
import {
  NewsletterChoiceList,
  NewsletterGroupList,
  NewsletterSubscriptionRequest,
} from "../newsletter";
import { IdPath, LocaleQuery } from "../query-params";
import type { EndpointName } from "../routes";
import { type EndpointSpec, NoContent, OWN_ONLY } from "./spec";

export const ACCOUNTS_SPECS = {
  createGuest: {
    summary: "Continue as a guest",
    description:
      "Creates a guest (level 10) with its billing address and signs it in: the answer sets the httpOnly session cookie `shop_session` (SameSite=Lax). A session the request carried ends. Limited per visitor (the `shop_visitor` cookie), else per client address, like a login (GUESTS_PER_HOUR, 20 an hour by default): past it, 429 rate_limit with Retry-After.",
    tags: ["auth"],
    query: LocaleQuery,
    body: GuestRequest,
    answers: { 201: AuthAnswer },
    errors: ["forbidden", "rate_limit"],
  },
  register: {
    summary: "Register a customer account",
    description:
      "Only when the shop allows registration (`registrationAllowed`; otherwise 403). `price_target_audience_id` takes the form's customer types only (1 private, 3 company; another, such as a VIP audience, answers 422 naming it). Answers 202 mail_sent whether the address is new or already has an account, so no answer tells which (DESIGN §7); a new account gets a mail with its confirmation link (`/confirmation?token=`, single use, valid 24 hours), an address with an account a mail that says so and how to reset the password. An address whose account is not confirmed yet takes this registration's data instead (profile, password, addresses, newsletters), its earlier links end, and a new link is mailed. Every answer sets the httpOnly cookie `shop_confirmation` (SameSite=Lax, path /api/v1/auth, 24 hours): the link confirms in the browser that carries it, elsewhere only with the account's password. The account signs in only once confirmed. The password is stored as an argon2id hash; a common password (a list of about 49,000) or the venue's name or one of its words answers 422 password_too_common naming `password`. Limited per client address (REGISTRATIONS_PER_HOUR): past it, 429 rate_limit with Retry-After.",
    tags: ["auth"],
    query: LocaleQuery,
    body: RegistrationRequest,
    answers: { 202: MailSentAnswer },
    errors: ["forbidden", "rate_limit", "password_too_common"],
  },
  confirmRegistration: {
    summary: "Confirm the e-mail address of a new account, or a changed one",
    description:
      "With the token of the mailed link: the account is confirmed and signed in (the session cookie is set, any session the request carried ends); the link of a profile change makes the new address the account's. Only with proof of the person who chose the account's password (DESIGN §7): the `shop_confirmation` cookie of the registration or profile change that asked for the link, or else the account's `password`. Without either the link stays unused and the answer is 401 password_required; a wrong password answers 422 naming `password`, and counts like a failed sign-in of the account (past the sign-in budget, 429 rate_limit with Retry-After). An unknown, used or expired token answers 404 token_not_found, and so does the link of an address another account has taken since.",
    tags: ["auth"],
    query: LocaleQuery,
    body: ConfirmationRequest,
    answers: { 200: AuthAnswer },
    errors: ["forbidden", "token_not_found", "password_required", "rate_limit"],
  },
  signIn: {
    summary: "Sign in with e-mail and password",
    description:
      "A confirmed account with its password: signed in with a new session (any session the request carried ends). A wrong password, an unknown address and an account not yet confirmed answer alike, 401 unauthorized (the latter also gets a fresh confirmation link by mail). Only failed password checks count, per client address and per account (LOGINS_PER_HOUR): past the address's budget 429 rate_limit with Retry-After; past the account's the account slows down to one try a minute (429 with Retry-After of at most 60 seconds) instead of closing on its owner. A device that signed in to the account before (the httpOnly cookie `shop_device` a sign-in sets, path /api/v1/auth, one year) has a budget of its own for it, and a completed password reset clears the account's failures.",
    tags: ["auth"],
    query: LocaleQuery,
    body: LoginRequest,
    answers: { 200: AuthAnswer },
    errors: ["forbidden", "unauthorized", "rate_limit"],
  },
  requestPasswordReset: {
    summary: "Ask for a password reset link",
    description:
      "Answers 202 mail_sent whether or not the address has an account (DESIGN §7); an account gets a mail with a reset link (`/password-reset?token=`, single use, valid 1 hour). Limited per client address and per address asked for (LOGINS_PER_HOUR): past it, 429 rate_limit with Retry-After.",
    tags: ["auth"],
    query: LocaleQuery,
    body: PasswordResetRequest,
    answers: { 202: MailSentAnswer },
    errors: ["forbidden", "rate_limit"],
  },
  resetPassword: {
    summary: "Set a new password with the mailed link",
    description:
      "The token of the reset link with the account's e-mail address and the new password (twice): the password is replaced, the address counts as confirmed, and every session of the account ends (sign in anew). An unknown, used or expired token, or one of another address, answers 404 token_not_found and changes nothing. A common password (as at registration) answers 422 password_too_common naming `password`, and the link stays usable.",
    tags: ["auth"],
    query: LocaleQuery,
    body: PasswordResetConfirmRequest,
    answers: { 204: NoContent },
    errors: ["forbidden", "token_not_found", "password_too_common"],
  },
  updateProfile: {
    summary: "Change the signed-in customer's profile",
    description:
      "For a signed-in account (401 without a session, 403 for a guest): salutation, name, surname and language change at once. A new e-mail address (given twice) becomes the account's only when the link mailed to it is opened (POST /auth/confirmation, valid 24 hours; the answer sets the `shop_confirmation` cookie the link is confirmed with in this browser), so the answer still carries the old one; an address another account has gets a mail saying so instead, and the answer is the same. Limited per account like a registration (REGISTRATIONS_PER_HOUR): past it, 429 rate_limit with Retry-After.",
    tags: ["auth"],
    query: LocaleQuery,
    body: ProfileUpdateRequest,
    answers: { 200: AuthAnswer },
    errors: ["forbidden", "unauthorized", "rate_limit"],
  },
  listNewsletterGroups: {
    summary: "The newsletter groups the shop offers",
    description:
      "Names and checkbox texts in the asked locale (German where it lacks one), in the catalogue's order; for the registration form.",
    tags: ["customer"],
    query: LocaleQuery,
    answers: { 200: NewsletterGroupList },
    errors: [],
    public: true,
  },
  getNewsletterChoices: {
    summary: "The signed-in customer's newsletter choice",
    description:
      "Every group, `checked` when the customer subscribed to it. For a signed-in account (401 without a session, 403 for a guest).",
    tags: ["customer"],
    query: LocaleQuery,
    answers: { 200: NewsletterChoiceList },
    errors: ["unauthorized", "forbidden"],
  },
  setNewsletterChoices: {
    summary: "Subscribe to the chosen newsletter groups, leave the others",
    description:
      "For a signed-in account (401 without a session, 403 for a guest). A group newly chosen records the consent: when, and the checkbox text in the asked locale as the customer read it; a group left records when. An unknown group answers 422 naming `newsletter_ids`. Answers the choice as GET does.",
    tags: ["customer"],
    query: LocaleQuery,
    body: NewsletterSubscriptionRequest,
    answers: { 200: NewsletterChoiceList },
    errors: ["unauthorized", "forbidden"],
  },
  redeemVipCode: {
    summary: "Redeem a VIP access code",
    description:
      "For a signed-in visitor (a guest or a customer; 401 without a session) while the shop offers VIP access (`settings.vip.enabled`, else 403). A code of the catalogue with a use left moves the customer into its price target audience, whose tickets and prices then open; each redemption spends one use, never more than the venue allowed, also when many arrive at once. A customer already in the audience spends none. An unknown and a used-up code answer alike, 404 not_found naming `token`. `id` and `email`, when given, must be the session's customer's (else 403). Limited per client address and, apart, per session's customer (LOGINS_PER_HOUR each): past either, 429 rate_limit with Retry-After.",
    tags: ["customer"],
    params: VipCodePath,
    query: LocaleQuery,
    body: VipCodeRequest,
    answers: { 200: AuthAnswer },
    errors: ["unauthorized", "forbidden", "not_found", "rate_limit"],
  },
  changePassword: {
    summary: "Change the signed-in customer's password",
    description:
      "For a signed-in account (401 without a session, 403 for a guest): the current password and the new one twice. A wrong current password answers 422 naming `current_password` and changes nothing; a common new password (as at registration) 422 password_too_common naming `password`. Every other session of the account ends; this one stays. A wrong current password counts like a failed sign-in of the account (see POST /auth/sign_in): past the budget, 429 rate_limit with Retry-After.",
    tags: ["auth"],
    query: LocaleQuery,
    body: PasswordChangeRequest,
    answers: { 204: NoContent },
    errors: ["forbidden", "unauthorized", "rate_limit", "password_too_common"],
  },
  getSession: {
    summary: "The signed-in customer",
    description: "Answers 401 without a live session.",
    tags: ["auth"],
    query: LocaleQuery,
    answers: { 200: AuthAnswer },
    errors: ["unauthorized"],
  },
  signOut: {
    summary: "Sign out",
    description:
      "Ends the session on the server and clears the cookie; answers 204 even without a session.",
    tags: ["auth"],
    query: LocaleQuery,
    answers: { 204: NoContent },
    errors: ["forbidden"],
  },
  listAddresses: {
    summary: "The signed-in customer's addresses",
    description: "Answers 401 without a session.",
    tags: ["customer"],
    query: LocaleQuery,
    answers: { 200: CustomerAddressList },
    errors: ["unauthorized"],
  },
  createAddress: {
    summary: "Add an address",
    description: `Street, zip, city and a country of GET /countries are required (422 naming the field). adress_type_id 2 makes a delivery address for the order's shipping_address_id. A customer keeps at most 50 addresses (422 on \`base\`). ${OWN_ONLY}`,
    tags: ["customer"],
    query: LocaleQuery,
    body: CustomerAddressInput,
    answers: { 201: CustomerAddress },
    errors: ["unauthorized", "forbidden"],
  },
  getAddress: {
    summary: "One of the customer's addresses",
    description: `With its price target audience. ${OWN_ONLY}`,
    tags: ["customer"],
    params: IdPath,
    query: LocaleQuery,
    answers: { 200: CustomerAddress },
    errors: ["unauthorized", "not_found"],
  },
  updateAddress: {
    summary: "Change an address",
    description: `Replaces the customer's fields of the address (absent optional fields become empty); the collective-invoice flag and price target audience stay as staff set them. An address an order names stays as the order was placed (409 conflict on \`id\`). ${OWN_ONLY}`,
    tags: ["customer"],
    params: IdPath,
    query: LocaleQuery,
    body: CustomerAddressInput,
    answers: { 200: CustomerAddress },
    errors: ["unauthorized", "forbidden", "not_found", "conflict"],
  },
  deleteAddress: {
    summary: "Delete an address",
    description: `An address an order names stays (409 conflict on \`id\`). ${OWN_ONLY}`,
    tags: ["customer"],
    params: IdPath,
    query: LocaleQuery,
    answers: { 204: NoContent },
    errors: ["unauthorized", "forbidden", "not_found", "conflict"],
  },
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
