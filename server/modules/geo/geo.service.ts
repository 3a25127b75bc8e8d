import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import type { CityModel, RegionModel } from './geo.mappers';
import { snapshotCache } from './reference';

/** All wilayas and communes, indexed for the lookups the API and later search facets need. */
export interface GeoSnapshot {
  /** By wilaya code. */
  regions: readonly RegionModel[];
  regionsById: ReadonlyMap<number, RegionModel>;
  regionsBySlug: ReadonlyMap<string, RegionModel>;
  citiesById: ReadonlyMap<number, CityModel>;
  /** Each wilaya's communes, by French name. */
  citiesByRegion: ReadonlyMap<number, readonly CityModel[]>;
}

const byFrenchName = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

async function loadGeoSnapshot(db: Kysely<Database>): Promise<GeoSnapshot> {
  const [regionRows, cityRows] = await Promise.all([
    db.selectFrom('regions').selectAll().orderBy('id').execute(),
    db.selectFrom('cities').selectAll().orderBy('id').execute(),
  ]);
  const regions = regionRows.map((r): RegionModel => ({ id: r.id, code: r.code, names: r.names, slug: r.slug }));
  regions.sort((a, b) => a.code.localeCompare(b.code));
  const citiesById = new Map<number, CityModel>();
  const citiesByRegion = new Map<number, CityModel[]>(regions.map((r) => [r.id, []]));
  for (const row of cityRows) {
    const city: CityModel = {
      id: row.id,
      regionId: row.region_id,
      names: row.names,
      dairaNames: row.daira_names,
      slug: row.slug,
    };
    citiesById.set(city.id, city);
    citiesByRegion.get(city.regionId)?.push(city);
  }
  for (const list of citiesByRegion.values()) {
    list.sort((a, b) => byFrenchName.compare(a.names.fr, b.names.fr) || a.id - b.id);
  }
  return {
    regions,
    regionsById: new Map(regions.map((r) => [r.id, r])),
    regionsBySlug: new Map(regions.map((r) => [r.slug, r])),
    citiesById,
    citiesByRegion,
  };
}

const geoSnapshots = snapshotCache(loadGeoSnapshot);

/** The geo snapshot of this database (loaded once, then served from memory). */
export function loadGeo(deps: Pick<Deps, 'db'>): Promise<GeoSnapshot> {
  return geoSnapshots.get(deps.db);
}

/** Drops the cached snapshot; the seeders call it after changing regions or cities. */
export function invalidateGeo(db: Kysely<Database>): void {
  geoSnapshots.invalidate(db);
}

/** The 58 wilayas, by code. */
export async function listRegions(deps: Pick<Deps, 'db'>): Promise<readonly RegionModel[]> {
  return (await loadGeo(deps)).regions;
}

/** A wilaya by id (its code as a number) or by slug; null when none matches. */
export async function findRegion(
  deps: Pick<Deps, 'db'>,
  by: { id: number } | { slug: string },
): Promise<RegionModel | null> {
  const geo = await loadGeo(deps);
  return ('id' in by ? geo.regionsById.get(by.id) : geo.regionsBySlug.get(by.slug)) ?? null;
}

/** The communes of a wilaya by French name; empty for an unknown wilaya. */
export async function listCities(deps: Pick<Deps, 'db'>, regionId: number): Promise<readonly CityModel[]> {
  return (await loadGeo(deps)).citiesByRegion.get(regionId) ?? [];
}

/** A commune by id; null when none matches. */
export async function findCity(deps: Pick<Deps, 'db'>, id: number): Promise<CityModel | null> {
  return (await loadGeo(deps)).citiesById.get(id) ?? null;
}

/** The wilaya a commune belongs to; null for an unknown commune. */
export async function cityRegion(deps: Pick<Deps, 'db'>, cityId: number): Promise<RegionModel | null> {
  const geo = await loadGeo(deps);
  const city = geo.citiesById.get(cityId);
  return city ? (geo.regionsById.get(city.regionId) ?? null) : null;
}
