import { ImageOff } from 'lucide-react';
import type { BlockImage } from '../../blocks/fields';
import { safeImageUrl } from '../../media/urls';
import { useSiteRender } from '../context';
import { useSiteText } from '../texts';

/** Commas and spaces separate srcset candidates: inside an address they must be encoded. */
const srcSetOf = (url: string) => url.replace(/,/g, '%2C').replace(/ /g, '%20');

/** The focus point as data attributes site.css maps to object-position; none for the centre. */
function focusAttributes(focus: BlockImage['focus']): Record<string, string> {
  if (!focus || (focus.x === 50 && focus.y === 50)) return {};
  return { 'data-focus-x': String(focus.x), 'data-focus-y': String(focus.y) };
}

/**
 * A block's picture: the mobile one on narrow screens when there is one, the desktop one
 * otherwise; lazy by default. Without a picture, a decorative placeholder in the theme's colours
 * (with a hint in the studio).
 */
export function Picture({
  image,
  mobile,
  alt,
  className,
  eager = false,
}: {
  image: BlockImage | null | undefined;
  mobile?: BlockImage | null | undefined;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const { editing, assetUrl } = useSiteRender();
  const t = useSiteText();
  const at = (url: string | null) => (url && assetUrl ? assetUrl(url) : url);
  const desktop = at(safeImageUrl(image?.full));
  const phone = at(safeImageUrl(mobile?.full));
  const src = desktop ?? phone;
  if (!src) {
    return (
      <div className={['site-placeholder', className].filter(Boolean).join(' ')} aria-hidden="true">
        <ImageOff size={32} />
        {editing ? <span>{t('site.editing.noPicture')}</span> : null}
      </div>
    );
  }
  return (
    <picture className={className}>
      {phone && desktop ? <source media="(max-width: 640px)" srcSet={srcSetOf(phone)} /> : null}
      <img
        src={src}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...focusAttributes(desktop ? image?.focus : mobile?.focus)}
      />
    </picture>
  );
}
