import { useEffect, useRef } from 'react';
import type { SiteDocument } from '../../../../shared/site/document';
import { SiteView } from '../../../../shared/site/render/SiteView';
import { useI18n } from '../../kernel';
import { useEditor } from '../state/react';
import { useEditorServices } from './services';

const NOWHERE = () => '#';

/** A history entry or blueprint shown read-only, on its home page. */
export function PreviewDialog({ document, onClose }: { document: SiteDocument; onClose: () => void }) {
  const { t, locale } = useI18n();
  const launchType = useEditor((state) => state.launchType);
  const { land, queries, assetUrl } = useEditorServices();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const page = document.pages.find((candidate) => candidate.type === 'home') ?? document.pages[0]!;
  return (
    <dialog
      ref={dialog}
      className="studio-dialog studio-dialog--preview"
      onCancel={onClose}
      aria-label={t('editor.history.preview')}
    >
      <button type="button" className="studio-button" onClick={onClose}>
        {t('editor.history.closePreview')}
      </button>
      <div className="studio-preview" inert>
        <SiteView
          context={{
            locale,
            launchType,
            land,
            document,
            page,
            data: { queries },
            assetUrl,
            links: {
              home: NOWHERE,
              page: NOWHERE,
              listing: NOWHERE,
              announcement: NOWHERE,
              store: NOWHERE,
              terms: NOWHERE,
              privacy: NOWHERE,
            },
          }}
        />
      </div>
    </dialog>
  );
}
