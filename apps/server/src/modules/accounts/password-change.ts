// A new password (spec surrounding-areas §2; DESIGN §7): by a reset link mailed to the
// account's address, or changed by the signed-in account with its current one. Either ends the
// account's other sessions and mails a notice.
import type { Locale } from "@shop/core";
import type { PasswordChangeRequest, PasswordResetConfirmRequest } from "@shop/core/contract";
import type { FastifyRequest } from "fastify";
import { ApiError, fieldError } from "../../http/errors";
import {
  type AuthDeps,
  endCustomerSessions,
  hashToken,
  readSessionToken,
  requireCustomerId,
} from "../auth/service";
import type { AccountMail } from "../mail/service";
import { hashPassword, verifyPassword } from "./passwords";
import {
  type AccountAddressee,
  endOpenLinks,
  findAccountByEmail,
  findAccountPassword,
  replacePassword,
  setPasswordHash,
  useAccountToken,
} from "./repository";
import {
  type AccountDeps,
  localeOf,
  newLink,
  type PasswordAttempt,
  refuseCommonPassword,
} from "./service";

/**
 * Mails a reset link to the account of `email`, if there is one; the caller answers alike
 * either way (DESIGN §7), and as fast: the lookup and the link's write run after the answer.
 */
export async function requestPasswordReset(
  deps: AccountDeps,
  email: string,
  locale: Locale,
): Promise<void> {
  const now = deps.clock();
  deps.mailer.later(async () => {
    const account = await findAccountByEmail(deps.db, email);
    if (!account) return undefined;
    return {
      kind: "reset",
      to: account.email,
      name: `${account.name} ${account.surname}`,
      locale: localeOf(account.language_id, locale),
      link: await deps.db.transaction((tx) => newLink(deps, tx, account.id, "reset", now)),
    };
  });
}

/** The notice after a password reset or change (DESIGN §7). */
function passwordChangedMail(
  deps: AccountDeps,
  account: { email: string; name: string; surname: string; language_id: number | null },
  locale: Locale,
): AccountMail {
  return {
    kind: "password-changed",
    to: account.email,
    name: `${account.name} ${account.surname}`,
    locale: localeOf(account.language_id, locale),
    resetUrl: `${deps.publicOrigin()}/password-reset`,
  };
}

/**
 * Replaces the password of the link's account (its address given again) and ends every
 * session of it; a dead link, or one of another address, changes nothing (404).
 */
export async function resetPassword(
  deps: AccountDeps,
  body: PasswordResetConfirmRequest,
  locale: Locale,
): Promise<AccountAddressee> {
  // Before the link is looked at: it stays usable for a better password.
  await refuseCommonPassword(deps.db, body.password);
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock();
  const account = await deps.db.transaction(async (tx) => {
    const customerId = await useAccountToken(tx, hashToken(body.token), "reset", now);
    if (customerId === undefined) return undefined;
    const changed = await replacePassword(tx, customerId, body.email, passwordHash, now);
    if (!changed) {
      // Not this address's link: the token stays unused (the transaction rolls back).
      throw new ApiError("token_not_found", DEAD_RESET);
    }
    // One link used ends the others: a link mailed earlier is no second way in.
    await endOpenLinks(tx, customerId, ["reset"], now);
    await endCustomerSessions(tx, customerId, now);
    return changed;
  });
  if (!account) throw new ApiError("token_not_found", DEAD_RESET);
  deps.mailer.send(passwordChangedMail(deps, account, locale));
  return account;
}

const DEAD_RESET = "This password reset link is unknown, used or expired";

/**
 * Changes the signed-in account's password: the current one first (422 on current_password
 * when wrong). Every other session of the account ends; the request's stays.
 */
export async function changePassword(
  deps: AccountDeps & AuthDeps,
  request: FastifyRequest,
  body: PasswordChangeRequest,
  locale: Locale,
  attempt: PasswordAttempt,
): Promise<void> {
  const customerId = await requireCustomerId(deps, request);
  const account = await findAccountPassword(deps.db, customerId);
  if (!account) throw new ApiError("forbidden", "Guests have no password to change");
  // A current password guessed counts like a sign-in of the account.
  const current = await attempt(account.email, () =>
    verifyPassword(account.password_hash, body.current_password),
  );
  if (!current) {
    throw fieldError("validation", "current_password", "Not the current password");
  }
  await refuseCommonPassword(deps.db, body.password);
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock();
  const session = readSessionToken(request);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, customerId, passwordHash);
    await endCustomerSessions(
      tx,
      customerId,
      now,
      session === undefined ? null : hashToken(session),
    );
  });
  deps.mailer.send(passwordChangedMail(deps, account, locale));
}
