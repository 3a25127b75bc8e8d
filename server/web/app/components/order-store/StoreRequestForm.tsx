import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import {
  SERVICE_DURATION_TYPES,
  STORE_PLANS,
  STORE_REQUEST_LIMITS,
  type ServiceDurationType,
  type StorePlan,
} from '../../../../../shared/domain/store-requests';
import { storeFormSchema } from '../../../../../shared/domain/store-form';
import { STORE_LIMITS } from '../../../../../shared/domain/stores';
import { failure, validate, type RuleFailure } from '../../../../../shared/domain/validation';
import { failureMessage } from '../../../../../shared/i18n';
import { StoreRequestCreateDocument } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { fieldErrorsOf, useFieldErrors } from './form-errors';
import { CategoryChoices, CommuneFields, LogoField } from './store-fields';

/** The phones a request offers (the store's main location keeps up to more; three say enough). */
const PHONES = 3;

interface Values {
  name: string;
  description: string;
  imageUrl: string;
  categoryIds: string[];
  regionId: string;
  cityId: string;
  address: string;
  phones: string[];
  plan: StorePlan;
  duration: ServiceDurationType;
}

const blank = (): Values => ({
  name: '',
  description: '',
  imageUrl: '',
  categoryIds: [],
  regionId: '',
  cityId: '',
  address: '',
  phones: Array.from({ length: PHONES }, () => ''),
  plan: 'FULL',
  duration: 'MONTH',
});

/** The rules the server applies too, checked before sending: one message per field. */
function failuresOf(values: Values): RuleFailure[] {
  const failures = validate(storeFormSchema, {
    name: values.name.trim(),
    description: values.description.trim(),
    imageUrl: values.imageUrl || null,
  });
  if (values.categoryIds.length === 0) failures.push(failure('categoryIds', 'required'));
  if (!values.cityId) failures.push(failure('mainLocation.cityId', 'required'));
  if (!values.address.trim()) failures.push(failure('mainLocation.address', 'required'));
  if (!values.phones.some((phone) => phone.trim())) failures.push(failure('mainLocation.phones', 'required'));
  return failures;
}

/**
 * A member's request for a store (issue 19): its name, logo and description, what it sells, where
 * and how to reach it, and the plan and duration asked for. The shared store rules check it before
 * sending; the server's refusals land on their fields; nothing typed is lost.
 */
