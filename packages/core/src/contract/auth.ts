// The session calls the spec leaves open (surrounding-areas §7: "paths not shown"): POST
// /auth/guest, GET /auth/validate_token, DELETE /auth/sign_out. The session itself travels in
// an httpOnly cookie (DESIGN §7), so no answer carries a token.
import { z } from "zod";
import { LinkToken, singleLineText } from "./common";
import { Customer } from "./customer";

/** Answer of POST /auth/guest and GET /auth/validate_token: the signed-in customer. */
export const AuthAnswer = z.object({ data: Customer }).meta({
  id: "AuthAnswer",
  description: "The customer of the current session",
  example: { data: Customer.meta()?.example },
});
export type AuthAnswer = z.infer<typeof AuthAnswer>;

/**
 * Answer of POST /auth/registration: the same whether the address was new or already had an
 * account (DESIGN §7: no answer reveals whether an e-mail address is registered); the mail
 * says the rest.
 */
export const MailSentAnswer = z.object({ status: z.literal("mail_sent") }).meta({
  id: "MailSentAnswer",
  description: "A mail is on its way to the address given",
  example: { status: "mail_sent" },
});
export type MailSentAnswer = z.infer<typeof MailSentAnswer>;

/**
 * Body of POST /auth/confirmation: the token of the mailed confirmation link, and the account's
 * password when the link is opened outside the browser that asked for it (DESIGN §7).
 */
export const ConfirmationRequest = z
  .strictObject({
    token: LinkToken,
    password: singleLineText({ min: 1, max: 128 }).optional(),
  })
  .meta({
    id: "ConfirmationRequest",
    description:
      "The token of the e-mail confirmation link; the account's password when the server asks for it (401 password_required)",
    example: { token: "q3Jx9fLw0VbT2mYcR8nKdA" },
  });
export type ConfirmationRequest = z.infer<typeof ConfirmationRequest>;
