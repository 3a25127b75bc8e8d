// The store home page the site benchmark renders (issue 5): a published build whose home page
// holds 100 blocks, 4 of them data-bound lists reading 4 queries of the build, the rest the
// catalogue's content blocks with their defaults: what a busy real storefront looks like.
import { BLOCK_DEFINITIONS } from '../../shared/site/blocks/catalogue';
import type { BlockType } from '../../shared/site/blocks/types';
import { SITE_SCHEMA_VERSION, type SiteBlock, type SiteDocument } from '../../shared/site/document';
import { defaultSiteDocument } from '../../shared/site/templates';

/** Content blocks the page cycles through between its lists. */
const CONTENT_CYCLE: BlockType[] = [
  'HeroSection',
  'Text',
  'Content',
  'ImageWithText',
  'Features',
  'Button',
  'Spacer',
  'Icon',
  'Social',
  'Image',
];

/** The 4 data-bound lists and the query each reads. */
const LISTS: { type: BlockType; queryId: string }[] = [
  { type: 'Products', queryId: 'bench-new' },
  { type: 'AnnouncementList', queryId: 'bench-delivery' },
  { type: 'Products', queryId: 'bench-pictures' },
  { type: 'AnnouncementList', queryId: 'bench-oldest' },
];

const block = (type: BlockType, id: string, attrs: Record<string, unknown> = {}): SiteBlock => ({
  id,
  type,
  attrs: { ...BLOCK_DEFINITIONS[type].defaults(), ...attrs },
});

/** A STORE build with `total` blocks on its home page, 4 of them lists bound to the build's 4 queries. */
export function benchSiteDocument(total = 100): SiteDocument {
  const base = defaultSiteDocument('STORE');
  const blocks: SiteBlock[] = [];
  const every = Math.floor(total / LISTS.length);
  for (let index = 0; index < total; index += 1) {
    const list = index % every === 1 ? LISTS[Math.floor(index / every)] : undefined;
    blocks.push(
      list
        ? block(list.type, `bench-list-${index}`, { queryId: list.queryId, count: 16 })
        : block(CONTENT_CYCLE[index % CONTENT_CYCLE.length]!, `bench-${index}`),
    );
  }
  const name = (fr: string) => ({ fr, ar: fr, en: fr });
  return {
    ...base,
    schemaVersion: SITE_SCHEMA_VERSION,
    pages: base.pages.map((page) => (page.type === 'home' ? { ...page, blocks } : page)),
    queries: [
      { id: 'bench-new', name: name('Nouveautés'), q: '', count: 16, type: 'ANNOUNCEMENTS', filter: {} },
      {
        id: 'bench-delivery',
        name: name('Livraison'),
        q: '',
        count: 16,
        type: 'ANNOUNCEMENTS',
        filter: { delivery: true },
      },
      {
        id: 'bench-pictures',
        name: name('En images'),
        q: '',
        count: 16,
        type: 'ANNOUNCEMENTS',
        filter: { hasPictures: true },
      },
      {
        id: 'bench-oldest',
        name: name('Première heure'),
        q: '',
        count: 16,
        type: 'ANNOUNCEMENTS',
        filter: { orderByField: 'CREATED_AT' },
      },
    ],
  };
}
