// Account request bodies: guest, registration, login, profile, password change and reset, VIP
// code (spec surrounding-areas §2 and §5). Message keys stay with the shop; these schemas say
// which field is wrong through the issue path.
import { z } from "zod";
import { Id, LinkToken, singleLineText } from "./common";
import { CustomerType, Email, PRICE_TARGET_AUDIENCES } from "./customer";

const name = singleLineText({ trim: true, min: 1, max: 100 });
const line = singleLineText({ trim: true, min: 1, max: 200 });
const zip = singleLineText({ trim: true, min: 1, max: 20 });
const optionalLine = (max: number) => singleLineText({ trim: true, max }).optional();
// A confirmation only has to equal its field, so it takes that field's bounds.
const emailConfirmation = singleLineText({ max: 254 });

// The spec sets no password length; 8 is the common floor and 128 keeps hashing bounded.
/** A new password. */
export const Password = singleLineText({ min: 8, max: 128 }).meta({
  description: "Password, 8 to 128 characters",
  example: "correct horse battery",
});
export type Password = z.infer<typeof Password>;
const passwordConfirmation = singleLineText({ max: 128 });

/** Adds an issue at `path` when two fields differ (e-mail or password confirmation). */
function mustMatch(ctx: z.RefinementCtx, a: string, b: string, path: string): void {
  if (a !== b) ctx.addIssue({ code: "custom", path: [path], message: `${path} does not match` });
}

// spec surrounding-areas §5: the guest form asks for salutation, name, surname, e-mail, street,
// postal code, city and country, all required (a rule of that form, apps/shop guest-errors.ts).
// spec selling-core §5: the one-pager's customer form asks for no salutation and leaves the
// country optional; so the body may leave both out: no salutation, and the address in the
// guest's default country (surrounding-areas §4 and §9: country id 60, Germany).
/** Body of the guest sign-up at checkout or on the one-pager (creates a level-10 customer). */
export const GuestRequest = z
  .strictObject({
    customer_salutation_id: Id.optional(),
    name,
    surname: name,
    email: Email,
    addr_street: line,
    addr_zip: zip,
    addr_city: line,
    addr_country_id: Id.optional(),
  })
  .meta({
    id: "GuestRequest",
    description:
      "Guest data given at checkout or on the one-pager; without salutation the guest has none, without country the address is in Germany (60)",
    example: {
      customer_salutation_id: 2,
      name: "Ada",
      surname: "Lovelace",
      email: "ada@example.org",
      addr_street: "Parkweg 3",
      addr_zip: "10115",
      addr_city: "Berlin",
      addr_country_id: 60,
    },
  });
export type GuestRequest = z.infer<typeof GuestRequest>;

/** Body of the registration (level 20). */
export const RegistrationRequest = z
  .strictObject({
    customer_salutation_id: Id,
    name,
    surname: name,
    email: Email,
    email_confirmation: emailConfirmation,
    password: Password,
    password_confirmation: passwordConfirmation,
    language_id: Id,
    terms: z.literal(true),
    // A visitor chooses a customer type only: a VIP audience is never theirs to pick.
    price_target_audience_id: CustomerType.default(PRICE_TARGET_AUDIENCES.private),
    newsletter_ids: z.array(Id).default([]),
    addr_addressat: optionalLine(200),
    addr_street: line,
    addr_zip: zip,
    addr_city: line,
    addr_country_id: Id,
    addr_vat_number: optionalLine(30),
    shipping_addr_addressat: optionalLine(200),
    shipping_addr_street: line.optional(),
    shipping_addr_zip: zip.optional(),
    shipping_addr_city: line.optional(),
    shipping_addr_country_id: Id.optional(),
  })
  .superRefine((body, ctx) => {
    mustMatch(ctx, body.email, body.email_confirmation, "email_confirmation");
    mustMatch(ctx, body.password, body.password_confirmation, "password_confirmation");
    // spec surrounding-areas §5: company customers need a VAT number.
    if (body.price_target_audience_id === PRICE_TARGET_AUDIENCES.firma && !body.addr_vat_number) {
      ctx.addIssue({
        code: "custom",
        path: ["addr_vat_number"],
        message: "Required for companies",
      });
    }
  })
  .meta({
    id: "RegistrationRequest",
    description: "New customer account",
    example: {
      customer_salutation_id: 2,
      name: "Ada",
      surname: "Lovelace",
      email: "ada@example.org",
      email_confirmation: "ada@example.org",
      password: "correct horse battery",
      password_confirmation: "correct horse battery",
      language_id: 1,
      terms: true,
      addr_street: "Parkweg 3",
      addr_zip: "10115",
      addr_city: "Berlin",
      addr_country_id: 60,
    },
  });
