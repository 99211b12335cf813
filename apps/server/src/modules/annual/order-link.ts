// What every annual workflow shares: its deps, the guards on what an order holds, and the order
// behind a personalization link. The holder of the link acts through the order's token;
// everything is looked up within that order, so an id of another order answers like an
// unknown token.
import { randomBytes } from "node:crypto";
import { UrlToken } from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Database } from "../../db/database";
import { ApiError } from "../../http/errors";
import { type AnnualOrderRow, findOrderByPersonalizationToken } from "./repository";

export interface AnnualDeps {
  db: Database;
  clock: Clock;
  /** The shop's public origin (PUBLIC_URL), for photo links (DESIGN §9). */
  publicOrigin: () => string;
}

/** An order has at most this many holders and as many addresses (a guard, not a rule). */
export const MAX_HOLDERS = 20;
export const MAX_ADDRESSES = 20;

export const API = "/api/v1";

/** A new random token: 256 bits (DESIGN §7). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function unknownToken(): ApiError {
  return new ApiError("token_not_found", "No annual tickets for this link");
}

export async function orderOf(
  deps: Pick<AnnualDeps, "db">,
  token: string,
): Promise<AnnualOrderRow> {
  // The link's token as sent (LinkToken): one cut short or mangled names no order.
  if (!UrlToken.safeParse(token).success) throw unknownToken();
  const order = await findOrderByPersonalizationToken(deps.db, token);
  if (!order) throw unknownToken();
  return order;
}
