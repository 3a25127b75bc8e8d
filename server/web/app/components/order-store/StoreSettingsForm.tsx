import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { storeFormSchema } from '../../../../../shared/domain/store-form';
import { STORE_LIMITS } from '../../../../../shared/domain/stores';
import { validate } from '../../../../../shared/domain/validation';
import { failureMessage } from '../../../../../shared/i18n';
import { StoreSettingsSaveDocument, type StoreSettingsQuery } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { fieldErrorsOf, useFieldErrors } from './form-errors';
import { CategoryChoices, CommuneFields, LogoField } from './store-fields';

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
  const fieldErrors = useFieldErrors();
  const { setErrors, clear, controlId, props, errorOf } = fieldErrors;
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
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
        <LogoField value={values.imageUrl} errors={fieldErrors} onChange={(url) => set('imageUrl', url)} />
        <CategoryChoices
          legend={t('portal.storeSettings.categories')}
          value={values.categoryIds}
          errors={fieldErrors}
          onChange={(ids) => set('categoryIds', ids)}
        />
      </fieldset>

      <fieldset className="order-store__section">
        <legend>{t('portal.orderStore.sections.place')}</legend>
        <CommuneFields
          regionId={values.regionId}
          cityId={values.cityId}
          errors={fieldErrors}
          onRegion={(regionId) => {
            set('regionId', regionId);
            set('cityId', '', 'mainLocation.cityId');
          }}
          onCity={(cityId) => set('cityId', cityId, 'mainLocation.cityId')}
        />
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
      <button type="submit" className="button button--primary order-store__submit" disabled={saving.fetching}>
        {saving.fetching ? t('portal.orderStore.sending') : t('portal.storeSettings.save')}
      </button>
    </form>
  );
}
