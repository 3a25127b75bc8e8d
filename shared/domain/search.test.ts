import { describe, expect, it } from 'vitest';
import {
  isTrueLike,
  locationIdOf,
  normalizeSearchFilter,
  normalizeSearchText,
  SearchFilterError,
  searchWordsOf,
  slugifyKeywords,
} from './search';

const fieldOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof SearchFilterError ? error.field : 'not a SearchFilterError';
  }
};

describe('boolean-like filters (spec §5)', () => {
  it.each([1, '1', true, 'true'])('%j counts as true', (value) => {
    expect(isTrueLike(value)).toBe(true);
  });

  it.each([0, '0', false, 'false', '', null, undefined, 'yes', 2, 'TRUE'])('%j counts as false', (value) => {
    expect(isTrueLike(value)).toBe(false);
  });
});

describe('normalizeSearchText', () => {
  it('lower-cases and removes Latin accents', () => {
    expect(normalizeSearchText('Téléphone PÉUGEOT Ça')).toBe('telephone peugeot ca');
  });

  it('folds Arabic letter variants, vowel marks and the tatweel', () => {
    expect(normalizeSearchText('أَحْمَد إسلام آمال')).toBe('احمد اسلام امال');
    expect(normalizeSearchText('سيارة مستشفى')).toBe('سياره مستشفي');
    expect(normalizeSearchText('جـــديد')).toBe('جديد');
  });

  it('reads Arabic-Indic digits as 0-9', () => {
    expect(normalizeSearchText('بيجو ٢٠٨ و ۳۰۱')).toBe('بيجو 208 و 301');
  });

  it('turns everything but letters and digits into single spaces', () => {
    expect(normalizeSearchText('  iPhone-13 / Pro!! (256Go)  ')).toBe('iphone 13 pro 256go');
  });
});

describe('slugifyKeywords (spec §5: keywords are slugified, empty ones become null)', () => {
  it('joins the normalised words with dashes', () => {
    expect(slugifyKeywords('Peugeot 208 à Oran')).toBe('peugeot-208-a-oran');
  });

  it('keeps Arabic words in Arabic instead of transliterating them', () => {
    expect(slugifyKeywords('سيارة للبيع Peugeot')).toBe('سياره-للبيع-peugeot');
  });

  it.each(['', '   ', '--- !!', null, undefined])('%j gives null', (value) => {
    expect(slugifyKeywords(value)).toBeNull();
  });

  it('is stable: a slug slugifies to itself', () => {
    const slug = slugifyKeywords('Téléphone Samsung S24')!;
    expect(slugifyKeywords(slug)).toBe(slug);
  });
});

