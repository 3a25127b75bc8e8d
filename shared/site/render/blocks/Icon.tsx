import { pickText } from '../../template-texts';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { ICON_COMPONENTS } from '../icons';
import { resolveLink } from '../links';
import type { BlockProps } from './props';

const SIZES = { small: 24, medium: 40, large: 64 } as const;

/** An icon of the chosen set with an optional label, linked when the block has a link. */
export function Icon({ block, attrs }: BlockProps<'Icon'>) {
  const { locale, links } = useSiteRender();
  const Glyph = ICON_COMPONENTS[attrs.icon];
  const title = pickText(attrs.title, locale);
  const href = resolveLink(links, attrs.link);
  const content = (
    <>
      <span className="site-icon__glyph" aria-hidden="true">
        <Glyph size={SIZES[attrs.size]} />
      </span>
      {title ? <span className="site-icon__title">{title}</span> : null}
    </>
  );
  return (
    <BlockFrame
      block={block}
      as="div"
      attributes={{ 'data-align': attrs.align, 'data-color': attrs.color, 'data-size': attrs.size }}
    >
      {href ? (
        <a className="site-icon__link" href={href}>
          {content}
        </a>
      ) : (
        content
      )}
    </BlockFrame>
  );
}
