import { useEffect, type ReactNode } from 'react';
import { useI18n } from '../i18n';
import { useNavigation } from '../navigation';
import { useSite } from '../site';
import { useTracking } from '../tracking/use-tracking';
import { AccountNotice } from './account/AccountNotice';
import { BackFallbackProvider, useTrailRecorder } from './layout/BackButton';
import { ConnectivityNotice } from './layout/ConnectivityNotice';
import { closeAllPopovers } from './layout/Popover';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

/** The portal's frame around every page: top bar, main content, footer, connectivity notices. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <BackFallbackProvider>
      <Frame>{children}</Frame>
    </BackFallbackProvider>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { t, locale } = useI18n();
  const { location } = useNavigation();
  useTrailRecorder();
  // Effects only: nothing of it runs on the server or delays the page.
  useTracking({ enabled: useSite().tracking ?? false, locale });
  // A link inside a menu or the drawer changed the page under it: close them.
  useEffect(closeAllPopovers, [location.pathname, location.search]);
  return (
    <>
      <a className="skip-link" href="#content">
        {t('portal.layout.skipToContent')}
      </a>
      <TopBar />
      <main id="content" className="page">
        <AccountNotice />
        {children}
      </main>
      <Footer />
      <ConnectivityNotice />
    </>
  );
}