describe('searchWordsOf', () => {
  it('reads raw text and slugs alike, without repeating a word', () => {
    expect(searchWordsOf('peugeot-208-peugeot')).toEqual(['peugeot', '208']);
    expect(searchWordsOf('Peugeot 208 PEUGEOT')).toEqual(['peugeot', '208']);
  });

  it('keeps at most eight words', () => {
    expect(searchWordsOf('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('has no words for nothing', () => {
    expect(searchWordsOf(null)).toEqual([]);
    expect(searchWordsOf(' - ')).toEqual([]);
  });
});

describe('locationIdOf (spec §5: region and city ids use the part after the last dash)', () => {
  it.each([
    ['alger-16', 16],
    ['16', 16],
    [16, 16],
    ['bordj-bou-arreridj-34', 34],
    [' oran-31 ', 31],
  ])('%j is %i', (value, id) => {
    expect(locationIdOf(value)).toBe(id);
  });

  it.each(['alger', '', 'alger-', 'alger-1x', '0', 'alger-0'])('%j is no id', (value) => {
    expect(locationIdOf(value)).toBeNull();
  });
});

describe('normalizeSearchFilter', () => {
  it('applies the defaults of spec §9', () => {
    expect(normalizeSearchFilter({})).toEqual({
      keywords: null,
      origin: null,
      delivery: false,
      regionIds: [],
      cityIds: [],
      priceRange: null,
      hasPrice: false,
      connected: false,
      exchange: null,
      hasPictures: false,
      priceUnit: null,
      fields: [],
      fieldRanges: [],
      categorySlug: null,
      categoryId: null,
      userId: null,
      excludeId: null,
      storeIds: [],
      page: 1,
      orderByField: null,
      count: 48,
      mediaSize: 'MEDIUM',
      fetchActiveCategory: true,
    });
  });

  it('reads boolean-like flags', () => {
    const filter = normalizeSearchFilter({ delivery: '1', hasPrice: 'true', connected: 1, hasPictures: 'false' });
    expect([filter.delivery, filter.hasPrice, filter.connected, filter.hasPictures]).toEqual([true, true, true, false]);
  });

  it('maps exchange true to EXCHANGEABLE and drops exchange false', () => {
    expect(normalizeSearchFilter({ exchange: true }).exchange).toBe('EXCHANGEABLE');
    expect(normalizeSearchFilter({ exchange: '1' }).exchange).toBe('EXCHANGEABLE');
    expect(normalizeSearchFilter({ exchange: false }).exchange).toBeNull();
  });

  it('reads origin _removed_ as none, and refuses an unknown origin', () => {
    expect(normalizeSearchFilter({ origin: '_removed_' }).origin).toBeNull();
    expect(normalizeSearchFilter({ origin: 'STORE' }).origin).toBe('STORE');
    expect(normalizeSearchFilter({ origin: 'INDIVIDUAL' }).origin).toBe('INDIVIDUAL');
    expect(fieldOf(() => normalizeSearchFilter({ origin: 'SHOP' }))).toBe('origin');
  });

  it('drops a price range whose bounds are all empty, swaps reversed bounds, refuses negative ones', () => {
    expect(normalizeSearchFilter({ priceRange: { min: '', max: null } }).priceRange).toBeNull();
    expect(normalizeSearchFilter({ priceRange: {} }).priceRange).toBeNull();
    expect(normalizeSearchFilter({ priceRange: { min: '1500,5' } }).priceRange).toEqual({ min: 1500.5, max: null });
    expect(normalizeSearchFilter({ priceRange: { min: 900, max: 100 } }).priceRange).toEqual({ min: 100, max: 900 });
    expect(fieldOf(() => normalizeSearchFilter({ priceRange: { min: -1 } }))).toBe('priceRange.min');
    expect(fieldOf(() => normalizeSearchFilter({ priceRange: { max: 'cheap' } }))).toBe('priceRange.max');
  });

  it('takes region and city ids after their last dash, once each, sorted', () => {
    const filter = normalizeSearchFilter({ regionIds: ['oran-31', 'alger-16', 16, ''], cityIds: 'bab-ezzouar-558' });
    expect(filter.regionIds).toEqual([16, 31]);
    expect(filter.cityIds).toEqual([558]);
    expect(fieldOf(() => normalizeSearchFilter({ regionIds: ['alger'] }))).toBe('regionIds');
    expect(fieldOf(() => normalizeSearchFilter({ cityIds: ['x-y'] }))).toBe('cityIds');
  });

  it('slugifies keywords, joins q to them, and makes empty ones null', () => {
    expect(normalizeSearchFilter({ keywords: '  ' }).keywords).toBeNull();
    expect(normalizeSearchFilter({ keywords: '' }, '').keywords).toBeNull();
    expect(normalizeSearchFilter({ keywords: 'Peugeot 208' }).keywords).toBe('peugeot-208');
    expect(normalizeSearchFilter({ keywords: 'diesel' }, 'Peugeot').keywords).toBe('peugeot-diesel');
    expect(normalizeSearchFilter({}, 'هاتف سامسونج').keywords).toBe('هاتف-سامسونج');
    expect(fieldOf(() => normalizeSearchFilter({ keywords: 'x'.repeat(101) }))).toBe('keywords');
  });

  it('bounds the page and its size', () => {
    expect(normalizeSearchFilter({ page: '3', count: '24' })).toMatchObject({ page: 3, count: 24 });
    expect(normalizeSearchFilter({ page: 200, count: 96 })).toMatchObject({ page: 200, count: 96 });
    expect(fieldOf(() => normalizeSearchFilter({ page: 0 }))).toBe('page');
    expect(fieldOf(() => normalizeSearchFilter({ page: 201 }))).toBe('page');
    expect(fieldOf(() => normalizeSearchFilter({ page: 1.5 }))).toBe('page');
    expect(fieldOf(() => normalizeSearchFilter({ count: 0 }))).toBe('count');
    expect(fieldOf(() => normalizeSearchFilter({ count: 97 }))).toBe('count');
  });

  it('checks the order, the price unit, the picture size and ids', () => {
    expect(
      normalizeSearchFilter({ orderByField: 'CREATED_AT', priceUnit: 'MILLION', mediaSize: 'SMALL' }),
    ).toMatchObject({ orderByField: 'CREATED_AT', priceUnit: 'MILLION', mediaSize: 'SMALL' });
    expect(fieldOf(() => normalizeSearchFilter({ orderByField: 'PRICE' }))).toBe('orderByField');
    expect(fieldOf(() => normalizeSearchFilter({ priceUnit: 'EURO' }))).toBe('priceUnit');
    expect(fieldOf(() => normalizeSearchFilter({ mediaSize: 'HUGE' }))).toBe('mediaSize');
    expect(normalizeSearchFilter({ userId: '0012', excludeId: 7, categoryId: '101' })).toMatchObject({
      userId: '12',
      excludeId: '7',
      categoryId: 101,
    });
    expect(fieldOf(() => normalizeSearchFilter({ userId: 'me' }))).toBe('userId');
    expect(fieldOf(() => normalizeSearchFilter({ categoryId: 'cars' }))).toBe('categoryId');
  });

  it('joins storeId and storeIds into one sorted list of store ids', () => {
    expect(normalizeSearchFilter({ storeId: '012', storeIds: ['9', 12, '100'] }).storeIds).toEqual(['9', '12', '100']);
    expect(normalizeSearchFilter({ storeIds: '7' }).storeIds).toEqual(['7']);
    expect(normalizeSearchFilter({ storeId: '', storeIds: [] }).storeIds).toEqual([]);
    expect(fieldOf(() => normalizeSearchFilter({ storeId: 'boutique' }))).toBe('storeId');
    expect(fieldOf(() => normalizeSearchFilter({ storeIds: ['1', 'x'] }))).toBe('storeIds');
    const many = Array.from({ length: 201 }, (_, i) => String(i + 1));
    expect(fieldOf(() => normalizeSearchFilter({ storeIds: many }))).toBe('storeIds');
  });

  it('merges fields and the spec’s model, drops cleared values, sorts them', () => {
    const filter = normalizeSearchFilter({
      fields: [
        { key: 'marque', value: 'peugeot' },
        { key: 'etat', value: '' },
      ],
      model: [
        { key: 'energie', value: 'diesel' },
        { key: 'marque', value: 'peugeot' },
      ],
    });
    expect(filter.fields).toEqual([
      { key: 'energie', value: 'diesel' },
      { key: 'marque', value: 'peugeot' },
    ]);
    expect(fieldOf(() => normalizeSearchFilter({ fields: [{ key: 'Marque!', value: 'x' }] }))).toBe('fields');
  });

  it('reads the category slug in lower case and fetchActiveCategory as a flag that defaults to true', () => {
    expect(normalizeSearchFilter({ categorySlug: ' Automobiles ' }).categorySlug).toBe('automobiles');
    expect(normalizeSearchFilter({ fetchActiveCategory: null }).fetchActiveCategory).toBe(true);
    expect(normalizeSearchFilter({ fetchActiveCategory: false }).fetchActiveCategory).toBe(false);
    expect(normalizeSearchFilter({ fetchActiveCategory: '0' }).fetchActiveCategory).toBe(false);
  });
});
