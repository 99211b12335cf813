// VIP access (spec surrounding-areas §2 "VIP", §6; the issue "accounts", Deliver 4): a signed-in
// visitor (a guest or a customer) types a code of the catalogue; a code with a use left moves
// the customer into its price target audience, whose tickets and prices then open (cart/
// price-lines.ts). A customer already in the audience spends no use. Codes are kept as their
// sha256 only; an unknown and a used-up code answer alike.
import { createHash } from "node:crypto";
import type { Customer } from "@shop/core/contract";
import type { FastifyRequest } from "fastify";
import { ApiError } from "../../http/errors";
import { type AuthDeps, getSessionCustomer } from "../auth/service";
import { findCustomer } from "../customers/service";
import { readSettings } from "../settings/service";
import { findUsableCode, setAudience, takeUse } from "./repository";

/** The stored form of a code: its sha256, of the code as the catalogue normalises it. */
export function vipCodeHash(code: string): string {
  return createHash("sha256").update(code.trim().toUpperCase()).digest("hex");
}

const INVALID = "This code is unknown or used up";

export async function redeemVipCode(
  deps: AuthDeps,
  request: FastifyRequest,
  code: string,
): Promise<Customer> {
  const settings = await readSettings(deps.db);
  if (!settings.vip.enabled) throw new ApiError("forbidden", "This shop has no VIP access");
  const customer = await getSessionCustomer(deps, request);
  const hash = vipCodeHash(code);
  const usable = await findUsableCode(deps.db, hash);
  if (!usable) throw new ApiError("not_found", INVALID, { token: [INVALID] });
  if (customer.price_target_audience_id === usable.price_target_audience_id) return customer;
  const taken = await deps.db.transaction(async (tx) => {
    if (!(await takeUse(tx, hash, customer.id, deps.clock()))) return false;
    await setAudience(tx, customer.id, usable.price_target_audience_id);
    return true;
  });
  if (!taken) throw new ApiError("not_found", INVALID, { token: [INVALID] });
  const changed = await findCustomer(deps.db, customer.id);
  if (!changed) throw new Error(`customer ${customer.id} vanished at a VIP code`);
  return changed;
}
