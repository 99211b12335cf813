// Customer accounts (spec surrounding-areas §2 "Accounts and user area", §4, §5, §6; DESIGN §7):
// registration with the shared user form, confirmation of the address by a mailed link, and
// sign-in. No answer tells whether an address has an account: a registration answers the same
// either way (the mail says the rest), a sign-in fails alike for an unknown address, a wrong
// password and an account not yet confirmed, and both spend an argon2 hash either way. Mails go
// out in the background, so their sending does not show in the time of an answer either.
import type { Locale } from "@shop/core";
import {
  ADDRESS_TYPES,
  CUSTOMER_LEVELS,
  type Customer,
  type LoginRequest,
  localeOfLanguageId,
  type PasswordChangeRequest,
  type PasswordResetConfirmRequest,
  type ProfileUpdateRequest,
  type RegistrationRequest,
} from "@shop/core/contract";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Clock } from "../../clock";
import type { Database, Queryable } from "../../db/database";
import { ApiError, fieldError } from "../../http/errors";
import {
  type AuthDeps,
  endCustomerSessions,
  hashToken,
  newSessionToken,
  readSessionToken,
  requireCustomerId,
  startSession,
} from "../auth/service";
import { readSettings } from "../cart/service";
import { findCustomer, insertAddress, referenceIdsExist } from "../customers/service";
import { type AccountMail, type MailDeps, sendAccountMail } from "../mail/service";
import { checkGroupIds, setSubscriptions } from "../newsletters/service";
import { hashPassword, verifyPassword } from "./passwords";
import {
  changeAccountEmail,
  confirmEmail,
  findAccountByEmail,
  findAccountPassword,
  insertAccount,
  insertAccountToken,
  replacePassword,
  setPasswordHash,
  type TokenPurpose,
  updateAccountProfile,
  useAccountToken,
  useConfirmationToken,
} from "./repository";

const HOUR_MS = 3_600_000;
/** The confirmation link is valid for a day (the mail says so). */
export const CONFIRMATION_HOURS = 24;
/** The issue "accounts", Deliver 2: a reset link within 1 hour. */
export const RESET_HOURS = 1;

export interface AccountMailer {
  /** Sends in the background; a failure is logged, never thrown. */
  send(mail: AccountMail): void;
  /**
   * Runs `work` in the background and sends the mail it answers: what a registration writes
   * then happens after the answer, so a new address and a taken one answer alike in time too.
   */
  later(work: () => Promise<AccountMail>): void;
  /** Resolves when every mail started so far is sent or has failed. */
  idle(): Promise<void>;
}

