import type { SiteMarketFragment, SiteStoreFragment } from '../../graphql/generated';
import type { SiteLand, SiteLocation } from './context';

/** The store's main location as the Map, Contact and ContactInformation blocks show it. */
function locationOf(store: SiteStoreFragment): SiteLocation | null {
  const main = store.mainLocation;
  if (!main) return null;
  const place = main.location;
  return {
    title: place.title,
    address: place.address,
    lat: place.lat,
    lng: place.lng,
    city: place.city?.name ?? null,
    region: place.city?.region.name ?? null,
    worktime: main.worktime,
    phones: main.phones.map((phone) => phone.phone),
    emails: main.emails,
    faxes: main.faxes,
  };
}

/** A store as its site's blocks see it: identity, badges, main location and social links. */
export function storeLand(store: SiteStoreFragment): SiteLand {
  return {
    launchType: 'STORE',
    id: store.id,
    name: store.name,
    slug: store.slug,
    description: store.description,
    imageUrl: store.imageUrl,
    isOfficial: store.isOfficial,
    isVerified: store.isVerified,
    location: locationOf(store),
    socials: store.mainLocation?.socials.map((social) => ({ name: social.name, url: social.url })) ?? [],
    categories: store.categories.map((category) => ({ id: category.id, name: category.name, slug: category.slug })),
  };
}

/** A market as its site's blocks see it (no location: its stores have theirs). */
export function marketLand(market: SiteMarketFragment): SiteLand {
  return {
    launchType: 'MARKET',
    id: market.id,
    name: market.name,
    slug: market.slug,
    description: market.descreption,
    imageUrl: market.logo,
    isOfficial: false,
    isVerified: false,
    location: null,
    socials: [],
  };
}
