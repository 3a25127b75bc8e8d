import { memo, useEffect, useMemo, useRef } from 'react';
import type { SiteLinks } from '../../../../shared/site/render/context';
import { SiteView } from '../../../../shared/site/render/SiteView';
import { useI18n } from '../../kernel';
import { useEditor, useEditorStore } from '../state/react';
import { selectCurrentPage } from '../state/selectors';
import { useEditorServices } from './services';

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
 * owner sees is what visitors get), at desktop width or a phone's.
 */
export const Canvas = memo(function Canvas() {
  const { locale } = useI18n();
  const store = useEditorStore();
  const document = useEditor((state) => state.document);
  const page = useEditor(selectCurrentPage);
  const launchType = useEditor((state) => state.launchType);
  const selectedBlockId = useEditor((state) => state.ui.selectedBlockId);
  const phone = useEditor((state) => state.ui.phonePreview);
  const zoom = useEditor((state) => state.ui.zoom);
  const mode = useEditor((state) => state.ui.mode);
  const { land, queries } = useEditorServices();

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
      <div ref={frame} className="studio-canvas__frame" data-testid="canvas" data-zoom={zoom} style={{ zoom }}>
        <SiteView context={{ locale, launchType, land, document, page, links: INERT_LINKS, data, editing }} />
      </div>
    </main>
  );
});
