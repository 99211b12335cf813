// SQL of customer accounts (spec surrounding-areas §3 Customer; DESIGN §7): the level-20
// customer with its password hash and confirmation, and the tokens of mailed links (stored as
// their sha256 only, single use, expiring).
import type { Queryable } from "../../db/database";

export interface NewAccount {
  customerSalutationId: number;
  name: string;
  surname: string;
  email: string;
  languageId: number;
  priceTargetAudienceId: number;
  passwordHash: string;
}

export interface AccountRow {
  id: number;
  email: string;
  name: string;
  surname: string;
  language_id: number | null;
  password_hash: string | null;
  email_confirmed_at: Date | null;
}

/** The account of an address (level 20), whatever the address's case. */
export async function findAccountByEmail(
  db: Queryable,
  email: string,
): Promise<AccountRow | undefined> {
  const result = await db.query<AccountRow>(
    `SELECT id, email, name, surname, language_id, password_hash, email_confirmed_at
       FROM customers WHERE level = 20 AND lower(email) = lower($1)`,
    [email],
  );
  return result.rows[0];
}

/**
 * Inserts an unconfirmed account; undefined when the address has one already (the unique
 * index decides, so two registrations at once make one account).
 */
export async function insertAccount(
  tx: Queryable,
  account: NewAccount,
  now: Date,
): Promise<number | undefined> {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO customers (level, customer_salutation_id, name, surname, email, language_id,
       price_target_audience_id, password_hash, created_at)
     VALUES (20, $1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (lower(email)) WHERE level = 20 DO NOTHING
     RETURNING id`,
    [
      account.customerSalutationId,
      account.name,
      account.surname,
      account.email,
      account.languageId,
      account.priceTargetAudienceId,
      account.passwordHash,
      now,
    ],
  );
  return result.rows[0]?.id;
}

/**
 * Gives the unconfirmed account of `account.email` the data of a new registration: its
 * profile, audience, language and password hash (DESIGN §7: a password is confirmed only by the
 * person who chose it, so the last registration of an address not yet confirmed is the one its
 * link confirms). Answers its id; undefined when the address has a confirmed account (or none).
 */
export async function replaceUnconfirmedAccount(
  tx: Queryable,
  account: NewAccount,
): Promise<number | undefined> {
  const result = await tx.query<{ id: number }>(
    `UPDATE customers SET customer_salutation_id = $2, name = $3, surname = $4, email = $1,
       language_id = $5, price_target_audience_id = $6, password_hash = $7
      WHERE level = 20 AND lower(email) = lower($1) AND email_confirmed_at IS NULL
      RETURNING id`,
    [
      account.email,
      account.customerSalutationId,
      account.name,
      account.surname,
      account.languageId,
      account.priceTargetAudienceId,
      account.passwordHash,
    ],
  );
  return result.rows[0]?.id;
}

/** Removes the addresses of an account (an unconfirmed one, whose registration is replaced). */
export async function deleteAccountAddresses(tx: Queryable, customerId: number): Promise<void> {
  await tx.query("DELETE FROM customer_addresses WHERE customer_id = $1", [customerId]);
}

/** A link confirms a new account, resets a password, or confirms a changed address. */
export type TokenPurpose = "confirm" | "reset" | "email";

export async function insertAccountToken(
  tx: Queryable,
  token: {
    hash: string;
    customerId: number;
    purpose: TokenPurpose;
    now: Date;
    expiresAt: Date;
    /** The address an "email" link makes the account's. */
    newEmail?: string;
    /** The sha256 of the proof cookie of the browser that asked for the link (browser-proof.ts). */
    browserHash?: string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO account_tokens
       (token_hash, customer_id, purpose, created_at, expires_at, new_email, browser_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      token.hash,
      token.customerId,
      token.purpose,
      token.now,
      token.expiresAt,
      token.newEmail ?? null,
      token.browserHash ?? null,
    ],
  );
}

/** Ends every open link of `purposes` of an account: none of them works any more. */
export async function endOpenLinks(
  tx: Queryable,
  customerId: number,
  purposes: readonly TokenPurpose[],
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE account_tokens SET expires_at = $3
      WHERE customer_id = $1 AND purpose = ANY ($2::text[]) AND used_at IS NULL
        AND expires_at > $3`,
    [customerId, purposes, now],
  );
}

export interface LiveConfirmation {
  customerId: number;
  newEmail: string | null;
  browserHash: string | null;
  /** The account's address now (before a changed address becomes it) and password hash. */
  email: string;
  passwordHash: string | null;
}

/** A live confirmation link ("confirm" or "email") with its account, without using it. */
export async function findLiveConfirmation(
  db: Queryable,
  hash: string,
  now: Date,
): Promise<LiveConfirmation | undefined> {
  const result = await db.query<{
    customer_id: number;
    new_email: string | null;
    browser_hash: string | null;
    email: string;
    password_hash: string | null;
  }>(
    `SELECT t.customer_id, t.new_email, t.browser_hash, c.email, c.password_hash
       FROM account_tokens t JOIN customers c ON c.id = t.customer_id
      WHERE t.token_hash = $1 AND t.purpose IN ('confirm', 'email') AND t.used_at IS NULL
        AND t.expires_at > $2`,
    [hash, now],
  );
  const row = result.rows[0];
  return (
    row && {
      customerId: row.customer_id,
      newEmail: row.new_email,
      browserHash: row.browser_hash,
      email: row.email,
      passwordHash: row.password_hash,
    }
  );
}

