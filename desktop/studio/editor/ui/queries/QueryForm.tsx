import { useEffect, useId, useRef, useState } from 'react';
import { LOCALES, type Locale } from '../../../../../shared/i18n/locales';
import { siteQuerySchema, type LocalizedText, type SiteQuery } from '../../../../../shared/site/document';
import { SITE_LIMITS } from '../../../../../shared/site/limits';
import { studioTexts, useI18n } from '../../../kernel';
import { useEditor, useEditorStore } from '../../state/react';
import { useActionFeedback } from '../use-action-feedback';
import { DeferredInput } from './DeferredInput';
import { FilterFields } from './FilterFields';
import { newCluster, parseCount, queryName, type SiteQueryCluster } from './query-draft';

type QueryChange = Partial<Omit<SiteQuery, 'id'>>;

/** The keywords' length the document schema allows (shared/site/document.ts). */
const MAX_KEYWORDS_LENGTH = siteQuerySchema.shape.q.unwrap().maxLength ?? undefined;

/**
 * One list's form: its name in the three languages, what it lists, keywords, count, filter, its
 * optional second list, and deleting it. Every change is one `query/update` built from the list
 * as the store holds it at that moment (never from a render's copy), so undo and redo take back
 * exactly that change.
 */
export function QueryForm({
  query,
  focusName = false,
  onRemoved,
}: {
  query: SiteQuery;
  /** Puts the focus in the French name when the form opens (a list just added). */
  focusName?: boolean;
  onRemoved: (name: string) => void;
}) {
  const { t, locale } = useI18n();
  const store = useEditorStore();
  const feedback = useActionFeedback();
  const launchType = useEditor((state) => state.launchType);
  const headingId = useId();
  const fieldId = useId();
  const name = queryName(query.name, locale) || t('queries.untitled');

  const update = (change: (current: SiteQuery) => QueryChange): boolean => {
    const current = store.getState().document.queries.find((candidate) => candidate.id === query.id);
    if (!current) return false;
    return feedback({ type: 'query/update', queryId: query.id, query: change(current) }).ok;
  };
  const updateCluster = (change: (cluster: SiteQueryCluster) => Partial<SiteQueryCluster>): boolean =>
    update((current) => (current.cluster ? { cluster: { ...current.cluster, ...change(current.cluster) } } : {}));

  const listsStores = query.type === 'STORES';
  // A store's site lists its own announcements; only a market lists stores (its own).
  const showType = launchType === 'MARKET' || listsStores;

  return (
    <section className="studio-form studio-query-form" aria-labelledby={headingId} data-query={query.id}>
      <h3 id={headingId} className="studio-query-form__title">
        {t('queries.form.heading', { name })}
      </h3>
      <p className="studio-hint">{t('queries.form.pending')}</p>

      <LocalizedFields
        legend={t('queries.form.name')}
        value={query.name}
        dataField="name"
        autoFocus={focusName}
        onCommit={(lang, text) => update((current) => ({ name: { ...current.name, [lang]: text } }))}
      />

      {showType && (
        <label className="studio-field">
          <span className="studio-field__label">{t('queries.form.type')}</span>
          <select
            value={query.type}
            onChange={(event) => update(() => ({ type: event.target.value === 'STORES' ? 'STORES' : 'ANNOUNCEMENTS' }))}
          >
            {(['ANNOUNCEMENTS', 'STORES'] as const).map((type) => (
              <option key={type} value={type}>
                {t(`queries.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
      )}

      <ListFields
        idPrefix={`${fieldId}-list`}
        q={query.q}
        count={query.count}
        stores={listsStores}
        onQ={(text) => update(() => ({ q: text }))}
        onCount={(count) => update(() => ({ count }))}
      />

      {!listsStores && (
        <>
          <FilterFields filter={query.filter} onChange={(filter) => update(() => ({ filter }))} />
          <ClusterFields
            idPrefix={`${fieldId}-cluster`}
            cluster={query.cluster}
            onAdd={() =>
              update(() => ({
                cluster: newCluster(localizedText((lang) => studioTexts(lang).t('queries.cluster.defaultName'))),
              }))
            }
            onRemove={() => update(() => ({ cluster: undefined }))}
            onChange={updateCluster}
          />
        </>
      )}

      <RemoveQuery
        name={name}
        onConfirm={() => {
          if (feedback({ type: 'query/remove', queryId: query.id }).ok) onRemoved(name);
        }}
      />
    </section>
  );
}

/** A text in the three languages, one value each. */
export function localizedText(text: (lang: Locale) => string): LocalizedText {
  return { fr: text('fr'), ar: text('ar'), en: text('en') };
}

/** A name in French, Arabic (right to left) and English, side by side. */
function LocalizedFields({
  legend,
  value,
  dataField,
  autoFocus = false,
  onCommit,
}: {
  legend: string;
  value: LocalizedText;
  dataField: string;
  autoFocus?: boolean;
  onCommit: (lang: Locale, text: string) => boolean;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="studio-field studio-field--localized" data-field={dataField}>
      <legend>{legend}</legend>
      {LOCALES.map((lang) => (
        <label key={lang} className="studio-field">
          <span className="studio-field__label">{t(`editor.props.languages.${lang}`)}</span>
          <DeferredInput
            lang={lang}
            dir={lang === 'ar' ? 'rtl' : 'ltr'}
            maxLength={SITE_LIMITS.maxTextLength}
            value={value[lang]}
            autoFocus={autoFocus && lang === 'fr'}
            onCommit={(text) => onCommit(lang, text)}
          />
        </label>
      ))}
    </fieldset>
  );
}

/** Keywords and count, shared by a list and its second list. */
function ListFields({
  idPrefix,
  q,
  count,
  stores,
  onQ,
  onCount,
}: {
  idPrefix: string;
  q: string;
  count: number;
  stores: boolean;
  onQ: (text: string) => boolean;
  onCount: (count: number) => boolean;
}) {
  const { t } = useI18n();
  const max = SITE_LIMITS.maxQueryCount;
  return (
    <>
      <div className="studio-field">
        <label className="studio-field__label" htmlFor={`${idPrefix}-q`}>
          {t(stores ? 'queries.form.qStores' : 'queries.form.q')}
        </label>
        <DeferredInput
          id={`${idPrefix}-q`}
          type="search"
          dir="auto"
          maxLength={MAX_KEYWORDS_LENGTH}
          aria-describedby={`${idPrefix}-q-hint`}
          value={q}
          onCommit={onQ}
        />
        <span id={`${idPrefix}-q-hint`} className="studio-hint">
          {t(stores ? 'queries.form.qStoresHint' : 'queries.form.qHint')}
        </span>
      </div>
      <label className="studio-field">
        <span className="studio-field__label">{t('queries.form.count', { max })}</span>
        <DeferredInput
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          dir="ltr"
          value={String(count)}
          invalidText={t('queries.form.countInvalid', { max })}
          onCommit={(text) => {
            const parsed = parseCount(text);
            return parsed !== null && onCount(parsed);
          }}
        />
      </label>
    </>
  );
}

/** The optional second list (cluster): added with a default name, edited like the list, removed. */
function ClusterFields({
  idPrefix,
  cluster,
  onAdd,
  onRemove,
  onChange,
}: {
  idPrefix: string;
  cluster: SiteQueryCluster | undefined;
  onAdd: () => boolean;
  onRemove: () => boolean;
  onChange: (change: (cluster: SiteQueryCluster) => Partial<SiteQueryCluster>) => boolean;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="studio-field studio-query-cluster" data-field="cluster">
      <legend>{t('queries.cluster.legend')}</legend>
      <p className="studio-hint">{t('queries.cluster.hint')}</p>
      {cluster ? (
        <>
          <LocalizedFields
            legend={t('queries.form.name')}
            value={cluster.name}
            dataField="cluster.name"
            onCommit={(lang, text) => onChange((current) => ({ name: { ...current.name, [lang]: text } }))}
          />
          <ListFields
            idPrefix={idPrefix}
            q={cluster.q}
            count={cluster.count}
            stores={false}
            onQ={(text) => onChange(() => ({ q: text }))}
            onCount={(count) => onChange(() => ({ count }))}
          />
          <FilterFields filter={cluster.filter} onChange={(filter) => onChange(() => ({ filter }))} />
          <button type="button" className="studio-button" onClick={onRemove}>
            {t('queries.cluster.remove')}
          </button>
        </>
      ) : (
        <button type="button" className="studio-button" onClick={onAdd}>
          {t('queries.cluster.add')}
        </button>
      )}
    </fieldset>
  );
}

/** Deleting a list, asked once more in place (the blocks showing it fall back to the listing's results). */
function RemoveQuery({ name, onConfirm }: { name: string; onConfirm: () => void }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const confirmId = useId();
  const wasAsking = useRef(false);
  useEffect(() => {
    // Focus follows the question: onto "keep it" when asked, back to the button when kept.
    if (asking) keep.current?.focus();
    else if (wasAsking.current) ask.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button ref={ask} type="button" className="studio-button studio-danger" onClick={() => setAsking(true)}>
        {t('queries.remove.button')}
      </button>
    );
  }
  return (
    <div
      className="studio-query-confirm"
      role="group"
      aria-labelledby={confirmId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setAsking(false);
      }}
    >
      <p id={confirmId}>{t('queries.remove.confirm', { name })}</p>
      <button type="button" className="studio-button studio-danger" onClick={onConfirm}>
        {t('queries.remove.yes')}
      </button>
      <button ref={keep} type="button" className="studio-button" onClick={() => setAsking(false)}>
        {t('queries.remove.no')}
      </button>
    </div>
  );
}
