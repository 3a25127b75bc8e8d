import type { CityModel } from '../../../modules/geo';
import type { GeoSnapshot } from '../../../modules/geo';
import { WeightedTable, type Random } from './random';
import type { Place } from './vocabulary/types';

/**
 * How much each wilaya publishes, roughly its population and its economic weight: Algiers
 * first, then Oran, Sétif, Constantine, Blida... down to the Saharan wilayas. Unlisted: 0.5.
 */
// prettier-ignore
export const REGION_WEIGHTS: Readonly<Record<number, number>> = {
  16: 12, 31: 6, 19: 4.5, 25: 4.5, 9: 4, 15: 3.5, 5: 3, 6: 3, 35: 3, 23: 3, 13: 2.8,
  42: 2.3, 2: 2.5, 17: 2.5, 28: 2.2, 34: 2.2, 26: 2, 27: 2, 22: 2, 21: 2, 10: 2, 7: 2,
  29: 1.8, 14: 1.8, 48: 1.6, 18: 1.6, 43: 1.5, 44: 1.5, 30: 1.3, 12: 1.3, 39: 1.3, 4: 1.2,
  24: 1.1, 47: 1, 3: 1, 40: 0.9, 41: 0.9, 46: 0.9, 36: 0.8, 20: 0.7, 38: 0.6, 8: 0.6,
  32: 0.5, 45: 0.5, 1: 0.5, 55: 0.5, 51: 0.4, 11: 0.3, 57: 0.3, 49: 0.2, 53: 0.2, 58: 0.2,
  52: 0.15, 37: 0.15, 33: 0.1, 56: 0.1, 50: 0.1, 54: 0.08,
};

/** Algiers is dearest; the other big cities and the coast around Algiers next. */
const TIER_TWO = new Set([31, 25, 9, 42, 35, 23, 19, 6, 15]);

/** The price tier of a wilaya. */
export function tierOf(regionId: number): Place['tier'] {
  return regionId === 16 ? 1 : TIER_TWO.has(regionId) ? 2 : 3;
}

/**
 * Draws wilayas and communes: wilayas by weight, and within a wilaya its seat (the commune
 * that bears its name) a third of the time, any commune otherwise.
 */
export class PlacePicker {
  private readonly regions: WeightedTable<number>;
  private readonly seats = new Map<number, CityModel>();

  constructor(private readonly geo: GeoSnapshot) {
    this.regions = new WeightedTable(geo.regions.map((r) => [r.id, REGION_WEIGHTS[r.id] ?? 0.5] as const));
    for (const region of geo.regions) {
      const cities = geo.citiesByRegion.get(region.id) ?? [];
      const seat =
        cities.find((c) => c.slug === region.slug) ??
        cities.find((c) => c.names.fr.startsWith(region.names.fr)) ??
        cities[0];
      if (seat) this.seats.set(region.id, seat);
    }
  }

  /** A wilaya by weight. */
  region(random: Random): number {
    return this.regions.pick(random);
  }

  /** A commune of the wilaya. */
  city(random: Random, regionId: number): CityModel {
    const cities = this.geo.citiesByRegion.get(regionId) ?? [];
    const seat = this.seats.get(regionId);
    if (seat && (cities.length === 0 || random.chance(0.35))) return seat;
    if (cities.length === 0) throw new Error(`wilaya ${regionId} has no commune`);
    return random.pick(cities);
  }

  /** The place of a commune. */
  place(city: CityModel): Place {
    const region = this.geo.regionsById.get(city.regionId);
    if (!region) throw new Error(`commune ${city.id} has no wilaya`);
    return { city, region, tier: tierOf(region.id) };
  }
}
