// Newsletter groups (spec surrounding-areas §3 Customer "newsletter choices", §7; the issue
// "accounts", Deliver 5): the groups in the asked locale, a customer's choice, and a change of
// it that records each consent with its time and the text the customer read.
import type { Locale } from "@shop/core";
import type { NewsletterChoiceList, NewsletterGroupList } from "@shop/core/contract";
import type { Database, Queryable } from "../../db/database";
import { fieldError } from "../../http/errors";
import { localize } from "../../i18n/localized-text";
import { findGroups, subscribe, subscribedGroupIds, withdraw } from "./repository";

export async function listGroups(db: Queryable, locale: Locale): Promise<NewsletterGroupList> {
  const groups = await findGroups(db);
  return {
    data: groups.map((group) => ({
      id: group.id,
      name: localize(group.name, locale),
      checkbox_text: localize(group.checkbox_text, locale),
    })),
    meta: { total_count: groups.length },
  };
}

export async function choicesOf(
  db: Queryable,
  customerId: number,
  locale: Locale,
): Promise<NewsletterChoiceList> {
  const [{ data }, chosen] = await Promise.all([
    listGroups(db, locale),
    subscribedGroupIds(db, customerId),
  ]);
  return { data: data.map((group) => ({ ...group, checked: chosen.includes(group.id) })) };
}

/** 422 naming `field` when an id is not a group of the shop. */
export async function checkGroupIds(
  db: Queryable,
  groupIds: readonly number[],
  field = "newsletter_ids",
): Promise<void> {
  const groups = await findGroups(db);
  for (const id of groupIds) {
    if (!groups.some((group) => group.id === id)) {
      throw fieldError("validation", field, `Not a newsletter group of this shop: ${id}`);
    }
  }
}

/**
 * Subscribes the customer to exactly `groupIds` (inside the caller's transaction): the consent
 * to each new one recorded with the checkbox text in `locale`, the others withdrawn. An
 * unknown group answers 422 naming `field` and changes nothing.
 */
export async function setSubscriptions(
  tx: Queryable,
  customerId: number,
  groupIds: readonly number[],
  locale: Locale,
  now: Date,
  field = "newsletter_ids",
): Promise<void> {
  await checkGroupIds(tx, groupIds, field);
  const groups = await findGroups(tx);
  await withdraw(tx, customerId, groupIds, now);
  for (const group of groups.filter((one) => groupIds.includes(one.id))) {
    await subscribe(tx, {
      customerId,
      groupId: group.id,
      text: localize(group.checkbox_text, locale),
      locale,
      now,
    });
  }
}

export async function changeChoices(
  db: Database,
  customerId: number,
  groupIds: readonly number[],
  locale: Locale,
  now: Date,
): Promise<NewsletterChoiceList> {
  await db.transaction((tx) => setSubscriptions(tx, customerId, groupIds, locale, now));
  return choicesOf(db, customerId, locale);
}
