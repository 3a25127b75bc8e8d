import { LayoutGrid, Search } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQuery } from '../../../../../shared/graphql/use-query';
import { DEFAULT_LOCALE } from '../../../../../shared/i18n';
import { SEARCH_LIMITS } from '../../../../../shared/domain/announcements';
import { slugifyKeywords } from '../../../../../shared/domain/search';
import { SearchSuggestDocument, type SearchSuggestQuery } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';
import { paths } from '../../routes';
import {
  emptySearchFilter,
  keywordsText,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PARAMS,
  searchAddressOf,
  searchFilterFromAddress,
} from '../../lib/search-address';
import { useDebouncedValue } from './use-debounced';

type Suggestion = SearchSuggestQuery['searchSuggest'][number];

/** Suggestions are asked for from this many typed characters on. */
const SUGGEST_FROM_LENGTH = 2;
const SUGGESTION_COUNT = 8;

/**
 * The top bar's search: a combobox (ARIA 1.2 pattern: the input owns a listbox through
 * aria-controls, the highlighted option through aria-activedescendant) whose suggestions come
 * from `searchSuggest` once typing pauses. Enter searches the keywords (in the active category,
 * if any); a suggested category opens that category. Without JavaScript it is a plain GET form
 * to /s, which reads `q` and `category`.
 */
export function SearchBox() {
  const { t, locale } = useI18n();
  const { location, query, navigate } = useNavigation();
  const current = searchFilterFromAddress(location.match, query);
  const categorySlug = current?.categorySlug ?? null;
  const addressKeywords = keywordsText(current?.keywords ?? null);

  const [text, setText] = useState(addressKeywords);
  const [shownKeywords, setShownKeywords] = useState(addressKeywords);
  // A new search address (a link, the back button) puts its keywords in the box.
  if (addressKeywords !== shownKeywords) {
    setShownKeywords(addressKeywords);
    setText(addressKeywords);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [{ data }] = useQuery({
    query: SearchSuggestDocument,
    variables: { q: typed, count: SUGGESTION_COUNT },
    pause: !open || typed.length < SUGGEST_FROM_LENGTH,
  });
  const suggestions: Suggestion[] = open && typed.length >= SUGGEST_FROM_LENGTH ? (data?.searchSuggest ?? []) : [];
  const expanded = suggestions.length > 0;

  const id = useId();
  const listboxId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const searchKeywords = (keywords: string) => {
    close();
    navigate(searchAddressOf({ ...emptySearchFilter(), keywords: slugifyKeywords(keywords), categorySlug }));
  };

  const pick = (suggestion: Suggestion) => {
    if (suggestion.category) {
      close();
      setText('');
      navigate(paths.searchCategory(suggestion.category.slug));
    } else {
      setText(suggestion.text);
      searchKeywords(suggestion.text);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = active >= 0 ? suggestions[active] : undefined;
    if (chosen) pick(chosen);
    else searchKeywords(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (expanded) setActive((index) => (index + 1) % suggestions.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (expanded) setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  return (
    <form className="topbar__search search-box" action={paths.search()} method="get" role="search" onSubmit={onSubmit}>
      <input
        type="search"
        name={SEARCH_PARAMS.keywords}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={close}
        placeholder={t('portal.layout.searchPlaceholder')}
        aria-label={t('portal.search.box.label')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_LIMITS.keywordsMax}
      />
      {categorySlug ? <input type="hidden" name={SEARCH_PARAMS.category} value={categorySlug} /> : null}
      {locale !== DEFAULT_LOCALE ? <input type="hidden" name="lang" value={locale} /> : null}
      <button type="submit" aria-label={t('portal.layout.searchButton')}>
        <Search aria-hidden="true" size={18} />
      </button>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('portal.search.box.suggestions')}
        className="search-box__listbox"
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.category?.id ?? 'q'}-${suggestion.text}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'search-box__option is-active' : 'search-box__option'}
            // Keep the focus in the input: a click must not blur (and close) the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            onMouseMove={() => setActive(index)}
          >
            {suggestion.category ? (
              <>
                <LayoutGrid aria-hidden="true" size={16} />
                <span className="search-box__text">{suggestion.category.name}</span>
                <span className="search-box__hint">{t('portal.search.filters.category')}</span>
              </>
            ) : (
              <>
                <Search aria-hidden="true" size={16} />
                <span className="search-box__text">{suggestion.text}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </form>
  );
}
