import { useCallback, useEffect, useState } from 'react';
import { formatDay, formatRelative } from '../../../../shared/domain/format';
import type { SiteDocument } from '../../../../shared/site/document';
import { SITE_LIMITS } from '../../../../shared/site/limits';
import { useI18n } from '../../kernel';
import type { BuildEntry } from '../api/site-build-api';
import { useEditor, useEditorStore } from '../state/react';
import { useEditorServices } from './services';
import { useActionFeedback } from './use-action-feedback';
import { PreviewDialog } from './PreviewDialog';

/**
 * The history (committed builds, automatic saves marked) or the blueprints, paged: preview one,
 * restore it as the working build; save the working build as a blueprint, select or delete one.
 */
export function HistoryPanel({ kind }: { kind: 'history' | 'blueprints' }) {
  const { t, locale } = useI18n();
  const store = useEditorStore();
  const version = useEditor((state) => state.sync.version);
  const { api, engine, notify } = useEditorServices();
  const feedback = useActionFeedback();
  const [page, setPage] = useState(1);
  const [list, setList] = useState<{ entries: BuildEntry[]; pageCount: number } | null>(null);
  const [preview, setPreview] = useState<SiteDocument | null>(null);
  const [blueprintName, setBlueprintName] = useState('');

  const load = useCallback(async () => {
    try {
      setList(await (kind === 'history' ? api.history(page) : api.blueprints(page)));
    } catch {
      notify({ kind: 'error', text: t('editor.errors.loadFailed') });
    }
    // t changes with the language only
  }, [api, kind, page, notify]);

  useEffect(() => {
    void load();
  }, [load, version]);

  const restore = async (entry: BuildEntry) => {
    // Asked first: one click would otherwise replace the whole site being edited.
    if (!window.confirm(t('editor.history.restoreConfirm'))) return;
    // The working build becomes this one: an edit like any other (undoable), then saved.
    const document = await api.buildDocument(entry.id);
    if (feedback({ type: 'document/replace', document }).ok) await engine.save();
  };

  const select = async (entry: BuildEntry) => {
    if (!window.confirm(t('editor.blueprints.selectConfirm'))) return;
    await engine.save();
    engine.adopt(await api.selectBlueprint(entry.id));
  };

  return (
    <div className="studio-history" data-panel={kind}>
      {kind === 'blueprints' && (
        <form
          className="studio-blueprint-form"
          onSubmit={(event) => {
            event.preventDefault();
            void api.saveBlueprint(store.getState().document, blueprintName).then(
              () => {
                notify({ kind: 'info', text: t('editor.blueprints.saved') });
                setBlueprintName('');
                void load();
              },
              () => notify({ kind: 'error', text: t('editor.errors.invalid') }),
            );
          }}
        >
          <label className="studio-field">
            <span className="studio-field__label">{t('editor.blueprints.name')}</span>
            <input
              value={blueprintName}
              maxLength={SITE_LIMITS.maxBlueprintName}
              placeholder={t('editor.blueprints.namePlaceholder')}
              onChange={(event) => setBlueprintName(event.target.value)}
            />
          </label>
          <button type="submit" className="studio-button studio-button--primary">
            {t('editor.blueprints.save')}
          </button>
        </form>
      )}
      {list && list.entries.length === 0 && <p className="studio-empty">{t(`editor.${kind}.empty`)}</p>}
      <ol className="studio-history__list">
        {list?.entries.map((entry) => (
          <li key={entry.id} data-build={entry.id} className="studio-history__entry">
            <span className="studio-history__when">
              {entry.name ? <strong className="studio-history__name">{entry.name}</strong> : null}
              <time dateTime={entry.createdAt} title={formatDay(new Date(entry.createdAt), { withTime: true })}>
                {formatRelative(new Date(entry.createdAt), new Date(), locale)}
              </time>
            </span>
            <span className="studio-history__marks">
              {entry.version !== null && kind === 'history' && (
                <span className="studio-chip">
                  <bdi>{t('editor.history.version', { version: entry.version })}</bdi>
                </span>
              )}
              {entry.autoSave && <span className="studio-chip studio-chip--muted">{t('editor.history.auto')}</span>}
              {entry.publishedAt && (
                <span className="studio-chip studio-chip--live">{t('editor.history.published')}</span>
              )}
            </span>
            <span className="studio-history__actions">
              <button
                type="button"
                className="studio-button"
                onClick={() => void api.buildDocument(entry.id).then(setPreview)}
              >
                {t('editor.history.preview')}
              </button>
              {kind === 'history' ? (
                <button type="button" className="studio-button" onClick={() => void restore(entry)}>
                  {t('editor.history.restore')}
                </button>
              ) : (
                <>
                  <button type="button" className="studio-button" onClick={() => void select(entry)}>
                    {t('editor.blueprints.select')}
                  </button>
                  <button
                    type="button"
                    className="studio-button studio-danger"
                    onClick={() => {
                      if (window.confirm(t('editor.blueprints.removeConfirm'))) {
                        void api.deleteBlueprint(entry.id).then(load);
                      }
                    }}
                  >
                    {t('editor.blueprints.remove')}
                  </button>
                </>
              )}
            </span>
          </li>
        ))}
      </ol>
      {list && list.pageCount > 1 && (
        <nav className="studio-pager">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('editor.history.previous')}
          </button>
          <span>{t('editor.history.page', { page, count: list.pageCount })}</span>
          <button type="button" disabled={page >= list.pageCount} onClick={() => setPage(page + 1)}>
            {t('editor.history.next')}
          </button>
        </nav>
      )}
      {preview && <PreviewDialog document={preview} onClose={() => setPreview(null)} />}
    </div>
  );
}
