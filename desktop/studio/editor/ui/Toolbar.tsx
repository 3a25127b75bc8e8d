import { useI18n } from '../../kernel';
import type { MenuCommand } from '../../platform';
import { useEditor, useEditorStore } from '../state/react';
import { PageMenu } from './PageMenu';
import { useEditorServices } from './services';
import { SyncNotice } from './SyncNotice';

/** The editor's bar: back, pages, modes, phone preview, zoom, undo/redo, save, publish and the notice. */
export function Toolbar({ onExit, onCommand }: { onExit: () => void; onCommand: (command: MenuCommand) => void }) {
  const { t } = useI18n();
  const store = useEditorStore();
  const landName = useEditor((state) => state.land.name);
  const mode = useEditor((state) => state.ui.mode);
  const phone = useEditor((state) => state.ui.phonePreview);
  const zoom = useEditor((state) => state.ui.zoom);
  const { canUndo, canRedo } = useEditor((state) => state.history);
  const { siteUrl } = useEditorServices();

  return (
    <header className="studio-toolbar" role="toolbar" aria-label={landName}>
      <button type="button" className="studio-button" onClick={onExit}>
        {t('editor.back')}
      </button>
      <strong className="studio-toolbar__land">{landName}</strong>
      <PageMenu />
      <div className="studio-segmented" role="group">
        {(['select', 'preview'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            onClick={() => store.getState().setMode(value)}
          >
            {t(`editor.mode.${value}`)}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="studio-button"
        aria-pressed={phone}
        onClick={() => store.getState().togglePhonePreview()}
      >
        {t('editor.phonePreview')}
      </button>
      <div className="studio-segmented" role="group">
        <button type="button" aria-label={t('editor.zoomOut')} onClick={() => onCommand('zoomOut')}>
          −
        </button>
        <output aria-live="polite">{Math.round(zoom * 100)} %</output>
        <button type="button" aria-label={t('editor.zoomIn')} onClick={() => onCommand('zoomIn')}>
          +
        </button>
      </div>
      <div className="studio-segmented" role="group">
        <button type="button" disabled={!canUndo} onClick={() => onCommand('undo')}>
          {t('editor.undo')}
        </button>
        <button type="button" disabled={!canRedo} onClick={() => onCommand('redo')}>
          {t('editor.redo')}
        </button>
      </div>
      <SyncNotice />
      <button type="button" className="studio-button" onClick={() => onCommand('save')}>
        {t('editor.save')}
      </button>
      <button type="button" className="studio-button studio-button--primary" onClick={() => onCommand('publish')}>
        {t('editor.publish')}
      </button>
      <a className="studio-button" href={siteUrl} target="_blank" rel="noreferrer">
        {t('editor.viewSite')}
      </a>
    </header>
  );
}
