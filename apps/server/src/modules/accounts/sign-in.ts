// Sign-in (spec surrounding-areas §2; DESIGN §7): a confirmed account and its password start a
// session; every failure answers alike, and as fast.
import type { Locale } from "@shop/core";
import type { Customer, LoginRequest } from "@shop/core/contract";
import type { FastifyRequest } from "fastify";
import { ApiError } from "../../http/errors";
import { startSession } from "../auth/service";
import { findCustomer } from "../customers/service";
import { verifyPassword } from "./passwords";
import { findAccountByEmail } from "./repository";
import {
  type AccountDeps,
  localeOf,
  newConfirmationLink,
  type PasswordAttempt,
  withinBudget,
} from "./service";

const WRONG = "E-mail address or password is wrong, or the account is not confirmed yet";

/**
 * Signs a confirmed account in with a new session. Every failure answers the same 401; an
 * unconfirmed account with its right password also gets a fresh confirmation link by mail.
 */
export async function signIn(
  deps: AccountDeps,
  request: FastifyRequest,
  body: LoginRequest,
  locale: Locale,
  attempt: PasswordAttempt,
): Promise<{ customer: Customer; token: string }> {
  const account = await findAccountByEmail(deps.db, body.email);
  const matches = await attempt(body.email, () =>
    verifyPassword(account?.password_hash ?? null, body.password),
  );
  if (!account || !matches) throw new ApiError("unauthorized", WRONG);
  const now = deps.clock();
  if (account.email_confirmed_at === null) {
    // Written after the answer: the link's write must not make this 401 slower than the
    // others (it tells that the password is right). It keeps no browser proof, so it asks
    // for the password again when opened.
    deps.mailer.later(async () =>
      withinBudget(deps, {
        kind: "confirm",
        to: account.email,
        name: `${account.name} ${account.surname}`,
        locale: localeOf(account.language_id, locale),
        link: await deps.db.transaction((tx) => newConfirmationLink(deps, tx, account.id, now)),
      }),
    );
    throw new ApiError("unauthorized", WRONG);
  }
  const token = await deps.db.transaction((tx) => startSession(tx, request, account.id, now));
  const customer = await findCustomer(deps.db, account.id);
  if (!customer) throw new Error(`customer ${account.id} vanished at its sign-in`);
  return { customer, token };
}
