import { BadgeCheck, Lock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';

/**
 * The frame of the sign-in, registration and password pages: the form in a card, what Souk
 * offers beside it on wide screens, and the links to the other account pages under the form.
 */
export function AuthLayout({
  title,
  intro,
  wide,
  footer,
  children,
}: {
  title: string;
  intro?: string;
  /** The registration form: two columns of fields on wide screens. */
  wide?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className={wide ? 'auth auth--wide' : 'auth'}>
      <section className="auth__card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {intro ? <p className="auth__intro">{intro}</p> : null}
        {children}
        {footer ? <div className="auth__footer">{footer}</div> : null}
      </section>
      <aside className="auth__aside">
        <p className="auth__aside-title">{t('portal.account.aside.title')}</p>
        <ul>
          <li>
            <MapPin aria-hidden="true" size={20} />
            <span>{t('portal.account.aside.listings')}</span>
          </li>
          <li>
            <BadgeCheck aria-hidden="true" size={20} />
            <span>{t('portal.account.aside.free')}</span>
          </li>
          <li>
            <Lock aria-hidden="true" size={20} />
            <span>{t('portal.account.aside.private')}</span>
          </li>
        </ul>
      </aside>
    </div>
  );
}
