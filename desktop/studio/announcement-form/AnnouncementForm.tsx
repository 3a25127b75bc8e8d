import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { deliveryTypesFor, expectsPrice } from '../../../shared/domain/announcement-form';
import { ANNOUNCEMENT_LIMITS } from '../../../shared/domain/announcements';
import { ErrorCode } from '../../../shared/domain/errors';
import {
  EXCHANGE_TYPES,
  PAYMENT_METHODS,
  PRICE_TYPES,
  PRICE_UNITS,
  type DeliveryType,
  type ExchangeType,
  type PaymentMethod,
  type PriceType,
  type PriceUnit,
} from '../../../shared/domain/marketplace';
import { ApiError, useI18n, useStudioConnection } from '../kernel';
import { formApi } from './form-api';
import { createAnnouncementForm, type AnnouncementFormStore } from '../../../shared/announcement-form/store';
import { FormField, invalidProps } from './FormField';
import { PictureFields } from './PictureFields';
import { PlaceFields } from './PlaceFields';
import { SpecFields } from './SpecFields';
import './announcement-form.css';

const FORM_HEADING_ID = 'announcement-form-title';

/**
 * A store's announcement, created or edited from the studio (issue 7): the category chosen level
 * by level, its specifications, price, place, contact, pictures and options, sent whole. A
 * refused form keeps everything typed and marks the fields the rules or the server refused.
 */
export function AnnouncementForm({
  storeId,
  announcementId,
  onDone,
}: {
  storeId: string;
  announcementId?: string;
  /** Called with the saved announcement, or null when the user cancels. */
  onDone: (saved: { id: string } | null) => void;
}) {
  const { t, locale } = useI18n();
  const { client, session, apiBaseUrl } = useStudioConnection();
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const api = useMemo(
    () => formApi(client, session, apiBaseUrl, () => localeRef.current),
    [client, session, apiBaseUrl],
  );
  const [form] = useState(() =>
    createAnnouncementForm(api, {
      storeId,
      announcementId,
      locale: () => localeRef.current,
      failureOf: (error) => ApiError.from(error),
      idempotencyKey: crypto.randomUUID(),
    }),
  );
  const phase = useStore(form, (state) => state.phase);
  const notice = useStore(form, (state) => state.notice);
  const saved = useStore(form, (state) => state.saved);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void form.getState().start();
  }, [form]);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  // Told once, with the callback of the latest render.
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (phase === 'saved' && saved) done.current({ id: saved.id });
  }, [phase, saved]);

  const title = announcementId ? t('announcementForm.editTitle') : t('announcementForm.newTitle');
  return (
    <section className="announcement-form" aria-labelledby={FORM_HEADING_ID}>
      <header className="studio-lands__bar">
        <h1 id={FORM_HEADING_ID} ref={heading} tabIndex={-1} className="announcement-form__title">
          {title}
        </h1>
        <button type="button" className="studio-button" onClick={() => onDone(null)}>
          {t('announcementForm.cancel')}
        </button>
      </header>
      {phase === 'loading' && <p role="status">{t('announcementForm.loading')}</p>}
      {phase === 'failed' && (
        <div role="alert" className="studio-notice studio-notice--error">
          <p>{notice?.code === ErrorCode.NOT_FOUND ? t('announcementForm.notFound') : t('announcementForm.failed')}</p>
          <button type="button" className="studio-button" onClick={() => void form.getState().start()}>
            {t('announcementForm.retry')}
          </button>
        </div>
      )}
      {(phase === 'ready' || phase === 'saving' || phase === 'saved') && (
        <FormBody form={form} api={api} editing={Boolean(announcementId)} />
      )}
    </section>
  );
}

