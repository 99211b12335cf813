// Customer accounts (spec surrounding-areas §2 "Accounts and user area", §4, §5, §6; DESIGN §7):
// registration with the shared user form, confirmation of the address by a mailed link, and
// sign-in. No answer tells whether an address has an account: a registration answers the same
// either way (the mail says the rest), a sign-in fails alike for an unknown address, a wrong
// password and an account not yet confirmed, and both spend an argon2 hash either way. Mails go
// out in the background, so their sending does not show in the time of an answer either.
//
// What every account workflow shares is here: its deps, the mailed links and their lifetimes,
// the mail to an address that has an account, the password rules. The workflows are in
// ./registration.ts (registration and its confirmation), ./sign-in.ts, ./profile.ts and
// ./password-change.ts (reset by link, change when signed in); the mails go out through
// ./account-mailer.ts.
import type { Locale } from "@shop/core";
import { localeOfLanguageId } from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Database, Queryable } from "../../db/database";
import { fieldError } from "../../http/errors";
import type { Limiter } from "../../http/limits";
import { hashToken, newSessionToken } from "../auth/service";
import type { AccountMail } from "../mail/service";
import { readSettings } from "../settings/service";
import type { AccountMailer } from "./account-mailer";
import { isCommonPassword } from "./common-passwords";
import { insertAccountToken, type TokenPurpose } from "./repository";

const HOUR_MS = 3_600_000;
/** The confirmation link is valid for a day (the mail says so). */
export const CONFIRMATION_HOURS = 24;
/** The issue "accounts", Deliver 2: a reset link within 1 hour. */
export const RESET_HOURS = 1;

export interface AccountDeps {
  db: Database;
  clock: Clock;
  mailer: AccountMailer;
  /** The shop's public origin (PUBLIC_URL), for the links of the mails. */
  publicOrigin: () => string;
  /**
   * Mails a stranger can send to an address (registration, a confirmation link again, a
   * profile's address change), counted per recipient (REGISTRATION_MAILS_PER_HOUR).
   */
  recipientLimiter: Limiter;
}

/**
 * `mail`, unless its recipient has had their budget of such mails this hour: then none. The
 * answer of the request that asked does not change (it went out before), so nobody learns it.
 */
export async function withinBudget(
  deps: AccountDeps,
  mail: AccountMail,
): Promise<AccountMail | undefined> {
  const refused = await deps.recipientLimiter.take(`to:${mail.to.toLowerCase()}`);
  return refused === undefined ? mail : undefined;
}

export function localeOf(languageId: number | null, fallback: Locale): Locale {
  return localeOfLanguageId(languageId) ?? fallback;
}

/**
 * A new link of `purpose` for `customerId`: a confirmation (24 hours), a reset (1 hour), or the
 * confirmation of a changed address (24 hours, `newEmail` the address it makes the account's).
 * A confirmation keeps `browserHash`, the proof of the browser that asked for it, if any.
 */
export async function newLink(
  deps: AccountDeps,
  tx: Queryable,
  customerId: number,
  purpose: TokenPurpose,
  now: Date,
  extra: { newEmail?: string; browserHash?: string } = {},
): Promise<string> {
  const token = newSessionToken();
  const hours = purpose === "reset" ? RESET_HOURS : CONFIRMATION_HOURS;
  await insertAccountToken(tx, {
    hash: hashToken(token),
    customerId,
    purpose,
    now,
    expiresAt: new Date(now.getTime() + hours * HOUR_MS),
    ...extra,
  });
  const page = purpose === "reset" ? "password-reset" : "confirmation";
  return `${deps.publicOrigin()}/${page}?token=${token}`;
}

/** 422 on `field` when `password` is too easily guessed for this shop (common-passwords.ts). */
export async function refuseCommonPassword(
  db: Queryable,
  password: string,
  field = "password",
  venueName?: string,
): Promise<void> {
  const venue = venueName ?? (await readSettings(db)).venueName;
  if (isCommonPassword(password, venue)) {
    throw fieldError(
      "password_too_common",
      field,
      "This password is among the most common ones: choose one that is harder to guess",
    );
  }
}

export const newConfirmationLink = (
  deps: AccountDeps,
  tx: Queryable,
  id: number,
  now: Date,
  browserHash?: string,
) => newLink(deps, tx, id, "confirm", now, browserHash === undefined ? {} : { browserHash });

/** The mail to an address that has an account: sign in, or reset the password. */
export function existsMail(
  deps: AccountDeps,
  account: { email: string },
  locale: Locale,
): AccountMail {
  const origin = deps.publicOrigin();
  return {
    kind: "exists",
    to: account.email,
    locale,
    loginUrl: `${origin}/login`,
    resetUrl: `${origin}/password-reset`,
  };
}

/**
 * Runs `check`, a password check of the account of `email`, within the sign-in budgets:
 * refuses past them (429), and counts a check that fails (routes.ts).
 */
export type PasswordAttempt = (email: string, check: () => Promise<boolean>) => Promise<boolean>;
