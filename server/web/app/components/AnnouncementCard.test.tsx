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
