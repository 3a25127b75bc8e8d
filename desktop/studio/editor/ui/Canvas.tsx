import { memo, useEffect, useMemo, useRef } from 'react';
import type { SiteLinks } from '../../../../shared/site/render/context';
import { SiteView } from '../../../../shared/site/render/SiteView';
import { useI18n } from '../../kernel';
import { useEditor, useEditorStore } from '../state/react';
import { selectCurrentPage } from '../state/selectors';
import { useEditorServices } from './services';
import { PhoneFrame } from './frame/PhoneFrame';
import './frame/canvas-editing.css';

/** Links inside the canvas go nowhere: a click there selects the block instead. */
const INERT_LINKS: SiteLinks = {
  home: () => '#',
  page: () => '#',
  listing: () => '#',
  announcement: () => '#',
  store: () => '#',
  terms: () => '#',
  privacy: () => '#',
};

/**
 * The page as visitors will see it, rendered with the public site's own components (so what the
 * owner sees is what visitors get): at desktop width in the studio's window, or on a phone, in a
 * frame with a phone's viewport (PhoneFrame), where the site's own media queries apply.
 */
export const Canvas = memo(function Canvas() {
  const { t, locale } = useI18n();
  const store = useEditorStore();
  const document = useEditor((state) => state.document);
  const page = useEditor(selectCurrentPage);
  const launchType = useEditor((state) => state.launchType);
  const selectedBlockId = useEditor((state) => state.ui.selectedBlockId);
  const phone = useEditor((state) => state.ui.phonePreview);
  const zoom = useEditor((state) => state.ui.zoom);
  const mode = useEditor((state) => state.ui.mode);
  const { land, queries, assetUrl } = useEditorServices();

  const editing = useMemo(
    () => ({ selectedBlockId, select: (blockId: string) => store.getState().select(blockId) }),
    [selectedBlockId, store],
  );
  const data = useMemo(() => ({ queries }), [queries]);
  const frame = useRef<HTMLDivElement>(null);

  // A block selected in the structure (or just added) comes into view on the canvas.
  useEffect(() => {
    if (!selectedBlockId) return;
    frame.current
      ?.querySelector(`[data-block-id="${CSS.escape(selectedBlockId)}"]`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selectedBlockId]);

  const view = (
    <div
      ref={frame}
      className="studio-canvas__frame"
      data-testid="canvas"
      data-zoom={phone ? undefined : zoom}
      style={phone ? undefined : { zoom }}
    >
      <SiteView context={{ locale, launchType, land, document, page, links: INERT_LINKS, data, editing, assetUrl }} />
    </div>
  );
  return (
    <main
      className="studio-canvas"
      data-phone={phone ? 'true' : undefined}
      data-mode={mode}
      aria-label={page.title[locale] || page.title.fr}
      onClick={(event) => {
        if (event.target === event.currentTarget) store.getState().select(null);
      }}
    >
      {phone ? (
        <PhoneFrame locale={locale} mode={mode} zoom={zoom} title={t('editor.phoneFrame')}>
          {view}
        </PhoneFrame>
      ) : (
        view
      )}
    </main>
  );
});
