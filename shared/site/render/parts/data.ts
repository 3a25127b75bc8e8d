import type { SiteListedAnnouncement, SiteQueryResult, SiteRenderContextValue } from '../context';

/** A query's results, or null when the build has no such query or the data holds none. */
export function queryResultOf(context: SiteRenderContextValue, queryId: string | undefined): SiteQueryResult | null {
  if (!queryId) return null;
  return context.data.queries[queryId] ?? null;
}

/** A query's name in the page's language, French otherwise. */
export function queryNameOf(
  context: SiteRenderContextValue,
  queryId: string | undefined,
  part: 'query' | 'cluster' = 'query',
): string {
  const query = context.document.queries.find((candidate) => candidate.id === queryId);
  const name = part === 'query' ? query?.name : query?.cluster?.name;
  return (name?.[context.locale] || name?.fr || '').trim();
}

/**
 * The announcements an announcement list shows: its query's results, or, without a query, the
 * listing page's (the page of type search); at most `count`.
 */
export function listedAnnouncements(
  context: SiteRenderContextValue,
  queryId: string | undefined,
  count: number,
): { announcements: SiteListedAnnouncement[]; listing: SiteRenderContextValue['data']['listing'] | null } {
  if (queryId) {
    return { announcements: (queryResultOf(context, queryId)?.announcements ?? []).slice(0, count), listing: null };
  }
  const listing = context.data.listing ?? null;
  return { announcements: listing?.announcements ?? [], listing };
}
