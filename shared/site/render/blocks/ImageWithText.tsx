import { pickText } from '../../template-texts';
import { RichTextView } from '../../rich-text/render';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { BlockHeading } from '../parts/BlockHeading';
import { ButtonLink } from '../parts/ButtonLink';
import { Picture } from '../parts/Picture';
import type { BlockProps } from './props';

/** A picture beside a titled text and a button; the picture on the start or the end side (layout). */
export function ImageWithText({ block, attrs, layout }: BlockProps<'ImageWithText'>) {
  const { locale } = useSiteRender();
  return (
    <BlockFrame block={block} width={attrs.width} layout={layout}>
      <div className="site-image-with-text__media">
        <Picture image={attrs.media.image} mobile={attrs.media.mobile} alt={pickText(attrs.title, locale)} />
      </div>
      <div className="site-image-with-text__text">
        <BlockHeading title={attrs.title} subtitle={attrs.subtitle} />
        <RichTextView value={attrs.content} locale={locale} />
        <ButtonLink button={attrs.button} />
      </div>
    </BlockFrame>
  );
}
