import { describe, expect, it } from 'vitest';
import { normalizeSearchFilter } from '../../../../shared/domain/search';
import { readSearchAddress } from './search-address.test-support';
import {
  activeConditionCount,
  isNarrowSearch,
  searchAddressOf,
  searchInCategory,
  searchVariables,
} from './search-address';

const read = readSearchAddress;

describe('numeric specification ranges in the search address', () => {
  it('reads {codename}.min and .max, and writes them back the same', () => {
    const filter = read('/automobiles?annee.min=2015&annee.max=2020&kilometrage.max=100000');
    expect(filter.fieldRanges).toEqual([
      { key: 'annee', min: 2015, max: 2020 },
      { key: 'kilometrage', min: null, max: 100000 },
    ]);
    expect(searchAddressOf(filter)).toBe('/automobiles?annee.min=2015&annee.max=2020&kilometrage.max=100000');
    expect(searchVariables(filter).filter?.fieldRanges).toEqual([
      { key: 'annee', min: 2015, max: 2020 },
      { key: 'kilometrage', min: null, max: 100000 },
    ]);
    expect(isNarrowSearch(filter)).toBe(true);
    expect(activeConditionCount(filter)).toBe(2);
  });

  it('leaves out what it cannot read, reads reversed bounds the right way round', () => {
    expect(read('/automobiles?annee.min=&annee.max=abc&kilometrage.min=-5&etage.min=1.5').fieldRanges).toEqual([]);
    expect(read('/automobiles?annee.min=2020&annee.max=2015').fieldRanges).toEqual([
      { key: 'annee', min: 2015, max: 2020 },
    ]);
    expect(read('/automobiles').fieldRanges).toEqual([]);
    expect(searchVariables(read('/automobiles')).filter?.fieldRanges).toBeUndefined();
  });

  it('drops the ranges when moving to another category, keeps them in a sub-category', () => {
    const filter = read('/vehicules?annee.min=2015');
    expect(searchInCategory(filter, { slug: 'automobiles', isRoot: false, isDescendant: true }).fieldRanges).toEqual(
      filter.fieldRanges,
    );
    expect(searchInCategory(filter, { slug: 'jouets', isRoot: false, isDescendant: false }).fieldRanges).toEqual([]);
  });

  it('is checked by the shared filter rules: whole numbers within bounds, min ≤ max', () => {
    expect(() => normalizeSearchFilter({ fieldRanges: [{ key: 'annee', min: 2020, max: 2015 }] })).toThrow(
      /minimum of annee is above its maximum/,
    );
    expect(() => normalizeSearchFilter({ fieldRanges: [{ key: 'annee', min: 1.5 }] })).toThrow(/whole numbers/);
    expect(() => normalizeSearchFilter({ fieldRanges: [{ key: 'annee', max: 2_000_000_000 }] })).toThrow(
      /whole numbers/,
    );
    expect(() => normalizeSearchFilter({ fieldRanges: [{ key: 'An-née', min: 1 }] })).toThrow(/not a specification/);
    expect(normalizeSearchFilter({ fieldRanges: [{ key: 'annee', min: '', max: null }] }).fieldRanges).toEqual([]);
  });
});
