import { describe, expect, it } from 'vitest';
import { directoryAddress, directoryFilterOf, directoryVariables } from './store-directory';

const filterOf = (tag: string | undefined, query: string) =>
  directoryFilterOf(tag === undefined ? {} : { tag }, new URLSearchParams(query));

describe('the store directory’s address (spec §2: /boutiques/{tag?}, keyword, regionId, cityId)', () => {
  it('reads the tag and the filters', () => {
    expect(filterOf('mode', 'keyword=%20chaussures%20&regionId=16&cityId=554&page=3')).toEqual({
      tag: 'mode',
      keyword: 'chaussures',
      regionId: '16',
      cityId: '554',
      page: 3,
    });
  });

  it('leaves out what cannot be a filter', () => {
    expect(filterOf('Mode!', 'regionId=alger&cityId=5&page=-2&keyword=')).toEqual({
      tag: null,
      keyword: null,
      regionId: null,
      // A commune without its wilaya is dropped (the form clears it when the wilaya changes).
      cityId: null,
      page: 1,
    });
    expect(filterOf(undefined, 'page=abc').page).toBe(1);
    expect(filterOf(undefined, 'page=100000').page).toBe(1);
  });

  it('has one address per filter: set values only, page 1 without a number', () => {
    expect(directoryAddress(filterOf(undefined, 'keyword=&page=1'))).toBe('/boutiques');
    expect(directoryAddress(filterOf('mode', 'regionId=16&cityId=554&keyword=sac&page=2'))).toBe(
      '/boutiques/mode?keyword=sac&regionId=16&cityId=554&page=2',
    );
    expect(directoryAddress(filterOf(undefined, 'regionId=16'), 4)).toBe('/boutiques?regionId=16&page=4');
  });

  it('asks storeSearch for the filter, a page of 24', () => {
    expect(directoryVariables(filterOf('mode', 'keyword=sac&regionId=16'))).toEqual({
      filter: { keyword: 'sac', regionId: '16', cityId: null, tag: 'mode', page: 1, count: 24 },
    });
  });
});
