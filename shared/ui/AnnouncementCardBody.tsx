import { ImageOff, MapPin, Store, Truck } from 'lucide-react';
import { Fragment, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';
import type { AnnouncementCardFragment } from '../graphql/generated';
import { formatCardPlace, formatDay, formatPlace, formatShortDay, formatPrice } from '../domain/format';
import { CARD_TITLE_LIMITS, decodeNumericEntities, truncate } from '../domain/text';
import type { Locale } from '../i18n/locales';

/** What the card shows of an announcement: the AnnouncementCard fragment's fields it reads. */
export type CardAnnouncement = Pick<
  AnnouncementCardFragment,
  | 'id'
  | 'title'
  | 'slug'
  | 'isFromStore'
  | 'hasDelivery'
  | 'pricePreview'
  | 'oldPricePreview'
  | 'priceUnit'
  | 'priceType'
  | 'createdAt'
  | 'defaultMedia'
> & {
  store: Pick<NonNullable<AnnouncementCardFragment['store']>, 'name'> | null;
  cities: readonly (Pick<AnnouncementCardFragment['cities'][number], 'id' | 'name'> & {
    region: Pick<AnnouncementCardFragment['cities'][number]['region'], 'name'>;
  })[];
};

/** The link the card renders: a plain `<a>` on the store sites, the portal's client-side Link. */
export type CardLink = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;

/**
 * Class names of the two style sheets the card lives in: the portal's (app.css, `.card`) and the
 * store sites' (site.css, `.site-card`, themed by each site). The markup is the same.
 */
const LOOKS = {
  portal: { block: 'card', wide: 'only-desktop', narrow: 'only-mobile', hidden: 'visually-hidden' },
  site: { block: 'site-card', wide: 'site-wide-only', narrow: 'site-narrow-only', hidden: 'site-visually-hidden' },
} as const;

export type CardLook = keyof typeof LOOKS;

/**
 * A formatted price with its amounts isolated left to right: "86 000 دج" in an Arabic page would
 * otherwise show its groups of digits in reverse ("000 86"), the space between them taking the
 * page's direction. The whole price is isolated too, so it never mixes with the text around it.
 */
export function Price({ text }: { text: string }) {
  const parts = text.split(/(\d(?:[\d .,\u00a0\u202f]*\d)?)/);
  return (
    <bdi>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <bdi key={index} dir="ltr">
            {part}
          </bdi>
        ) : (
          part
        ),
      )}
    </bdi>
  );
}

function PlainLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} />;
}

/**
 * The announcement card of every list, portal and store sites alike (spec §3 "Announcement card",
 * §5 "Cards"): picture (lazy), title cut to 80 characters on wide screens and 70 on phones
 * (entities decoded), price only when pricePreview > 0 and old price only when
 * oldPricePreview > 0 (the shared price formatter, amounts isolated left to right), place (the
 * first commune and its wilaya; the wilaya never cut short, every commune in its title), date of
 * publication, store and delivery marks; in a list, a line of summary under the price.
 */
export function AnnouncementCardBody({
  announcement,
  href,
  locale,
  labels,
  look,
  link: LinkComponent = PlainLink,
  showStore = true,
  summary,
  actions,
}: {
  announcement: CardAnnouncement;
  /** Where the card leads: the portal's announcement page, or the announcement inside the site. */
  href: string;
  locale: Locale;
  /** Texts from the caller's catalogue (the portal's and the sites' are separate). */
  labels: { delivery: string; oldPrice: string };
  look: CardLook;
  link?: CardLink;
  /** The store's name mark; a store's own site leaves it out (every card is that store's). */
  showStore?: boolean;
  /**
   * A line under the price, a list's row has room for it: the announcement's first values (make,
   * model, mileage), each isolated so its numbers keep their order in Arabic.
   */
  summary?: readonly string[];
  /** Extra controls under the card's text (like, bookmark, owner actions). */
  actions?: ReactNode;
}) {
  const css = LOOKS[look];
  const c = (element: string) => `${css.block}__${element}`;
  const title = decodeNumericEntities(announcement.title);
  const place = formatCardPlace(announcement.cities, locale);
  const created = new Date(announcement.createdAt);
  const storeName = showStore && announcement.isFromStore ? announcement.store?.name : null;
  return (
    // The id lets the portal's tracker see the card appear and hold attention (spec §4).
    <article className={css.block} data-announcement-id={announcement.id}>
      <LinkComponent href={href} className={c('media')} tabIndex={-1} aria-hidden="true">
        {announcement.defaultMedia ? (
          <img
            src={announcement.defaultMedia.mediaUrl}
            alt=""
            loading="lazy"
            decoding="async"
            width={360}
            height={270}
          />
        ) : (
          <span className={c('placeholder')}>
            <ImageOff size={28} />
          </span>
        )}
      </LinkComponent>
      <div className={c('body')}>
        <h3 className={c('title')}>
          <LinkComponent href={href} title={title}>
            <span className={css.wide}>{truncate(title, CARD_TITLE_LIMITS.desktop)}</span>
            <span className={css.narrow}>{truncate(title, CARD_TITLE_LIMITS.mobile)}</span>
          </LinkComponent>
        </h3>
        {announcement.pricePreview > 0 ? (
          <p className={c('price')}>
            <Price
              text={formatPrice(announcement.pricePreview, announcement.priceUnit, locale, announcement.priceType)}
            />
            {announcement.oldPricePreview > 0 ? (
              <del className={c('old-price')}>
                <span className={css.hidden}>{labels.oldPrice} </span>
                <Price text={formatPrice(announcement.oldPricePreview, announcement.priceUnit, locale)} />
              </del>
            ) : null}
          </p>
        ) : null}
        {summary && summary.length > 0 ? (
          <p className={c('summary')}>
            {summary.map((item, index) => (
              <Fragment key={index}>
                {index > 0 ? ' · ' : null}
                <bdi>{item}</bdi>
              </Fragment>
            ))}
          </p>
        ) : null}
        <p className={c('meta')}>
          {place ? (
            <span className={`${c('tag')} ${c('place')}`} title={formatPlace(announcement.cities, locale)}>
              <MapPin aria-hidden="true" size={14} />
              {/* Isolated, so its words keep their order beside the day. Where room is short the
                  commune is cut, never the wilaya; a no-break space keeps the separator's space
                  when a style sheet lays the two out as boxes side by side. */}
              <bdi className={c('place-name')}>
                {place.commune ? <span className={c('commune')}>{place.commune}</span> : null}
                <span className={c('wilaya')}>
                  {place.commune ? `${place.separator.trimEnd()}\u00a0` : null}
                  {place.wilaya}
                  {place.more > 0 ? (
                    <>
                      {'\u00a0'}
                      <bdi dir="ltr">+{place.more}</bdi>
                    </>
                  ) : null}
                </span>
              </bdi>
            </span>
          ) : null}
          {Number.isNaN(created.getTime()) ? null : (
            <time className={c('tag')} dateTime={announcement.createdAt} title={formatDay(created)}>
              <bdi dir="ltr">{formatShortDay(created, new Date())}</bdi>
            </time>
          )}
          {storeName ? (
            <span className={c('tag')}>
              <Store aria-hidden="true" size={14} />
              {storeName}
            </span>
          ) : null}
          {announcement.hasDelivery ? (
            <span className={c('tag')}>
              <Truck aria-hidden="true" size={14} />
              <span className={c('tag-label')}>{labels.delivery}</span>
            </span>
          ) : null}
        </p>
        {actions}
      </div>
    </article>
  );
}
