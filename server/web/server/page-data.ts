import type { SSRData } from 'urql';
import type { SiteInfo } from '../app/site';

/** The id of the script element carrying the page's data to the browser. */
export const DATA_ELEMENT_ID = '__SOUK_DATA__';

/** What the server hands to the browser's hydration: the site's facts and the page's GraphQL results. */
export interface PageData {
  site: SiteInfo;
  urql: SSRData;
}
