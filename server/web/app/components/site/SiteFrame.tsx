import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';
import { QuickBar } from './QuickBar';

/** The frame of store and market sites: the quick bar, then the site (its own header, blocks and footer). */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <a className="skip-link" href="#content">
        {t('portal.layout.skipToContent')}
      </a>
      <QuickBar />
      <main id="content" className="land-main">
        {children}
      </main>
    </>
  );
}
