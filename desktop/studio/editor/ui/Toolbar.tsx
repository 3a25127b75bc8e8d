import { ArrowLeft, ExternalLink, Minus, Monitor, Plus, Redo2, Smartphone, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
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

  const setPhone = (wanted: boolean) => {
    if (phone !== wanted) store.getState().togglePhonePreview();
  };

  return (
    <header className="studio-toolbar" role="toolbar" aria-label={landName}>
      <button
        type="button"
        className="studio-button studio-button--icon"
        aria-label={t('editor.back')}
        title={t('editor.back')}
        onClick={onExit}
      >
        <ArrowLeft aria-hidden size={16} className="studio-flip" />
      </button>
      <strong className="studio-toolbar__land" title={landName}>
        {landName}
      </strong>
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
      {/* The device the canvas shows the site on: the studio's window, or a phone's frame. */}
      <div className="studio-segmented" role="group">
        <IconButton label={t('editor.desktopPreview')} pressed={!phone} onClick={() => setPhone(false)}>
          <Monitor aria-hidden size={16} />
        </IconButton>
        <IconButton label={t('editor.phonePreview')} pressed={phone} onClick={() => setPhone(true)}>
          <Smartphone aria-hidden size={16} />
        </IconButton>
      </div>
      <div className="studio-segmented" role="group">
        <IconButton label={t('editor.zoomOut')} onClick={() => onCommand('zoomOut')}>
          <Minus aria-hidden size={14} />
        </IconButton>
        <output aria-live="polite">{Math.round(zoom * 100)} %</output>
        <IconButton label={t('editor.zoomIn')} onClick={() => onCommand('zoomIn')}>
          <Plus aria-hidden size={14} />
        </IconButton>
      </div>
      <div className="studio-segmented" role="group">
        <IconButton label={t('editor.undo')} disabled={!canUndo} onClick={() => onCommand('undo')}>
          <Undo2 aria-hidden size={16} className="studio-flip" />
        </IconButton>
        <IconButton label={t('editor.redo')} disabled={!canRedo} onClick={() => onCommand('redo')}>
          <Redo2 aria-hidden size={16} className="studio-flip" />
        </IconButton>
      </div>
      <SyncNotice />
      <button type="button" className="studio-button" onClick={() => onCommand('save')}>
        {t('editor.save')}
      </button>
      <button type="button" className="studio-button studio-button--primary" onClick={() => onCommand('publish')}>
        {t('editor.publish')}
      </button>
      <a
        className="studio-button studio-button--icon"
        href={siteUrl}
        target="_blank"
        rel="noreferrer"
        aria-label={t('editor.viewSite')}
        title={t('editor.viewSite')}
      >
        <ExternalLink aria-hidden size={16} />
      </a>
    </header>
  );
}

/** A button shown as its icon, named by its label (also its tooltip). */
function IconButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" aria-label={label} title={label} aria-pressed={pressed} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
