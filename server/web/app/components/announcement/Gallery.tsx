import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';

interface GalleryMedia {
  id: string;
  mediaUrl: string;
  thumbnail: string;
}

/**
 * The announcement's pictures: one large, the others as thumbnails. The arrows and thumbnails are
 * links to the page showing that picture (`?photo=N#gallery`), so without JavaScript they browse
 * the pictures too; with it they switch the picture in place. Arrow keys move through the
 * pictures (mirrored in Arabic), Home and End jump to the ends.
 */
export function Gallery({ medias, title }: { medias: readonly GalleryMedia[]; title: string }) {
  const { t, dir } = useI18n();
  const { location, query } = useNavigation();
  const count = medias.length;
  const asked = Number(query.get('photo'));
  const [index, setIndex] = useState(Number.isInteger(asked) && asked >= 1 && asked <= count ? asked - 1 : 0);
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
  const current = medias[Math.min(index, count - 1)]!;
  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = { [forward]: index + 1, [backward]: index - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined || count < 2) return;
    event.preventDefault();
    go(target);
  };
  const choose = (event: MouseEvent<HTMLAnchorElement>, next: number) => {
    event.preventDefault();
    go(next);
  };
  const alt = (position: number) => t('portal.announcement.gallery.alt', { title, index: position + 1, count });

  return (
    <section
      id="gallery"
      className="gallery"
      aria-roledescription="carousel"
      aria-label={t('portal.announcement.gallery.label')}
      onKeyDown={onKeyDown}
    >
      <div className="gallery__stage" tabIndex={count > 1 ? 0 : undefined}>
        <img
          key={current.id}
          className="gallery__picture"
          src={current.mediaUrl}
          alt={alt(index)}
          fetchPriority={index === 0 ? 'high' : undefined}
        />
        {count > 1 ? (
          <>
            <a
              className="gallery__nav gallery__nav--previous"
              href={photoHref(index - 1)}
              aria-label={t('portal.announcement.gallery.previous')}
              onClick={(event) => choose(event, index - 1)}
            >
              <ChevronLeft aria-hidden="true" size={24} />
            </a>
            <a
              className="gallery__nav gallery__nav--next"
              href={photoHref(index + 1)}
              aria-label={t('portal.announcement.gallery.next')}
              onClick={(event) => choose(event, index + 1)}
            >
              <ChevronRight aria-hidden="true" size={24} />
            </a>
            {/* "2 / 5" read left to right in Arabic too (the slash between spaces would swap them). */}
            <p className="gallery__counter" aria-live="polite" dir="ltr">
              {t('portal.announcement.gallery.counter', { index: index + 1, count })}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs">
          {medias.map((media, position) => (
            <li key={media.id}>
              <a
                className="gallery__thumb"
                href={photoHref(position)}
                aria-current={position === index ? 'true' : undefined}
                aria-label={t('portal.announcement.gallery.show', { index: position + 1 })}
                onClick={(event) => choose(event, position)}
              >
                <img src={media.thumbnail} alt="" loading="lazy" width={72} height={54} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
