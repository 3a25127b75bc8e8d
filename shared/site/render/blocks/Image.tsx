import { pickText } from '../../template-texts';
import { RichTextView } from '../../rich-text/render';
import { pickRichText } from '../../rich-text/schema';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { resolveLink } from '../links';
import { Picture } from '../parts/Picture';
import type { BlockProps } from './props';

/**
 * A picture with its caption (title, subtitle, text); the title is its alternative text. It links
 * where `media.link` says; `contain` letterboxes it, `autoSize` keeps its own height.
 */
export function Image({ block, attrs }: BlockProps<'Image'>) {
  const { locale, links } = useSiteRender();
  const title = pickText(attrs.title, locale);
  const subtitle = pickText(attrs.subtitle, locale);
  const href = resolveLink(links, attrs.media.link);
  const picture = <Picture image={attrs.media.image} mobile={attrs.media.mobile} alt={title} />;
  const hasCaption = title || subtitle || pickRichText(attrs.content, locale);
  return (
    <BlockFrame
      block={block}
      as="figure"
      width={attrs.width}
      attributes={{
        'data-fit': attrs.media.contain ? 'contain' : 'cover',
        'data-auto-size': String(attrs.media.autoSize),
      }}
    >
      <div className="site-image__frame">{href ? <a href={href}>{picture}</a> : picture}</div>
      {hasCaption ? (
        <figcaption className="site-image__caption">
          {title ? <strong className="site-image__title">{title}</strong> : null}
          {subtitle ? <span className="site-image__subtitle">{subtitle}</span> : null}
          <RichTextView value={attrs.content} locale={locale} />
        </figcaption>
      ) : null}
    </BlockFrame>
  );
}
