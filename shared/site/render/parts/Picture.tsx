import { ImageOff } from 'lucide-react';
import type { BlockImage } from '../../blocks/fields';
import { safeImageUrl } from '../../media/urls';
import { useSiteRender } from '../context';
import { useSiteText } from '../texts';

/** Commas and spaces separate srcset candidates: inside an address they must be encoded. */
const srcSetOf = (url: string) => url.replace(/,/g, '%2C').replace(/ /g, '%20');

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
  const { editing } = useSiteRender();
  const t = useSiteText();
  const desktop = safeImageUrl(image?.full);
  const phone = safeImageUrl(mobile?.full);
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
      <img src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" />
    </picture>
  );
}
