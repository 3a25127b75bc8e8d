import { useQuery } from '../../../../../shared/graphql/use-query';
import { menuLinkShown } from '../../../../../shared/domain/promotions';
import { PortalMenusDocument, type PortalMenuEntryFragment } from '../../../../../shared/graphql/generated';

export type MenuEntry = PortalMenuEntryFragment;

const byRank = (a: MenuEntry, b: MenuEntry) => a.rank - b.rank;

/**
 * Both menus of the portal (spec §7 menuFetch): LISTING_MENU, the categories, and MEGA_MENU,
 * the shortcuts (without those for another mobile network), each sorted by rank. One request for
 * the two and the visitor's operator, rendered with every page (the
 * drawer works without JavaScript). A failed fetch leaves the menus empty (spec: silent).
 */
export function usePortalMenus(): { listing: MenuEntry[]; mega: MenuEntry[] } {
  const [{ data }] = useQuery({ query: PortalMenusDocument });
  return {
    listing: [...(data?.listing ?? [])].sort(byRank),
    // Spec §7: a shortcut to an operator's offer is hidden from visitors of another network.
    mega: (data?.mega ?? [])
      .filter((entry) => menuLinkShown(entry.target.link, data?.provider ?? 'OTHER'))
      .sort(byRank),
  };
}
