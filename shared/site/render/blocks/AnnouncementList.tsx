import { AnnouncementBrowser } from '../parts/AnnouncementBrowser';
import type { BlockProps } from './props';

/** The announcement browser of store sites: rows of cards (or a grid); the listing page's results without a query. */
export function AnnouncementList({ block, attrs, layout }: BlockProps<'AnnouncementList'>) {
  return <AnnouncementBrowser block={block} attrs={attrs} variant={layout === 'grid' ? 'grid' : 'list'} />;
}
