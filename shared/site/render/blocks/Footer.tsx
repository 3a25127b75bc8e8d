import { pickText } from '../../template-texts';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { LocationDetails } from '../parts/LocationDetails';
import { Picture } from '../parts/Picture';
import { SocialLinks } from '../parts/SocialLinks';
import { useSiteText } from '../texts';
import type { BlockProps } from './props';

/**
 * The foot of every page: the land's name and words, its phones and e-mails, its networks and the
 * legal pages, over its picture or colour; in columns, or in one simple line.
 */
export function Footer({ block, attrs, layout }: BlockProps<'Footer'>) {
  const { locale, land, links } = useSiteRender();
  const t = useSiteText();
  const text = pickText(attrs.text, locale);
  const hasPicture = Boolean(attrs.media.image ?? attrs.media.mobile);
  const legal = attrs.showLegal ? (
    <ul className="site-footer__legal" aria-label={t('site.footer.legal')}>
      <li>
        <a href={links.terms()}>{t('site.footer.terms')}</a>
      </li>
      <li>
        <a href={links.privacy()}>{t('site.footer.privacy')}</a>
      </li>
    </ul>
  ) : null;
  return (
    <BlockFrame
      block={block}
      as="footer"
      layout={layout}
      width={attrs.width}
      attributes={{
        'data-color': attrs.backgroundColor,
        'data-opacity': Math.round(attrs.backgroundColorOpacity / 10) * 10,
        'data-has-picture': String(hasPicture),
      }}
    >
      {hasPicture ? (
        <Picture className="site-backdrop" image={attrs.media.image} mobile={attrs.media.mobile} alt="" />
      ) : null}
      <span className="site-veil" aria-hidden="true" />
      <div className="site-footer__content">
        {layout === 'simple' ? (
          <>
            <p className="site-footer__rights">{t('site.footer.rights', { name: land.name })}</p>
            {attrs.showSocial ? <SocialLinks /> : null}
            {legal}
          </>
        ) : (
          <>
            <div className="site-footer__about">
              <p className="site-footer__name">{land.name}</p>
              {text ? <p>{text}</p> : null}
            </div>
            {attrs.showContact && land.location ? (
              <div className="site-footer__contact">
                <LocationDetails location={land.location} show={{ faxes: false, worktime: false }} />
              </div>
            ) : null}
            {attrs.showSocial ? <SocialLinks /> : null}
            <div className="site-footer__bottom">
              <p className="site-footer__rights">{t('site.footer.rights', { name: land.name })}</p>
              {legal}
            </div>
          </>
        )}
      </div>
    </BlockFrame>
  );
}
