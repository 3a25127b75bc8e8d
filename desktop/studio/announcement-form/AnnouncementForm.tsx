import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { createAnnouncementForm, type AnnouncementFormStore } from '../../../shared/announcement-form/store';
import {
  CategoryFields,
  ContactFields,
  FormTextsProvider,
  OptionFields,
  PictureFields,
  PlaceFields,
  PriceFields,
  SpecFields,
  TextFields,
  type FormTexts,
} from '../../../shared/announcement-form/ui';
import { ErrorCode } from '../../../shared/domain/errors';
import { ApiError, useI18n, useStudioConnection } from '../kernel';
import { formApi } from './form-api';
import '../../../shared/announcement-form/ui/announcement-form.css';
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
  const { dir } = useI18n();
  const texts = useMemo<FormTexts>(() => ({ t: (key, params) => t(`announcementForm.${key}`, params), dir }), [t, dir]);
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
        <FormTextsProvider value={texts}>
          <FormBody form={form} api={api} editing={Boolean(announcementId)} />
        </FormTextsProvider>
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
      <TextFields form={form} />
      <CategoryFields form={form} />
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
