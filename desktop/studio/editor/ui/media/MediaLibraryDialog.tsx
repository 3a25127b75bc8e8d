import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Trash2, Upload } from 'lucide-react';
import { MEDIA_LIMITS } from '../../../../../shared/domain/announcements';
import { ApiError, NETWORK, useI18n } from '../../../kernel';
import type { LibraryPicture } from '../../api/media-library-api';
import { useEditorServices } from '../services';

type Tab = 'library' | 'announcements';
type Lists = Record<Tab, LibraryPicture[] | null>;
type Notice = { error: boolean; text: string } | null;

const MIB = 1024 * 1024;

/** Files in batches of the size the upload route takes at once. */
function batchesOf(files: readonly File[]): File[][] {
  const batches: File[][] = [];
  for (let at = 0; at < files.length; at += MEDIA_LIMITS.maxFiles)
    batches.push(files.slice(at, at + MEDIA_LIMITS.maxFiles));
  return batches;
}

/**
 * The land's media library (issue 25): its pictures and its announcements' pictures, uploads by
 * choosing or dropping files anywhere on the dialog (the server's media pipeline checks and
 * sizes them, and says why it refuses one), a picture picked for the field that opened it, and
 * pictures taken out of the library (refused while a version of the site shows them).
 */
export function MediaLibraryDialog({
  onPick,
  onClose,
}: {
  onPick: (picture: LibraryPicture) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { media, assetUrl } = useEditorServices();
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const [tab, setTab] = useState<Tab>('library');
  const [lists, setLists] = useState<Lists>({ library: null, announcements: null });
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const say = useCallback(
    (error: unknown) => {
      const failure = ApiError.from(error);
      setNotice({ error: true, text: failure.code === NETWORK ? t('editor.media.offline') : failure.message });
    },
    [t],
  );

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const [library, announcements] = await Promise.all([media.list(), media.fromAnnouncements()]);
      setLists({ library, announcements });
    } catch {
      setFailed(true);
    }
  }, [media]);

  useEffect(() => {
    void load();
  }, [load]);

  const upload = async (files: readonly File[]) => {
    const pictures = files.filter((file) => file.type === '' || file.type.startsWith('image/'));
    if (pictures.length === 0) return setNotice({ error: true, text: t('editor.media.notPictures') });
    setBusy(true);
    setNotice({ error: false, text: t('editor.media.uploading') });
    try {
      const added: LibraryPicture[] = [];
      for (const batch of batchesOf(pictures)) added.push(...(await media.upload(batch)));
      setLists((current) => ({
        ...current,
        library: [...added.reverse(), ...(current.library ?? []).filter((old) => !added.some((a) => a.id === old.id))],
      }));
      setTab('library');
      setNotice({ error: false, text: t('editor.media.added') });
    } catch (error) {
      say(error);
    } finally {
      setBusy(false);
    }
  };

  const pick = async (picture: LibraryPicture) => {
    if (tab === 'library') return onPick(picture);
    setBusy(true);
    try {
      const [kept] = await media.add([picture.id]);
      if (kept) onPick(kept);
    } catch (error) {
      say(error);
      setBusy(false);
    }
  };

  const remove = async (picture: LibraryPicture) => {
    setBusy(true);
    try {
      await media.remove(picture.id);
      setLists((current) => ({
        ...current,
        library: (current.library ?? []).filter((kept) => kept.id !== picture.id),
      }));
      setNotice({ error: false, text: t('editor.media.removed') });
    } catch (error) {
      say(error);
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) void upload([...event.dataTransfer.files]);
  };

  const shown = lists[tab];
  return (
    <dialog
      ref={dialog}
      className="studio-dialog studio-media-dialog"
      aria-labelledby={`${ids}-title`}
      aria-busy={busy}
      data-dragging={dragging ? 'true' : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (event.target === event.currentTarget) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <header className="studio-media-dialog__head">
        <h2 id={`${ids}-title`}>{t('editor.media.title')}</h2>
        <button type="button" className="studio-button" onClick={onClose}>
          {t('editor.media.close')}
        </button>
      </header>
      <div role="tablist" className="studio-media-dialog__tabs" aria-label={t('editor.media.title')}>
        {(['library', 'announcements'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`${ids}-${value}`}
            aria-selected={tab === value}
            aria-controls={`${ids}-panel`}
            className="studio-media-dialog__tab"
            onClick={() => setTab(value)}
          >
            {t(`editor.media.${value}`)}
            {lists[value] ? <span className="studio-media-dialog__count">{lists[value].length}</span> : null}
          </button>
        ))}
      </div>
      <div className="studio-media-dialog__drop">
        <Upload size={20} aria-hidden="true" />
        <p>
          {dragging ? t('editor.media.dropping') : t('editor.media.dropHint', { max: MEDIA_LIMITS.maxBytes / MIB })}
        </p>
        <label className="studio-button studio-button--primary" aria-disabled={busy}>
          {t('editor.media.upload')}
          <input
            type="file"
            accept="image/*"
            multiple
            disabled={busy}
            className="visually-hidden"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void upload(files);
            }}
          />
        </label>
      </div>
      <p className={notice?.error ? 'studio-field__error' : 'studio-hint'} role={notice?.error ? 'alert' : 'status'}>
        {notice?.text ?? ''}
      </p>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-${tab}`} className="studio-media-dialog__panel">
        {failed ? (
          <div role="alert">
            <p>{t('editor.media.loadFailed')}</p>
            <button type="button" className="studio-button" onClick={() => void load()}>
              {t('editor.media.retry')}
            </button>
          </div>
        ) : !shown ? (
          <div className="studio-splash" aria-busy="true" />
        ) : shown.length === 0 ? (
          <p className="studio-hint">
            {t(tab === 'library' ? 'editor.media.empty' : 'editor.media.emptyAnnouncements')}
          </p>
        ) : (
          <ul className="studio-media-grid">
            {shown.map((picture) => (
              <li key={picture.id}>
                <button
                  type="button"
                  className="studio-media-grid__pick"
                  disabled={busy}
                  aria-label={t('editor.media.choose', { width: picture.width, height: picture.height })}
                  onClick={() => void pick(picture)}
                >
                  <img src={assetUrl(picture.thumbnailPath)} alt="" loading="lazy" width={160} height={120} />
                </button>
                {tab === 'library' && (
                  <button
                    type="button"
                    className="studio-media-grid__remove"
                    disabled={busy}
                    title={t('editor.media.remove')}
                    aria-label={t('editor.media.remove')}
                    onClick={() => void remove(picture)}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </dialog>
  );
}
