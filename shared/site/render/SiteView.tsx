import { useId, useMemo, useRef } from 'react';
import { pickText } from '../template-texts';
import { directionOf } from '../../i18n/locales';
import type { SiteBlock } from '../document';
import { SiteRenderProvider, type SiteRenderContextValue } from './context';
import { SiteBlocks } from './SiteBlocks';
import { themeStyleOf } from './theme';

const hasBlockOfType = (blocks: readonly SiteBlock[], type: string): boolean =>
  blocks.some((block) => block.type === type || hasBlockOfType(block.blocks ?? [], type));

/**
 * Renders a site page: the theme, the pinned headers, the page's blocks and the pinned footers,
 * with the same components on the public site (server-rendered, complete without script) and in
 * the studio's canvas. Import shared/site/render/site.css wherever it renders.
 *
 * The theme travels as data attributes (palette colour, font, dark mode, background) that
 * site.css maps to custom properties. A hex colour or a background picture cannot be a class: they
 * are written as custom properties in one `<style>` element scoped to this view and carrying
 * `context.nonce` (see SiteRenderContextValue.nonce); no element ever gets a style attribute.
 */
export function SiteView({ context }: { context: SiteRenderContextValue }) {
  const scope = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const { document, page, locale, land } = context;
  // The studio edits the document many times a second: the context blocks read keeps its
  // identity across those edits (document and page are read through getters, always current),
  // so a block whose own data did not change skips rendering (SiteBlocks memoises each block).
  // Blocks that show the pages or the current page get the frame key below instead.
  const latest = useRef(context);
  latest.current = context;
  const { launchType, links, data, editing, nonce, commerce, assetUrl } = context;
  const value = useMemo<SiteRenderContextValue>(
    () => ({
      locale,
      launchType,
      land,
      links,
      data,
      ...(editing ? { editing } : {}),
      ...(nonce === undefined ? {} : { nonce }),
      ...(commerce ? { commerce } : {}),
      ...(assetUrl ? { assetUrl } : {}),
      get document() {
        return latest.current.document;
      },
      get page() {
        return latest.current.page;
      },
    }),
    [locale, launchType, land, links, data, editing, nonce, commerce, assetUrl],
  );
  const frameKey = useMemo(
    () =>
      JSON.stringify([
        page.id,
        document.pages.map((item) => [item.id, item.type, item.slug, item.visible, item.title]),
        document.theme,
      ]),
    [page.id, document.pages, document.theme],
  );
  const theme = themeStyleOf(document.theme, page, assetUrl);
  const pageHeading =
    page.type !== 'single' && !hasBlockOfType([...document.headers, ...page.blocks], 'Header')
      ? pickText(page.title, locale) || land.name
      : null;
  return (
    <SiteRenderProvider value={value}>
      <div
        className="site"
        data-site-scope={scope}
        data-launch-type={context.launchType}
        data-page-type={page.type}
        data-editing={context.editing ? 'true' : undefined}
        lang={locale}
        dir={directionOf(locale)}
        {...theme.attributes}
      >
        {theme.declarations ? (
          <style nonce={context.nonce}>{`.site[data-site-scope="${scope}"] { ${theme.declarations} }`}</style>
        ) : null}
        {document.headers.length > 0 ? (
          <div className="site-headers">
            <SiteBlocks blocks={document.headers} frameKey={frameKey} />
          </div>
        ) : null}
        {/* The page that hosts the view (the site's frame, the studio) holds the one <main> landmark. */}
        <div className="site-page" data-page-id={page.id}>
          {pageHeading ? <h1 className="site-visually-hidden">{pageHeading}</h1> : null}
          <SiteBlocks blocks={page.blocks} frameKey={frameKey} />
        </div>
        {document.footers.length > 0 ? (
          <div className="site-footers">
            <SiteBlocks blocks={document.footers} frameKey={frameKey} />
          </div>
        ) : null}
      </div>
    </SiteRenderProvider>
  );
}
