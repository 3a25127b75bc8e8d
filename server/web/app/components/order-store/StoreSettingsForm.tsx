import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { storeFormSchema } from '../../../../../shared/domain/store-form';
import { STORE_LIMITS } from '../../../../../shared/domain/stores';
import { validate } from '../../../../../shared/domain/validation';
import { failureMessage } from '../../../../../shared/i18n';
import {
  CategoriesDocument,
  CitiesDocument,
  RegionsDocument,
  StoreSettingsSaveDocument,
  type StoreSettingsQuery,
} from '../../../../../shared/graphql/generated';
import { useQuery } from '../../../../../shared/graphql/use-query';
import { useI18n } from '../../i18n';
import { uploadWithProgress } from '../publish/form-transport';
import { fieldErrorsOf, useFieldErrors } from './form-errors';

type LoadedStore = NonNullable<StoreSettingsQuery['store']>;

/** Rows the form offers for each list (the store keeps up to STORE_LIMITS.contactsMax of each). */
const ROWS = 3;
const padded = (list: string[]) => [...list, ...Array.from({ length: Math.max(0, ROWS - list.length) }, () => '')];

interface Values {
  name: string;
  description: string;
  imageUrl: string;
  categoryIds: string[];
  regionId: string;
  cityId: string;
  address: string;
  lat: string;
  lng: string;
  worktime: string;
  phones: string[];
  emails: string[];
  socials: { name: string; url: string }[];
  googleTagManagerId: string;
  metaPixelId: string;
}

/** The fields typed as one text. */
type TextField = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

function valuesOf(store: LoadedStore): Values {
  const main = store.mainLocation;
  const socials = main?.socials.map(({ name, url }) => ({ name, url })) ?? [];
  return {
    name: store.name,
    description: store.description ?? '',
    imageUrl: store.imageUrl ?? '',
    categoryIds: store.categories.map((category) => category.id),
    regionId: main?.location.region?.id ?? '',
    cityId: main?.location.city?.id ?? '',
    address: main?.location.address ?? '',
    lat: main?.location.lat == null ? '' : String(main.location.lat),
    lng: main?.location.lng == null ? '' : String(main.location.lng),
    worktime: main?.worktime ?? '',
    phones: padded(main?.phones.map((phone) => phone.phone) ?? []),
    emails: padded(main?.emails ?? []),
    socials: [...socials, ...Array.from({ length: Math.max(0, ROWS - socials.length) }, () => ({ name: '', url: '' }))],
    googleTagManagerId: store.googleTagManagerId ?? '',
    metaPixelId: store.metaPixelId ?? '',
  };
}

const coordinate = (text: string): number | null => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
};

/**
 * A store's details as its owner changes them on the web (issue 19): name, description and logo,
 * categories, the main location (commune, address, map position, opening hours), phones, e-mails
 * and social links, and the analytics ids (formats checked by the shared rules). The server
 * applies the same rules and answers field by field; nothing typed is lost.
 */
