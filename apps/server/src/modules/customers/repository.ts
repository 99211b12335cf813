// SQL of customers and their addresses (spec surrounding-areas §3).
import type { Customer, CustomerAddress } from "@shop/core/contract";
import type { Queryable } from "../../db/database";

export interface NewCustomer {
  level: 10 | 20;
  customerSalutationId: number | null;
  name: string;
  surname: string;
  email: string;
}

export interface NewAddress {
  customerId: number;
  adressat: string | null;
  institution?: string | null;
  costCentre?: string | null;
  street: string;
  zip: string;
  city: string;
  countryId: number;
  adressTypeId: 0 | 1 | 2;
  /** A company's VAT number (registration's addr_vat_number), printed on its invoices. */
  vatNumber?: string | null;
}

export async function insertCustomer(
  tx: Queryable,
  customer: NewCustomer,
  now: Date,
): Promise<number> {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO customers (level, customer_salutation_id, name, surname, email, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      customer.level,
      customer.customerSalutationId,
      customer.name,
      customer.surname,
      customer.email,
      now,
    ],
  );
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error("inserting a customer answered no id");
  return id;
}

export async function insertAddress(tx: Queryable, address: NewAddress): Promise<number> {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO customer_addresses (customer_id, adressat, street, zip, city, country_id,
       adress_type_id, institution, cost_centre, vat_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      address.customerId,
      address.adressat,
      address.street,
      address.zip,
      address.city,
      address.countryId,
      address.adressTypeId,
      address.institution ?? null,
      address.costCentre ?? null,
      address.vatNumber ?? null,
    ],
  );
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error("inserting an address answered no id");
  return id;
}

// spec selling-core §6: an address pays by collective invoice when the staff API flagged it, or
// when it is an address of a confirmed account the catalogue names as a reseller (its e-mail).
const ADDRESS_COLUMNS = `id, adressat, institution, cost_centre, street, zip, city, country_id,
  adress_type_id,
  (has_collective_invoice_payment OR EXISTS (
     SELECT 1 FROM customers c JOIN resellers r ON r.email = lower(c.email)
      WHERE c.id = customer_addresses.customer_id AND c.level = 20
        AND c.email_confirmed_at IS NOT NULL)) AS has_collective_invoice_payment,
  price_target_audience_id`;

export async function findAddresses(db: Queryable, customerId: number): Promise<CustomerAddress[]> {
  const result = await db.query<CustomerAddress>(
    `SELECT ${ADDRESS_COLUMNS} FROM customer_addresses WHERE customer_id = $1 ORDER BY id`,
    [customerId],
  );
  return result.rows;
}

/** The address, only if it belongs to the customer (DESIGN §7: own addresses only). */
export async function findOwnAddress(
  db: Queryable,
  customerId: number,
  addressId: number,
): Promise<CustomerAddress | undefined> {
  const result = await db.query<CustomerAddress>(
    `SELECT ${ADDRESS_COLUMNS} FROM customer_addresses WHERE customer_id = $1 AND id = $2`,
    [customerId, addressId],
  );
  return result.rows[0];
}

/**
 * Replaces the fields a customer may change of its own address; undefined when the address is
 * not the customer's. Staff fields (collective invoice, price target audience) stay.
 */
export async function updateOwnAddress(
  db: Queryable,
  addressId: number,
  address: NewAddress,
): Promise<CustomerAddress | undefined> {
  const result = await db.query<CustomerAddress>(
    `UPDATE customer_addresses
     SET adressat = $3, institution = $4, cost_centre = $5, street = $6, zip = $7, city = $8,
         country_id = $9, adress_type_id = $10
     WHERE customer_id = $1 AND id = $2
     RETURNING ${ADDRESS_COLUMNS}`,
    [
      address.customerId,
      addressId,
      address.adressat,
      address.institution ?? null,
      address.costCentre ?? null,
      address.street,
      address.zip,
      address.city,
      address.countryId,
      address.adressTypeId,
    ],
  );
  return result.rows[0];
}

/**
 * Locks the customer's row until the transaction ends, so its address writes run one after
 * another (the count of its addresses cannot change between reading and inserting).
 */
export async function lockCustomer(tx: Queryable, customerId: number): Promise<void> {
  await tx.query("SELECT id FROM customers WHERE id = $1 FOR UPDATE", [customerId]);
}

export async function countAddresses(db: Queryable, customerId: number): Promise<number> {
  const result = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM customer_addresses WHERE customer_id = $1",
    [customerId],
  );
  return result.rows[0]?.n ?? 0;
}

/**
 * Locks the customer's address until the transaction ends; answers whether it is the
 * customer's. FOR UPDATE waits for an order naming it to commit (its foreign key holds a
 * KEY SHARE lock) and keeps new ones out until then.
 */
