import { RichTextView } from '../../rich-text/render';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import type { BlockProps } from './props';

/** Rich text in the page's language (French otherwise). */
export function Text({ block, attrs }: BlockProps<'Text'>) {
  const { locale } = useSiteRender();
  return (
    <BlockFrame block={block} width={attrs.width} attributes={{ 'data-align': attrs.align }}>
      <RichTextView value={attrs.content} locale={locale} />
    </BlockFrame>
  );
}
