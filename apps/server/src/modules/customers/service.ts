// The signed-in customer's addresses (spec surrounding-areas §7; DESIGN §7: own ones only).
import type { CustomerAddressList } from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import { findAddresses } from "./repository";

export async function listAddresses(
  db: Queryable,
  customerId: number,
): Promise<CustomerAddressList> {
  return { customer_addresses: await findAddresses(db, customerId) };
}
