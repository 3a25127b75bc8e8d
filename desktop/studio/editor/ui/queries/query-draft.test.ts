import { describe, expect, it } from 'vitest';
import { siteQuerySchema } from '../../../../../shared/site/document';
import { defaultSiteDocument } from '../../../../../shared/site/templates';
import { SITE_LIMITS } from '../../../../../shared/site/limits';
import {
  blocksByQuery,
  canAddQuery,
  changeFilter,
  newCluster,
  newSiteQuery,
  parseCount,
  parsePriceBound,
  queryName,
} from './query-draft';

const name = { fr: 'Promos', ar: 'عروض', en: '' };

describe('the query editor’s helpers', () => {
  it('makes a new list and a second list the document schema accepts as they are', () => {
    const query = { ...newSiteQuery('promos', name), cluster: newCluster(name) };
    expect(siteQuerySchema.parse(query)).toEqual(query);
  });

  it('writes only what narrows a list: unset, false, empty lists and empty price ranges are left out', () => {
    const filter = changeFilter(
      { regionIds: ['31'], delivery: true },
      {
        regionIds: [],
        delivery: false,
        hasPictures: true,
        priceRange: { min: null, max: null },
        categoryId: undefined,
      },
    );
    expect(filter).toEqual({ hasPictures: true });
    expect(changeFilter({}, { priceRange: { min: null, max: 5000 } })).toEqual({
      priceRange: { min: null, max: 5000 },
    });
  });

  it('reads counts and price bounds as typed', () => {
    expect(parseCount('12')).toBe(12);
    expect(parseCount('0')).toBeNull();
    expect(parseCount(String(SITE_LIMITS.maxQueryCount + 1))).toBeNull();
    expect(parseCount('3.5')).toBeNull();
    expect(parsePriceBound('')).toBeNull();
    expect(parsePriceBound('1 500')).toBe(1500);
    expect(parsePriceBound('-1')).toBeUndefined();
  });

  it('names a list in the language asked, French otherwise', () => {
    expect(queryName(name, 'ar')).toBe('عروض');
    expect(queryName(name, 'en')).toBe('Promos');
  });

  it('counts the blocks showing each list and stops adding at the limit', () => {
    const document = defaultSiteDocument('STORE');
    expect(blocksByQuery(document).get('nouveautes')).toBe(1);
    expect(canAddQuery(document.queries)).toBe(true);
    const full = Array.from({ length: SITE_LIMITS.maxQueries }, (_, index) => newSiteQuery(`q${index}`, name));
    expect(canAddQuery(full)).toBe(false);
  });
});
