import type { Locale } from '../../../shared/i18n/locales';
import type { Deps } from '../../deps';
import type { CatalogSnapshot } from '../catalog';
import type { GeoSnapshot } from '../geo';
import type { AnnouncementSpecModel, ChangelogEntryModel } from './announcement-views';
import type { AnnouncementModel } from './announcements.mappers';
import { specValueTexts } from './spec-values';

/**
 * The announcement's specification values in the category's order (each followed by its
 * sub-specifications), values of specifications the catalog no longer has left out.
 */
export function announcementSpecs(catalog: CatalogSnapshot, announcement: AnnouncementModel): AnnouncementSpecModel[] {
  const result: AnnouncementSpecModel[] = [];
  const seen = new Set<string>();
  const visit = (codename: string): void => {
    const value = announcement.specs[codename];
    const specification = catalog.specificationsByCodename.get(codename);
    if (value === undefined || !specification || seen.has(codename)) return;
    seen.add(codename);
    result.push({ specification, value });
    for (const sub of catalog.subSpecifications(specification.id)) visit(sub.codename);
  };
  for (const { specification } of catalog.specifications(announcement.categoryId)) visit(specification.codename);
  // Values of specifications the category dropped since: still the seller's words, shown last.
  for (const codename of Object.keys(announcement.specs)) visit(codename);
  return result;
}

/** How many specification values a card's short description shows. */
const SMALL_DESCRIPTION_SPECS = 3;

/**
 * The short description of cards: the first values of the category's own specifications (the
 * most telling: make, model, mileage for a car), then the inherited ones, then the place.
 */
export function smallDescription(
  catalog: CatalogSnapshot,
  geo: GeoSnapshot,
  announcement: AnnouncementModel,
  locale: Locale,
): { codename: string | null; valueText: string }[] {
  const declared = catalog.specifications(announcement.categoryId);
  const own = declared.filter((cs) => cs.declaredBy === announcement.categoryId);
  const inherited = declared.filter((cs) => cs.declaredBy !== announcement.categoryId);
  const items: { codename: string | null; valueText: string }[] = [...own, ...inherited]
    .filter((cs) => announcement.specs[cs.specification.codename] !== undefined)
    .slice(0, SMALL_DESCRIPTION_SPECS)
    .map((cs) => ({
      codename: cs.specification.codename,
      valueText: specValueTexts(catalog, cs.specification, announcement.specs[cs.specification.codename]!)[locale],
    }));
  const city = geo.citiesById.get(announcement.cityIds[0] ?? -1);
  const region = city ? geo.regionsById.get(city.regionId) : undefined;
  if (city && region) items.push({ codename: null, valueText: `${city.names[locale]}, ${region.names[locale]}` });
  return items;
}

/** The announcement's history, oldest first. */
export async function changelogOf(deps: Pick<Deps, 'db'>, announcementId: string): Promise<ChangelogEntryModel[]> {
  const rows = await deps.db
    .selectFrom('announcement_changelog')
    .selectAll()
    .where('announcement_id', '=', announcementId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    statusFrom: row.status_from,
    statusTo: row.status_to,
    reason: row.reason,
    userId: row.user_id,
    createdAt: row.created_at,
  }));
}