export function StoreRequestForm({ onSent }: { onSent: () => void }) {
  const { t, locale } = useI18n();
  const [values, setValues] = useState<Values>(blank);
  const fieldErrors = useFieldErrors();
  const { setErrors, clear, controlId, props: fieldProps, errorOf } = fieldErrors;
  const id = controlId('form');
  const [alert, setAlert] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [sending, send] = useMutation(StoreRequestCreateDocument);

  const set = <K extends keyof Values>(key: K, value: Values[K], field: string = key) => {
    setValues((current) => ({ ...current, [key]: value }));
    // The summary was about the last attempt; each field keeps its own message until changed.
    setAlert(null);
    clear(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const failures = failuresOf(values);
    if (failures.length > 0) {
      setErrors(Object.fromEntries(failures.map((item) => [item.field, failureMessage(locale, item)])));
      setAlert(t('portal.orderStore.refused'));
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const result = await send({
      input: {
        name: values.name.trim(),
        description: values.description.trim() || null,
        imageUrl: values.imageUrl || null,
        categoryIds: values.categoryIds,
        mainLocation: {
          cityId: values.cityId,
          address: values.address.trim(),
          phones: values.phones.map((phone) => phone.trim()).filter(Boolean),
        },
        plan: values.plan,
        duration: values.duration,
      },
    });
    if (result.data) {
      onSent();
      return;
    }
    const fields = fieldErrorsOf(result.error);
    setErrors(fields);
    setAlert(
      Object.keys(fields).length > 0
        ? t('portal.orderStore.refused')
        : (result.error?.graphQLErrors[0]?.message ?? t('portal.layout.unexpected')),
    );
  };

  return (
    <form ref={form} className="order-store__form" noValidate onSubmit={(event) => void submit(event)}>
      {alert && (
        <p className="form-error" role="alert">
          {alert}
        </p>
      )}
      <fieldset className="order-store__section">
        <legend>{t('portal.orderStore.sections.store')}</legend>
        <div className="order-store__field">
          <label htmlFor={controlId('name')}>{t('portal.orderStore.fields.name')} *</label>
          <input
            {...fieldProps('name')}
            type="text"
            maxLength={STORE_LIMITS.nameMax}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
          />
          {errorOf('name')}
        </div>
        <div className="order-store__field">
          <label htmlFor={controlId('description')}>{t('portal.orderStore.fields.description')}</label>
          <textarea
            {...fieldProps('description')}
            rows={3}
            maxLength={STORE_LIMITS.descriptionMax}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
          {errorOf('description')}
        </div>
        <LogoField value={values.imageUrl} errors={fieldErrors} onChange={(url) => set('imageUrl', url)} />
        <CategoryChoices
          legend={`${t('portal.orderStore.fields.categories', { max: STORE_REQUEST_LIMITS.categoriesMax })} *`}
          value={values.categoryIds}
          max={STORE_REQUEST_LIMITS.categoriesMax}
          errors={fieldErrors}
          onChange={(ids) => set('categoryIds', ids)}
        />
      </fieldset>

      <fieldset className="order-store__section">
        <legend>{t('portal.orderStore.sections.place')}</legend>
        <CommuneFields
          regionId={values.regionId}
          cityId={values.cityId}
          required
          errors={fieldErrors}
          onRegion={(regionId) => {
            set('regionId', regionId);
            set('cityId', '', 'mainLocation.cityId');
          }}
          onCity={(cityId) => set('cityId', cityId, 'mainLocation.cityId')}
        />
        <div className="order-store__field">
          <label htmlFor={controlId('mainLocation.address')}>{t('portal.orderStore.fields.address')} *</label>
          <input
            {...fieldProps('mainLocation.address')}
            type="text"
            maxLength={STORE_LIMITS.locationTextMax}
            value={values.address}
            onChange={(event) => set('address', event.target.value, 'mainLocation.address')}
          />
          {errorOf('mainLocation.address')}
        </div>
        <div className="order-store__grid">
          {values.phones.map((phone, index) => {
            const field = index === 0 ? 'mainLocation.phones' : `mainLocation.phones.${index}`;
            return (
              <div key={index} className="order-store__field">
                <label htmlFor={controlId(field)}>
                  {t('portal.orderStore.fields.phone', { index: index + 1 })}
                  {index === 0 ? ' *' : ''}
                </label>
                <input
                  {...fieldProps(field)}
                  type="tel"
                  inputMode="tel"
                  autoComplete={index === 0 ? 'tel' : 'off'}
                  dir="ltr"
                  value={phone}
                  onChange={(event) =>
                    set(
                      'phones',
                      values.phones.map((known, at) => (at === index ? event.target.value : known)),
                      field,
                    )
                  }
                />
                {errorOf(field)}
                {index === 0 && errorOf('mainLocation.phones.0')}
              </div>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="order-store__section">
        <legend>{t('portal.orderStore.sections.plan')}</legend>
        <div className="order-store__plans" role="radiogroup" aria-label={t('portal.orderStore.fields.plan')}>
          {STORE_PLANS.map((plan) => (
            <label key={plan} className="order-store__plan" data-checked={values.plan === plan || undefined}>
              <input
                type="radio"
                name={`${id}-plan`}
                value={plan}
                checked={values.plan === plan}
                onChange={() => set('plan', plan)}
              />
              <strong>{t(`portal.orderStore.plans.${plan}`)}</strong>
              <span>{t(`portal.orderStore.planHints.${plan}`)}</span>
            </label>
          ))}
        </div>
        <div className="order-store__field">
          <label htmlFor={`${id}-duration`}>{t('portal.orderStore.fields.duration')}</label>
          <select
            id={`${id}-duration`}
            value={values.duration}
            onChange={(event) => set('duration', event.target.value as ServiceDurationType)}
          >
            {SERVICE_DURATION_TYPES.map((duration) => (
              <option key={duration} value={duration}>
                {t(`portal.orderStore.durations.${duration}`)}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <button type="submit" className="button button--primary order-store__submit" disabled={sending.fetching}>
        {sending.fetching ? t('portal.orderStore.sending') : t('portal.orderStore.submit')}
      </button>
    </form>
  );
}
