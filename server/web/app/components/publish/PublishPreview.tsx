import { ImageOff, MapPin, Phone, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { FormCategory } from '../../../../../shared/announcement-form/api';
import type { AnnouncementFormStore } from '../../../../../shared/announcement-form/store';
import { choicesOf, shownSpecifications, type FormValues } from '../../../../../shared/announcement-form/values';
import { expectsPrice } from '../../../../../shared/domain/announcement-form';
import { formatPhone, formatPrice } from '../../../../../shared/domain/format';
import { useI18n } from '../../i18n';
import type { PublishStep } from './steps';

/** A specification's value as buyers read it: the choice's label, yes or no, or the text typed. */
function specText(category: FormCategory, values: FormValues, codename: string, yes: string, no: string): string {
  const specification = shownSpecifications(category, values.specs).find(
    (shown) => shown.specification.codename === codename,
  )?.specification;
  const chosen = values.specs[codename] ?? [];
  if (!specification) return chosen.join(', ');
  if (specification.type === 'BOOLEAN') return chosen[0] === 'true' ? yes : no;
  if (specification.type === 'SELECT' || specification.type === 'MULTI_SELECT') {
    const labels = new Map(choicesOf(specification, values.specs).map((choice) => [choice.codename, choice.label]));
    return chosen.map((value) => labels.get(value) ?? value).join(', ');
  }
  return chosen.join(', ');
}

/** One part of the preview, with the way back to the step that fills it. */
function Part({
  title,
  step,
  onChange,
  children,
}: {
  title: string;
  step: PublishStep;
  onChange: (step: PublishStep) => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section className="publish-preview__part">
      <header>
        <h3>{title}</h3>
        <button type="button" className="button button--ghost" onClick={() => onChange(step)}>
          {t('portal.publish.preview.change')}
          <span className="visually-hidden"> · {title}</span>
        </button>
      </header>
      {children}
    </section>
  );
}

/**
 * The announcement as buyers will see it, before it is sent: its pictures, title and price, its
 * details, place, contact and delivery, each with a way back to the step that sets it.
 */
export function PublishPreview({
  form,
  onChange,
}: {
  form: AnnouncementFormStore;
  onChange: (step: PublishStep) => void;
}) {
  const { t, locale } = useI18n();
  const values = useStore(form, (state) => state.values);
  const category = useStore(form, (state) => state.category);
  const levels = useStore(form, (state) => state.levels);
  const yes = t('portal.announcementForm.fields.yes');
  const no = t('portal.announcementForm.fields.no');
  const amount = Number(values.price.replace(/\s/g, '').replace(',', '.'));
  const price =
    expectsPrice(values) && Number.isFinite(amount)
      ? formatPrice(amount, values.priceUnit, locale, values.priceType)
      : t('portal.publish.preview.noPrice');
  const where = levels
    .map((level) => level.options.find((option) => option.id === level.chosen)?.name)
    .filter((name): name is string => Boolean(name));
  const specs = category ? shownSpecifications(category, values.specs) : [];
  const phones = values.phones.filter((phone) => phone.phone.trim() !== '');
  const [cover, ...others] = values.pictures;

  return (
    <div className="publish-preview">
      <article className="publish-preview__card" aria-label={values.title}>
        <div className="publish-preview__cover">
          {cover ? (
            <img src={cover.url} alt="" />
          ) : (
            <span className="publish-preview__empty">
              <ImageOff aria-hidden="true" size={28} />
              {t('portal.publish.preview.noPicture')}
            </span>
          )}
          {others.length > 0 && <span className="publish-preview__count">+{others.length}</span>}
        </div>
        <div className="publish-preview__body">
          <p className="publish-preview__where">{where.join(' › ')}</p>
          <h3 className="publish-preview__title">
            <bdi>{values.title}</bdi>
          </h3>
          <p className="publish-preview__price">
            <bdi>{price}</bdi>
          </p>
          {values.cities.length > 0 && (
            <p className="publish-preview__place">
              <MapPin aria-hidden="true" size={16} />
              <bdi>{values.cities.map((city) => `${city.name} (${city.regionName})`).join(', ')}</bdi>
            </p>
          )}
        </div>
      </article>
      {specs.length > 0 && (
        <Part title={t('portal.publish.preview.specs')} step="details" onChange={onChange}>
          <dl className="publish-preview__specs">
            {specs
              .filter(({ specification }) => (values.specs[specification.codename]?.length ?? 0) > 0)
              .map(({ specification }) => (
                <div key={specification.codename}>
                  <dt>{specification.label}</dt>
                  <dd>
                    <bdi>{specText(category!, values, specification.codename, yes, no)}</bdi>
                  </dd>
                </div>
              ))}
          </dl>
        </Part>
      )}
      <Part title={t('portal.announcementForm.fields.description')} step="details" onChange={onChange}>
        <p className="publish-preview__description">{values.description}</p>
      </Part>
      <Part title={t('portal.publish.preview.contact')} step="place" onChange={onChange}>
        {values.streetName.trim() && <p>{values.streetName}</p>}
        <ul className="publish-preview__phones">
          {phones.map((phone) => (
            <li key={phone.phone}>
              <Phone aria-hidden="true" size={16} />
              <bdi dir="ltr">{formatPhone(phone.phone)}</bdi>
              {[phone.hasViber && 'Viber', phone.hasWhatsapp && 'WhatsApp', phone.hasTelegram && 'Telegram']
                .filter(Boolean)
                .join(' · ')}
            </li>
          ))}
        </ul>
      </Part>
      {values.hasDelivery && values.deliveryType && (
        <Part title={t('portal.publish.preview.delivery')} step="price" onChange={onChange}>
          <p className="publish-preview__place">
            <Truck aria-hidden="true" size={16} />
            {t(`portal.announcementForm.deliveryTypes.${values.deliveryType}`)}
          </p>
        </Part>
      )}
    </div>
  );
}