export function StoreSettingsForm({ store, onSaved }: { store: LoadedStore; onSaved: () => void }) {
  const { t, locale } = useI18n();
  const [values, setValues] = useState<Values>(() => valuesOf(store));
  const { setErrors, clear, controlId, props, errorOf } = useFieldErrors();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [categories] = useQuery({ query: CategoriesDocument });
  const [regions] = useQuery({ query: RegionsDocument });
  const [cities] = useQuery({
    query: CitiesDocument,
    variables: { regionId: values.regionId },
    pause: !values.regionId,
  });
  const [saving, save] = useMutation(StoreSettingsSaveDocument);

  const set = <K extends keyof Values>(key: K, value: Values[K], field: string = key) => {
    setValues((current) => ({ ...current, [key]: value }));
    setNotice(null);
    clear(field);
  };
  const text = (field: TextField, label: string, options: { long?: boolean; max?: number; dir?: 'ltr' } = {}) => (
    <div className="order-store__field">
      <label htmlFor={controlId(field)}>{label}</label>
      {options.long ? (
        <textarea
          {...props(field)}
          rows={3}
          maxLength={options.max}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      ) : (
        <input
          {...props(field)}
          type="text"
          dir={options.dir}
          maxLength={options.max}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
      {errorOf(field)}
    </div>
  );
  const list = (key: 'phones' | 'emails', field: string, label: (index: number) => string, type: 'tel' | 'email') => (
    <div className="order-store__grid">
      {values[key].map((value, index) => (
        <div key={index} className="order-store__field">
          <label htmlFor={controlId(`${field}.${index}`)}>{label(index + 1)}</label>
          <input
            {...props(`${field}.${index}`)}
            type={type}
            dir="ltr"
            value={value}
            onChange={(event) =>
              set(
                key,
                values[key].map((known, at) => (at === index ? event.target.value : known)),
                `${field}.${index}`,
              )
            }
          />
          {errorOf(`${field}.${index}`)}
        </div>
      ))}
    </div>
  );

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const [picture] = await uploadWithProgress([file], locale);
      if (picture) set('imageUrl', new URL(picture.url, window.location.origin).href);
    } catch {
      setErrors((current) => ({ ...current, imageUrl: t('portal.orderStore.uploadFailed') }));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failures = validate(storeFormSchema, {
      name: values.name.trim(),
      description: values.description.trim(),
      imageUrl: values.imageUrl || null,
      googleTagManagerId: values.googleTagManagerId.trim() || null,
      metaPixelId: values.metaPixelId.trim() || null,
    });
    if (failures.length > 0) {
      setErrors(Object.fromEntries(failures.map((item) => [item.field, failureMessage(locale, item)])));
      setNotice({ ok: false, text: t('portal.storeSettings.refused') });
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const filled = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);
    const result = await save({
      id: store.id,
      input: {
        name: values.name.trim(),
        description: values.description.trim(),
        imageUrl: values.imageUrl,
        categoryIds: values.categoryIds,
        googleTagManagerId: values.googleTagManagerId.trim(),
        metaPixelId: values.metaPixelId.trim(),
        mainLocation: {
          cityId: values.cityId || null,
          address: values.address.trim(),
          lat: coordinate(values.lat),
          lng: coordinate(values.lng),
          worktime: values.worktime.trim(),
          phones: filled(values.phones),
          emails: filled(values.emails),
          socials: values.socials
            .map((social) => ({ name: social.name.trim(), url: social.url.trim() }))
            .filter((social) => social.name || social.url),
        },
      },
    });
    if (result.data) {
      setNotice({ ok: true, text: t('portal.storeSettings.saved') });
      onSaved();
      return;
    }
    const fields = fieldErrorsOf(result.error);
    setErrors(fields);
    setNotice({
      ok: false,
      text:
        Object.keys(fields).length > 0
          ? t('portal.storeSettings.refused')
          : (result.error?.graphQLErrors[0]?.message ?? t('portal.layout.unexpected')),
    });
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  return (
    <form ref={form} className="order-store__form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="order-store__section">
        <legend>{t('portal.orderStore.sections.store')}</legend>
        {text('name', `${t('portal.orderStore.fields.name')} *`, { max: STORE_LIMITS.nameMax })}
        {text('description', t('portal.orderStore.fields.description'), {
          long: true,
          max: STORE_LIMITS.descriptionMax,
        })}
        <div className="order-store__field order-store__logo">
          <span>{t('portal.orderStore.fields.logo')}</span>
          {values.imageUrl && <img src={values.imageUrl} alt={t('portal.orderStore.fields.logo')} />}
          <label className="button" aria-busy={uploading}>
            {values.imageUrl ? t('portal.orderStore.fields.changeLogo') : t('portal.orderStore.fields.addLogo')}
            <input
              {...props('imageUrl')}
              className="visually-hidden"
              type="file"
              accept="image/*"
              disabled={uploading}
              onChange={(event) => void upload(event.target.files?.[0])}
            />
          </label>
          {errorOf('imageUrl')}
        </div>
        <fieldset className="order-store__choices">
          <legend>{t('portal.storeSettings.categories')}</legend>
          {(categories.data?.categories ?? []).map((category) => {
            const checked = values.categoryIds.includes(category.id);
            return (
              <label key={category.id} className="order-store__check">
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() =>
                    set(
                      'categoryIds',
                      checked
                        ? values.categoryIds.filter((known) => known !== category.id)
                        : [...values.categoryIds, category.id],
                    )
                  }
                />
                {category.name}
              </label>
            );
          })}
          {errorOf('categoryIds')}
        </fieldset>
      </fieldset>

      <fieldset className="order-store__section">
        <legend>{t('portal.orderStore.sections.place')}</legend>
        <div className="order-store__grid">
          <div className="order-store__field">
            <label htmlFor={controlId('region')}>{t('portal.orderStore.fields.region')}</label>
            <select
              id={controlId('region')}
              value={values.regionId}
              onChange={(event) => {
                set('regionId', event.target.value);
                set('cityId', '', 'mainLocation.cityId');
              }}
            >
              <option value="">{t('portal.orderStore.fields.choose')}</option>
              {(regions.data?.regions ?? []).map((region) => (
                <option key={region.id} value={region.id}>
                  {region.code} · {region.name}
                </option>
              ))}
            </select>
          </div>
          <div className="order-store__field">
            <label htmlFor={controlId('mainLocation.cityId')}>{t('portal.orderStore.fields.city')}</label>
            <select
              {...props('mainLocation.cityId')}
              value={values.cityId}
              disabled={!values.regionId}
              onChange={(event) => set('cityId', event.target.value, 'mainLocation.cityId')}
            >
              <option value="">{t('portal.orderStore.fields.choose')}</option>
              {(cities.data?.cities ?? []).map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </select>
            {errorOf('mainLocation.cityId')}
          </div>
        </div>
        {text('address', t('portal.orderStore.fields.address'), { max: STORE_LIMITS.locationTextMax })}
        <div className="order-store__grid">
          {text('lat', t('portal.storeSettings.lat'), { dir: 'ltr' })}
          {text('lng', t('portal.storeSettings.lng'), { dir: 'ltr' })}
        </div>
        {text('worktime', t('portal.storeSettings.worktime'), { max: STORE_LIMITS.worktimeMax })}
        {list('phones', 'mainLocation.phones', (index) => t('portal.orderStore.fields.phone', { index }), 'tel')}
        {list('emails', 'mainLocation.emails', (index) => t('portal.storeSettings.email', { index }), 'email')}
        <div className="order-store__grid">
          {values.socials.map((social, index) => (
            <div key={index} className="order-store__field">
              <label htmlFor={controlId(`mainLocation.socials.${index}.url`)}>
                {t('portal.storeSettings.social', { index: index + 1 })}
              </label>
              <input
                aria-label={t('portal.storeSettings.socialName', { index: index + 1 })}
                placeholder={t('portal.storeSettings.socialNamePlaceholder')}
                type="text"
                value={social.name}
                onChange={(event) =>
                  set(
                    'socials',
                    values.socials.map((known, at) => (at === index ? { ...known, name: event.target.value } : known)),
                    `mainLocation.socials.${index}.name`,
                  )
                }
              />
              <input
                {...props(`mainLocation.socials.${index}.url`)}
                type="url"
                dir="ltr"
                placeholder="https://"
                value={social.url}
                onChange={(event) =>
                  set(
                    'socials',
                    values.socials.map((known, at) => (at === index ? { ...known, url: event.target.value } : known)),
                    `mainLocation.socials.${index}.url`,
                  )
                }
              />
              {errorOf(`mainLocation.socials.${index}.name`)}
              {errorOf(`mainLocation.socials.${index}.url`)}
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className="order-store__section">
        <legend>{t('portal.storeSettings.analytics')}</legend>
        <div className="order-store__grid">
          {text('googleTagManagerId', t('portal.storeSettings.googleTagManagerId'), { dir: 'ltr' })}
          {text('metaPixelId', t('portal.storeSettings.metaPixelId'), { dir: 'ltr' })}
        </div>
      </fieldset>
      {notice && (
        <p className={notice.ok ? 'form-success' : 'form-error'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary order-store__submit"
        disabled={saving.fetching || uploading}
      >
        {saving.fetching ? t('portal.orderStore.sending') : t('portal.storeSettings.save')}
      </button>
    </form>
  );
}
