import { sql } from 'kysely';
import { deviceOf, PROMOTION_LIMITS, type PromotionLocation } from '../../../shared/domain/promotions';
import { algerianDay } from '../../../shared/domain/statistics';
import type { Deps } from '../../deps';
import { loadCatalog } from '../catalog';
import { loadPromotions, publicTargets, type PromotionModel } from './promotions.models';

/**
 * How long a server serves slots from the campaigns it read, before reading them again. A change
 * made on this server (create, update, pause) is seen at once; on another instance, a paused
 * campaign or a store closed meanwhile may still show this long, and a daily cap is checked
 * against the impressions rolled up at the last read.
 */
export const PLACEMENT_CACHE_MS = 30_000;

/** The campaigns that may show now or later today, as a slot needs them, read in a few queries. */
interface Snapshot {
  readAt: number;
  day: string;
  campaigns: PromotionModel[];
  /** Today's impressions by campaign, as rolled up when the snapshot was read. */
  impressions: Map<string, number>;
  visible: (promotion: PromotionModel) => boolean;
}

const snapshots = new WeakMap<object, Promise<Snapshot>>();

/** Forgets this server's snapshot: the next slot reads the campaigns again. */
export function invalidatePlacement(deps: Pick<Deps, 'db'>): void {
  snapshots.delete(deps.db);
}

async function readSnapshot(deps: Pick<Deps, 'db' | 'now'>): Promise<Snapshot> {
  const now = deps.now();
  const day = algerianDay(now);
  const ids = await deps.db
    .selectFrom('promotions')
    .select('id')
    .where('paused', '=', false)
    .where('ends_at', '>', now)
    .execute();
  const campaigns = await loadPromotions(
    deps,
    ids.map((row) => row.id),
  );
  const figures = await sql<{ promotion_id: string; impressions: number }>`
    select promotion_id, impressions from promotion_daily where day = ${day}::date`.execute(deps.db);
  return {
    readAt: now.getTime(),
    day,
    campaigns,
    impressions: new Map(figures.rows.map((row) => [String(row.promotion_id), Number(row.impressions)])),
    visible: await publicTargets(deps.db, campaigns),
  };
}

/** The snapshot of this server, read again once older than PLACEMENT_CACHE_MS or of another day. */
async function snapshotOf(deps: Pick<Deps, 'db' | 'now'>): Promise<Snapshot> {
  const now = deps.now();
  const cached = snapshots.get(deps.db);
  if (cached) {
    const snapshot = await cached.catch(() => null);
    if (snapshot && now.getTime() - snapshot.readAt < PLACEMENT_CACHE_MS && snapshot.day === algerianDay(now)) {
      return snapshot;
    }
  }
  const next = readSnapshot(deps);
  snapshots.set(deps.db, next);
  // A failed read is not kept: the next slot tries again.
  next.catch(() => snapshots.delete(deps.db));
  return next;
}

export interface PromotionFetchInput {
  location: PromotionLocation;
  maxCount: number | null | undefined;
  categoryId: string | null | undefined;
  categorySlug: string | null | undefined;
  withoutAdSense: boolean | null | undefined;
}

/**
 * The promotions a slot shows now: running campaigns of the location (started, not ended, not
 * paused), aimed at the asked category, one of its parents, or no category; under their daily cap;
 * without AdSense when asked; whose promoted store or announcement is still public. Several
 * compete by weight: each is drawn with a key `-ln(u) / weight`, the smallest first (weighted
 * sampling without replacement), so a campaign of weight 2 comes first about twice as often as
 * one of weight 1. Served from the server's snapshot of the campaigns (`PLACEMENT_CACHE_MS`): a
 * slot costs no query.
 */
export async function fetchPromotions(
  deps: Pick<Deps, 'db' | 'now'>,
  input: PromotionFetchInput,
): Promise<PromotionModel[]> {
  const count = Math.min(Math.max(Math.trunc(input.maxCount ?? 1), 1), PROMOTION_LIMITS.maxFetch);
  const [catalog, snapshot] = await Promise.all([loadCatalog(deps), snapshotOf(deps)]);
  const asked =
    input.categoryId != null && /^\d{1,9}$/.test(input.categoryId)
      ? catalog.categoriesById.get(Number(input.categoryId))
      : input.categorySlug
        ? catalog.categoriesBySlug.get(input.categorySlug)
        : undefined;
  const chain = new Set(asked ? catalog.parentTree(asked.id).map((category) => category.id) : []);
  const now = deps.now().getTime();
  const device = deviceOf(input.location);
  return snapshot.campaigns
    .filter(
      (campaign) =>
        campaign.locations.includes(input.location) &&
        campaign.starts_at.getTime() <= now &&
        campaign.ends_at.getTime() > now &&
        (campaign.categoryIds.length === 0 || campaign.categoryIds.some((id) => chain.has(id))) &&
        !(input.withoutAdSense && campaign.is_adsense) &&
        (campaign.daily_cap === null || (snapshot.impressions.get(campaign.id) ?? 0) < campaign.daily_cap) &&
        snapshot.visible(campaign),
    )
    .map((campaign) => ({ campaign, key: -Math.log(1 - Math.random()) / campaign.weight }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map(({ campaign }) => ({ ...campaign, device }));
}
