// The signed-in customer's addresses (spec surrounding-areas §5, §7; DESIGN §7: own ones only).
// Another customer's address answers 404 like an unknown one, so ids reveal nothing. A
// delivery address (adress_type_id 2) is what the checkout's shipping-address step creates.
// Orders keep the address they name: it can be neither changed nor deleted (409 on `id`).
// A customer keeps at most MAX_ADDRESSES addresses, so no one fills the table through POST.
import type {
  Customer,
  CustomerAddress,
  CustomerAddressInput,
  CustomerAddressList,
} from "@shop/core/contract";
import type { Database, Queryable } from "../../db/database";
import { ApiError, fieldError } from "../../http/errors";
import * as repo from "./repository";
import {
  addressHasOrders,
  countAddresses,
  deleteOwnAddress,
  findAddresses,
  findAudienceRow,
  lockCustomer,
  lockOwnAddress,
  type NewAddress,
  type NewCustomer,
  setCollectiveInvoice,
  updateOwnAddress,
} from "./repository";

export async function listAddresses(
  db: Queryable,
  customerId: number,
): Promise<CustomerAddressList> {
  return { customer_addresses: await findAddresses(db, customerId) };
}

/** Addresses one customer may keep. */
export const MAX_ADDRESSES = 50;

const noSuchAddress = () => new ApiError("not_found", "No such address");

// An optional text left empty is stored as absent, as the guest's address has it.
const textOrNull = (value: string | undefined) => (value ? value : null);

async function newAddress(
  db: Queryable,
  customerId: number,
  input: CustomerAddressInput,
): Promise<NewAddress> {
  // spec surrounding-areas §5: the country comes from the shop's list (GET /countries).
  if (!(await countryExists(db, input.country_id))) {
    throw fieldError("validation", "country_id", "Not a country of this shop");
  }
  return {
    customerId,
    adressat: textOrNull(input.adressat),
    institution: textOrNull(input.institution),
    costCentre: textOrNull(input.cost_centre),
    street: input.street,
    zip: input.zip,
    city: input.city,
    countryId: input.country_id,
    adressTypeId: input.adress_type_id,
  };
}

export async function getAddress(
  db: Queryable,
  customerId: number,
  addressId: number,
): Promise<CustomerAddress> {
  const address = await findOwnAddress(db, customerId, addressId);
  if (!address) throw noSuchAddress();
  return address;
}

export async function createAddress(
  db: Database,
  customerId: number,
  input: CustomerAddressInput,
): Promise<CustomerAddress> {
  const address = await newAddress(db, customerId, input);
  const id = await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    if ((await countAddresses(tx, customerId)) >= MAX_ADDRESSES) {
      throw fieldError(
        "validation",
        "base",
        `At most ${MAX_ADDRESSES} addresses per customer; delete one to add another`,
      );
    }
    return insertAddress(tx, address);
  });
  return getAddress(db, customerId, id);
}

export async function updateAddress(
  db: Database,
  customerId: number,
  addressId: number,
  input: CustomerAddressInput,
): Promise<CustomerAddress> {
  // Ownership first: another customer's id answers 404 whatever the body says.
  await getAddress(db, customerId, addressId);
  const address = await newAddress(db, customerId, input);
  const updated = await db.transaction(async (tx) => {
    if (!(await lockOwnAddress(tx, customerId, addressId))) throw noSuchAddress();
    // A placed order shows the address it was placed with; changing it would change the order.
    if (await addressHasOrders(tx, addressId)) {
      throw fieldError("conflict", "id", "An order uses this address; it cannot be changed");
    }
    return updateOwnAddress(tx, addressId, address);
  });
  if (!updated) throw noSuchAddress();
  return updated;
}

export async function deleteAddress(
  db: Queryable,
  customerId: number,
  addressId: number,
): Promise<void> {
  let deleted: boolean;
  try {
    deleted = await deleteOwnAddress(db, customerId, addressId);
  } catch (error) {
    // foreign_key_violation: an order names the address, and orders keep theirs.
    if ((error as { code?: string }).code !== "23503") throw error;
    throw fieldError("conflict", "id", "An order uses this address; it cannot be deleted");
  }
  if (!deleted) throw noSuchAddress();
}

/** spec selling-core §6 (staff API): makes an address a reseller's, or no longer; 404 unknown. */
export async function setCollectiveInvoiceForStaff(
  db: Database,
  addressId: number,
  allowed: boolean,
): Promise<CustomerAddress> {
  const address = await setCollectiveInvoice(db, addressId, allowed);
  if (!address) throw new ApiError("not_found", "No such address");
  return address;
}

/**
 * The price target audiences a buyer has (spec surrounding-areas §6): the session customer's
 * own (a VIP code sets it) and the billing address's, when it names one. None without a
 * session. A billing address that is not the customer's answers 404 on billing_address_id.
 */
export async function findBuyerAudiences(
  db: Queryable,
  customerId: number | undefined,
  billingAddressId: number | undefined,
): Promise<number[]> {
  const notOwn = () =>
    new ApiError("not_found", "No such billing address", {
      billing_address_id: ["No such billing address"],
    });
  if (customerId === undefined) {
    if (billingAddressId !== undefined) throw notOwn();
    return [];
  }
  const row = await findAudienceRow(db, customerId, billingAddressId ?? null);
  if (!row) return [];
  if (billingAddressId !== undefined && !row.found) throw notOwn();
  return [row.customer, row.address].filter((id): id is number => id !== null);
}

// What sign-up (auth), accounts, annual tickets, VIP codes and orders read and write of
// customers and their addresses.

/** Whether a country of that id exists (annual tickets' addresses). */
export async function countryExists(db: Queryable, countryId: number): Promise<boolean> {
  return repo.countryExists(db, countryId);
}

/** The customer of `id` with their billing address; undefined when there is none. */
export async function findCustomer(db: Queryable, id: number): Promise<Customer | undefined> {
  return repo.findCustomer(db, id);
}

/** An address of the customer; undefined when it is not theirs or does not exist. */
export async function findOwnAddress(
  db: Queryable,
  customerId: number,
  addressId: number,
): Promise<CustomerAddress | undefined> {
  return repo.findOwnAddress(db, customerId, addressId);
}

/** Adds an address (sign-up and guests, inside their transaction); its id. */
export async function insertAddress(tx: Queryable, address: NewAddress): Promise<number> {
  return repo.insertAddress(tx, address);
}

/** Adds a customer (sign-up and guests, inside their transaction); its id. */
export async function insertCustomer(
  tx: Queryable,
  customer: NewCustomer,
  now: Date,
): Promise<number> {
  return repo.insertCustomer(tx, customer, now);
}

/** Whether the salutation and the country of a form exist (none given: it does). */
export async function referenceIdsExist(
  db: Queryable,
  salutationId: number | null,
  countryId: number | null,
): Promise<{ salutation: boolean; country: boolean }> {
  return repo.referenceIdsExist(db, salutationId, countryId);
}
