import { describe, expect, it } from 'vitest';
import { SEARCH_LIMITS } from '../../../../shared/domain/announcements';
import { matchRoute } from '../routes';
import { readSearchAddress } from './search-address.test-support';
import {
  activeConditionCount,
  applySearchFilter,
  emptySearchFilter,
  isNarrowSearch,
  keywordsText,
  pageWindow,
  searchAddressOf,
  searchAtPage,
  searchFilterFromAddress,
  searchInCategory,
  searchVariables,
} from './search-address';

const read = readSearchAddress;

describe('search address → filter', () => {
  it('reads the three route shapes and their pages', () => {
    expect(read('/s')).toMatchObject({ keywords: null, categorySlug: null, page: 1 });
    expect(read('/s/3')).toMatchObject({ page: 3 });
    expect(read('/automobiles')).toMatchObject({ categorySlug: 'automobiles', page: 1 });
    expect(read('/automobiles/2')).toMatchObject({ categorySlug: 'automobiles', page: 2 });
    expect(read('/peugeot-208-r')).toMatchObject({ keywords: 'peugeot-208', categorySlug: null });
    expect(read('/peugeot-208-r/4?category=automobiles')).toMatchObject({
      keywords: 'peugeot-208',
      categorySlug: 'automobiles',
      page: 4,
    });
  });

  it('slugifies keywords from a GET form (q), keeps Arabic, and joins them to the path keywords', () => {
    expect(read('/s?q=Peugeot%20208%20Très%20propre').keywords).toBe('peugeot-208-tres-propre');
    expect(read(`/s?q=${encodeURIComponent('سيارة Peugeot')}`).keywords).toBe('سياره-peugeot');
    expect(read('/peugeot-r?q=208').keywords).toBe('peugeot-208');
    expect(read('/s?q=%20%20').keywords).toBeNull();
    expect(read('/automobiles?q=clio')).toMatchObject({ keywords: 'clio', categorySlug: 'automobiles' });
  });

  it('reads every filter of the panel', () => {
    const filter = read(
      '/automobiles?regionIds=16&regionIds=alger-31&cityIds=558&priceMin=100&priceMax=300&priceUnit=MILLION' +
        '&origin=STORE&delivery=1&exchange=true&hasPictures=1&hasPrice=1&connected=1&orderByField=CREATED_AT' +
        '&f.marque=peugeot&f.energie=diesel',
    );
    expect(filter).toMatchObject({
      categorySlug: 'automobiles',
      regionIds: [16, 31],
      cityIds: [558],
      priceRange: { min: 100, max: 300 },
      priceUnit: 'MILLION',
      origin: 'STORE',
      delivery: true,
      exchange: 'EXCHANGEABLE',
      hasPictures: true,
      hasPrice: true,
      connected: true,
      orderByField: 'CREATED_AT',
      fields: [
        { key: 'energie', value: 'diesel' },
        { key: 'marque', value: 'peugeot' },
      ],
    });
  });

  it('applies spec §5: boolean-likes, origin _removed_, empty ranges, ids after the last dash', () => {
    const filter = read(
      '/s?delivery=0&exchange=false&hasPictures=yes&hasPrice=true&origin=_removed_&priceMin=&priceMax=&regionIds=oran-31,16',
    );
    expect(filter).toMatchObject({
      delivery: false,
      exchange: null,
      hasPictures: false,
      hasPrice: true,
      origin: null,
      priceRange: null,
      regionIds: [16, 31],
    });
  });

  it('ignores values it cannot read, keeping the rest of the search', () => {
    const filter = read(
      '/s?regionIds=abc&regionIds=16&cityIds=-&priceMin=cheap&priceMax=5000&priceUnit=EUR&origin=ALIENS' +
        '&orderByField=PRICE&f.BAD%20KEY=x&f.marque=renault&category=Not%20A%20Slug',
    );
    expect(filter).toMatchObject({
      regionIds: [16],
      cityIds: [],
      priceRange: { min: null, max: 5000 },
      priceUnit: null,
      origin: null,
      orderByField: null,
      categorySlug: null,
      fields: [{ key: 'marque', value: 'renault' }],
    });
    expect(read(`/s/${SEARCH_LIMITS.maxPage + 1}`).page).toBe(1);
    expect(read(`/${'x'.repeat(SEARCH_LIMITS.keywordsMax + 1)}-r`).keywords).toBeNull();
  });

  it('drops what the defaults say already: a unit without a range, DA, the last-refresh order without keywords', () => {
    expect(read('/s?priceUnit=MILLION')).toMatchObject({ priceUnit: null, priceRange: null });
    expect(read('/s?priceMin=5&priceUnit=UNIT')).toMatchObject({ priceUnit: null, priceRange: { min: 5, max: null } });
    expect(read('/s?orderByField=REFRESHED_AT').orderByField).toBeNull();
    expect(read('/clio-r?orderByField=REFRESHED_AT').orderByField).toBe('REFRESHED_AT');
  });

  it('is null outside the search routes', () => {
    expect(searchFilterFromAddress(matchRoute('/contact-us'), new URLSearchParams())).toBeNull();
    expect(searchFilterFromAddress(matchRoute('/peugeot-208-d12'), new URLSearchParams())).toBeNull();
  });
});

