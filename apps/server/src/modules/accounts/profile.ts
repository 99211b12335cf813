// The profile form (spec surrounding-areas §2 "Profile", §5) of a signed-in account.
import {
  CUSTOMER_LEVELS,
  type Customer,
  localeOfLanguageId,
  type ProfileUpdateRequest,
} from "@shop/core/contract";
import type { FastifyRequest } from "fastify";
import { ApiError, fieldError } from "../../http/errors";
import { type AuthDeps, requireCustomerId } from "../auth/service";
import { findCustomer, referenceIdsExist } from "../customers/service";
import type { AccountMail } from "../mail/service";
import { findAccountByEmail, updateAccountProfile } from "./repository";
import { type AccountDeps, existsMail, localeOf, newLink, withinBudget } from "./service";

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
