import { Suspense, type ReactNode } from 'react';
import { Provider as UrqlProvider, type Client } from 'urql';
import type { Locale } from '../../../shared/i18n';
import { ActingStoreProvider } from './acting';
import { StyleNonceProvider } from './csp-nonce';
import { I18nProvider, useI18n } from './i18n';
import { Layout } from './components/Layout';
import { NavigationProvider, useNavigation } from './navigation';
import { PageResponseProvider, type PageResponse } from './page-status';
import { PAGES, pageComponent } from './pages/registry';
import { isSiteRoute } from './routes';
import { SiteFrame } from './components/site/SiteFrame';
import { SiteProvider, useSite, type SiteInfo } from './site';

/** What the server and the browser both need to render the same page. */
export interface AppProps {
  href: string;
  locale: Locale;
  client: Client;
  site: SiteInfo;
  /** Files of the page's stylesheet(s), from the build's manifest. */
  stylesheets: string[];
  /** Server side: collects the page's status; the browser passes a throwaway one. */
  response?: PageResponse;
  /** The page's CSP nonce for style elements (a site's theme). */
  styleNonce?: string;
}

/** The whole HTML document: React 19 renders `<html>` and hydrates it, and hoists each page's `<title>` and `<meta>`. */
export function App({ href, locale, client, site, stylesheets, response = { status: 200 }, styleNonce }: AppProps) {
  return (
    <StyleNonceProvider value={styleNonce}>
      <PageResponseProvider value={response}>
        <SiteProvider value={site}>
          <UrqlProvider value={client}>
            <I18nProvider locale={locale}>
              <NavigationProvider initialHref={href} locale={locale}>
                <ActingStoreProvider>
                  <Document stylesheets={stylesheets}>
                    <Frame>
                      <CurrentPage />
                    </Frame>
                  </Document>
                </ActingStoreProvider>
              </NavigationProvider>
            </I18nProvider>
          </UrqlProvider>
        </SiteProvider>
      </PageResponseProvider>
    </StyleNonceProvider>
  );
}

function Document({ stylesheets, children }: { stylesheets: string[]; children: ReactNode }) {
  const { locale, dir } = useI18n();
  return (
    <html lang={locale} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#e95903" />
        <link rel="icon" href="/static/favicon.svg" type="image/svg+xml" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}

/** The portal's frame, or the quick bar of store and market sites (and of every page on a store's own domain). */
function Frame({ children }: { children: ReactNode }) {
  const { location } = useNavigation();
  const { storeDomain } = useSite();
  if (storeDomain || isSiteRoute(location.match.name)) return <SiteFrame>{children}</SiteFrame>;
  return <Layout>{children}</Layout>;
}

function CurrentPage() {
  const { location } = useNavigation();
  const { t } = useI18n();
  const Page = pageComponent(PAGES[location.match.name]);
  return (
    <Suspense fallback={<p className="page-loading">{t('portal.layout.loading')}</p>}>
      <Page key={location.pathname} params={location.match.params} />
    </Suspense>
  );
}
