import { pickText } from '../../template-texts';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { ICON_COMPONENTS } from '../icons';
import { BlockHeading } from '../parts/BlockHeading';
import type { BlockProps } from './props';

/** What sets the land apart: items of an icon, a title and a line of text. */
export function Features({ block, attrs }: BlockProps<'Features'>) {
  const { locale } = useSiteRender();
  return (
    <BlockFrame block={block} width={attrs.width} attributes={{ 'data-color': attrs.color }}>
      <BlockHeading title={attrs.title} subtitle={attrs.subtitle} />
      <ul className="site-features__items">
        {attrs.items.map((item, index) => {
          const Icon = ICON_COMPONENTS[item.icon];
          const title = pickText(item.title, locale);
          const text = pickText(item.text, locale);
          return (
            <li key={index} className="site-features__item">
              <span className="site-features__icon" aria-hidden="true">
                <Icon size={28} />
              </span>
              {title ? <h3 className="site-features__title">{title}</h3> : null}
              {text ? <p className="site-features__text">{text}</p> : null}
            </li>
          );
        })}
      </ul>
    </BlockFrame>
  );
}
