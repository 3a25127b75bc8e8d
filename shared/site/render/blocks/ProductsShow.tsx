import { MapPin, MessageCircle, Truck } from 'lucide-react';
import type { AnnouncementDetailFragment } from '../../../graphql/generated';
import { formatNumber, formatPlace, formatPrice } from '../../../domain/format';
import { decodeNumericEntities } from '../../../domain/text';
import { Price } from '../../../ui/AnnouncementCardBody';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { EditingNotice, Notice } from '../parts/Notice';
import { useSiteText } from '../texts';
import type { BlockProps } from './props';

/** A description as the seller typed it: paragraphs at blank lines, line breaks kept by the stylesheet. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function Pictures({ announcement, title }: { announcement: AnnouncementDetailFragment; title: string }) {
  const t = useSiteText();
  const medias =
    announcement.medias.length > 0 ? announcement.medias : announcement.defaultMedia ? [announcement.defaultMedia] : [];
  if (medias.length === 0) return null;
  return (
    <ul className="site-products-show__pictures" aria-label={t('site.announcement.pictures')}>
      {medias.map((media, index) => (
        <li key={media.id}>
          <img
            src={media.mediaUrl}
            alt={t('site.announcement.picture', { title, index: index + 1, count: medias.length })}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}

function Delivery({ announcement, id }: { announcement: AnnouncementDetailFragment; id: string }) {
  const t = useSiteText();
  let text: string | null = null;
  if (announcement.hasDelivery) {
    text = announcement.deliveryType
      ? t(`announcement.deal.deliveryTypes.${announcement.deliveryType}`)
      : t('announcement.deal.delivery');
  } else if (announcement.category.deliveryType) text = t('announcement.deal.noDelivery');
  if (!text && !announcement.paymentMethod) return null;
  return (
    <section className="site-products-show__section" aria-labelledby={id}>
      <h2 id={id}>{t('announcement.sections.deal')}</h2>
      <dl className="site-products-show__facts">
        {text ? (
          <div>
            <dt>
              <Truck aria-hidden="true" size={18} />
              {t('announcement.deal.delivery')}
            </dt>
            <dd>{text}</dd>
          </div>
        ) : null}
        {announcement.paymentMethod ? (
          <div>
            <dt>{t('announcement.deal.payment')}</dt>
            <dd>{t(`announcement.deal.paymentMethods.${announcement.paymentMethod}`)}</dd>
          </div>
        ) : null}
        {announcement.quantity !== null ? (
          <div>
            <dt>{t('announcement.deal.quantity')}</dt>
            <dd>{formatNumber(announcement.quantity)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

function Comments({ announcement, id }: { announcement: AnnouncementDetailFragment; id: string }) {
  const { links } = useSiteRender();
  const t = useSiteText();
  let text: string;
  if (!announcement.isCommentEnabled) text = t('site.announcement.commentsDisabled');
  else if (announcement.commentCount === 0) text = t('site.announcement.noComments');
  else text = t('site.announcement.commentCount', { count: formatNumber(announcement.commentCount) });
  const href = announcement.isCommentEnabled ? links.comments?.(announcement) : undefined;
  return (
    <section className="site-products-show__section" aria-labelledby={id}>
      <h2 id={id}>{t('site.announcement.comments')}</h2>
      <p>{text}</p>
      {href ? (
        <p>
          <a className="site-button-link" data-style="outlined" data-color="primary" href={href}>
            <MessageCircle aria-hidden="true" size={18} />
            {t('site.announcement.seeComments')}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/**
 * The announcement of the page of type single: pictures, title, price (only when pricePreview > 0;
 * old price only when oldPricePreview > 0), place, then as the block's options say the
 * description (plain paragraphs, never markup), the specifications, delivery and payment, and
 * the comments' state.
 */
export function ProductsShow({ block, attrs }: BlockProps<'ProductsShow'>) {
  const { data, locale, page, commerce } = useSiteRender();
  const t = useSiteText();
  const announcement = data.announcement;
  if (announcement === undefined) {
    return (
      <BlockFrame block={block} width={attrs.width}>
        <EditingNotice>{t('site.announcement.notFound')}</EditingNotice>
      </BlockFrame>
    );
  }
  if (announcement === null) {
    return (
      <BlockFrame block={block} width={attrs.width}>
        <Notice>{t('site.announcement.notFound')}</Notice>
      </BlockFrame>
    );
  }
  const title = decodeNumericEntities(announcement.title);
  const Title = page.type === 'single' ? 'h1' : 'h2';
  const place = formatPlace(announcement.cities, locale);
  return (
    <BlockFrame block={block} as="div" width={attrs.width}>
      <article className="site-products-show__article">
        <Pictures announcement={announcement} title={title} />
        <div className="site-products-show__summary">
          <Title className="site-products-show__title">{title}</Title>
          {announcement.pricePreview > 0 ? (
            <p className="site-products-show__price">
              <Price
                text={formatPrice(announcement.pricePreview, announcement.priceUnit, locale, announcement.priceType)}
              />
              {announcement.oldPricePreview > 0 ? (
                <del>
                  <span className="site-visually-hidden">{t('announcement.price.old')} </span>
                  <Price text={formatPrice(announcement.oldPricePreview, announcement.priceUnit, locale)} />
                </del>
              ) : null}
              {announcement.priceType && announcement.priceType !== 'GIVEN' ? (
                <span className="site-products-show__price-type">
                  {t(`announcement.price.types.${announcement.priceType}`)}
                </span>
              ) : null}
            </p>
          ) : null}
          {place ? (
            <p className="site-products-show__place">
              <MapPin aria-hidden="true" size={16} />
              {place}
            </p>
          ) : null}
          {commerce ? <commerce.BuyBox announcement={announcement} /> : null}
        </div>
        {attrs.showDescription && paragraphsOf(announcement.description).length > 0 ? (
          <section className="site-products-show__section" aria-labelledby={`${block.id}-description`}>
            <h2 id={`${block.id}-description`}>{t('announcement.sections.description')}</h2>
            <div className="site-products-show__description" dir="auto">
              {paragraphsOf(announcement.description).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </section>
        ) : null}
        {attrs.showSpecs && announcement.specs.length > 0 ? (
          <section className="site-products-show__section" aria-labelledby={`${block.id}-specs`}>
            <h2 id={`${block.id}-specs`}>{t('announcement.sections.specs')}</h2>
            <dl className="site-products-show__facts">
              {announcement.specs.map((spec) => (
                <div key={spec.specification.codename}>
                  <dt>{spec.specification.label}</dt>
                  <dd>{spec.valueText}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        {attrs.showDelivery ? <Delivery announcement={announcement} id={`${block.id}-deal`} /> : null}
        {attrs.showComments ? <Comments announcement={announcement} id={`${block.id}-comments`} /> : null}
      </article>
    </BlockFrame>
  );
}
