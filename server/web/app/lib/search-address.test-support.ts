import { matchRoute } from '../routes';
import { searchFilterFromAddress } from './search-address';

/** Reads a search address the way the page does: its route and its query (the tests' helper). */
export function readSearchAddress(address: string) {
  const url = new URL(address, 'http://souk.test');
  const filter = searchFilterFromAddress(matchRoute(url.pathname), url.searchParams);
  if (!filter) throw new Error(`${address} is not a search`);
  return filter;
}
