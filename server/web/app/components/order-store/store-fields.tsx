import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { CategoriesDocument, CitiesDocument, RegionsDocument } from '../../../../../shared/graphql/generated';
import { useQuery } from '../../../../../shared/graphql/use-query';
import { useI18n } from '../../i18n';
import { uploadWithProgress } from '../publish/form-transport';
import type { useFieldErrors } from './form-errors';

/**
 * The parts of a store's form the request (/order-store) and the settings (/my/store/{id}) share:
 * the logo, the categories and the commune. Each reports through `onChange`; errors are the
 * form's (`useFieldErrors`).
 */
type Errors = ReturnType<typeof useFieldErrors>;

/** The logo: a picture uploaded through the media pipeline, kept as its whole address. */
export function LogoField({
  value,
  errors,
  onChange,
}: {
  value: string;
  errors: Errors;
  onChange: (url: string) => void;
}) {
  const { t, locale } = useI18n();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const [picture] = await uploadWithProgress([file], locale);
      // The store keeps an address; the page's own one is made whole for the rules (an http(s) URL).
      if (picture) onChange(new URL(picture.url, window.location.origin).href);
    } catch {
      errors.setErrors((current) => ({ ...current, imageUrl: t('portal.orderStore.uploadFailed') }));
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="order-store__field order-store__logo">
      <span>{t('portal.orderStore.fields.logo')}</span>
      {value && <img src={value} alt={t('portal.orderStore.fields.logo')} />}
      <label className="button" aria-busy={uploading}>
        <ImagePlus aria-hidden="true" size={18} />
        {value ? t('portal.orderStore.fields.changeLogo') : t('portal.orderStore.fields.addLogo')}
        <input
          {...errors.props('imageUrl')}
          className="visually-hidden"
          type="file"
          accept="image/*"
          disabled={uploading}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
      </label>
      {errors.errorOf('imageUrl')}
    </div>
  );
}

/** The top categories as ticks, at most `max` of them when given. */
export function CategoryChoices({
  legend,
  value,
  max,
  errors,
  onChange,
}: {
  legend: string;
  value: string[];
  max?: number;
  errors: Errors;
  onChange: (ids: string[]) => void;
}) {
  const [categories] = useQuery({ query: CategoriesDocument });
  const full = max !== undefined && value.length >= max;
  const invalid = Boolean(errors.errors.categoryIds);
  return (
    <fieldset
      className="order-store__choices"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${errors.controlId('categoryIds')}-error` : undefined}
    >
      <legend>{legend}</legend>
      {(categories.data?.categories ?? []).map((category) => {
        const checked = value.includes(category.id);
        return (
          <label key={category.id} className="order-store__check">
            <input
              type="checkbox"
              checked={checked}
              disabled={!checked && full}
              onChange={() => onChange(checked ? value.filter((id) => id !== category.id) : [...value, category.id])}
            />
            {category.name}
          </label>
        );
      })}
      {errors.errorOf('categoryIds')}
    </fieldset>
  );
}

/** The wilaya, then one of its communes (the commune is what is sent, as `mainLocation.cityId`). */
export function CommuneFields({
  regionId,
  cityId,
  required,
  errors,
  onRegion,
  onCity,
}: {
  regionId: string;
  cityId: string;
  required?: boolean;
  errors: Errors;
  onRegion: (regionId: string) => void;
  onCity: (cityId: string) => void;
}) {
  const { t } = useI18n();
  const [regions] = useQuery({ query: RegionsDocument });
  const [cities] = useQuery({ query: CitiesDocument, variables: { regionId }, pause: !regionId });
  const mark = required ? ' *' : '';
  return (
    <div className="order-store__grid">
      <div className="order-store__field">
        <label htmlFor={errors.controlId('region')}>
          {t('portal.orderStore.fields.region')}
          {mark}
        </label>
        <select id={errors.controlId('region')} value={regionId} onChange={(event) => onRegion(event.target.value)}>
          <option value="">{t('portal.orderStore.fields.choose')}</option>
          {(regions.data?.regions ?? []).map((region) => (
            <option key={region.id} value={region.id}>
              {region.code} · {region.name}
            </option>
          ))}
        </select>
      </div>
      <div className="order-store__field">
        <label htmlFor={errors.controlId('mainLocation.cityId')}>
          {t('portal.orderStore.fields.city')}
          {mark}
        </label>
        <select
          {...errors.props('mainLocation.cityId')}
          value={cityId}
          disabled={!regionId}
          onChange={(event) => onCity(event.target.value)}
        >
          <option value="">{t('portal.orderStore.fields.choose')}</option>
          {(cities.data?.cities ?? []).map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
        {errors.errorOf('mainLocation.cityId')}
      </div>
    </div>
  );
}
