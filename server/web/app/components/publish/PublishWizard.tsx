import { ArrowLeft, ArrowRight, Check, CloudOff, Send } from 'lucide-react';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useClient } from 'urql';
import { useStore } from 'zustand';
import { createAnnouncementForm, type AnnouncementFormStore } from '../../../../../shared/announcement-form/store';
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
} from '../../../../../shared/announcement-form/ui';
import { ANNOUNCEMENT_LIMITS } from '../../../../../shared/domain/announcements';
import { ErrorCode } from '../../../../../shared/domain/errors';
import { formatDay } from '../../../../../shared/domain/format';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';
import { paths } from '../../routes';
import type { Viewer } from '../../session';
import { useDraftKeeping, type DraftState } from './use-draft-keeping';
import { PublishDone } from './PublishDone';
import { PublishPreview } from './PublishPreview';
import { failureOf, NETWORK, portalFormApi } from './form-transport';
import {
  PUBLISH_STEPS,
  STEP_PARAM,
  firstStepOf,
  stepBeside,
  stepFromQuery,
  stepOfField,
  type PublishStep,
} from './steps';

export type PublishMode = 'new' | 'edit' | 'admin';

/** The address of a step of this form (publishing, or editing an announcement). */
function stepAddress(mode: PublishMode, announcementId: string | undefined, step: PublishStep): string {
  if (mode === 'edit' && announcementId) return paths.editAnnouncement(announcementId, step);
  if (mode === 'admin' && announcementId) return paths.editAnnouncementAdmin(announcementId, step);
  return paths.publish(step);
}

/**
 * Publishing (and editing) in steps, phone first (issue 19): category, details and
 * specifications, pictures, place and contact, price and delivery, a preview, then publish. The
 * step lives in the address (`?steps=`, the spec's parameter), so the phone's back button and a reload keep the place.
 * Each step checks its own fields with the shared rules before going on; a refusal from the
 * server sends the member to the step of the first refused field, marked. Everything typed is kept
 * as a draft on this device and, for a new announcement, on the server.
 */
export function PublishWizard({
  mode,
  announcementId,
  viewer,
}: {
  mode: PublishMode;
  announcementId?: string;
  viewer: Viewer;
}) {
  const { t, locale, dir } = useI18n();
  const client = useClient();
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const api = useMemo(() => portalFormApi(client, () => localeRef.current), [client]);
  const [form] = useState(() =>
    createAnnouncementForm(api, {
      announcementId,
      locale: () => localeRef.current,
      failureOf,
      idempotencyKey: newIdempotencyKey(),
    }),
  );
  const texts = useMemo<FormTexts>(
    () => ({ t: (key, params) => t(`portal.announcementForm.${key}`, params), dir }),
    [t, dir],
  );
  const phase = useStore(form, (state) => state.phase);
  const notice = useStore(form, (state) => state.notice);
  const saved = useStore(form, (state) => state.saved);
  const { query, navigate } = useNavigation();
  const step = stepFromQuery(query.get(STEP_PARAM));
  const draft = useDraftKeeping({
    form,
    client,
    memberId: viewer.id,
    announcementId,
    step,
    ready: phase !== 'loading',
  });

  useEffect(() => {
    void form.getState().start();
  }, [form]);

  // A draft taken back opens at the step it was left on, unless the address names one.
  // The notice that says so shows on that step only.
  const [noticeStep, setNoticeStep] = useState<PublishStep | null>(null);
  useEffect(() => {
    if (!draft.restored || noticeStep !== null) return;
    const asked = query.get(STEP_PARAM);
    const opened = asked ? stepFromQuery(asked) : draft.restored.step;
    setNoticeStep(opened);
    if (!asked && opened !== 'category') navigate(stepAddress(mode, announcementId, opened), { replace: true });
  }, [draft.restored, noticeStep, query, navigate, mode, announcementId]);

  const title =
    mode === 'new'
      ? t('portal.publish.title')
      : mode === 'edit'
        ? t('portal.publish.editTitle')
        : t('portal.publish.adminTitle');

  if (phase === 'saved' && saved) {
    return <PublishDone saved={saved} editing={mode !== 'new'} />;
  }
  return (
    <FormTextsProvider value={texts}>
      <div className="publish" data-step={step}>
        <h1 className="publish__title">{title}</h1>
        {phase === 'loading' && <p role="status">{t('portal.announcementForm.loading')}</p>}
        {phase === 'failed' && (
          <div role="alert" className="publish__alert">
            <p>{notice?.code === ErrorCode.NOT_FOUND ? t('portal.publish.notFound') : t('portal.publish.failed')}</p>
            <button type="button" className="button" onClick={() => void form.getState().start()}>
              {t('portal.publish.retry')}
            </button>
          </div>
        )}
        {(phase === 'ready' || phase === 'saving') && (
          <WizardBody
            form={form}
            api={api}
            step={step}
            mode={mode}
            draft={draft}
            showDraftNotice={noticeStep === step}
            go={(next, replace) => navigate(stepAddress(mode, announcementId, next), { replace })}
            onSent={draft.forget}
          />
        )}
      </div>
    </FormTextsProvider>
  );
}

