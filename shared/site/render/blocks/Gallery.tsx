import { pickText } from '../../template-texts';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { resolveLink } from '../links';
import { Picture } from '../parts/Picture';
import type { BlockProps } from './props';

/** Pictures in a grid of `itemsCount` per row on wide screens, each with its caption (alt text) and link. */
export function Gallery({ block, attrs }: BlockProps<'Gallery'>) {
  const { locale, links } = useSiteRender();
  return (
    <BlockFrame block={block} width={attrs.width} attributes={{ 'data-columns': attrs.itemsCount }}>
      <ul className="site-gallery__items">
        {attrs.items.map((item, index) => {
          const caption = pickText(item.caption, locale);
          const href = resolveLink(links, item.link);
          const picture = <Picture image={item.image} alt={caption} />;
          return (
            <li key={index}>
              <figure className="site-gallery__item">
                {href ? <a href={href}>{picture}</a> : picture}
                {attrs.showCaption && caption ? <figcaption>{caption}</figcaption> : null}
              </figure>
            </li>
          );
        })}
      </ul>
    </BlockFrame>
  );
}
