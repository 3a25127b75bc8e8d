import { useMemo, useRef, useState } from 'react';
import { SITE_LIMITS } from '../../../../shared/site/limits';
import { planAllows } from '../../../../shared/site/plans';
import { studioTexts, useI18n } from '../../kernel';
import { newId } from '../state/ids';
import { useEditor } from '../state/react';
import { localizedText, QueryForm } from './queries/QueryForm';
import { blocksByQuery, canAddQuery, newSiteQuery, nextListNumber, queryName } from './queries/query-draft';
import { useEditorServices } from './services';
import { useActionFeedback } from './use-action-feedback';

/**
 * The drawer's "Lists" tab (FULL plan): the site build's named queries, which the data-bound
 * blocks (Products, ProductsShow, ProductCarousel, AnnouncementList, StoreCarousel…) show through
 * `attrs.queryId`. The list names each one with what it lists and how many; choosing one opens
 * its form below. Adding, changing and deleting are the `query/*` actions, so undo and redo and
 * the autosave treat them like any other edit.
 */
export function QueriesPanel() {
  const { t, locale } = useI18n();
  const { notify } = useEditorServices();
  const feedback = useActionFeedback();
  const plan = useEditor((state) => state.plan);
  const queries = useEditor((state) => state.document.queries);
  const document = useEditor((state) => state.document);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // A list just added opens with its French name ready to type.
  const [addedId, setAddedId] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const usage = useMemo(() => blocksByQuery(document), [document]);
  const selected = queries.find((query) => query.id === selectedId) ?? null;

  if (!planAllows(plan, 'queries')) return null;

  const add = () => {
    const n = nextListNumber(queries);
    const query = newSiteQuery(
      newId(),
      localizedText((lang) => studioTexts(lang).t('queries.newName', { n })),
    );
    if (feedback({ type: 'query/add', query }).ok) {
      setSelectedId(query.id);
      setAddedId(query.id);
    }
  };

  return (
    <div className="studio-queries" data-panel="queries">
      <p className="studio-hint">{t('queries.intro')}</p>
      {queries.length === 0 ? (
        <p className="studio-blocks__empty">{t('queries.empty')}</p>
      ) : (
        <ul className="studio-queries__list" aria-label={t('queries.title')}>
          {queries.map((query) => {
            const name = queryName(query.name, locale) || t('queries.untitled');
            const used = usage.get(query.id) ?? 0;
            return (
              <li key={query.id}>
                <button
                  type="button"
                  className="studio-queries__item"
                  aria-pressed={query.id === selectedId}
                  data-query={query.id}
                  onClick={() => {
                    setAddedId(null);
                    setSelectedId(query.id === selectedId ? null : query.id);
                  }}
                >
                  <span className="studio-queries__name" dir="auto">
                    {name}
                  </span>
                  <small>
                    {t('queries.summary', { type: t(`queries.types.${query.type}`), count: query.count })}
                    {' · '}
                    {t('queries.usedBy', { count: used })}
                  </small>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <button
        ref={addButton}
        type="button"
        className="studio-button studio-button--primary"
        disabled={!canAddQuery(queries)}
        aria-describedby={canAddQuery(queries) ? undefined : 'studio-queries-limit'}
        onClick={add}
      >
        {t('queries.add')}
      </button>
      {!canAddQuery(queries) && (
        <p id="studio-queries-limit" className="studio-hint">
          {t('queries.limit', { max: SITE_LIMITS.maxQueries })}
        </p>
      )}
      {selected && (
        <QueryForm
          // A new form per list: typing not yet written belongs to the list it was typed in.
          key={selected.id}
          query={selected}
          focusName={addedId === selected.id}
          onRemoved={(name) => {
            setSelectedId(null);
            notify({ kind: 'info', text: t('queries.remove.done', { name }) });
            addButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}