export async function lockOwnAddress(
  tx: Queryable,
  customerId: number,
  addressId: number,
): Promise<boolean> {
  const result = await tx.query(
    "SELECT id FROM customer_addresses WHERE customer_id = $1 AND id = $2 FOR UPDATE",
    [customerId, addressId],
  );
  return result.rows.length > 0;
}

/** Whether an order names the address as billing or shipping address. */
export async function addressHasOrders(db: Queryable, addressId: number): Promise<boolean> {
  const result = await db.query<{ used: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM orders
                    WHERE billing_address_id = $1 OR shipping_address_id = $1) AS used`,
    [addressId],
  );
  return result.rows[0]?.used === true;
}

/** Deletes the address if it is the customer's; answers whether it did. */
export async function deleteOwnAddress(
  db: Queryable,
  customerId: number,
  addressId: number,
): Promise<boolean> {
  const result = await db.query<{ id: number }>(
    "DELETE FROM customer_addresses WHERE customer_id = $1 AND id = $2 RETURNING id",
    [customerId, addressId],
  );
  return result.rows.length > 0;
}

/** The customer with its first billing address in the addr_* fields. */
export async function findCustomer(db: Queryable, id: number): Promise<Customer | undefined> {
  const result = await db.query<Customer>(
    `SELECT c.id, c.level, c.customer_salutation_id, c.name, c.surname, c.email, c.language_id,
            c.price_target_audience_id, '[]'::jsonb AS newsletters,
            a.adressat AS addr_addressat, a.street AS addr_street, a.zip AS addr_zip,
            a.city AS addr_city, a.country_id AS addr_country_id, a.vat_number AS addr_vat_number,
            s.adressat AS shipping_addr_addressat, s.street AS shipping_addr_street,
            s.zip AS shipping_addr_zip, s.city AS shipping_addr_city,
            s.country_id AS shipping_addr_country_id
     FROM customers c
     LEFT JOIN LATERAL (SELECT * FROM customer_addresses x
                        WHERE x.customer_id = c.id AND x.adress_type_id IN (0, 1)
                        ORDER BY x.adress_type_id DESC, x.id LIMIT 1) a ON true
     LEFT JOIN LATERAL (SELECT * FROM customer_addresses x
                        WHERE x.customer_id = c.id AND x.adress_type_id = 2
                        ORDER BY x.id LIMIT 1) s ON true
     WHERE c.id = $1`,
    [id],
  );
  return result.rows[0];
}

/** Whether the reference lists know these ids (countries and salutations of the catalogue). */
export async function referenceIdsExist(
  db: Queryable,
  salutationId: number | null,
  countryId: number | null,
): Promise<{ salutation: boolean; country: boolean }> {
  // No salutation is one that exists: the guest has none; no country asks for none.
  const result = await db.query<{ salutation: boolean; country: boolean }>(
    `SELECT ($1::integer IS NULL OR EXISTS (SELECT 1 FROM salutations WHERE id = $1)) AS salutation,
            ($2::integer IS NULL OR EXISTS (SELECT 1 FROM countries WHERE id = $2)) AS country`,
    [salutationId, countryId],
  );
  return result.rows[0] ?? { salutation: false, country: false };
}

/** Whether the reference list of countries knows the id. */
export async function countryExists(db: Queryable, countryId: number): Promise<boolean> {
  const result = await db.query<{ known: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM countries WHERE id = $1) AS known",
    [countryId],
  );
  return result.rows[0]?.known === true;
}

/** Sets an address's collective-invoice flag (staff); undefined when there is no such address. */
export async function setCollectiveInvoice(
  db: Queryable,
  addressId: number,
  allowed: boolean,
): Promise<CustomerAddress | undefined> {
  const result = await db.query<CustomerAddress>(
    `UPDATE customer_addresses SET has_collective_invoice_payment = $2 WHERE id = $1
     RETURNING ${ADDRESS_COLUMNS}`,
    [addressId, allowed],
  );
  return result.rows[0];
}

/** The price target audiences of customer `customerId` and of their address `addressId`. */
export interface AudienceRow {
  customer: number | null;
  address: number | null;
  /** Whether `addressId` is one of the customer's addresses. */
  found: boolean;
}

/** The audiences of a customer and of one of their addresses; undefined: no such customer. */
export async function findAudienceRow(
  db: Queryable,
  customerId: number,
  addressId: number | null,
): Promise<AudienceRow | undefined> {
  const result = await db.query<AudienceRow>(
    `SELECT c.price_target_audience_id AS customer, a.price_target_audience_id AS address,
            a.id IS NOT NULL AS found
       FROM customers c
       LEFT JOIN customer_addresses a ON a.id = $2 AND a.customer_id = c.id
      WHERE c.id = $1`,
    [customerId, addressId],
  );
  return result.rows[0];
}