export function createAccountMailer(deps: {
  mail: Pick<MailDeps, "config" | "clock">;
  log: FastifyBaseLogger;
}): AccountMailer {
  const running = new Set<Promise<void>>();
  const track = (task: Promise<void>) => {
    running.add(task);
    void task.finally(() => running.delete(task));
  };
  const send = (mail: AccountMail) => {
    track(
      sendAccountMail(deps.mail, mail)
        .then((delivery) =>
          deps.log.info({ kind: mail.kind, via: delivery.via }, "account mail sent"),
        )
        .catch((error: unknown) =>
          deps.log.error({ err: error, kind: mail.kind }, "sending an account mail failed"),
        ),
    );
  };
  return {
    send,
    later(work) {
      track(
        work()
          .then(send)
          .catch((error: unknown) =>
            deps.log.error({ err: error }, "an account's background work failed"),
          ),
      );
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

export interface AccountDeps {
  db: Database;
  clock: Clock;
  mailer: AccountMailer;
  /** The shop's public origin (PUBLIC_URL), for the links of the mails. */
  publicOrigin: () => string;
}

function localeOf(languageId: number | null, fallback: Locale): Locale {
  return localeOfLanguageId(languageId) ?? fallback;
}

/**
 * A new link of `purpose` for `customerId`: a confirmation (24 hours), a reset (1 hour), or the
 * confirmation of a changed address (24 hours, `newEmail` the address it makes the account's).
 */
async function newLink(
  deps: AccountDeps,
  tx: Queryable,
  customerId: number,
  purpose: TokenPurpose,
  now: Date,
  newEmail?: string,
): Promise<string> {
  const token = newSessionToken();
  const hours = purpose === "reset" ? RESET_HOURS : CONFIRMATION_HOURS;
  await insertAccountToken(tx, {
    hash: hashToken(token),
    customerId,
    purpose,
    now,
    expiresAt: new Date(now.getTime() + hours * HOUR_MS),
    ...(newEmail === undefined ? {} : { newEmail }),
  });
  const page = purpose === "reset" ? "password-reset" : "confirmation";
  return `${deps.publicOrigin()}/${page}?token=${token}`;
}

const newConfirmationLink = (deps: AccountDeps, tx: Queryable, id: number, now: Date) =>
  newLink(deps, tx, id, "confirm", now);

/**
 * Registers a level-20 account, unconfirmed, with its billing address (and its delivery address
 * when the form gave one), and mails the confirmation link. An address that has an account
 * already gets a mail that says so (a fresh link while that account is unconfirmed); the
 * caller answers alike either way.
 */
export async function register(
  deps: AccountDeps,
  body: RegistrationRequest,
  locale: Locale,
): Promise<void> {
  const settings = await readSettings(deps.db);
  if (!settings.registrationAllowed) {
    throw new ApiError("forbidden", "This shop does not offer customer accounts");
  }
  const known = await referenceIdsExist(deps.db, body.customer_salutation_id, body.addr_country_id);
  if (!known.salutation) {
    throw fieldError("validation", "customer_salutation_id", "Not a salutation of this shop");
  }
  if (!known.country)
    throw fieldError("validation", "addr_country_id", "Not a country of this shop");
  if (
    body.shipping_addr_country_id !== undefined &&
    !(await referenceIdsExist(deps.db, null, body.shipping_addr_country_id)).country
  ) {
    throw fieldError("validation", "shipping_addr_country_id", "Not a country of this shop");
  }
  const languageLocale = localeOfLanguageId(body.language_id);
  if (!languageLocale) throw fieldError("validation", "language_id", "Not a language of this shop");
  // Checked before the address is looked at: a taken address answers as a new one would.
  await checkGroupIds(deps.db, body.newsletter_ids);
  // Hashed whether or not the address is taken: both answers take as long.
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock();
  // The rest after the answer: a new account is a few writes more than a taken address, and
  // the time of the answer must not tell which (DESIGN §7).
  deps.mailer.later(() =>
    deps.db.transaction(async (tx): Promise<AccountMail> => {
      const id = await insertAccount(
        tx,
        {
          customerSalutationId: body.customer_salutation_id,
          name: body.name,
          surname: body.surname,
          email: body.email,
          languageId: body.language_id,
          priceTargetAudienceId: body.price_target_audience_id,
          passwordHash,
        },
        now,
      );
      if (id === undefined) return mailForTaken(deps, tx, body.email, locale, now);
      // The newsletters ticked on the form, each consent with the text as read (in `locale`).
      await setSubscriptions(tx, id, body.newsletter_ids, locale, now);
      await insertAddress(tx, {
        customerId: id,
        adressat: body.addr_addressat ?? `${body.name} ${body.surname}`,
        street: body.addr_street,
        zip: body.addr_zip,
        city: body.addr_city,
        countryId: body.addr_country_id,
        adressTypeId: ADDRESS_TYPES.invoice,
      });
      const { shipping_addr_street: street, shipping_addr_zip: zip } = body;
      const { shipping_addr_city: city, shipping_addr_country_id: countryId } = body;
      if (street && zip && city && countryId !== undefined) {
        await insertAddress(tx, {
          customerId: id,
          adressat: body.shipping_addr_addressat ?? `${body.name} ${body.surname}`,
          street,
          zip,
          city,
          countryId,
          adressTypeId: ADDRESS_TYPES.delivery,
        });
      }
      return {
        kind: "confirm",
        to: body.email,
        name: `${body.name} ${body.surname}`,
        locale: languageLocale,
        link: await newConfirmationLink(deps, tx, id, now),
      };
    }),
  );
}

async function mailForTaken(
  deps: AccountDeps,
  tx: Queryable,
  email: string,
  locale: Locale,
  now: Date,
): Promise<AccountMail> {
  const account = await findAccountByEmail(tx, email);
  if (!account) throw new Error(`the account of ${email} vanished during a registration`);
  const accountLocale = localeOf(account.language_id, locale);
  if (account.email_confirmed_at === null) {
    return {
      kind: "confirm",
      to: account.email,
      name: `${account.name} ${account.surname}`,
      locale: accountLocale,
      link: await newConfirmationLink(deps, tx, account.id, now),
    };
  }
  return existsMail(deps, account, accountLocale);
}

/** The mail to an address that has an account: sign in, or reset the password. */
function existsMail(deps: AccountDeps, account: { email: string }, locale: Locale): AccountMail {
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
 * Confirms the address of the link's account — a new account's, or the address a profile
 * change asked for, which becomes the account's now — and signs it in; 404 for a dead link,
 * and for a changed address another account has taken since.
 */
export async function confirmRegistration(
  deps: AccountDeps,
  request: FastifyRequest,
  token: string,
): Promise<{ customer: Customer; token: string }> {
  const now = deps.clock();
  const signedIn = await deps.db.transaction(async (tx) => {
    const link = await useConfirmationToken(tx, hashToken(token), now);
    if (link === undefined) return undefined;
    if (link.newEmail === null) await confirmEmail(tx, link.customerId, now);
    else if (!(await changeAccountEmail(tx, link.customerId, link.newEmail, now))) {
      throw new ApiError("token_not_found", DEAD_CONFIRMATION);
    }
    return {
      customerId: link.customerId,
      token: await startSession(tx, request, link.customerId, now),
    };
  });
  if (!signedIn) throw new ApiError("token_not_found", DEAD_CONFIRMATION);
  const customer = await findCustomer(deps.db, signedIn.customerId);
  if (!customer) throw new Error(`customer ${signedIn.customerId} vanished at its confirmation`);
  return { customer, token: signedIn.token };
}

const DEAD_CONFIRMATION = "This confirmation link is unknown, used or expired";

/**
 * The profile form (spec surrounding-areas §2 "Profile", §5): salutation, name, surname and
 * language change at once; a new e-mail address becomes the account's only through the link
 * mailed to it (DESIGN §7), so the answer still carries the old one. An address another
 * account has gets a mail that says so instead; the answer is the same either way.
 */
export async function updateProfile(
  deps: AccountDeps & AuthDeps,
  request: FastifyRequest,
  body: ProfileUpdateRequest,
): Promise<Customer> {
  const customerId = await requireCustomerId(deps, request);
  const current = await findCustomer(deps.db, customerId);
  if (!current || current.level !== CUSTOMER_LEVELS.normal) {
    throw new ApiError("forbidden", "Guests have no profile to change");
  }
  if (!(await referenceIdsExist(deps.db, body.customer_salutation_id, null)).salutation) {
    throw fieldError("validation", "customer_salutation_id", "Not a salutation of this shop");
  }
  const languageLocale = localeOfLanguageId(body.language_id);
  if (!languageLocale) throw fieldError("validation", "language_id", "Not a language of this shop");
  const now = deps.clock();
  const changesAddress = body.email.toLowerCase() !== current.email.toLowerCase();
  const mail = await deps.db.transaction(async (tx): Promise<AccountMail | undefined> => {
    await updateAccountProfile(tx, customerId, {
      customerSalutationId: body.customer_salutation_id,
      name: body.name,
      surname: body.surname,
      languageId: body.language_id,
    });
    if (!changesAddress) return undefined;
    const owner = await findAccountByEmail(tx, body.email);
    if (owner) return existsMail(deps, owner, localeOf(owner.language_id, languageLocale));
    return {
      kind: "email",
      to: body.email,
      name: `${body.name} ${body.surname}`,
      locale: languageLocale,
      link: await newLink(deps, tx, customerId, "email", now, body.email),
    };
  });
  if (mail) deps.mailer.send(mail);
  const customer = await findCustomer(deps.db, customerId);
  if (!customer) throw new Error(`customer ${customerId} vanished at its profile change`);
  return customer;
}

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
): Promise<{ customer: Customer; token: string }> {
  const account = await findAccountByEmail(deps.db, body.email);
  const matches = await verifyPassword(account?.password_hash ?? null, body.password);
  if (!account || !matches) throw new ApiError("unauthorized", WRONG);
  const now = deps.clock();
  if (account.email_confirmed_at === null) {
    const link = await deps.db.transaction((tx) => newConfirmationLink(deps, tx, account.id, now));
    deps.mailer.send({
      kind: "confirm",
      to: account.email,
      name: `${account.name} ${account.surname}`,
      locale: localeOf(account.language_id, locale),
      link,
    });
    throw new ApiError("unauthorized", WRONG);
  }
  const token = await deps.db.transaction((tx) => startSession(tx, request, account.id, now));
  const customer = await findCustomer(deps.db, account.id);
  if (!customer) throw new Error(`customer ${account.id} vanished at its sign-in`);
  return { customer, token };
}

/**
 * Mails a reset link to the account of `email`, if there is one; the caller answers alike
 * either way (DESIGN §7).
 */
export async function requestPasswordReset(
  deps: AccountDeps,
  email: string,
  locale: Locale,
): Promise<void> {
  const account = await findAccountByEmail(deps.db, email);
  if (!account) return;
  const now = deps.clock();
  const link = await deps.db.transaction((tx) => newLink(deps, tx, account.id, "reset", now));
  deps.mailer.send({
    kind: "reset",
    to: account.email,
    name: `${account.name} ${account.surname}`,
    locale: localeOf(account.language_id, locale),
    link,
  });
}

/**
 * Replaces the password of the link's account (its address given again) and ends every
 * session of it; a dead link, or one of another address, changes nothing (404).
 */
export async function resetPassword(
  deps: AccountDeps,
  body: PasswordResetConfirmRequest,
): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock();
  const done = await deps.db.transaction(async (tx) => {
    const customerId = await useAccountToken(tx, hashToken(body.token), "reset", now);
    if (customerId === undefined) return false;
    if (!(await replacePassword(tx, customerId, body.email, passwordHash, now))) {
      // Not this address's link: the token stays unused (the transaction rolls back).
      throw new ApiError("token_not_found", DEAD_RESET);
    }
    await endCustomerSessions(tx, customerId, now);
    return true;
  });
  if (!done) throw new ApiError("token_not_found", DEAD_RESET);
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
): Promise<void> {
  const customerId = await requireCustomerId(deps, request);
  const account = await findAccountPassword(deps.db, customerId);
  if (!account) throw new ApiError("forbidden", "Guests have no password to change");
  if (!(await verifyPassword(account.password_hash, body.current_password))) {
    throw fieldError("validation", "current_password", "Not the current password");
  }
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock();
  const current = readSessionToken(request);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, customerId, passwordHash);
    await endCustomerSessions(
      tx,
      customerId,
      now,
      current === undefined ? null : hashToken(current),
    );
  });
}
