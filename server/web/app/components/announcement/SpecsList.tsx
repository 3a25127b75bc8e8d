import { useI18n } from '../../i18n';
import type { ShownAnnouncement } from './types';

/** The category's specification values, label and value side by side. */
export function SpecsList({ specs }: { specs: ShownAnnouncement['specs'] }) {
  const { t } = useI18n();
  if (specs.length === 0) return null;
  return (
    <section className="announcement-section" aria-labelledby="announcement-specs">
      <h2 id="announcement-specs">{t('portal.announcement.sections.specs')}</h2>
      <dl className="specs">
        {specs.map((spec) => (
          <div key={spec.specification.codename} className="specs__row">
            <dt>{spec.specification.label}</dt>
            <dd>{spec.valueText}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
