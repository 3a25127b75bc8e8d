import { describe, expect, it } from 'vitest';
import { defaultSiteDocument } from '../../../../../shared/site/templates';
import { matchRoute } from '../../routes';
import { findSitePage, readSiteDocument, sitePageRequest } from './site-document';

const document = {
  ...defaultSiteDocument('STORE'),
  pages: [
    ...defaultSiteDocument('STORE').pages,
    {
      id: 'p1',
      title: { fr: 'À propos', ar: '', en: '' },
      type: 'page' as const,
      slug: 'a-propos',
      visible: true,
      blocks: [],
    },
    {
      id: 'p2',
      title: { fr: 'Brouillon', ar: '', en: '' },
      type: 'page' as const,
      slug: 'brouillon',
      visible: false,
      blocks: [],
    },
  ],
};

describe('which page of a build an address shows', () => {
  it('reads the request from the route', () => {
    expect(sitePageRequest(matchRoute('/store/1/b/'))).toEqual({ type: 'home' });
    expect(sitePageRequest(matchRoute('/store/1'))).toEqual({ type: 'home' });
    expect(sitePageRequest(matchRoute('/store/1/b/a-propos'))).toEqual({ type: 'page', slug: 'a-propos' });
    expect(sitePageRequest(matchRoute('/store/1/b/annonce'))).toEqual({ type: 'search' });
    expect(sitePageRequest(matchRoute('/landing/1/b/annonce/4'))).toEqual({ type: 'single', announcementId: '4' });
    expect(sitePageRequest(matchRoute('/store/1/b/privacy'))).toEqual({ type: 'legal', name: 'privacy' });
  });

  it('finds home, free pages by slug, and the search and single pages', () => {
    expect(findSitePage(document, { type: 'home' })?.type).toBe('home');
    expect(findSitePage(document, { type: 'page', slug: 'a-propos' })?.id).toBe('p1');
    expect(findSitePage(document, { type: 'search' })?.type).toBe('search');
    expect(findSitePage(document, { type: 'single', announcementId: '9' })?.type).toBe('single');
  });

  it('serves no hidden page, unknown slug, or search/single page by its slug', () => {
    expect(findSitePage(document, { type: 'page', slug: 'brouillon' })).toBeNull();
    expect(findSitePage(document, { type: 'page', slug: 'nope' })).toBeNull();
    expect(findSitePage(document, { type: 'page', slug: 'annonce' })).toBeNull();
  });

  it('refuses what is not a document, and fills missing lists', () => {
    expect(readSiteDocument(null)).toBeNull();
    expect(readSiteDocument({ pages: [] })).toBeNull();
    expect(readSiteDocument({ pages: [{ type: 'home' }] })).toBeNull();
    const read = readSiteDocument({ pages: [{ id: 'h', type: 'home', blocks: [] }] });
    expect(read?.headers).toEqual([]);
    expect(read?.queries).toEqual([]);
  });
});
