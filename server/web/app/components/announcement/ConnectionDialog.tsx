import { LogIn, UserPlus } from 'lucide-react';
import { Dialog } from '../Dialog';
import { useI18n } from '../../i18n';
import { Link, useNavigation } from '../../navigation';
import { paths, withQuery } from '../../routes';

/** Asks a visitor to sign in or register, then come back to this page (spec §2 "connection dialog"). */
export function ConnectionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const { location } = useNavigation();
  const back = `${location.pathname}${location.search}`;
  return (
    <Dialog open={open} title={t('portal.announcement.connection.title')} onClose={onClose}>
      <p>{t('portal.announcement.connection.text')}</p>
      <div className="dialog-links">
        <Link href={paths.login(back)} className="button button--primary">
          <LogIn aria-hidden="true" size={18} />
          {t('portal.announcement.connection.signIn')}
        </Link>
        <Link href={withQuery(paths.register(), { redirectTo: back })} className="button">
          <UserPlus aria-hidden="true" size={18} />
          {t('portal.announcement.connection.register')}
        </Link>
      </div>
    </Dialog>
  );
}
