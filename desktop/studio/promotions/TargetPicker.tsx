import { useEffect, useId, useState } from 'react';
import { useI18n } from '../kernel';
import type { promotionsApi } from './promotions-api';

/** Waits this long after the last key before asking: one search per pause, not per letter. */
const SEARCH_DELAY_MS = 250;

/**
 * What a campaign promotes, found by its name (a store) or its title (an announcement) rather
 * than typed as a number: the matches as buttons, the chosen one said with its number.
 */
export function TargetPicker({
  api,
  kind,
  value,
  onChange,
  invalid,
}: {
  api: ReturnType<typeof promotionsApi>;
  kind: 'STORE' | 'ANNOUNCEMENT';
  value: { id: string; name: string } | null;
  onChange: (target: { id: string; name: string } | null) => void;
  invalid: Record<string, unknown>;
}) {
  const { t } = useI18n();
  const id = useId();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ id: string; name: string }[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const words = query.trim();
    if (words.length < 2) {
      setFound(null);
      return;
    }
    let live = true;
    const timer = window.setTimeout(() => {
      setFailed(false);
      api.targets(kind, words).then(
        (list) => live && setFound(list),
        () => live && setFailed(true),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [api, kind, query]);

  const label = t(kind === 'STORE' ? 'promotions.form.findStore' : 'promotions.form.findAnnouncement');
  return (
    <div className="promotions__target">
      <label htmlFor={`${id}-q`}>{label}</label>
      <input
        id={`${id}-q`}
        type="search"
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
        {...invalid}
      />
      {value && (
        <p className="promotions__target-chosen" role="status">
          {t('promotions.form.chosen', { name: value.name, id: value.id })}
        </p>
      )}
      {failed && <p className="promotions__problem">{t('promotions.form.targetsFailed')}</p>}
      {found && found.length === 0 && <p className="promotions__hint">{t('promotions.form.noTarget')}</p>}
      {found && found.length > 0 && (
        <ul className="promotions__target-list" aria-label={label}>
          {found.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="studio-button"
                aria-pressed={value?.id === item.id}
                onClick={() => onChange(item)}
              >
                {item.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
