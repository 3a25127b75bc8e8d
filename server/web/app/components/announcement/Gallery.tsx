import { ChevronLeft, ChevronRight, ImageOff, Maximize2 } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';
import { GalleryViewer, type GalleryMedia } from './GalleryViewer';
import { largestPictureUrl } from './largest-picture';
import { useTouchSwipe } from './use-touch-swipe';

/**
 * The announcement's pictures: one large, the others as thumbnails. The arrows and thumbnails are
 * links to the page showing that picture (`?photo=N#gallery`), so without JavaScript they browse
 * the pictures too; with it they switch the picture in place. Arrow keys move through the
 * pictures (mirrored in Arabic), Home and End jump to the ends, and a touch swipe moves too.
 *
 * The large picture is a link to its largest file ("View full size" without JavaScript); with
 * JavaScript it, or Enter on the picture, opens the full-screen viewer, and closing the viewer
 * gives focus back to what opened it.
 */
export function Gallery({ medias, title }: { medias: readonly GalleryMedia[]; title: string }) {
  const { t, dir } = useI18n();
  const { location, query } = useNavigation();
  const count = medias.length;
  const asked = Number(query.get('photo'));
  const [index, setIndex] = useState(Number.isInteger(asked) && asked >= 1 && asked <= count ? asked - 1 : 0);
  const [viewing, setViewing] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const go = (next: number) => setIndex((next + count) % count);
  const swipe = useTouchSwipe((outcome) => {
    if (count < 2 || outcome === 'close') return;
    go(index + (outcome === 'next' ? 1 : -1));
  });
  /** The page's address showing the picture at `position` (0-based), its other parameters kept. */
  const photoHref = (position: number) => {
    const params = new URLSearchParams(location.search);
    params.set('photo', String(((position + count) % count) + 1));
    return `${location.pathname}?${params.toString()}#gallery`;
  };
  if (count === 0) {
    return (
      <div className="gallery gallery--empty">
        <ImageOff aria-hidden="true" size={40} />
        <span>{t('portal.announcement.gallery.none')}</span>
      </div>
    );
  }
  const position = Math.min(index, count - 1);
  const current = medias[position]!;
  const open = (from: HTMLElement) => {
    opener.current = from;
    setViewing(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // The viewer's keys are its own (it sits inside this section).
    if (event.target instanceof Element && event.target.closest('dialog')) return;
    if (event.key === 'Enter' && event.target === event.currentTarget.querySelector('.gallery__stage')) {
      event.preventDefault();
      open(event.target as HTMLElement);
      return;
    }
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: position + 1,
      [backward]: position - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined || count < 2) return;
    event.preventDefault();
    go(target);
  };
  const choose = (event: MouseEvent<HTMLAnchorElement>, next: number) => {
    event.preventDefault();
    go(next);
  };
  const alt = (at: number) => t('portal.announcement.gallery.alt', { title, index: at + 1, count });

  return (
    <section
      id="gallery"
      className="gallery"
      aria-roledescription="carousel"
      aria-label={t('portal.announcement.gallery.label')}
      onKeyDown={onKeyDown}
    >
      <div className="gallery__stage" tabIndex={count > 1 ? 0 : undefined} {...swipe}>
        <a
          className="gallery__open"
          href={largestPictureUrl(current.mediaUrl)}
          aria-label={t('portal.announcement.gallery.open', { index: position + 1, count })}
          onClick={(event) => {
            event.preventDefault();
            open(event.currentTarget);
          }}
        >
          <img
            key={current.id}
            className="gallery__picture"
            src={current.mediaUrl}
            alt={alt(position)}
            fetchPriority={position === 0 ? 'high' : undefined}
          />
          <span className="gallery__enlarge" aria-hidden="true">
            <Maximize2 size={16} />
            {t('portal.announcement.gallery.enlarge')}
          </span>
        </a>
        {count > 1 ? (
          <>
            <a
              className="gallery__nav gallery__nav--previous"
              href={photoHref(position - 1)}
              aria-label={t('portal.announcement.gallery.previous')}
              onClick={(event) => choose(event, position - 1)}
            >
              <ChevronLeft aria-hidden="true" size={24} />
            </a>
            <a
              className="gallery__nav gallery__nav--next"
              href={photoHref(position + 1)}
              aria-label={t('portal.announcement.gallery.next')}
              onClick={(event) => choose(event, position + 1)}
            >
              <ChevronRight aria-hidden="true" size={24} />
            </a>
            {/* "2 / 5" read left to right in Arabic too (the slash between spaces would swap them). */}
            <p className="gallery__counter" aria-live="polite" dir="ltr">
              {t('portal.announcement.gallery.counter', { index: position + 1, count })}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs">
          {medias.map((media, at) => (
            <li key={media.id}>
              <a
                className="gallery__thumb"
                href={photoHref(at)}
                aria-current={at === position ? 'true' : undefined}
                aria-label={t('portal.announcement.gallery.show', { index: at + 1 })}
                onClick={(event) => choose(event, at)}
              >
                <img src={media.thumbnail} alt="" loading="lazy" width={72} height={54} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {viewing ? (
        <GalleryViewer
          medias={medias}
          index={position}
          title={title}
          onChange={setIndex}
          onClose={() => {
            setViewing(false);
            // The dialog has closed (the page is no longer inert): back to the picture that opened it.
            opener.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}
