// The people and addresses of an annual order, added and changed by the holder of its link
// (spec selling-core §7 /annual/customers, /annual/addresses). The buyer and the billing address
// are the ones the order was placed with; nobody named by a card sent is changed (409).
import type {
  AnnualAddress,
  AnnualAddressRequest,
  AnnualCustomerRequest,
  AnnualHolder,
} from "@shop/core/contract";
import { ApiError, fieldError } from "../../http/errors";
import { countryExists } from "../customers/service";
import * as repo from "./holder-repository";
import {
  type AnnualDeps,
  MAX_ADDRESSES,
  MAX_HOLDERS,
  newToken,
  orderOf,
  unknownToken,
} from "./order-link";
import { addressOf, holderOf } from "./read-order";

function holderInputOf(body: AnnualCustomerRequest): repo.HolderInput {
  const { customer } = body;
  return {
    customerSalutationId: customer.customer_salutation_id ?? null,
    name: customer.name,
    surname: customer.surname,
    email: customer.email ?? null,
  };
}

/** POST /annual/customers. */
export async function createHolder(
  deps: AnnualDeps,
  token: string,
  body: AnnualCustomerRequest,
): Promise<AnnualHolder> {
  const order = await orderOf(deps, token);
  const holder = await deps.db.transaction((tx) =>
    repo.insertHolder(
      tx,
      order.id,
      newToken(),
      { ...holderInputOf(body), isBuyer: false },
      MAX_HOLDERS,
      deps.clock(),
    ),
  );
  if (!holder) {
    throw fieldError("validation", "base", `An order has at most ${MAX_HOLDERS} holders`);
  }
  return holderOf(holder);
}

/** PUT /annual/customers/{id}. */
export async function updateHolder(
  deps: AnnualDeps,
  token: string,
  holderId: number,
  body: AnnualCustomerRequest,
): Promise<AnnualHolder> {
  const order = await orderOf(deps, token);
  const updated = await deps.db.transaction(async (tx) => {
    const holder = await repo.lockHolder(tx, order.id, holderId);
    if (!holder) throw unknownToken();
    if (holder.is_buyer) {
      throw fieldError("conflict", "id", "The buyer's name is the one the order was placed with");
    }
    if (holder.sent) {
      throw new ApiError("already_sent", "A card of this person has been sent");
    }
    return repo.updateHolder(tx, holder.id, holderInputOf(body));
  });
  return holderOf(updated);
}

async function addressInputOf(
  deps: Pick<AnnualDeps, "db">,
  body: AnnualAddressRequest,
): Promise<repo.AddressInput> {
  const { address } = body;
  // spec surrounding-areas §5: the country comes from the shop's list (GET /countries).
  if (!(await countryExists(deps.db, address.country_id))) {
    throw fieldError("validation", "address.country_id", "Not a country of this shop");
  }
  return {
    adressat: address.adressat ?? null,
    street: address.street,
    zip: address.zip,
    city: address.city,
    countryId: address.country_id,
  };
}

/** POST /annual/addresses. */
export async function createAddress(
  deps: AnnualDeps,
  token: string,
  body: AnnualAddressRequest,
): Promise<AnnualAddress> {
  const order = await orderOf(deps, token);
  const input = await addressInputOf(deps, body);
  const address = await deps.db.transaction((tx) =>
    repo.insertAddress(tx, order.id, { ...input, isBilling: false }, MAX_ADDRESSES),
  );
  if (!address) {
    throw fieldError("validation", "base", `An order has at most ${MAX_ADDRESSES} addresses`);
  }
  return addressOf(address);
}

/** PUT /annual/addresses/{id}. */
export async function updateAddress(
  deps: AnnualDeps,
  token: string,
  addressId: number,
  body: AnnualAddressRequest,
): Promise<AnnualAddress> {
  const order = await orderOf(deps, token);
  const input = await addressInputOf(deps, body);
  const updated = await deps.db.transaction(async (tx) => {
    const address = await repo.lockAddress(tx, order.id, addressId);
    if (!address) throw unknownToken();
    if (address.is_billing) {
      throw fieldError(
        "conflict",
        "id",
        "The billing address is the one the order was placed with",
      );
    }
    if (address.sent) throw new ApiError("already_sent", "A card to this address has been sent");
    return repo.updateAddress(tx, address.id, input);
  });
  return addressOf(updated);
}
