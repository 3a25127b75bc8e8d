import { RichTextView } from '../../rich-text/render';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { BlockHeading } from '../parts/BlockHeading';
import type { BlockProps } from './props';

/** A titled section of rich text. */
export function Content({ block, attrs }: BlockProps<'Content'>) {
  const { locale } = useSiteRender();
  return (
    <BlockFrame block={block} width={attrs.width} attributes={{ 'data-align': attrs.align }}>
      <BlockHeading title={attrs.title} subtitle={attrs.subtitle} />
      <RichTextView value={attrs.content} locale={locale} />
    </BlockFrame>
  );
}
