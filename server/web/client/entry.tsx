import { hydrateRoot } from 'react-dom/client';
import { isLocale, DEFAULT_LOCALE } from '../../../shared/i18n';
import { App } from '../app/App';
import { documentStyleNonce } from '../app/csp-nonce';
import { createPortalClient } from '../app/graphql-client';
import { matchFor } from '../app/routes';
import { PAGES, preloadPage } from '../app/pages/registry';
import { DATA_ELEMENT_ID, type PageData } from '../server/page-data';
import { loadPageTexts } from './texts/loaded';
import '../styles/app.css';

/**
 * The whole page has been parsed. React's bootstrap module is `async`: once it and its chunks are
 * in (preloaded, often cached), it runs as soon as it can, while the page may still be arriving.
 * The page's data is its last element, and a page hydrated half-read would not match.
 */
function pageParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/** Hydrates the server's HTML: same page, same data (handed over in the page), no refetch. */
async function start(): Promise<void> {
  const lang = new URLSearchParams(window.location.search).get('lang');
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const texts = loadPageTexts(locale);
  await pageParsed();
  const element = document.getElementById(DATA_ELEMENT_ID);
  const data = JSON.parse(element?.textContent ?? '{}') as Partial<PageData>;
  const { client } = createPortalClient({ isServer: false, initialData: data.urql, lang: locale });
  await Promise.all([texts, preloadPage(PAGES[matchFor(window.location.pathname, data.site?.storeDomain).name])]);
  const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
    link.getAttribute('href'),
  );
  hydrateRoot(
    document,
    <App
      href={`${window.location.pathname}${window.location.search}`}
      locale={locale}
      client={client}
      site={data.site ?? { publicUrl: window.location.origin, panelUrl: '' }}
      stylesheets={stylesheets.filter((href): href is string => href !== null)}
      styleNonce={documentStyleNonce()}
    />,
  );
}

void start();
