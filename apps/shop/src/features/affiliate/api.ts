// spec surrounding-areas §7: POST /affiliates/referrals/{at}/{action} with ac — "check" on
// arrival, "track" when an order is placed. The answer carries nothing the shop shows (the
// server may answer 204, or 404 while it has no affiliate program), so failures are ignored:
// a referral must never keep a visitor from shopping.
import type { Affiliate } from "@shop/core/contract";
import { apiUrl } from "../../lib/api-client";

export async function postReferral(
  affiliate: Affiliate,
  action: "check" | "track",
  locale: string,
): Promise<void> {
  const url = apiUrl(`/affiliates/referrals/${encodeURIComponent(affiliate.id)}/${action}`, {
    ac: affiliate.campaign,
    locale,
  });
  try {
    // keepalive: a "track" is sent as the shop leaves for the payment provider's page.
    await fetch(url, { method: "POST", credentials: "same-origin", keepalive: true });
  } catch {
    // see above
  }
}
