import ipaddr from 'ipaddr.js';
import { INTERNET_SERVICE_PROVIDERS, type InternetServiceProvider } from '../../../shared/domain/promotions';
import type { Deps } from '../../deps';

interface Range {
  range: [ipaddr.IPv4 | ipaddr.IPv6, number];
  provider: InternetServiceProvider;
}

/** The table changes rarely (an operator's edit): read again at most this often. */
const CACHE_MS = 60_000;
const cache = new WeakMap<object, { at: number; ranges: Promise<Range[]> }>();

function readRanges(deps: Pick<Deps, 'db'>): Promise<Range[]> {
  return deps.db
    .selectFrom('internet_service_provider_ranges')
    .selectAll()
    .execute()
    .then((rows) =>
      rows.flatMap((row) => {
        try {
          const provider = (INTERNET_SERVICE_PROVIDERS as readonly string[]).includes(row.provider)
            ? (row.provider as InternetServiceProvider)
            : 'OTHER';
          return [{ range: ipaddr.parseCIDR(row.cidr), provider }];
        } catch {
          return [];
        }
      }),
    );
}

/**
 * The mobile operator of an address (spec §7 `internetServiceProviderGet`): the first range of the
 * table that holds it, else OTHER. IPv4 addresses written as IPv6 (::ffff:a.b.c.d) count as IPv4.
 */
export async function internetServiceProviderOf(
  deps: Pick<Deps, 'db' | 'now'>,
  address: string,
): Promise<InternetServiceProvider> {
  if (!ipaddr.isValid(address)) return 'OTHER';
  const now = deps.now().getTime();
  let entry = cache.get(deps.db);
  if (!entry || now - entry.at > CACHE_MS) {
    entry = { at: now, ranges: readRanges(deps) };
    cache.set(deps.db, entry);
  }
  const ip = ipaddr.process(address);
  for (const { range, provider } of await entry.ranges) {
    if (ip.kind() === range[0].kind() && ip.match(range)) return provider;
  }
  return 'OTHER';
}