describe('filter → search address', () => {
  it('writes keywords in the path, else the category, else /s; page 1 without /1', () => {
    expect(searchAddressOf(emptySearchFilter())).toBe('/s');
    expect(searchAddressOf({ ...emptySearchFilter(), page: 2 })).toBe('/s/2');
    expect(searchAddressOf({ ...emptySearchFilter(), categorySlug: 'automobiles', page: 1 })).toBe('/automobiles');
    expect(searchAddressOf({ ...emptySearchFilter(), categorySlug: 'automobiles', page: 3 })).toBe('/automobiles/3');
    expect(searchAddressOf({ ...emptySearchFilter(), keywords: 'peugeot-208', categorySlug: 'automobiles' })).toBe(
      '/peugeot-208-r?category=automobiles',
    );
    expect(searchAddressOf({ ...emptySearchFilter(), keywords: 'سياره' })).toBe(`/${encodeURIComponent('سياره')}-r`);
  });

  it('round-trips every filter: address → filter → the same address', () => {
    const addresses = [
      '/s',
      '/s/7?regionIds=16&regionIds=31&cityIds=558',
      '/automobiles/2?priceMin=100&priceMax=300&priceUnit=MILLION&origin=INDIVIDUAL&delivery=1&exchange=1&hasPictures=1&hasPrice=1&connected=1&orderByField=CREATED_AT&f.energie=diesel&f.marque=peugeot',
      '/peugeot-r?category=automobiles&priceMax=2000000&orderByField=REFRESHED_AT',
    ];
    for (const address of addresses) {
      const filter = read(address);
      expect(searchAddressOf(filter)).toBe(address);
      expect(read(searchAddressOf(filter))).toEqual(filter);
    }
  });

  it('writes one address for equal searches however they were typed', () => {
    expect(searchAddressOf(read('/s?regionIds=alger-16&delivery=true&priceMin=300&priceMax=100&q=Clio'))).toBe(
      '/clio-r?regionIds=16&priceMin=100&priceMax=300&delivery=1',
    );
  });
});

describe('applying filters', () => {
  it('resets the page to 1 (spec §4)', () => {
    const filter = read('/automobiles/5');
    const applied = applySearchFilter(filter, { delivery: true });
    expect(applied.page).toBe(1);
    expect(searchAddressOf(applied)).toBe('/automobiles?delivery=1');
  });

  it('moves between pages within the pages the search serves', () => {
    const filter = read('/automobiles?delivery=1');
    expect(searchAddressOf(searchAtPage(filter, 2))).toBe('/automobiles/2?delivery=1');
    expect(searchAtPage(filter, 0).page).toBe(1);
    expect(searchAtPage(filter, 10_000).page).toBe(SEARCH_LIMITS.maxPage);
  });

  it('opens categories: a root resets the filter, a sub-category keeps it, another drops prices and specifications', () => {
    const filter = read(
      '/vehicules/3?q=diesel&regionIds=16&priceMin=100&priceUnit=MILLION&delivery=1&f.energie=diesel',
    );
    expect(searchAddressOf(searchInCategory(filter, { slug: 'immobilier', isRoot: true, isDescendant: false }))).toBe(
      '/diesel-r?category=immobilier',
    );
    expect(searchAddressOf(searchInCategory(filter, null))).toBe('/diesel-r');
    expect(searchAddressOf(searchInCategory(filter, { slug: 'automobiles', isRoot: false, isDescendant: true }))).toBe(
      '/diesel-r?category=automobiles&regionIds=16&priceMin=100&priceUnit=MILLION&delivery=1&f.energie=diesel',
    );
    expect(searchAddressOf(searchInCategory(filter, { slug: 'smartphones', isRoot: false, isDescendant: false }))).toBe(
      '/diesel-r?category=smartphones&regionIds=16&delivery=1',
    );
  });
});

describe('the Search query variables', () => {
  it('carry only what is set, keywords as q', () => {
    expect(searchVariables(read('/s'))).toEqual({ q: null, filter: {} });
    expect(
      searchVariables(
        read('/clio-r/2?category=automobiles&regionIds=16&priceMax=300&priceUnit=MILLION&exchange=1&f.marque=renault'),
      ),
    ).toEqual({
      q: 'clio',
      filter: {
        categorySlug: 'automobiles',
        regionIds: ['16'],
        priceRange: { min: null, max: 300 },
        priceUnit: 'MILLION',
        exchange: true,
        fields: [{ key: 'marque', value: 'renault' }],
        page: 2,
      },
    });
  });
});

describe('search descriptions', () => {
  it('tells narrow searches (not indexed) from category, keyword and place searches', () => {
    expect(isNarrowSearch(read('/peugeot-r/2?category=automobiles&regionIds=16&cityIds=558'))).toBe(false);
    expect(isNarrowSearch(read('/automobiles?delivery=1'))).toBe(true);
    expect(isNarrowSearch(read('/automobiles?f.marque=peugeot'))).toBe(true);
    expect(isNarrowSearch(read('/automobiles?orderByField=CREATED_AT'))).toBe(true);
  });

  it('counts the conditions set in the panel and shows keywords as words', () => {
    expect(activeConditionCount(read('/automobiles?q=clio'))).toBe(0);
    expect(
      activeConditionCount(read('/s?regionIds=16&cityIds=558&priceMin=1&delivery=1&exchange=1&f.marque=a&f.marque=b')),
    ).toBe(6);
    expect(keywordsText('peugeot-208')).toBe('peugeot 208');
    expect(keywordsText(null)).toBe('');
  });
});

describe('the pagination window', () => {
  it('numbers the first, the last and two pages each side of the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageWindow(6, 10)).toEqual([1, null, 4, 5, 6, 7, 8, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 8, 9, 10]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, null, 10]);
  });
});