function WizardBody({
  form,
  api,
  step,
  mode,
  draft,
  showDraftNotice,
  go,
  onSent,
}: {
  form: AnnouncementFormStore;
  api: ReturnType<typeof portalFormApi>;
  step: PublishStep;
  mode: PublishMode;
  draft: DraftState;
  showDraftNotice: boolean;
  go: (step: PublishStep, replace?: boolean) => void;
  onSent: () => void;
}) {
  const { t, locale } = useI18n();
  const phase = useStore(form, (state) => state.phase);
  const notice = useStore(form, (state) => state.notice);
  const errors = useStore(form, (state) => state.errors);
  const uploading = useStore(form, (state) => state.uploading);
  const categoryLoading = useStore(form, (state) => state.categoryLoading);
  const [alert, setAlert] = useState<string | null>(null);
  const [tried, setTried] = useState(0);
  const body = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const index = PUBLISH_STEPS.indexOf(step);
  const stepName = (name: PublishStep) => t(`portal.publish.steps.${name}`);

  // A new step: its heading takes the focus (a screen reader says where the member is), and the
  // top of the page shows.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  // After a refused attempt, the first marked field of the step takes the focus.
  useEffect(() => {
    if (tried === 0) return;
    body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tried, step]);

  const next = () => {
    if (!form.getState().checkStep((field) => stepOfField(field) === step)) {
      setAlert(t('portal.publish.stepFailed'));
      setTried((count) => count + 1);
      return;
    }
    setAlert(null);
    const following = stepBeside(step, 1);
    if (following) go(following);
  };

  const send = async () => {
    setAlert(null);
    const ok = await form.getState().submit();
    if (ok) {
      onSent();
      return;
    }
    const state = form.getState();
    const refusedStep = firstStepOf(Object.keys(state.errors));
    if (state.notice?.code === NETWORK) {
      setAlert(t('portal.publish.network'));
    } else if (refusedStep) {
      setAlert(t('portal.publish.refusedAt', { step: stepName(refusedStep) }));
      if (refusedStep !== step) go(refusedStep);
      setTried((count) => count + 1);
    } else {
      setAlert(state.notice?.message ?? t('portal.publish.failed'));
    }
  };

  return (
    <form
      ref={body}
      className="publish__form"
      noValidate
      aria-busy={phase === 'saving'}
      onSubmit={(event) => {
        event.preventDefault();
        if (step === 'preview') void send();
        else next();
      }}
    >
      <nav aria-label={t('portal.publish.stepOf', { index: index + 1, count: PUBLISH_STEPS.length })}>
        <ol className="publish__steps">
          {PUBLISH_STEPS.map((name, position) => {
            const hasError = Object.keys(errors).some((field) => stepOfField(field) === name);
            return (
              <li key={name} data-done={position < index || undefined} data-error={hasError || undefined}>
                <button
                  type="button"
                  aria-current={name === step ? 'step' : undefined}
                  // Earlier steps are open to go back to; an edit's form is whole, so every step is.
                  disabled={position > index && mode === 'new'}
                  onClick={() => go(name)}
                >
                  <span className="publish__step-number" aria-hidden="true">
                    {position < index ? <Check size={14} /> : position + 1}
                  </span>
                  <span className="publish__step-name">{stepName(name)}</span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <header className="publish__head">
        <p className="publish__progress">
          {t('portal.publish.stepOf', { index: index + 1, count: PUBLISH_STEPS.length })}
        </p>
        <h2 ref={heading} tabIndex={-1}>
          {stepName(step)}
        </h2>
        <p className="publish__lead">{t(`portal.publish.leads.${step}`, { max: ANNOUNCEMENT_LIMITS.mediasMax })}</p>
      </header>
      {showDraftNotice && <DraftNotice draft={draft} locale={locale} />}
      {(alert || (notice && notice.code !== NETWORK && phase !== 'saving' && !alert)) && (
        <div role="alert" className="publish__alert">
          <p>{alert ?? notice?.message}</p>
        </div>
      )}
      <div className="publish__fields">
        {step === 'category' && <CategoryFields form={form} />}
        {step === 'details' && (
          <>
            <TextFields form={form} />
            <SpecFields form={form} />
          </>
        )}
        {step === 'upload' && <PictureFields form={form} />}
        {step === 'place' && (
          <>
            <PlaceFields form={form} api={api} />
            <ContactFields form={form} />
          </>
        )}
        {step === 'price' && (
          <>
            <PriceFields form={form} />
            <OptionFields form={form} />
          </>
        )}
        {step === 'preview' && <PublishPreview form={form} onChange={go} />}
      </div>
      <footer className="publish__bar">
        {index > 0 ? (
          <button type="button" className="button" onClick={() => go(PUBLISH_STEPS[index - 1]!)}>
            <ArrowLeft aria-hidden="true" size={18} className="flip-rtl" />
            <span>{t('portal.publish.back')}</span>
          </button>
        ) : (
          <span />
        )}
        <span className="publish__saved" role="status">
          {draft.status === 'offline' ? (
            <>
              <CloudOff aria-hidden="true" size={16} /> {t('portal.publish.draft.offline')}
            </>
          ) : draft.status === 'server' ? (
            t('portal.publish.draft.savedServer')
          ) : draft.status === 'local' ? (
            t('portal.publish.draft.savedLocal')
          ) : null}
        </span>
        <button
          type="submit"
          className="button button--primary"
          disabled={phase === 'saving' || uploading || categoryLoading}
          aria-busy={categoryLoading || undefined}
        >
          {step === 'preview' ? (
            <>
              <Send aria-hidden="true" size={18} className="flip-rtl" />
              <span>
                {phase === 'saving'
                  ? t('portal.publish.sending')
                  : mode === 'new'
                    ? t('portal.publish.publish')
                    : t('portal.publish.saveEdit')}
              </span>
            </>
          ) : (
            <>
              <span>{t('portal.publish.next')}</span>
              <ArrowRight aria-hidden="true" size={18} className="flip-rtl" />
            </>
          )}
        </button>
      </footer>
    </form>
  );
}

/** Says a draft was taken back, with the way to start over (or, editing, to the saved version). */
function DraftNotice({ draft, locale }: { draft: DraftState; locale: string }) {
  const { t } = useI18n();
  if (!draft.restored || draft.dismissed) return null;
  const date = formatDay(new Date(draft.restored.savedAt), { withTime: true });
  return (
    <div className="publish__draft" role="status" lang={locale}>
      <p>
        {draft.editing
          ? t('portal.publish.draft.editRestored', { date })
          : t('portal.publish.draft.restored', { date })}
      </p>
      <button type="button" className="button button--ghost" onClick={draft.startOver}>
        {draft.editing ? t('portal.publish.draft.editDiscard') : t('portal.publish.draft.startOver')}
      </button>
    </div>
  );
}
