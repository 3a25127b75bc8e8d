import { Store } from 'lucide-react';
import { pickText } from '../../template-texts';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { Picture } from '../parts/Picture';
import type { BlockProps } from './props';

/**
 * The land's banner: logo, name (the block's title, or the land's name) and tagline over its
 * picture or colour, veiled at `backgroundColorOpacity`. The name is the page's h1, except on the
 * announcement page whose h1 is the announcement's title.
 */
export function Header({ block, attrs }: BlockProps<'Header'>) {
  const { locale, land, page, links } = useSiteRender();
  const title = pickText(attrs.title, locale) || land.name;
  const subtitle = pickText(attrs.subtitle, locale);
  const hasPicture = Boolean(attrs.media.image ?? attrs.media.mobile);
  const Title = page.type === 'single' ? 'p' : 'h1';
  return (
    <BlockFrame
      block={block}
      as="header"
      width={attrs.width}
      attributes={{
        'data-align': attrs.align,
        'data-color': attrs.backgroundColor,
        'data-opacity': Math.round(attrs.backgroundColorOpacity / 10) * 10,
        'data-has-picture': String(hasPicture),
      }}
    >
      {hasPicture ? (
        <Picture className="site-backdrop" image={attrs.media.image} mobile={attrs.media.mobile} alt="" eager />
      ) : null}
      <span className="site-veil" aria-hidden="true" />
      <div className="site-header__content">
        {attrs.showLogo ? (
          <a className="site-header__logo" href={links.home()} aria-label={land.name}>
            {land.imageUrl ? (
              <img src={land.imageUrl} alt="" width={96} height={96} />
            ) : (
              <Store aria-hidden="true" size={40} />
            )}
          </a>
        ) : null}
        <Title className="site-header__title">{title}</Title>
        {subtitle ? <p className="site-header__subtitle">{subtitle}</p> : null}
      </div>
    </BlockFrame>
  );
}
