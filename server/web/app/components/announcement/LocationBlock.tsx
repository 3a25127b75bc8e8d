import { MapPin } from 'lucide-react';
import { useI18n } from '../../i18n';
import type { ShownAnnouncement } from './types';

/** Where the announcement is: each commune with its wilaya, and the street of the first one. */
export function LocationBlock({ locations }: { locations: ShownAnnouncement['locations'] }) {
  const { t } = useI18n();
  if (locations.length === 0) return null;
  return (
    <section className="announcement-section" aria-labelledby="announcement-location">
      <h2 id="announcement-location">{t('portal.announcement.sections.location')}</h2>
      <ul className="locations">
        {locations.map((location) => (
          <li key={location.city.id}>
            <MapPin aria-hidden="true" size={18} />
            <span>
              {location.address ? (
                <>
                  <span className="visually-hidden">{t('portal.announcement.location.street')} </span>
                  {location.address} ·{' '}
                </>
              ) : null}
              {t('portal.announcement.location.place', { city: location.city.name, region: location.region.name })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
