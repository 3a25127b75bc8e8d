import { Megaphone, Store } from 'lucide-react';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { paths, withQuery } from '../../routes';

/**
 * The sponsored and featured-stores places of the home (spec §2). Promotions and stores come
 * with later issues: until then each place says what it will hold and where to ask about it.
 */
export function PromoSlots() {
  const { t } = useI18n();
  return (
    <div className="home-promos">
      <section className="promo-slot" aria-labelledby="promo-sponsored">
        <span className="promo-slot__icon">
          <Megaphone aria-hidden="true" size={22} />
        </span>
        <div>
          <h2 id="promo-sponsored" className="promo-slot__title">
            {t('portal.home.sponsored.title')}
          </h2>
          <p>{t('portal.home.sponsored.text')}</p>
          <Link href={withQuery(paths.contact(), { tag: 'PUBLICITY_PARTNERSHIP' })} className="promo-slot__action">
            {t('portal.home.sponsored.action')}
          </Link>
        </div>
      </section>
      <section className="promo-slot" aria-labelledby="promo-stores">
        <span className="promo-slot__icon">
          <Store aria-hidden="true" size={22} />
        </span>
        <div>
          <h2 id="promo-stores" className="promo-slot__title">
            {t('portal.home.stores.title')}
          </h2>
          <p>{t('portal.home.stores.text')}</p>
          <Link href={paths.stores()} className="promo-slot__action">
            {t('portal.home.stores.action')}
          </Link>
        </div>
      </section>
    </div>
  );
}
