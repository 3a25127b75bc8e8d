import { ANALYTICS_ORIGINS } from '../app/lib/analytics-ids';
import type { SiteResponse } from '../app/page-status';

/** Sources to add to a page's policy, by directive name (`script-src`, `frame-src`…). */
export type PolicyAdditions = Record<string, string[]>;

/**
 * The players and maps a site's Video, CustomVideo, Map and Maps blocks embed: store and market
 * site pages may frame them; portal pages frame nothing.
 */
export const SITE_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.dailymotion.com',
  'https://geo.dailymotion.com',
  'https://www.openstreetmap.org',
] as const;

/**
 * What a site page adds to the portal's strict policy: its embeds' frames and owners' https
 * pictures and videos always, and the
 * tag manager's or the pixel's origins only when the land has that id (and so loads it).
 */
export function sitePolicyAdditions(site: SiteResponse): PolicyAdditions {
  const additions: PolicyAdditions = {
    'frame-src': ["'self'", ...SITE_FRAME_ORIGINS],
    // Owners pick their pictures and CustomVideo files by address (the block schemas accept only
    // https ones), so site pages load pictures and media from any https host; portal pages do not.
    'img-src': ['https:'],
    'media-src': ["'self'", 'https:'],
  };
  const add = (directive: string, ...sources: string[]) => {
    additions[directive] = [...(additions[directive] ?? []), ...sources];
  };
  if (site.analytics.googleTagManagerId) {
    add('script-src', ANALYTICS_ORIGINS.tagManager);
    add('img-src', ANALYTICS_ORIGINS.tagManager);
    add('connect-src', ANALYTICS_ORIGINS.tagManager);
  }
  if (site.analytics.metaPixelId) {
    add('script-src', ANALYTICS_ORIGINS.pixelScript);
    add('img-src', ANALYTICS_ORIGINS.pixelReport);
    add('connect-src', ANALYTICS_ORIGINS.pixelReport, ANALYTICS_ORIGINS.pixelScript);
  }
  return additions;
}

/**
 * What the portal's pages add for the ad networks operators allow (AD_NETWORKS): their frames and
 * videos, in the promotions' sandboxed frames; their scripts never run in the portal's own page.
 */
export function adNetworkAdditions(networks: readonly string[]): PolicyAdditions {
  return { 'frame-src': ["'self'", ...networks], 'media-src': ["'self'", ...networks] };
}

/**
 * Adds sources to a Content-Security-Policy header value: to the directives it has, and as new
 * directives otherwise (a new directive lists only what is added, so nothing else is opened).
 */
export function extendPolicy(header: string, additions: PolicyAdditions): string {
  const directives = header
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = '', ...sources] = part.split(/\s+/);
      return { name: name.toLowerCase(), sources };
    });
  for (const [name, sources] of Object.entries(additions)) {
    const existing = directives.find((directive) => directive.name === name);
    if (existing) {
      existing.sources = existing.sources.filter((source) => source !== "'none'");
      for (const source of sources) if (!existing.sources.includes(source)) existing.sources.push(source);
    } else {
      directives.push({ name, sources: [...new Set(sources)] });
    }
  }
  return directives.map((directive) => [directive.name, ...directive.sources].join(' ')).join(';');
}
