import { Menu as MenuIcon, Store } from 'lucide-react';
import { pickText } from '../../template-texts';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender, type SiteRenderContextValue } from '../context';
import { resolveLink } from '../links';
import { useSiteText } from '../texts';
import type { BlockProps } from './props';

/** A menu entry. */
export interface MenuEntry {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

/**
 * The menu's entries: the visible pages of types home and page, in the document's order (spec §4:
 * menu pages exclude types search and single and hidden pages), then the block's own links.
 */
export function menuEntriesOf(
  context: Pick<SiteRenderContextValue, 'document' | 'page' | 'links' | 'locale'>,
  extra: readonly { label: Record<string, string>; link: string }[] = [],
): MenuEntry[] {
  const { document, page, links, locale } = context;
  const pages = document.pages
    .filter((candidate) => candidate.visible && candidate.type !== 'search' && candidate.type !== 'single')
    .map((candidate) => ({
      key: candidate.id,
      label: pickText(candidate.title, locale) || candidate.slug,
      href: candidate.type === 'home' ? links.home() : links.page(candidate.slug),
      current: candidate.id === page.id,
    }));
  const own = extra.flatMap((entry, index) => {
    const href = resolveLink(links, entry.link);
    const label = pickText(entry.label, locale);
    return href && label ? [{ key: `link-${index}`, label, href, current: false }] : [];
  });
  return [...pages, ...own];
}

/**
 * The site's navigation in one of three layouts: a bar (name, then links), centred (name above
 * the links) or compact (a disclosure that opens the links; `<details>` needs no script).
 */
export function Menu({ block, attrs, layout }: BlockProps<'Menu'>) {
  const context = useSiteRender();
  const t = useSiteText();
  const { land, links } = context;
  const entries = menuEntriesOf(context, attrs.links);
  const list = (
    <ul className="site-menu__links">
      {entries.map((entry) => (
        <li key={entry.key}>
          <a href={entry.href} aria-current={entry.current ? 'page' : undefined}>
            {entry.label}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <BlockFrame
      block={block}
      as="nav"
      layout={layout}
      width={attrs.width}
      label={t('site.menu.label')}
      attributes={{ 'data-color': attrs.backgroundColor, 'data-sticky': String(attrs.sticky) }}
    >
      <div className="site-menu__inner">
        {attrs.showLogo || attrs.showName ? (
          <a className="site-menu__brand" href={links.home()}>
            {attrs.showLogo ? (
              land.imageUrl ? (
                <img src={land.imageUrl} alt="" width={40} height={40} />
              ) : (
                <Store aria-hidden="true" size={28} />
              )
            ) : null}
            {attrs.showName ? <span>{land.name}</span> : <span className="site-visually-hidden">{land.name}</span>}
          </a>
        ) : null}
        {layout === 'compact' ? (
          <details className="site-menu__disclosure">
            <summary>
              <MenuIcon aria-hidden="true" size={20} />
              {t('site.menu.open')}
            </summary>
            {list}
          </details>
        ) : (
          list
        )}
      </div>
    </BlockFrame>
  );
}
