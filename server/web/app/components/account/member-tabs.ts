import { SEARCH_LIMITS } from '../../../../../shared/domain/announcements';
import { MEMBER_TABS, type MemberTab } from '../../routes';

/** Announcements per page of a profile tab (the API's default for the member lists). */
export const MEMBER_PAGE_SIZE = 24;

/**
 * The tabs only the member themself sees (spec §2 lists them all; the viewed, liked,
 * bookmarked and past announcements are private, and subscriptions and followers belong to
 * stores, which come later).
 */
const OWN_TABS: ReadonlySet<MemberTab> = new Set(MEMBER_TABS.filter((tab) => tab !== 'announcements'));

/** The tabs a visitor of a profile sees: all of them on one's own profile, the announcements otherwise. */
export function visibleTabs(own: boolean): MemberTab[] {
  return MEMBER_TABS.filter((tab) => own || !OWN_TABS.has(tab));
}

/**
 * The tab an address asks for: the announcements when it names none; null (a 404) for an
 * unknown tab, or a private one on someone else's profile (it does not exist for them), or
 * any tab but the announcements on a merchant page.
 */
export function tabOf(param: string | undefined, options: { own: boolean; merchant: boolean }): MemberTab | null {
  if (param === undefined) return 'announcements';
  if (options.merchant) return null;
  const tab = MEMBER_TABS.find((candidate) => candidate === param);
  if (!tab) return null;
  return visibleTabs(options.own).includes(tab) ? tab : null;
}

/** The page number of `?page=`: a whole number from 1 to the search's deepest page, else 1. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, SEARCH_LIMITS.maxPage) : 1;
}
