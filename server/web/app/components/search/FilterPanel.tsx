import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import type { SearchFilter } from '../../../../../shared/domain/search';
import type { CategoriesQuery, CategoryQuery, SearchQuery } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { Link, useNavigation } from '../../navigation';
import { matchRoute } from '../../routes';
import {
  activeConditionCount,
  clearedSearch,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PARAMS,
  searchAddressOf,
  searchFilterFromAddress,
  searchPath,
} from '../../lib/search-address';
import { CategoryTree } from './CategoryTree';
import { HiddenFields } from './HiddenFields';
import { OptionFields } from './OptionFields';
import { PlaceFields } from './PlaceFields';
import { PriceFields } from './PriceFields';
import { RangeFields } from './RangeFields';
import { SpecificationFields } from './SpecificationFields';
import { useDebouncedCallback } from './use-debounced';
import { useHydrated } from './use-hydrated';

type ActiveCategory = NonNullable<CategoryQuery['category']>;
type Facets = NonNullable<SearchQuery['search']['active']>['filter'];

/** The form's values as an address's query (the same names a GET submission sends). */
function formQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') query.append(name, value);
  });
  return query;
}

/** Empties the controls named in a changed control's `data-clears` (the commune of another wilaya...). */
function clearDependents(form: HTMLFormElement, target: EventTarget) {
  if (!(target instanceof HTMLElement) || !target.dataset.clears) return;
  for (const name of target.dataset.clears.split(' ')) {
    for (const element of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(`[name="${CSS.escape(name)}"]`)) {
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
        element.checked = false;
      } else {
        element.value = '';
      }
    }
  }
}

/**
 * The filter panel: a GET form whose controls carry the address's own query names, so without
 * JavaScript "Apply" loads the filtered search. With JavaScript the form is read the same way
 * 300 ms after the last change (spec §9), the page goes back to 1 (spec §4) and the address is
 * replaced in place, keeping the scroll. On phones it is a sheet opened by the "Filters" button.
 */
export function FilterPanel({
  id,
  filter,
  facets,
  category,
  roots,
  counts,
  open,
  onClose,
}: {
  id: string;
  filter: SearchFilter;
  facets: Facets | null;
  category: ActiveCategory | null;
  roots: CategoriesQuery['categories'];
  counts: ReadonlyMap<string, number>;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { navigate } = useNavigation();
  const hydrated = useHydrated();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const address = searchAddressOf(filter);
  // The form's controls are uncontrolled (what is typed stays while its search loads); a search
  // that comes from elsewhere (a link, the back button) remounts them with its values.
  const [applied, setApplied] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(address);
  const [seen, setSeen] = useState(address);
  if (address !== seen) {
    setSeen(address);
    if (address !== applied) setFormKey(address);
  }

  const action = searchPath(filter);
  const apply = () => {
    const form = formRef.current;
    if (!form) return;
    const next = searchFilterFromAddress(matchRoute(action), formQuery(form));
    if (!next) return;
    const href = searchAddressOf(next);
    // Spec §4: applying the same search again does nothing.
    if (href === address) return;
    setApplied(href);
    navigate(href, { replace: true, keepScroll: true });
  };
  const debounced = useDebouncedCallback(apply, SEARCH_DEBOUNCE_MS);

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    if (formRef.current) clearDependents(formRef.current, event.target);
    debounced.schedule();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    debounced.flush();
    onClose();
  };

  // The sheet takes the focus when it opens on a phone.
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !sheetRef.current) return;
    // Keep Tab inside the open sheet, which covers the page.
    const focusable = [
      ...sheetRef.current.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'),
    ].filter((element) => !element.hasAttribute('disabled') && element.getClientRects().length > 0);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const hidden: [string, string][] = [];
  if (filter.keywords && filter.categorySlug) hidden.push([SEARCH_PARAMS.category, filter.categorySlug]);
  if (filter.orderByField) hidden.push([SEARCH_PARAMS.orderByField, filter.orderByField]);
  const resetHref = searchAddressOf(clearedSearch(filter));
  const conditions = activeConditionCount(filter);
  const units = category?.priceUnits ?? null;

  return (
    <aside
      id={id}
      className={open ? 'search-filters is-open' : 'search-filters'}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div className="search-filters__sheet" ref={sheetRef}>
        <div className="search-filters__head">
          <h2 id={titleId}>{t('portal.search.filters.title')}</h2>
          {hydrated ? (
            <button
              type="button"
              ref={closeRef}
              className="icon-button search-filters__close"
              aria-label={t('portal.search.filters.close')}
              onClick={onClose}
            >
              <X aria-hidden="true" size={20} />
            </button>
          ) : (
            // Without JavaScript the sheet is the address's #target; leaving the target closes it.
            <a href="#" className="icon-button search-filters__close" aria-label={t('portal.search.filters.close')}>
              <X aria-hidden="true" size={20} />
            </a>
          )}
        </div>
        <CategoryTree filter={filter} category={category} roots={roots} counts={counts} />
        <form
          key={formKey}
          ref={formRef}
          className="search-filters__form"
          method="get"
          action={action}
          onChange={onChange}
          onSubmit={onSubmit}
        >
          <HiddenFields params={hidden} />
          <PlaceFields filter={filter} facets={facets} />
          <PriceFields filter={filter} priceUnits={units} />
          {category ? (
            <RangeFields filter={filter} specifications={category.specifications.map((entry) => entry.specification)} />
          ) : null}
          <OptionFields
            filter={filter}
            scope={{
              delivery: category?.delivery ?? true,
              exchange: !(category?.isWithoutExchange ?? false),
              price: units === null || units.some((unit) => unit !== 'NO_PRICE'),
            }}
          />
          {category ? (
            <SpecificationFields
              filter={filter}
              specifications={category.specifications.map((entry) => entry.specification)}
            />
          ) : null}
          <div className={hydrated ? 'search-filters__actions is-live' : 'search-filters__actions'}>
            <button type="submit" className="button button--primary search-filters__apply">
              {hydrated ? t('portal.search.filters.showResults') : t('portal.search.filters.apply')}
            </button>
            {conditions > 0 ? (
              <Link href={resetHref} className="button button--ghost" keepScroll replace>
                {t('portal.search.filters.reset')}
              </Link>
            ) : null}
          </div>
        </form>
      </div>
    </aside>
  );
}
