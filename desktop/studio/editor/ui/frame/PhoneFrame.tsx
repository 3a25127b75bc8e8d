import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { directionOf, type Locale } from '../../../../../shared/i18n/locales';
import { PHONE_VIEWPORT } from '../../../../../shared/site/limits';
import pageBase from '../../../../../shared/ui/page-base.css?inline';
import siteStyles from '../../../../../shared/site/render/site.css?inline';
import editingStyles from './canvas-editing.css?inline';

/** Phones draw their scroll bar over the page: the frame's must not take 15 px of the 390. */
const OVERLAY_SCROLLBAR = 'html { scrollbar-width: none; }';

/**
 * The document inside the frame: the public pages' element defaults, the sites' styles and the
 * canvas's selection outlines, nothing of the studio's. A viewport of its own makes the site's
 * media queries (`min-width: 640px`…), `<source media>` pictures and phone font sizes answer as
 * on a phone, which a narrow box inside the studio's wide window cannot do.
 */
const FRAME_DOCUMENT = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>${pageBase}\n${siteStyles}\n${editingStyles}\n${OVERLAY_SCROLLBAR}</style></head><body></body></html>`;

/**
 * Keys typed inside the frame (after a click on a block, focus is in its document) reach the
 * editor's shortcuts, which listen on the studio's window: undo, redo, save, zoom.
 */
function forwardKeys(frameWindow: Window) {
  frameWindow.addEventListener('keydown', (event) => {
    const copy = new KeyboardEvent('keydown', {
      key: event.key,
      code: event.code,
      ctrlKey: event.ctrlKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      metaKey: event.metaKey,
      repeat: event.repeat,
      bubbles: true,
      cancelable: true,
    });
    window.dispatchEvent(copy);
    if (copy.defaultPrevented) event.preventDefault();
  });
  // A form of the site (search, contact) submitted with Enter would navigate the frame away.
  frameWindow.document.addEventListener('submit', (event) => event.preventDefault(), true);
}

/**
 * The canvas at a phone's size: the site rendered by the studio's React tree (same store, same
 * selection) into an iframe 390 px wide, through a portal, so editing works as on the desktop
 * canvas while the layout is the phone's. `mode` is the canvas's (hover outlines in select mode).
 */
export function PhoneFrame({
  locale,
  mode,
  title,
  zoom,
  children,
}: {
  locale: Locale;
  mode: string;
  title: string;
  zoom: number;
  children: ReactNode;
}) {
  const [body, setBody] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!body) return;
    const root = body.ownerDocument.documentElement;
    root.lang = locale;
    root.dir = directionOf(locale);
    body.dataset.mode = mode;
  }, [body, locale, mode]);

  return (
    <div className="studio-phone" data-zoom={zoom} style={{ zoom }}>
      <iframe
        className="studio-phone__screen"
        title={title}
        srcDoc={FRAME_DOCUMENT}
        width={PHONE_VIEWPORT.width}
        height={PHONE_VIEWPORT.height}
        onLoad={(event) => {
          const frameDocument = event.currentTarget.contentDocument;
          if (!frameDocument?.defaultView) return;
          forwardKeys(frameDocument.defaultView);
          setBody(frameDocument.body);
        }}
      />
      {body ? createPortal(children, body) : null}
    </div>
  );
}
