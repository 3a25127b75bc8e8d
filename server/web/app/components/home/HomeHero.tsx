import { BadgeCheck, MapPin, Sparkles } from 'lucide-react';
import { formatNumber } from '../../../../../shared/domain/format';
import { useI18n } from '../../i18n';
import { SearchBox } from '../search/SearchBox';

/** The home's opening: what Souk is, the search box, and what can be trusted about it. */
export function HomeHero({ total }: { total: number | null }) {
  const { t } = useI18n();
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="home-hero__text">
        <h1 id="home-title">{t('portal.home.hero.title')}</h1>
        <p>{t('portal.home.hero.text')}</p>
      </div>
      <div className="home-hero__search">
        <SearchBox />
      </div>
      <ul className="home-hero__facts">
        {total !== null && total > 0 ? (
          <li className="home-hero__count">{t('portal.home.hero.count', { count: formatNumber(total) })}</li>
        ) : null}
        <li>
          <Sparkles aria-hidden="true" size={16} />
          {t('portal.home.trust.free')}
        </li>
        <li>
          <BadgeCheck aria-hidden="true" size={16} />
          {t('portal.home.trust.moderated')}
        </li>
        <li>
          <MapPin aria-hidden="true" size={16} />
          {t('portal.home.trust.local')}
        </li>
      </ul>
    </section>
  );
}