export type RegistrationRequest = z.infer<typeof RegistrationRequest>;

/** Body of the login. */
export const LoginRequest = z
  .strictObject({ email: Email, password: singleLineText({ min: 1, max: 128 }) })
  .meta({
    id: "LoginRequest",
    description: "E-mail and password",
    example: { email: "ada@example.org", password: "correct horse battery" },
  });
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Body of the profile update (left form of the profile screen). */
export const ProfileUpdateRequest = z
  .strictObject({
    customer_salutation_id: Id,
    name,
    surname: name,
    email: Email,
    email_confirmation: emailConfirmation,
    language_id: Id,
  })
  .superRefine((body, ctx) => {
    mustMatch(ctx, body.email, body.email_confirmation, "email_confirmation");
  })
  .meta({
    id: "ProfileUpdateRequest",
    description: "Name, e-mail and language of the customer",
    example: {
      customer_salutation_id: 2,
      name: "Ada",
      surname: "King",
      email: "ada@example.org",
      email_confirmation: "ada@example.org",
      language_id: 2,
    },
  });
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequest>;

/** Body of the password change (right form of the profile screen). */
export const PasswordChangeRequest = z
  .strictObject({
    current_password: singleLineText({ min: 1, max: 128 }),
    password: Password,
    password_confirmation: passwordConfirmation,
  })
  .superRefine((body, ctx) => {
    mustMatch(ctx, body.password, body.password_confirmation, "password_confirmation");
  })
  .meta({
    id: "PasswordChangeRequest",
    description: "Current and new password",
    example: {
      current_password: "old horse battery",
      password: "correct horse battery",
      password_confirmation: "correct horse battery",
    },
  });
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>;

/** Body of the password-reset request: where to mail the link. */
export const PasswordResetRequest = z.strictObject({ email: Email }).meta({
  id: "PasswordResetRequest",
  description: "E-mail to send the reset link to",
  example: { email: "ada@example.org" },
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

// DESIGN.md §7: the link carries a random token; the spec's reset lists email and passwords.
/** Body of the password reset itself, with the token from the mailed link. */
export const PasswordResetConfirmRequest = z
  .strictObject({
    token: LinkToken,
    email: Email,
    password: Password,
    password_confirmation: passwordConfirmation,
  })
  .superRefine((body, ctx) => {
    mustMatch(ctx, body.password, body.password_confirmation, "password_confirmation");
  })
  .meta({
    id: "PasswordResetConfirmRequest",
    description: "New password with the mailed token",
    example: {
      token: "q3Jx9fLw0VbT2mYcR8nKdA",
      email: "ada@example.org",
      password: "correct horse battery",
      password_confirmation: "correct horse battery",
    },
  });
export type PasswordResetConfirmRequest = z.infer<typeof PasswordResetConfirmRequest>;

/** Path of POST /customer/token/{token}: the VIP code typed in. */
export const VipCodePath = z
  .object({ token: singleLineText({ trim: true, min: 1, max: 64 }) })
  .meta({ id: "VipCodePath", description: "VIP code", example: { token: "VIP-2025" } });
export type VipCodePath = z.infer<typeof VipCodePath>;

/** Body of POST /customer/token/{token}: who redeems the code. */
export const VipCodeRequest = z.strictObject({ id: Id.optional(), email: Email.optional() }).meta({
  id: "VipCodeRequest",
  description: "Customer redeeming a VIP code",
  example: { id: 77, email: "ada@example.org" },
});
export type VipCodeRequest = z.infer<typeof VipCodeRequest>;
