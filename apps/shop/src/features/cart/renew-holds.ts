// spec selling-core §2 shop.checkout.failure, §4 step 4: "The failure page keeps the cart, so
// the visitor can try again." A failed payment gives the order's places back on the server
// (its holds are deleted), so the kept lines would name holds that no longer exist and the
// next checkout would refuse them as expired. Lines whose holds are gone are held anew, with
// the same ticket, day, time and quantities; lines whose holds still live (a failure before
// the order took them) keep them. A line whose places went meanwhile stays as it is: the
// checkout marks it, and the cart lets the visitor change it.
import { api } from "../../lib/api";
import { ApiRequestError } from "../../lib/api-client";
import type { CartStore } from "./cart-context";
import { dispatchHolds, extendedHoldsOf } from "./cart-holds";

/** The token a 409 hold_not_extendable names (its field `tokens.N` of the tokens asked). */
function notExtendable(error: unknown, asked: readonly string[]): string | undefined {
  if (!(error instanceof ApiRequestError) || error.code !== "hold_not_extendable") return undefined;
  const fields = error.fields;
  const names = typeof fields === "object" && fields !== null ? Object.keys(fields) : [];
  const index = names.map((name) => /^tokens\.(\d+)$/.exec(name)?.[1]).find(Boolean);
  return index === undefined ? undefined : asked[Number(index)];
}

/**
 * The tokens of live holds, extended where they can be. DESIGN.md §4: a live hold at the end of
 * its life refuses the whole call (409 hold_not_extendable, naming it); it is live all the same,
 * so it counts as such and the others are asked again.
 */
async function liveTokens(locale: string, tokens: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>();
  let asked = [...tokens];
  while (asked.length > 0) {
    try {
      const extended = await api.extendHolds({ locale, body: { tokens: asked } });
      for (const hold of extendedHoldsOf(extended)) live.add(hold.token);
      return live;
    } catch (error) {
      const spent = notExtendable(error, asked);
      if (spent === undefined) throw error;
      live.add(spent);
      asked = asked.filter((token) => token !== spent);
    }
  }
  return live;
}

/** The "renew" event (./cart-holds.ts) over the holds found live. */
export async function renewLostHolds(store: CartStore, locale: string, now: () => Date) {
  const tokens = store
    .getState()
    .items.flatMap((item) => item.reservations.map((hold) => hold.token));
  if (tokens.length === 0) return;
  const live = await liveTokens(locale, tokens);
  await dispatchHolds({ store, locale, now }, { type: "renew", live });
}
