import type { SiteBuildRenderFragment } from '../../graphql/generated';
import type { SiteQueryResult } from './context';

/** The build's query results keyed by query id (SiteData.queries). */
export function queryResultsOf(build: Pick<SiteBuildRenderFragment, 'queries'>): Record<string, SiteQueryResult> {
  return Object.fromEntries(
    build.queries.map((query) => [
      query.id,
      {
        announcements: query.announcements,
        clusterAnnouncements: query.clusterAnnouncements,
        stores: query.stores,
      },
    ]),
  );
}
