import { Search } from 'lucide-react';
import { pickText } from '../../template-texts';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { useSiteText } from '../texts';
import type { BlockProps } from './props';

const BASE = 'http://site.invalid';

/**
 * A GET form's action and the hidden fields that carry the action's own query: a browser drops
 * an action's query string when it submits a GET form, and the listing address may hold one
 * (the language, ?lang=ar).
 */
export function formTargetOf(address: string): { action: string; hidden: [string, string][] } {
  const url = new URL(address, BASE);
  const hidden = [...url.searchParams.entries()].filter(([name]) => name !== 'q' && name !== 'page');
  const origin = url.origin === BASE ? '' : url.origin;
  return { action: `${origin}${url.pathname}`, hidden };
}

/**
 * Searches the land's announcements: a GET form to the listing page with `q` (no script needed),
 * the current keywords filled in; optionally the land's categories as quick searches.
 */
export function Searchbar({ block, attrs }: BlockProps<'Searchbar'>) {
  const { locale, links, data, land } = useSiteRender();
  const t = useSiteText();
  const { action, hidden } = formTargetOf(links.listing());
  const title = pickText(attrs.title, locale) || t('site.search.label');
  const placeholder = pickText(attrs.placeholder, locale);
  const inputId = `${block.id}-q`;
  const categories = attrs.showCategories ? (land.categories ?? []) : [];
  return (
    <BlockFrame block={block} as="div" width={attrs.width}>
      <form className="site-searchbar__form" role="search" method="get" action={action}>
        <label htmlFor={inputId} className={attrs.showTitle ? 'site-searchbar__title' : 'site-visually-hidden'}>
          {title}
        </label>
        <div className="site-searchbar__field">
          {hidden.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input
            id={inputId}
            type="search"
            name="q"
            defaultValue={data.listing?.q ?? ''}
            placeholder={placeholder || undefined}
            maxLength={200}
            enterKeyHint="search"
          />
          <button type="submit" className="site-button-link" data-style="filled" data-color="primary">
            <Search aria-hidden="true" size={18} />
            <span className="site-searchbar__submit">{t('site.search.submit')}</span>
          </button>
        </div>
      </form>
      {categories.length > 0 ? (
        <ul className="site-searchbar__categories" aria-label={t('site.search.categories')}>
          {categories.map((category) => (
            <li key={category.id}>
              <a href={links.listing({ q: category.name })}>{category.name}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </BlockFrame>
  );
}
