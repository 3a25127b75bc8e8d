import type { ReactNode } from 'react';
import { useI18n } from '../i18n';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

/** The portal's frame around every page: top bar, main content, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <a className="skip-link" href="#content">
        {t('portal.layout.skipToContent')}
      </a>
      <TopBar />
      <main id="content" className="page">
        {children}
      </main>
      <Footer />
    </>
  );
}
