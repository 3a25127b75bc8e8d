import { SITE_LIMITS } from '../../../../shared/site/limits';
import { useI18n } from '../../kernel';
import { TOO_LARGE } from '../api/site-build-api';
import { useEditor, useEditorStore } from '../state/react';

/** The editor notices of the spec (publishing, published, not saved, saving, auto-saving) and the sync's own. */
export function SyncNotice() {
  const { t } = useI18n();
  const store = useEditorStore();
  const sync = useEditor((state) => state.sync);
  const text =
    sync.status === 'error'
      ? sync.error === TOO_LARGE
        ? t('editor.notices.tooLarge', { max: SITE_LIMITS.maxDocumentBytes / 1_000_000 })
        : t('editor.notices.error', { reason: sync.error ?? '' })
      : t(`editor.notices.${sync.status === 'conflict' ? 'saving' : sync.status}`);
  return (
    <div className="studio-sync" data-status={sync.status}>
      {/* Clamped to two lines in the toolbar: the whole text stays in the tooltip. */}
      <span role="status" aria-live="polite" data-testid="sync-status" title={text}>
        {text}
      </span>
      {sync.conflict && (
        <div className="studio-conflict" role="alert">
          <p>{t('editor.notices.conflict', { version: sync.conflict.theirVersion })}</p>
          {sync.conflict.failed.length > 0 && (
            <p>{t('editor.notices.conflictFailed', { count: sync.conflict.failed.length })}</p>
          )}
          {sync.conflict.dropped > 0 && <p>{t('editor.notices.conflictDropped', { count: sync.conflict.dropped })}</p>}
          <button
            type="button"
            className="studio-button"
            onClick={() => {
              const mine = sync.conflict!.mine;
              store.getState().setSync({ conflict: null });
              // Their version stays in the history; mine becomes the working build again.
              store.getState().dispatch({ type: 'document/replace', document: mine });
            }}
          >
            {t('editor.notices.keepMine')}
          </button>
          <button type="button" className="studio-button" onClick={() => store.getState().setSync({ conflict: null })}>
            {t('editor.notices.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
