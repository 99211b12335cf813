// Annual tickets, personalised by link (spec selling-core §2 "Annual-ticket personalization",
// §3 "Annual ticket sale", §4 "Annual tickets", §7 the /annual calls, §8), and what the orders
// module reads of them: the issuing of an order's annual tickets when it becomes valid, and the
// photo checks. The link's calls are in ./read-order.ts (reading), ./holders.ts (people and
// addresses) and ./personalization.ts (start dates, person slots, photos); the venue's staff
// API in ./staff.ts; what they share in ./order-link.ts.
import { defaultAnnualStart } from "@shop/core";
import type { Queryable } from "../../db/database";
import { insertAddress, insertHolder } from "./holder-repository";
import {
  annualLinesWithoutSales,
  claimPersonalizationToken,
  findBuyer,
  hasBuyerHolder,
  insertTicketSales,
} from "./issue-repository";
import { MAX_ADDRESSES, MAX_HOLDERS, newToken } from "./order-link";
import { acceptPhoto } from "./photos";

/** What the orders module reads of the photo checks (an attendee's photo of an order). */
export { acceptPhoto };

/**
 * Gives an order that became valid its annual ticket sales (one per card, each with one
 * person slot) starting tomorrow, its personalization token, the buyer as first holder and the billing address
 * as first address. Runs in the transaction that makes the order valid; a second run adds
 * nothing. Answers the personalization token, or null for an order without annual tickets.
 */
export async function issueAnnualTicketSales(tx: Queryable, orderId: number, now: Date) {
  const lines = await annualLinesWithoutSales(tx, orderId);
  if (lines.length === 0) return null;
  const token = await claimPersonalizationToken(tx, orderId, newToken());
  if (!(await hasBuyerHolder(tx, orderId))) {
    const buyer = await findBuyer(tx, orderId);
    if (buyer) {
      await insertHolder(
        tx,
        orderId,
        newToken(),
        { ...buyer.holder, isBuyer: true },
        MAX_HOLDERS,
        now,
      );
      await insertAddress(tx, orderId, { ...buyer.address, isBilling: true }, MAX_ADDRESSES);
    }
  }
  // spec selling-core §4: the start defaults to tomorrow at the start of the day.
  const start = defaultAnnualStart(now).instant;
  for (const line of lines) await insertTicketSales(tx, orderId, line, start);
  return token;
}