function FormBody({
  form,
  api,
  editing,
}: {
  form: AnnouncementFormStore;
  api: ReturnType<typeof formApi>;
  editing: boolean;
}) {
  const { t } = useI18n();
  const phase = useStore(form, (state) => state.phase);
  const notice = useStore(form, (state) => state.notice);
  const status = useStore(form, (state) => state.status);
  const errors = useStore(form, (state) => state.errors);
  const uploading = useStore(form, (state) => state.uploading);
  const body = useRef<HTMLFormElement>(null);
  const [tried, setTried] = useState(0);

  // After a refused attempt, the first marked field takes the focus (where the fix starts).
  useEffect(() => {
    if (tried === 0) return;
    body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tried, errors]);

  const refusal =
    notice &&
    (notice.code === 'network'
      ? t('announcementForm.network')
      : notice.code.endsWith('FORM_VALIDATION_ERROR')
        ? t('announcementForm.refused')
        : notice.message);

  return (
    <form
      ref={body}
      className="announcement-form__body"
      noValidate
      aria-busy={phase === 'saving'}
      onSubmit={(event) => {
        event.preventDefault();
        void form
          .getState()
          .submit()
          .then((ok) => {
            if (!ok) setTried((count) => count + 1);
          });
      }}
    >
      {refusal && (
        <div role="alert" className="studio-notice studio-notice--error">
          <p>{refusal}</p>
        </div>
      )}
      {status && (
        <p className="studio-hint">
          {t('announcementForm.statusNote', { status: t(`announcementForm.statuses.${status}`) })}
        </p>
      )}
      <WhatFields form={form} />
      <SpecFields form={form} />
      <PriceFields form={form} />
      <PlaceFields form={form} api={api} />
      <ContactFields form={form} />
      <PictureFields form={form} />
      <OptionFields form={form} />
      <footer className="announcement-form__footer">
        <p className="studio-hint">{t('announcementForm.pendingNote')}</p>
        <button
          type="submit"
          className="studio-button studio-button--primary"
          disabled={phase === 'saving' || uploading}
        >
          {phase === 'saving'
            ? t('announcementForm.saving')
            : editing
              ? t('announcementForm.saveEdit')
              : t('announcementForm.save')}
        </button>
      </footer>
    </form>
  );
}

