// Registration (spec surrounding-areas §2, §4, §6; DESIGN §7): the shared user form makes an
// unconfirmed account, and the link mailed to its address confirms it. A registration answers
// the same whether the address has an account or not (the mail says the rest), and its writes
// happen after the answer.
import { isCustomerType, type Locale } from "@shop/core";
import {
  ADDRESS_TYPES,
  type ConfirmationRequest,
  type Customer,
  localeOfLanguageId,
  type RegistrationRequest,
} from "@shop/core/contract";
import type { FastifyRequest } from "fastify";
import type { Queryable } from "../../db/database";
import { ApiError, fieldError } from "../../http/errors";
import { hashToken, startSession } from "../auth/service";
import { findCustomer, insertAddress, referenceIdsExist } from "../customers/service";
import type { AccountMail } from "../mail/service";
import { checkGroupIds, setSubscriptions } from "../newsletters/service";
import { readSettings } from "../settings/service";
import { carriesBrowserProof } from "./browser-proof";
import { hashPassword, verifyPassword } from "./passwords";
import {
  changeAccountEmail,
  confirmEmail,
  deleteAccountAddresses,
  endOpenLinks,
  findAccountByEmail,
  findLiveConfirmation,
  insertAccount,
  type NewAccount,
  replaceUnconfirmedAccount,
  useConfirmationToken,
} from "./repository";
import {
  type AccountDeps,
  existsMail,
  localeOf,
  newConfirmationLink,
  type PasswordAttempt,
  refuseCommonPassword,
  withinBudget,
} from "./service";

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
        vatNumber: body.addr_vat_number ?? null,
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
