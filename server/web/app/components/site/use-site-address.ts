import { useCanonicalRedirect } from '../../page-status';
import { useNavigation } from '../../navigation';
import { siteRouteAddress, type LandRef } from '../../routes';
import { useSite } from '../../site';

/**
 * Sends a site page to its one address on the portal (301): `/store/{id}` alone, an old or wrong
 * slug, or an id read from `?id=` (spec §2 forwards), keeping the rest of the query. A store's
 * own domain has no ids or slugs in its addresses, so nothing to correct there.
 */
export function useSiteAddress(land: LandRef | null): void {
  const { location, query } = useNavigation();
  const { storeDomain } = useSite();
  let target: string | null = null;
  const address = land && !storeDomain ? siteRouteAddress(location.match, land) : null;
  if (address) {
    const kept = new URLSearchParams(query);
    kept.delete('id');
    const search = kept.toString();
    const canonical = `${address}${search ? `?${search}` : ''}`;
    if (canonical !== `${location.pathname}${location.search}`) target = canonical;
  }
  useCanonicalRedirect(target);
}
