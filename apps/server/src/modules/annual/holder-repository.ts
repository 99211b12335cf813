// SQL of the people and addresses an annual order names (migration 0502_annual.sql): the
// buyer and billing address first, those the link's holder adds after. Every read and write
// names the order, so an id of another order is never found.
import type { Queryable } from "../../db/database";

/**
 * Share-locks the sales whose slots name the holder or address, as staff marking one sent lock
 * it: a name or address changes before a card is sent or not at all.
 */
async function shareLockSalesNaming(
  tx: Queryable,
  orderId: number,
  column: "holder_id" | "address_id",
  id: number,
): Promise<void> {
  await tx.query(
    `SELECT s.id FROM annual_ticket_sales s
     JOIN annual_personalizations p ON p.ticket_sale_id = s.id
     WHERE s.order_id = $1 AND p.${column} = $2 ORDER BY s.id FOR SHARE OF s`,
    [orderId, id],
  );
}

export interface HolderRow {
  id: number;
  token: string;
  is_buyer: boolean;
  customer_salutation_id: number | null;
  name: string;
  surname: string;
  email: string | null;
}

const HOLDER_COLUMNS = "id, token, is_buyer, customer_salutation_id, name, surname, email";

export async function findHolders(db: Queryable, orderId: number): Promise<HolderRow[]> {
  const result = await db.query<HolderRow>(
    `SELECT ${HOLDER_COLUMNS} FROM annual_holders WHERE order_id = $1
     ORDER BY is_buyer DESC, id`,
    [orderId],
  );
  return result.rows;
}

export async function findHolderByToken(
  db: Queryable,
  orderId: number,
  token: string,
): Promise<HolderRow | undefined> {
  const result = await db.query<HolderRow>(
    `SELECT ${HOLDER_COLUMNS} FROM annual_holders WHERE order_id = $1 AND token = $2`,
    [orderId, token],
  );
  return result.rows[0];
}

export interface HolderInput {
  customerSalutationId: number | null;
  name: string;
  surname: string;
  email: string | null;
}

/** Adds a holder unless the order has `max` already; undefined then. */
export async function insertHolder(
  tx: Queryable,
  orderId: number,
  token: string,
  holder: HolderInput & { isBuyer: boolean },
  max: number,
  now: Date,
): Promise<HolderRow | undefined> {
  const result = await tx.query<HolderRow>(
    `INSERT INTO annual_holders
       (order_id, token, is_buyer, customer_salutation_id, name, surname, email, created_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8
     WHERE (SELECT count(*) FROM annual_holders WHERE order_id = $1) < $9
     RETURNING ${HOLDER_COLUMNS}`,
    [
      orderId,
      token,
      holder.isBuyer,
      holder.customerSalutationId,
      holder.name,
      holder.surname,
      holder.email,
      now,
      max,
    ],
  );
  return result.rows[0];
}

/** The holder, locked; with whether a sent sale names it. */
export async function lockHolder(
  tx: Queryable,
  orderId: number,
  holderId: number,
): Promise<(HolderRow & { sent: boolean }) | undefined> {
  await shareLockSalesNaming(tx, orderId, "holder_id", holderId);
  const result = await tx.query<HolderRow & { sent: boolean }>(
    `SELECT ${HOLDER_COLUMNS}, EXISTS (
       SELECT 1 FROM annual_personalizations p JOIN annual_ticket_sales s ON s.id = p.ticket_sale_id
       WHERE p.holder_id = h.id AND s.sent_at IS NOT NULL) AS sent
     FROM annual_holders h WHERE order_id = $1 AND id = $2 FOR UPDATE`,
    [orderId, holderId],
  );
  return result.rows[0];
}

export async function updateHolder(
  tx: Queryable,
  holderId: number,
  holder: HolderInput,
): Promise<HolderRow> {
  const result = await tx.query<HolderRow>(
    `UPDATE annual_holders SET customer_salutation_id = $2, name = $3, surname = $4, email = $5
     WHERE id = $1 RETURNING ${HOLDER_COLUMNS}`,
    [holderId, holder.customerSalutationId, holder.name, holder.surname, holder.email],
  );
  return result.rows[0] as HolderRow;
}

export interface AddressRow {
  id: number;
  is_billing: boolean;
  adressat: string | null;
  street: string;
  zip: string;
  city: string;
  country_id: number;
}

const ADDRESS_COLUMNS = "id, is_billing, adressat, street, zip, city, country_id";

export interface AddressInput {
  adressat: string | null;
  street: string;
  zip: string;
  city: string;
  countryId: number;
}

export async function findAddresses(db: Queryable, orderId: number): Promise<AddressRow[]> {
  const result = await db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM annual_addresses WHERE order_id = $1
     ORDER BY is_billing DESC, id`,
    [orderId],
  );
  return result.rows;
}

export async function addressOfOrder(
  db: Queryable,
  orderId: number,
  addressId: number,
): Promise<boolean> {
  const result = await db.query<{ found: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM annual_addresses WHERE order_id = $1 AND id = $2) AS found",
    [orderId, addressId],
  );
  return result.rows[0]?.found === true;
}

/** Adds an address unless the order has `max` already; undefined then. */
export async function insertAddress(
  tx: Queryable,
  orderId: number,
  address: AddressInput & { isBilling: boolean },
  max: number,
): Promise<AddressRow | undefined> {
  const result = await tx.query<AddressRow>(
    `INSERT INTO annual_addresses (order_id, is_billing, adressat, street, zip, city, country_id)
     SELECT $1, $2, $3, $4, $5, $6, $7
     WHERE (SELECT count(*) FROM annual_addresses WHERE order_id = $1) < $8
     RETURNING ${ADDRESS_COLUMNS}`,
    [
      orderId,
      address.isBilling,
      address.adressat,
      address.street,
      address.zip,
      address.city,
      address.countryId,
      max,
    ],
  );
  return result.rows[0];
}

/** The address, locked; with whether a sent sale names it. */
export async function lockAddress(
  tx: Queryable,
  orderId: number,
  addressId: number,
): Promise<(AddressRow & { sent: boolean }) | undefined> {
  await shareLockSalesNaming(tx, orderId, "address_id", addressId);
  const result = await tx.query<AddressRow & { sent: boolean }>(
    `SELECT ${ADDRESS_COLUMNS}, EXISTS (
       SELECT 1 FROM annual_personalizations p JOIN annual_ticket_sales s ON s.id = p.ticket_sale_id
       WHERE p.address_id = a.id AND s.sent_at IS NOT NULL) AS sent
     FROM annual_addresses a WHERE order_id = $1 AND id = $2 FOR UPDATE`,
    [orderId, addressId],
  );
  return result.rows[0];
}

export async function updateAddress(
  tx: Queryable,
  addressId: number,
  address: AddressInput,
): Promise<AddressRow> {
  const result = await tx.query<AddressRow>(
    `UPDATE annual_addresses SET adressat = $2, street = $3, zip = $4, city = $5, country_id = $6
     WHERE id = $1 RETURNING ${ADDRESS_COLUMNS}`,
    [addressId, address.adressat, address.street, address.zip, address.city, address.countryId],
  );
  return result.rows[0] as AddressRow;
}
