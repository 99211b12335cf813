// Affiliate referrals (surrounding-areas §1, §7, §9): the shop reports a visitor's arrival
// through an affiliate's link ("check") and conversions ("track"); orders carry the affiliate
// they were placed with (selling-core §3). The venue reads per affiliate and campaign how many
// came, ordered and paid, and for how much, through its staff API (DESIGN §7).
import { addDays, startOfBerlinDay } from "@shop/core";
import type {
  AffiliateCampaignStats,
  AffiliateReferralPath,
  AffiliateReferralQuery,
  AffiliateStats,
  AffiliateStatsList,
  AffiliateStatsQuery,
} from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Database } from "../../db/database";
import { type CampaignFigures, insertReferral, readCampaignFigures } from "./repository";

export interface AffiliateDeps {
  db: Database;
  clock: Clock;
}

/** Stores one referral call as it came, at the server's time. */
export async function recordReferral(
  deps: AffiliateDeps,
  path: AffiliateReferralPath,
  query: AffiliateReferralQuery,
): Promise<void> {
  await insertReferral(deps.db, {
    affiliateId: path.at,
    campaign: query.ac ?? null,
    action: path.action,
    at: deps.clock(),
  });
}

type Figures = Omit<AffiliateCampaignStats, "campaign">;

const NO_FIGURES: Figures = {
  referrals: 0,
  tracks: 0,
  orders: 0,
  paid_orders: 0,
  revenue_cents: 0,
};

function add(a: Figures, b: Figures): Figures {
  return {
    referrals: a.referrals + b.referrals,
    tracks: a.tracks + b.tracks,
    orders: a.orders + b.orders,
    paid_orders: a.paid_orders + b.paid_orders,
    revenue_cents: a.revenue_cents + b.revenue_cents,
  };
}

/** Highest revenue first, then by name (code-point order, as the ids were sent). */
function byRevenueThenName<T extends { revenue_cents: number }>(nameOf: (item: T) => string) {
  return (a: T, b: T) => {
    if (a.revenue_cents !== b.revenue_cents) return b.revenue_cents - a.revenue_cents;
    const [x, y] = [nameOf(a), nameOf(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  };
}

function statsOf(id: string, rows: readonly CampaignFigures[]): AffiliateStats {
  const campaigns = rows
    .map(({ id: _id, ...figures }): AffiliateCampaignStats => figures)
    // Referrals without a campaign ("") before the named ones of the same revenue.
    .sort(byRevenueThenName((c) => c.campaign ?? ""));
  const total = campaigns.reduce<Figures>(
    (sum, { campaign: _campaign, ...figures }) => add(sum, figures),
    NO_FIGURES,
  );
  return { id, ...total, campaigns };
}

/** The figures per affiliate over the Berlin days `from`…`to` (each end open when absent). */
export async function listAffiliateStats(
  deps: AffiliateDeps,
  query: AffiliateStatsQuery,
): Promise<AffiliateStatsList> {
  const rows = await readCampaignFigures(deps.db, {
    from: query.from === undefined ? null : startOfBerlinDay(query.from),
    until: query.to === undefined ? null : startOfBerlinDay(addDays(query.to, 1)),
  });
  const byAffiliate = new Map<string, CampaignFigures[]>();
  for (const row of rows) byAffiliate.set(row.id, [...(byAffiliate.get(row.id) ?? []), row]);
  const data = [...byAffiliate]
    .map(([id, campaigns]) => statsOf(id, campaigns))
    .sort(byRevenueThenName((a) => a.id));
  return { data, meta: { total_count: data.length } };
}
