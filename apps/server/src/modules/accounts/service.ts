// Customer accounts (spec surrounding-areas §2 "Accounts and user area", §4, §5, §6; DESIGN §7):
// registration with the shared user form, confirmation of the address by a mailed link, and
// sign-in. No answer tells whether an address has an account: a registration answers the same
// either way (the mail says the rest), a sign-in fails alike for an unknown address, a wrong
// password and an account not yet confirmed, and both spend an argon2 hash either way. Mails go
// out in the background, so their sending does not show in the time of an answer either.
import { isCustomerType, type Locale } from "@shop/core";
import {
  ADDRESS_TYPES,
  type ConfirmationRequest,
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
import type { Limiter } from "../../http/limits";
import {
  type AuthDeps,
  endCustomerSessions,
  hashToken,
  newSessionToken,
  readSessionToken,
  requireCustomerId,
  startSession,
} from "../auth/service";
import { findCustomer, insertAddress, referenceIdsExist } from "../customers/service";
import { type AccountMail, type MailDeps, sendAccountMail } from "../mail/service";
import { checkGroupIds, setSubscriptions } from "../newsletters/service";
import { readSettings } from "../settings/service";
import { carriesBrowserProof } from "./browser-proof";
import { isCommonPassword } from "./common-passwords";
import { hashPassword, verifyPassword } from "./passwords";
import {
  type AccountAddressee,
  changeAccountEmail,
  confirmEmail,
  deleteAccountAddresses,
  endOpenLinks,
  findAccountByEmail,
  findAccountPassword,
  findLiveConfirmation,
  insertAccount,
  insertAccountToken,
  type NewAccount,
  replacePassword,
  replaceUnconfirmedAccount,
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
   * Runs `work` in the background and sends the mail it answers, if any: what a registration
   * writes then happens after the answer, so a new address and a taken one answer alike in
   * time too.
   */
  later(work: () => Promise<AccountMail | undefined>): void;
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
          .then((mail) => {
            if (mail) send(mail);
          })
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
async function withinBudget(
  deps: AccountDeps,
  mail: AccountMail,
): Promise<AccountMail | undefined> {
  const refused = await deps.recipientLimiter.take(`to:${mail.to.toLowerCase()}`);
  return refused === undefined ? mail : undefined;
}

function localeOf(languageId: number | null, fallback: Locale): Locale {
  return localeOfLanguageId(languageId) ?? fallback;
}

/**
 * A new link of `purpose` for `customerId`: a confirmation (24 hours), a reset (1 hour), or the
 * confirmation of a changed address (24 hours, `newEmail` the address it makes the account's).
 * A confirmation keeps `browserHash`, the proof of the browser that asked for it, if any.
 */
async function newLink(
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
async function refuseCommonPassword(
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

const newConfirmationLink = (
  deps: AccountDeps,
  tx: Queryable,
  id: number,
  now: Date,
  browserHash?: string,
) => newLink(deps, tx, id, "confirm", now, browserHash === undefined ? {} : { browserHash });

/**
 * Registers a level-20 account, unconfirmed, with its billing address (and its delivery address
 * when the form gave one), and mails the confirmation link, which keeps `browserHash` (the
 * proof cookie the answer sets). An address whose account is still unconfirmed gets this
 * registration's data instead of its own — profile, password, addresses and newsletters — and
 * its earlier links end: only the last person to register it can confirm it without its
 * password. An address with a confirmed account gets a mail that says so. The caller answers
 * alike either way.
 */
export async function register(
  deps: AccountDeps,
  body: RegistrationRequest,
  locale: Locale,
  browserHash: string,
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
  // The contract allows only the form's customer types; checked here too, since a VIP audience
  // chosen by the visitor would open the VIP tickets (a VIP code or the staff API sets those).
  if (!isCustomerType(body.price_target_audience_id)) {
    throw fieldError("validation", "price_target_audience_id", "Not a customer type of the form");
  }
  await refuseCommonPassword(deps.db, body.password, "password", settings.venueName);
  // Checked before the address is looked at: a taken address answers as a new one would.
  await checkGroupIds(deps.db, body.newsletter_ids);
  // Hashed whether or not the address is taken: both answers take as long.
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock();
  // The rest after the answer: a new account is a few writes more than a taken address, and
  // the time of the answer must not tell which (DESIGN §7).
  const account: NewAccount = {
    customerSalutationId: body.customer_salutation_id,
    name: body.name,
    surname: body.surname,
    email: body.email,
    languageId: body.language_id,
    priceTargetAudienceId: body.price_target_audience_id,
    passwordHash,
  };
  deps.mailer.later(async () => {
    const mail = await deps.db.transaction(async (tx): Promise<AccountMail> => {
      let id = await insertAccount(tx, account, now);
      if (id === undefined) {
        id = await replaceUnconfirmedAccount(tx, account);
        if (id === undefined) return mailForConfirmed(deps, tx, body.email, locale);
        // Nothing of the earlier registration stays: its links, addresses and consents.
        await endOpenLinks(tx, id, ["confirm", "email"], now);
        await deleteAccountAddresses(tx, id);
        await setSubscriptions(tx, id, [], locale, now);
      }
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
        link: await newConfirmationLink(deps, tx, id, now, browserHash),
      };
    });
    return withinBudget(deps, mail);
  });
}

/** The mail to an address whose account is confirmed, at its registration. */
async function mailForConfirmed(
  deps: AccountDeps,
  tx: Queryable,
  email: string,
  locale: Locale,
): Promise<AccountMail> {
  const account = await findAccountByEmail(tx, email);
  if (!account) throw new Error(`the account of ${email} vanished during a registration`);
  return existsMail(deps, account, localeOf(account.language_id, locale));
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
 * Runs `check`, a password check of the account of `email`, within the sign-in budgets:
 * refuses past them (429), and counts a check that fails (routes.ts).
 */
export type PasswordAttempt = (email: string, check: () => Promise<boolean>) => Promise<boolean>;

/**
 * Confirms the address of the link's account — a new account's, or the address a profile
 * change asked for, which becomes the account's now — and signs it in; 404 for a dead link,
 * and for a changed address another account has taken since. Only with proof that the person
 * chose the account's password (DESIGN §7): the browser's proof cookie the link keeps the hash
 * of, or the account's password. Without either the link stays unused: 401 password_required,
 * or 422 on `password` for a wrong one (counted like a failed sign-in).
 */
export async function confirmRegistration(
  deps: AccountDeps,
  request: FastifyRequest,
  body: ConfirmationRequest,
  attempt: PasswordAttempt,
  locale: Locale,
): Promise<{ customer: Customer; token: string }> {
  const now = deps.clock();
  const tokenHash = hashToken(body.token);
  const live = await findLiveConfirmation(deps.db, tokenHash, now);
  if (!live) throw new ApiError("token_not_found", DEAD_CONFIRMATION);
  if (!carriesBrowserProof(request, live.browserHash)) {
    const { password } = body;
    if (password === undefined) {
      throw new ApiError(
        "password_required",
        "Open the link in the browser that asked for it, or give the account's password",
      );
    }
    const right = await attempt(live.email, () => verifyPassword(live.passwordHash, password));
    if (!right) throw fieldError("validation", "password", "Not the password of this account");
  }
  const signedIn = await deps.db.transaction(async (tx) => {
    const link = await useConfirmationToken(tx, tokenHash, now);
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
  if (live.newEmail !== null) {
    // The old address hears of the change as well as the new one (DESIGN §7).
    for (const to of [live.email, customer.email]) {
      deps.mailer.send({
        kind: "email-changed",
        to,
        name: `${customer.name} ${customer.surname}`,
        locale: localeOf(customer.language_id, locale),
        newEmail: customer.email,
      });
    }
  }
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
  browserHash: string,
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
      link: await newLink(deps, tx, customerId, "email", now, {
        newEmail: body.email,
        browserHash,
      }),
    };
  });
  if (mail) deps.mailer.later(() => withinBudget(deps, mail));
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
