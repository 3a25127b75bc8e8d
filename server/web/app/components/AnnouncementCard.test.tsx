import { renderToStaticMarkup } from 'react-dom/server';
import { Client, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { formatShortDay } from '../../../../shared/domain/format';
import type { Locale } from '../../../../shared/i18n/locales';
import { SiteRenderProvider } from '../../../../shared/site/render/context';
import { AnnouncementCard as SiteAnnouncementCard } from '../../../../shared/site/render/parts/AnnouncementCard';
import { testAnnouncement, testContext } from '../../../../shared/site/render/test-support';
import { I18nProvider } from '../i18n';
import { NavigationProvider } from '../navigation';
import { paths } from '../routes';
import { AnnouncementCard } from './AnnouncementCard';
import { CardCart } from './cart/CardCartButton';
import { SITE_COMMERCE } from './cart/site-commerce';

// A visitor: the client answers nothing, so no one is signed in.
const visitor = new Client({ url: 'http://portal.invalid/graphql', exchanges: [] });

const announcement = testAnnouncement({
  title: 'Clio 4 &#8211; diesel',
  isFromStore: true,
  store: {
    id: '31',
    name: 'Electro Oran',
    slug: 'electro-oran',
    imageUrl: null,
    isOfficial: false,
    isVerified: true,
    viewAsStore: true,
  },
  cities: [{ id: '558', name: 'Oran', slug: 'oran', region: { id: '31', name: 'Oran', slug: 'oran' } }],
});

function portalCard(locale: Locale, item = announcement): string {
  return renderToStaticMarkup(
    <Provider value={visitor}>
      <I18nProvider locale={locale}>
        <NavigationProvider initialHref="/s" locale={locale}>
          <AnnouncementCard announcement={item} />
        </NavigationProvider>
      </I18nProvider>
    </Provider>,
  );
}

/** A market site's card, as the public site renders it (with its cart). */
function siteCard(locale: Locale): string {
  return renderToStaticMarkup(
    <Provider value={visitor}>
      <I18nProvider locale={locale}>
        <NavigationProvider initialHref="/s" locale={locale}>
          <SiteRenderProvider value={testContext({ locale, launchType: 'MARKET', commerce: SITE_COMMERCE })}>
            <SiteAnnouncementCard announcement={announcement} />
          </SiteRenderProvider>
        </NavigationProvider>
      </I18nProvider>
    </Provider>,
  );
}

/** The card's visible text with the markup and each context's class names left out. */
function fields(html: string): string[] {
  return [...html.matchAll(/>([^<]+)</g)].map((match) => match[1]!.trim()).filter(Boolean);
}

describe('the announcement card, portal and store sites', () => {
  for (const locale of ['fr', 'ar'] as const) {
    it(`shows the same fields in both (${locale})`, () => {
      const portal = portalCard(locale);
      const site = siteCard(locale);
      expect(fields(portal)).toEqual(fields(site));
      for (const html of [portal, site]) {
        // Title decoded, price and old price through the shared formatter, isolated for Arabic.
        expect(html).toContain('Clio 4 – diesel');
        expect(html).toMatch(/<bdi><bdi dir="ltr">85 000<\/bdi> [^<]+<\/bdi>/);
        expect(html).toMatch(/<del[^>]*>.*<bdi><bdi dir="ltr">95 000<\/bdi> [^<]+<\/bdi><\/del>/);
        // Place, date of publication, store and delivery marks.
        expect(html).toContain('Oran');
        expect(html).toContain('<time');
        expect(html).toContain('dateTime="2026-11-20T10:00:00.000Z"');
        // The day without its year when it is this year's; the whole day in its title.
        const day = formatShortDay(new Date('2026-11-20T10:00:00.000Z'), new Date());
        expect(html).toContain(`title="20/11/2026"><bdi dir="ltr">${day}</bdi>`);
        expect(html).toContain('Electro Oran');
        expect(html).toContain('loading="lazy"');
        expect(html).toContain('alt=""');
      }
    });
  }

  it('says where: the commune and its wilaya, isolated, the wilaya whole; every commune in its title', () => {
    const inBirElDjir = (locale: Locale) =>
      portalCard(locale, {
        ...announcement,
        cities: [
          {
            id: '559',
            name: locale === 'ar' ? 'بئر الجير' : 'Bir El Djir',
            slug: 'bir-el-djir',
            region: { id: '31', name: locale === 'ar' ? 'وهران' : 'Oran', slug: 'oran' },
          },
          { id: '558', name: 'Oran', slug: 'oran', region: { id: '31', name: 'Oran', slug: 'oran' } },
        ],
      });
    const fr = inBirElDjir('fr');
    expect(fr).toContain('title="Bir El Djir, Oran · Oran"');
    expect(fr).toContain(
      '<bdi class="card__place-name"><span class="card__commune">Bir El Djir</span>' +
        '<span class="card__wilaya">,\u00a0Oran\u00a0<bdi dir="ltr">+1</bdi></span></bdi>',
    );
    // In Arabic the place is an isolate of its own, with the Arabic comma, beside the isolated day.
    const ar = inBirElDjir('ar');
    expect(ar).toContain(
      '<bdi class="card__place-name"><span class="card__commune">بئر الجير</span>' +
        '<span class="card__wilaya">،\u00a0وهران\u00a0<bdi dir="ltr">+1</bdi></span></bdi>',
    );
    expect(ar).toMatch(/<time class="card__tag" dateTime="2026-11-20T10:00:00.000Z" [^>]*><bdi dir="ltr">/);
    // A commune named as its wilaya is said once.
    expect(portalCard('fr')).toContain('<bdi class="card__place-name"><span class="card__wilaya">Oran</span></bdi>');
  });

  it('adds a line of the first values, each isolated, only where asked (the search’s list)', () => {
    const item = {
      ...announcement,
      smallDescription: [
        { codename: 'marque', valueText: 'Renault' },
        { codename: 'kilometrage', valueText: '122 000' },
        { codename: null, valueText: 'Oran, Oran' },
      ],
    };
    const row = (locale: Locale) =>
      renderToStaticMarkup(
        <Provider value={visitor}>
          <I18nProvider locale={locale}>
            <NavigationProvider initialHref="/s" locale={locale}>
              <AnnouncementCard announcement={item} withSummary />
            </NavigationProvider>
          </I18nProvider>
        </Provider>,
      );
    // The place item is left out: the card says where already.
    expect(row('ar')).toContain('<p class="card__summary"><bdi>Renault</bdi> · <bdi>122 000</bdi></p>');
    expect(portalCard('fr', item)).not.toContain('card__summary');
  });

  it('differs only in the links and the style sheet', () => {
    const portal = portalCard('fr');
    const site = siteCard('fr');
    expect(portal).toContain(`href="${paths.announcement(announcement)}"`);
    expect(site).toContain('href="/store/12/ma-boutique/annonce/501"');
    expect(portal).toContain('class="card"');
    expect(site).toContain('class="site-card"');
  });

  it('adds the cart button once the page has hydrated; the server’s HTML keeps its room, hidden', () => {
    for (const html of [portalCard('fr'), siteCard('fr')]) {
      expect(html).toContain('class="card__cart card__cart--room" aria-hidden="true"');
      expect(html).not.toContain('<button');
    }
    // Nothing to order: no room kept either.
    expect(portalCard('fr', { ...announcement, quantity: 0 })).not.toContain('card__cart');
  });

  it('offers a visitor to sign in to order what can be ordered, and to choose a variant where there are some', () => {
    const button = (item = announcement, href = '/store/12/ma-boutique/annonce/501') =>
      renderToStaticMarkup(
        <Provider value={visitor}>
          <I18nProvider locale="fr">
            <NavigationProvider initialHref="/s" locale="fr">
              <CardCart announcement={item} announcementHref={href} />
            </NavigationProvider>
          </I18nProvider>
        </Provider>,
      );
    expect(button()).toContain('Ajouter au panier');
    expect(button()).toContain(`href="${paths.loginToOrder('/s').replace('&', '&amp;')}"`);
    const withVariants = button({ ...announcement, hasVariants: true });
    expect(withVariants).toContain('Choisir une variante');
    expect(withVariants).toContain('href="/store/12/ma-boutique/annonce/501"');
    // Nothing to buy: not delivered, sold out, no price.
    for (const item of [
      { ...announcement, hasDelivery: false },
      { ...announcement, quantity: 0 },
      { ...announcement, price: null },
    ]) {
      expect(button(item)).toBe('');
    }
  });

  it('leaves the store mark out on a store’s own site', () => {
    const html = renderToStaticMarkup(
      <SiteRenderProvider value={testContext({ launchType: 'STORE' })}>
        <SiteAnnouncementCard announcement={announcement} />
      </SiteRenderProvider>,
    );
    expect(html).not.toContain('Electro Oran');
    expect(html).toContain('Oran');
  });
});
