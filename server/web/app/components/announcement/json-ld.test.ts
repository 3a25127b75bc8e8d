import { describe, expect, it } from 'vitest';
import { announcementJsonLd, jsonLdText, type JsonLdAnnouncement } from './json-ld';

const base: JsonLdAnnouncement = {
  title: 'Nissan Qashqai 2013',
  description: 'Très bon état.\nPapiers en règle.',
  reference: 'SK00002261',
  price: 3_750_000,
  priceType: 'NEGOTIABLE',
  status: 'PUBLISHED',
  category: { name: 'Voitures' },
  medias: [{ mediaUrl: 'https://souk.test/media/a/large.webp' }, { mediaUrl: 'https://souk.test/media/b/large.webp' }],
  user: { displayName: 'Nour Hamadouche', username: 'nour' },
  isFromStore: false,
  store: null,
};
const url = 'https://souk.test/nissan-qashqai-2013-d2261';

describe('structured data of an announcement', () => {
  it('is a Product with an Offer in dinars, its pictures and its seller', () => {
    expect(announcementJsonLd(base, url)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Nissan Qashqai 2013',
      description: 'Très bon état.\nPapiers en règle.',
      sku: 'SK00002261',
      category: 'Voitures',
      url,
      image: ['https://souk.test/media/a/large.webp', 'https://souk.test/media/b/large.webp'],
      offers: {
        '@type': 'Offer',
        price: 3_750_000,
        priceCurrency: 'DZD',
        availability: 'https://schema.org/InStock',
        url,
        seller: { '@type': 'Person', name: 'Nour Hamadouche' },
      },
    });
  });

  it('has no offer without a price, and a free offer for a gift', () => {
    expect(announcementJsonLd({ ...base, price: null }, url).offers).toBeUndefined();
    expect(announcementJsonLd({ ...base, price: 0 }, url).offers).toBeUndefined();
    expect(announcementJsonLd({ ...base, price: null, priceType: 'GIVEN' }, url).offers).toMatchObject({ price: 0 });
  });

  it('says out of stock when the announcement is not active, and names the store as seller', () => {
    const ld = announcementJsonLd({ ...base, status: 'EXPIRED', isFromStore: true, store: { name: 'Auto Plus' } }, url);
    expect(ld.offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: 'Auto Plus' },
    });
  });

  it('leaves out pictures when there are none and cuts long descriptions', () => {
    const ld = announcementJsonLd({ ...base, medias: [], description: 'a'.repeat(900) }, url);
    expect(ld.image).toBeUndefined();
    expect((ld.description as string).length).toBeLessThanOrEqual(501);
  });

  it('writes JSON that cannot close its script element and parses back to the same value', () => {
    const value = announcementJsonLd({ ...base, title: 'Vélo </script><script>alert(1)</script>' }, url);
    const text = jsonLdText(value);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(value);
    expect(jsonLdText({ a: 'x\u2028y' })).toBe('{"a":"x\\u2028y"}');
  });
});