/**
 * Uses a live token once: marks it used and answers its customer; undefined when it is
 * unknown, used, expired or for another purpose. One statement, so two uses at once cannot
 * both succeed.
 */
export async function useAccountToken(
  tx: Queryable,
  hash: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<number | undefined> {
  const result = await tx.query<{ customer_id: number }>(
    `UPDATE account_tokens SET used_at = $3
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING customer_id`,
    [hash, purpose, now],
  );
  return result.rows[0]?.customer_id;
}

/**
 * Uses a live confirmation link once, of a new account ("confirm") or of a changed address
 * ("email", with that address); undefined like useAccountToken.
 */
export async function useConfirmationToken(
  tx: Queryable,
  hash: string,
  now: Date,
): Promise<{ customerId: number; newEmail: string | null } | undefined> {
  const result = await tx.query<{ customer_id: number; new_email: string | null }>(
    `UPDATE account_tokens SET used_at = $2
      WHERE token_hash = $1 AND purpose IN ('confirm', 'email') AND used_at IS NULL
        AND expires_at > $2
      RETURNING customer_id, new_email`,
    [hash, now],
  );
  const row = result.rows[0];
  return row && { customerId: row.customer_id, newEmail: row.new_email };
}

/**
 * Makes `email` the account's (confirmed); false when another account has it by now (the
 * unique index of 0505 decides).
 */
export async function changeAccountEmail(
  tx: Queryable,
  customerId: number,
  email: string,
  now: Date,
): Promise<boolean> {
  const taken = await tx.query(
    "SELECT 1 FROM customers WHERE level = 20 AND lower(email) = lower($1) AND id <> $2",
    [email, customerId],
  );
  if (taken.rows.length > 0) return false;
  try {
    await tx.query("UPDATE customers SET email = $2, email_confirmed_at = $3 WHERE id = $1", [
      customerId,
      email,
      now,
    ]);
    return true;
  } catch (error) {
    // A registration of the address at the same moment: the index said no (the caller's
    // transaction is spent then and rolls back).
    if ((error as { code?: string }).code !== "23505") throw error;
    return false;
  }
}

export interface ProfileChange {
  customerSalutationId: number;
  name: string;
  surname: string;
  languageId: number;
}

/** The profile fields of an account (its address changes only by a confirmed link). */
export async function updateAccountProfile(
  tx: Queryable,
  customerId: number,
  profile: ProfileChange,
): Promise<void> {
  await tx.query(
    `UPDATE customers SET customer_salutation_id = $2, name = $3, surname = $4, language_id = $5
      WHERE id = $1 AND level = 20`,
    [customerId, profile.customerSalutationId, profile.name, profile.surname, profile.languageId],
  );
}

export async function confirmEmail(tx: Queryable, customerId: number, now: Date): Promise<void> {
  await tx.query(
    "UPDATE customers SET email_confirmed_at = coalesce(email_confirmed_at, $2) WHERE id = $1",
    [customerId, now],
  );
}

/** Who an account's notices go to. */
export interface AccountAddressee {
  email: string;
  name: string;
  surname: string;
  language_id: number | null;
}

/**
 * Sets a new password hash; the address counts as confirmed (the reset link reached it).
 * Answers the account, or undefined when `customerId` is not the account of `email`.
 */
export async function replacePassword(
  tx: Queryable,
  customerId: number,
  email: string,
  passwordHash: string,
  now: Date,
): Promise<AccountAddressee | undefined> {
  const result = await tx.query<AccountAddressee>(
    `UPDATE customers SET password_hash = $3, email_confirmed_at = coalesce(email_confirmed_at, $4)
      WHERE id = $1 AND level = 20 AND lower(email) = lower($2)
      RETURNING email, name, surname, language_id`,
    [customerId, email, passwordHash, now],
  );
  return result.rows[0];
}

/** The password hash of a level-20 customer and who it is; undefined for a guest or none. */
export async function findAccountPassword(
  db: Queryable,
  customerId: number,
): Promise<(AccountAddressee & { password_hash: string | null }) | undefined> {
  const result = await db.query<AccountAddressee & { password_hash: string | null }>(
    `SELECT password_hash, email, name, surname, language_id
       FROM customers WHERE id = $1 AND level = 20`,
    [customerId],
  );
  return result.rows[0];
}

export async function setPasswordHash(
  tx: Queryable,
  customerId: number,
  passwordHash: string,
): Promise<void> {
  await tx.query("UPDATE customers SET password_hash = $2 WHERE id = $1", [
    customerId,
    passwordHash,
  ]);
}

/** Whether the device of `deviceHash` signed in to the account of `email` before (0518). */
export async function isKnownDevice(
  db: Queryable,
  deviceHash: string,
  email: string,
): Promise<boolean> {
  const found = await db.query(
    `SELECT 1 FROM known_devices d JOIN customers c ON c.id = d.customer_id
      WHERE d.device_hash = $1 AND c.level = 20 AND lower(c.email) = lower($2)`,
    [deviceHash, email],
  );
  return found.rows.length > 0;
}

/** Keeps that the device of `deviceHash` signed in to `customerId`'s account. */
export async function rememberDevice(
  db: Queryable,
  deviceHash: string,
  customerId: number,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO known_devices (device_hash, customer_id, first_seen_at) VALUES ($1, $2, $3)
     ON CONFLICT (device_hash, customer_id) DO NOTHING`,
    [deviceHash, customerId, now],
  );
}
