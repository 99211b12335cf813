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
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO account_tokens (token_hash, customer_id, purpose, created_at, expires_at, new_email)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      token.hash,
      token.customerId,
      token.purpose,
      token.now,
      token.expiresAt,
      token.newEmail ?? null,
    ],
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

/**
 * Sets a new password hash; the address counts as confirmed (the reset link reached it).
 * Answers false when `customerId` is not the account of `email`.
 */
export async function replacePassword(
  tx: Queryable,
  customerId: number,
  email: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const result = await tx.query(
    `UPDATE customers SET password_hash = $3, email_confirmed_at = coalesce(email_confirmed_at, $4)
      WHERE id = $1 AND level = 20 AND lower(email) = lower($2)`,
    [customerId, email, passwordHash, now],
  );
  return result.rowCount > 0;
}

/** The password hash of a level-20 customer; undefined for a guest or no customer. */
export async function findAccountPassword(
  db: Queryable,
  customerId: number,
): Promise<{ password_hash: string | null } | undefined> {
  const result = await db.query<{ password_hash: string | null }>(
    "SELECT password_hash FROM customers WHERE id = $1 AND level = 20",
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
