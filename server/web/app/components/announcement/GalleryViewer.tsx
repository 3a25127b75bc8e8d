import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useI18n } from '../../i18n';
import { largestPictureUrl } from './largest-picture';
import { usePictureGestures } from './use-picture-gestures';

/** A picture of the gallery. */
export interface GalleryMedia {
  id: string;
  mediaUrl: string;
  thumbnail: string;
}

/**
 * The announcement's pictures full screen, in a modal `<dialog>` (the browser keeps focus inside
 * and closes it on Escape): the largest file of each picture, a counter, previous and next, the
 * thumbnails, zoom (button, double click or tap, wheel, pinch; a drag pans) and touch swipes.
 * Shown only once opened, so the served page carries none of it. The picture shown is the
 * gallery's (`index`, `onChange`), so closing leaves the page on the last picture seen.
 */
export function GalleryViewer({
  medias,
  index,
  title,
  onChange,
  onClose,
}: {
  medias: readonly GalleryMedia[];
  index: number;
  title: string;
  onChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t, dir } = useI18n();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const pictureRef = useRef<HTMLImageElement>(null);
  const thumbsRef = useRef<HTMLUListElement>(null);
  const count = medias.length;
  const current = medias[index]!;
  const go = (next: number) => onChange((next + count) % count);
  // Closing goes through the element, so Escape, the button and a swipe down end the same way
  // (its `close` event, which hands focus back).
  const close = () => dialogRef.current?.close();
  const { zoomed, handlers, toggle } = usePictureGestures({
    frameRef,
    pictureRef,
    pictureKey: current.id,
    onSwipe: (outcome) => {
      if (outcome === 'close') close();
      else if (count > 1) go(index + (outcome === 'next' ? 1 : -1));
    },
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    closeRef.current?.focus();
  }, []);

  // The pictures on either side are fetched ahead, so a swipe shows the next one at once.
  useEffect(() => {
    if (count < 2) return;
    for (const step of [1, -1]) new Image().src = largestPictureUrl(medias[(index + step + count) % count]!.mediaUrl);
  }, [index, count, medias]);

  useEffect(() => {
    thumbsRef.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [index]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = { [forward]: index + 1, [backward]: index - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined || count < 2) return;
    event.preventDefault();
    go(target);
  };

  return (
    <dialog ref={dialogRef} className="viewer" aria-labelledby={titleId} onClose={onClose} onKeyDown={onKeyDown}>
      <div className="viewer__bar">
        {/* "3 / 8" read left to right in Arabic too. */}
        <p className="viewer__counter" aria-live="polite">
          <bdi dir="ltr">{t('portal.announcement.gallery.counter', { index: index + 1, count })}</bdi>
        </p>
        <h2 id={titleId} className="viewer__title">
          <bdi>{title}</bdi>
        </h2>
        <button
          type="button"
          className="viewer__tool"
          aria-pressed={zoomed}
          aria-label={t('portal.announcement.gallery.zoom')}
          onClick={toggle}
        >
          {zoomed ? <ZoomOut aria-hidden="true" size={22} /> : <ZoomIn aria-hidden="true" size={22} />}
        </button>
        <button
          ref={closeRef}
          type="button"
          className="viewer__tool"
          aria-label={t('portal.announcement.gallery.close')}
          onClick={close}
        >
          <X aria-hidden="true" size={24} />
        </button>
      </div>
      <div className="viewer__stage">
        <div ref={frameRef} className="viewer__frame" data-zoomed={zoomed ? 'true' : 'false'} {...handlers}>
          <img
            ref={pictureRef}
            key={current.id}
            className="viewer__picture"
            src={largestPictureUrl(current.mediaUrl)}
            alt={t('portal.announcement.gallery.alt', { title, index: index + 1, count })}
            draggable={false}
          />
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              className="viewer__nav viewer__nav--previous"
              aria-label={t('portal.announcement.gallery.previous')}
              onClick={() => go(index - 1)}
            >
              <ChevronLeft aria-hidden="true" size={28} />
            </button>
            <button
              type="button"
              className="viewer__nav viewer__nav--next"
              aria-label={t('portal.announcement.gallery.next')}
              onClick={() => go(index + 1)}
            >
              <ChevronRight aria-hidden="true" size={28} />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul ref={thumbsRef} className="viewer__thumbs">
          {medias.map((media, position) => (
            <li key={media.id}>
              <button
                type="button"
                className="viewer__thumb"
                aria-current={position === index ? 'true' : undefined}
                aria-label={t('portal.announcement.gallery.show', { index: position + 1 })}
                onClick={() => go(position)}
              >
                <img src={media.thumbnail} alt="" width={64} height={48} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </dialog>
  );
}