function WhatFields({ form }: { form: AnnouncementFormStore }) {
  const { t } = useI18n();
  const title = useStore(form, (state) => state.values.title);
  const description = useStore(form, (state) => state.values.description);
  const levels = useStore(form, (state) => state.levels);
  const errors = useStore(form, (state) => state.errors);
  const { set, chooseCategory } = form.getState();
  // A group was taken and its sub-categories wait for a choice (the form has no category yet).
  const groupOnly = levels.length > 1 && levels[levels.length - 1]?.chosen === null;
  return (
    <fieldset className="announcement-form__section">
      <legend>{t('announcementForm.sections.what')}</legend>
      <FormField name="title" label={`${t('announcementForm.fields.title')} *`} error={errors.title}>
        <input
          {...invalidProps('title', errors.title)}
          type="text"
          maxLength={ANNOUNCEMENT_LIMITS.titleMax}
          value={title}
          onChange={(event) => set('title', event.target.value)}
        />
      </FormField>
      <div className="announcement-form__grid">
        {levels.map((level, index) => {
          const name = index === 0 ? 'categoryId' : `categoryId-${index}`;
          // The missing choice is at the deepest level: that select carries the error.
          const error = index === levels.length - 1 ? errors.categoryId : undefined;
          return (
            <FormField
              key={index}
              name={name}
              label={
                index === 0 ? `${t('announcementForm.fields.category')} *` : t('announcementForm.fields.subcategory')
              }
              error={error}
            >
              <select
                {...invalidProps(name, error)}
                value={level.chosen ?? ''}
                onChange={(event) => void chooseCategory(index, event.target.value || null)}
              >
                <option value="">{t('announcementForm.fields.chooseCategory')}</option>
                {level.options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </FormField>
          );
        })}
      </div>
      {groupOnly && <p className="studio-hint">{t('announcementForm.fields.groupOnly')}</p>}
      <FormField name="description" label={`${t('announcementForm.fields.description')} *`} error={errors.description}>
        <textarea
          {...invalidProps('description', errors.description)}
          rows={6}
          maxLength={ANNOUNCEMENT_LIMITS.descriptionMax}
          value={description}
          onChange={(event) => set('description', event.target.value)}
        />
      </FormField>
    </fieldset>
  );
}

function PriceFields({ form }: { form: AnnouncementFormStore }) {
  const { t } = useI18n();
  const values = useStore(form, (state) => state.values);
  const category = useStore(form, (state) => state.category);
  const errors = useStore(form, (state) => state.errors);
  const { set } = form.getState();
  const units: readonly PriceUnit[] =
    category && category.priceUnits.length > 0 ? [...category.priceUnits, 'NO_PRICE'] : PRICE_UNITS;
  const priced = expectsPrice(values);
  return (
    <fieldset className="announcement-form__section">
      <legend>{t('announcementForm.sections.price')}</legend>
      <div className="announcement-form__grid">
        <FormField name="priceUnit" label={t('announcementForm.fields.priceUnit')} error={errors.priceUnit}>
          <select
            {...invalidProps('priceUnit', errors.priceUnit)}
            value={values.priceUnit}
            onChange={(event) => set('priceUnit', event.target.value as PriceUnit)}
          >
            {[...new Set(units)].map((unit) => (
              <option key={unit} value={unit}>
                {t(`announcementForm.units.${unit}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField name="priceType" label={t('announcementForm.fields.priceType')} error={errors.priceType}>
          <select
            {...invalidProps('priceType', errors.priceType)}
            value={values.priceType}
            onChange={(event) => set('priceType', event.target.value as PriceType)}
          >
            {PRICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`announcementForm.priceTypes.${type}`)}
              </option>
            ))}
          </select>
        </FormField>
        {priced && (
          <>
            <FormField name="price" label={`${t('announcementForm.fields.price')} *`} error={errors.price}>
              <input
                {...invalidProps('price', errors.price)}
                type="text"
                inputMode="decimal"
                value={values.price}
                onChange={(event) => set('price', event.target.value)}
              />
            </FormField>
            <FormField name="oldPrice" label={t('announcementForm.fields.oldPrice')} error={errors.oldPrice}>
              <input
                {...invalidProps('oldPrice', errors.oldPrice)}
                type="text"
                inputMode="decimal"
                value={values.oldPrice}
                onChange={(event) => set('oldPrice', event.target.value)}
              />
            </FormField>
          </>
        )}
        {!category?.isWithoutExchange && (
          <FormField name="exchangeType" label={t('announcementForm.fields.exchangeType')} error={errors.exchangeType}>
            <select
              {...invalidProps('exchangeType', errors.exchangeType)}
              value={values.exchangeType}
              onChange={(event) => set('exchangeType', event.target.value as ExchangeType)}
            >
              {EXCHANGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`announcementForm.exchange.${type}`)}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <FormField name="quantity" label={t('announcementForm.fields.quantity')} error={errors.quantity}>
          <input
            {...invalidProps('quantity', errors.quantity)}
            type="text"
            inputMode="numeric"
            value={values.quantity}
            onChange={(event) => set('quantity', event.target.value)}
          />
        </FormField>
      </div>
    </fieldset>
  );
}

function ContactFields({ form }: { form: AnnouncementFormStore }) {
  const { t } = useI18n();
  const phones = useStore(form, (state) => state.values.phones);
  const hasEmail = useStore(form, (state) => state.values.hasEmail);
  const errors = useStore(form, (state) => state.errors);
  const { setPhone, addPhone, removePhone, set } = form.getState();
  return (
    <fieldset className="announcement-form__section">
      <legend>{t('announcementForm.sections.contact')}</legend>
      {phones.map((phone, index) => {
        const name = `phones.${index}.phone`;
        return (
          <div key={index} className="announcement-form__phone">
            <FormField
              name={name}
              label={t('announcementForm.fields.phone', { index: index + 1 })}
              error={errors[name]}
            >
              <input
                {...invalidProps(name, errors[name])}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={phone.phone}
                onChange={(event) => setPhone(index, { phone: event.target.value })}
              />
            </FormField>
            {(['hasViber', 'hasWhatsapp', 'hasTelegram'] as const).map((app) => (
              <label key={app} className="announcement-form__check">
                <input
                  type="checkbox"
                  checked={phone[app]}
                  onChange={(event) => setPhone(index, { [app]: event.target.checked })}
                />
                {t(`announcementForm.fields.${app.slice(3).toLowerCase()}`)}
              </label>
            ))}
            {phones.length > 1 && (
              <button type="button" className="studio-button" onClick={() => removePhone(index)}>
                {t('announcementForm.fields.removePhone', { index: index + 1 })}
              </button>
            )}
          </div>
        );
      })}
      {phones.length < ANNOUNCEMENT_LIMITS.phonesMax && (
        <button type="button" className="studio-button" onClick={addPhone}>
          {t('announcementForm.fields.addPhone')}
        </button>
      )}
      <label className="announcement-form__check">
        <input type="checkbox" checked={hasEmail} onChange={(event) => set('hasEmail', event.target.checked)} />
        {t('announcementForm.fields.hasEmail')}
      </label>
    </fieldset>
  );
}

function OptionFields({ form }: { form: AnnouncementFormStore }) {
  const { t } = useI18n();
  const values = useStore(form, (state) => state.values);
  const category = useStore(form, (state) => state.category);
  const errors = useStore(form, (state) => state.errors);
  const { set } = form.getState();
  const deliveries: readonly DeliveryType[] = category ? deliveryTypesFor(category) : [];
  return (
    <fieldset className="announcement-form__section">
      <legend>{t('announcementForm.sections.options')}</legend>
      {(!category || category.delivery) && (
        <label className="announcement-form__check">
          <input
            type="checkbox"
            checked={values.hasDelivery}
            onChange={(event) => set('hasDelivery', event.target.checked)}
          />
          {t('announcementForm.fields.hasDelivery')}
        </label>
      )}
      <div className="announcement-form__grid">
        {values.hasDelivery && (
          <FormField
            name="deliveryType"
            label={`${t('announcementForm.fields.deliveryType')} *`}
            error={errors.deliveryType}
          >
            <select
              {...invalidProps('deliveryType', errors.deliveryType)}
              value={values.deliveryType ?? ''}
              onChange={(event) => set('deliveryType', (event.target.value || null) as DeliveryType | null)}
            >
              <option value="">{t('announcementForm.fields.choose')}</option>
              {deliveries.map((type) => (
                <option key={type} value={type}>
                  {t(`announcementForm.deliveryTypes.${type}`)}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <FormField name="paymentMethod" label={t('announcementForm.fields.paymentMethod')} error={errors.paymentMethod}>
          <select
            {...invalidProps('paymentMethod', errors.paymentMethod)}
            value={values.paymentMethod ?? ''}
            onChange={(event) => set('paymentMethod', (event.target.value || null) as PaymentMethod | null)}
          >
            <option value="">{t('announcementForm.fields.noPaymentMethod')}</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`announcementForm.paymentMethods.${method}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          name="orderExternalUrl"
          label={t('announcementForm.fields.orderExternalUrl')}
          error={errors.orderExternalUrl}
        >
          <input
            {...invalidProps('orderExternalUrl', errors.orderExternalUrl)}
            type="url"
            value={values.orderExternalUrl}
            onChange={(event) => set('orderExternalUrl', event.target.value)}
          />
        </FormField>
      </div>
      <label className="announcement-form__check">
        <input
          type="checkbox"
          checked={values.isCommentEnabled}
          onChange={(event) => set('isCommentEnabled', event.target.checked)}
        />
        {t('announcementForm.fields.isCommentEnabled')}
      </label>
    </fieldset>
  );
}
