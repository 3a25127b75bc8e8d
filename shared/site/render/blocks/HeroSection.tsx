import { RichTextView } from '../../rich-text/render';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { BlockHeading } from '../parts/BlockHeading';
import { ButtonLink } from '../parts/ButtonLink';
import { Picture } from '../parts/Picture';
import type { BlockProps } from './props';

/**
 * The page's opening banner: a picture (or the colour alone) under a veil of the block's colour,
 * the title, subtitle, text and a button. The picture loads first (it is above the fold).
 */
export function HeroSection({ block, attrs }: BlockProps<'HeroSection'>) {
  const { locale } = useSiteRender();
  const hasPicture = Boolean(attrs.media.image ?? attrs.media.mobile);
  return (
    <BlockFrame
      block={block}
      width={attrs.width}
      attributes={{
        'data-align': attrs.align,
        'data-height': attrs.height,
        'data-color': attrs.backgroundColor,
        'data-opacity': Math.round(attrs.backgroundColorOpacity / 10) * 10,
        'data-has-picture': String(hasPicture),
      }}
    >
      {hasPicture ? (
        <Picture className="site-backdrop" image={attrs.media.image} mobile={attrs.media.mobile} alt="" eager />
      ) : null}
      <span className="site-veil" aria-hidden="true" />
      <div className="site-hero-section__content">
        <BlockHeading title={attrs.title} subtitle={attrs.subtitle} />
        <RichTextView value={attrs.content} locale={locale} />
        <ButtonLink button={attrs.button} />
      </div>
    </BlockFrame>
  );
}
