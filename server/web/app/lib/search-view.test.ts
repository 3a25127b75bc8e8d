import { describe, expect, it } from 'vitest';
import { readSearchAddress } from './search-address.test-support';
import {
  applySearchFilter,
  clearedSearch,
  searchAddressOf,
  searchAtPage,
  searchInCategory,
  searchVariables,
  withView,
} from './search-address';
import { searchViewOf } from './search-view';

const read = readSearchAddress;

describe("the results' layout in the search's address", () => {
  it('reads view=list; the grid, a mistyped or an absent value is the default and writes nothing', () => {
    expect(read('/automobiles?view=list').view).toBe('list');
    for (const address of ['/automobiles', '/automobiles?view=grid', '/automobiles?view=cards']) {
      expect(read(address)).not.toHaveProperty('view');
      expect(searchAddressOf(read(address))).toBe('/automobiles');
    }
    expect(searchViewOf(null)).toBe('grid');
  });

  it('writes it last, after the conditions, and reads back the same search', () => {
    const address = '/peugeot-r?category=automobiles&regionIds=16&orderByField=PRICE_ASC&view=list';
    expect(searchAddressOf(read(address))).toBe(address);
    expect(searchAddressOf(read('/automobiles?view=list&regionIds=16'))).toBe('/automobiles?regionIds=16&view=list');
  });

  it('is kept by pages, order, filters, categories and clearing; a switch changes nothing else', () => {
    const list = read('/automobiles?regionIds=16&view=list');
    expect(searchAddressOf(searchAtPage(list, 2))).toBe('/automobiles/2?regionIds=16&view=list');
    expect(searchAddressOf(applySearchFilter(list, { orderByField: 'PRICE_DESC' }))).toBe(
      '/automobiles?regionIds=16&orderByField=PRICE_DESC&view=list',
    );
    expect(searchAddressOf(searchInCategory(list, { slug: 'vehicules', isRoot: true, isDescendant: false }))).toBe(
      '/vehicules?view=list',
    );
    expect(searchAddressOf(searchInCategory(list, null))).toBe('/s?view=list');
    expect(searchAddressOf(clearedSearch(list))).toBe('/automobiles?view=list');
    expect(searchAddressOf(withView(list, 'grid'))).toBe('/automobiles?regionIds=16');
    expect(searchAddressOf(withView(searchAtPage(list, 3), 'list'))).toBe('/automobiles/3?regionIds=16&view=list');
  });

  it('is no condition: the query and its cache entry are the same in both layouts', () => {
    expect(searchVariables(read('/automobiles?regionIds=16&view=list'))).toEqual(
      searchVariables(read('/automobiles?regionIds=16')),
    );
  });
});
