import { CheckCircle2, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import {
  CONTACT_LIMITS,
  CONTACT_TAGS,
  isContactTag,
  validateContact,
  type ContactValues,
} from '../../../../../shared/domain/contact';
import type { FieldError } from '../../../../../shared/domain/errors';
import { ContactMessageSendDocument, type ContactMessageTag } from '../../../../../shared/graphql/generated';
import { failureMessage } from '../../../../../shared/i18n';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';
import { paths } from '../../routes';
import type { Viewer } from '../../session';
import { SelectField, TextField } from '../account/Field';
import { useHydrated } from '../search/use-hydrated';
import { contactErrorText } from './contact-errors';
import { TextAreaField } from './TextAreaField';

type Errors = Partial<Record<keyof ContactValues, string>>;

/** The values typed in the form, read from its controls. */
function valuesOf(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    email: text('email'),
    name: text('name'),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message'),
    tag: text('tag'),
  };
}

/**
 * The contact form (spec §3 Contact message). Without JavaScript it posts to the server's
 * contact route, which answers with `?sent=1` or `?error=`; with it, the shared rules check the
 * fields first and the `contactMessageSend` mutation sends it. Success says "Message envoyé !".
 */
export function ContactForm({ viewer }: { viewer: Viewer | null }) {
  const { t, locale } = useI18n();
  const { query, localize } = useNavigation();
  const hydrated = useHydrated();
  const [, send] = useMutation(ContactMessageSendDocument);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(() => {
    const code = query.get('error');
    return code ? t(...contactErrorText(code, query.get('seconds'))) : null;
  });
  const [sent, setSent] = useState(query.get('sent') === '1');
  const [sending, setSending] = useState(false);
  const requestedTag = query.get('tag');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = valuesOf(form);
    const failures = validateContact(values);
    if (failures.length > 0) {
      setErrors(Object.fromEntries(failures.map((failure) => [failure.field, failureMessage(locale, failure)])));
      setAlert(t('errors.formValidation'));
      form.querySelector<HTMLElement>('[aria-invalid="true"], :invalid')?.focus();
      return;
    }
    setErrors({});
    setAlert(null);
    setSending(true);
    const result = await send({
      input: { ...values, phone: values.phone || null, tag: values.tag as ContactMessageTag },
    });
    setSending(false);
    const error = result.error?.graphQLErrors[0];
    if (result.data?.contactMessageSend) {
      setSent(true);
      form.reset();
      return;
    }
    const extensions = (error?.extensions ?? {}) as { code?: string; fields?: FieldError[]; seconds?: number };
    if (extensions.fields) {
      setErrors(Object.fromEntries(extensions.fields.map((field) => [field.field, field.message])));
    }
    setAlert(
      result.error?.networkError
        ? t('portal.layout.connectionProblem')
        : t(...contactErrorText(extensions.code ?? '', extensions.seconds)),
    );
  };

  if (sent) {
    return (
      <div className="contact-sent" role="status">
        <CheckCircle2 aria-hidden="true" size={40} />
        <h2>{t('portal.home.contact.sent')}</h2>
        <p>{t('portal.home.contact.sentText')}</p>
        {hydrated ? (
          <button type="button" className="button" onClick={() => setSent(false)}>
            {t('portal.home.contact.another')}
          </button>
        ) : (
          <a href={localize(paths.contact())} className="button">
            {t('portal.home.contact.another')}
          </a>
        )}
      </div>
    );
  }

  return (
    <form
      method="post"
      action={localize(paths.contact())}
      className="contact-form"
      noValidate={hydrated}
      onSubmit={(event) => void onSubmit(event)}
    >
      {alert ? (
        <p className="form-error" role="alert">
          {alert}
        </p>
      ) : null}
      <p className="contact-form__required">{t('portal.home.contact.required')}</p>
      <SelectField
        name="tag"
        label={t('portal.home.contact.tag')}
        required
        defaultValue={isContactTag(requestedTag) ? requestedTag : 'OTHER'}
        error={errors.tag}
      >
        {CONTACT_TAGS.map((tag) => (
          <option key={tag} value={tag}>
            {t(`portal.home.contact.tags.${tag}`)}
          </option>
        ))}
      </SelectField>
      <div className="contact-form__pair">
        <TextField
          name="name"
          label={t('portal.home.contact.name')}
          required
          autoComplete="name"
          minLength={CONTACT_LIMITS.name.min}
          maxLength={CONTACT_LIMITS.name.max}
          defaultValue={viewer?.displayName ?? ''}
          error={errors.name}
        />
        <TextField
          name="email"
          type="email"
          label={t('portal.home.contact.email')}
          required
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email.max}
          defaultValue={viewer?.email ?? ''}
          error={errors.email}
        />
      </div>
      <TextField
        name="phone"
        type="tel"
        label={t('portal.home.contact.phone')}
        hint={t('portal.home.contact.phoneHint')}
        autoComplete="tel"
        inputMode="tel"
        defaultValue={viewer?.phone ?? ''}
        error={errors.phone}
      />
      <TextField
        name="subject"
        label={t('portal.home.contact.subject')}
        required
        minLength={CONTACT_LIMITS.subject.min}
        maxLength={CONTACT_LIMITS.subject.max}
        error={errors.subject}
      />
      <TextAreaField
        name="message"
        label={t('portal.home.contact.message')}
        required
        rows={7}
        minLength={CONTACT_LIMITS.message.min}
        maxLength={CONTACT_LIMITS.message.max}
        error={errors.message}
      />
      <button type="submit" className="button button--primary contact-form__send" disabled={sending}>
        <Send aria-hidden="true" size={18} className="flip-rtl" />
        {sending ? t('portal.home.contact.sending') : t('portal.home.contact.send')}
      </button>
    </form>
  );
}
