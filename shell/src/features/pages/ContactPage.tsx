import { useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isHttpError, useSession } from '@souq/shared';
import { sendContactMessage, type ContactForm } from './api/contactMessage';
import { CONTACT_LIMITS, validateContact, type ContactErrors } from './contactValidation';
import { useContentTranslation } from './useContentTranslations';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: ContactForm = { name: '', email: '', subject: '', message: '' };

/** The API's field errors (`{ field: [message] }`), as this form shows them. */
function serverErrors(err: unknown): ContactErrors {
  const body = isHttpError(err) ? (err.body as { errors?: Record<string, unknown> } | undefined) : undefined;
  const out: ContactErrors = {};
  for (const field of FIELDS) {
    const list = body?.errors?.[field];
    if (Array.isArray(list) && typeof list[0] === 'string') out[field] = list[0];
  }
  return out;
}

/** docs/product/routes.md /contact-us: name, email, subject, message; a reply is promised within 24 hours. */
export default function ContactPage() {
  const { t } = useContentTranslation();
  const language = useSession((s) => s.language);
  const [params] = useSearchParams();
  const [form, setForm] = useState<ContactForm>({
    ...EMPTY,
    subject: (params.get('subject') ?? '').slice(0, CONTACT_LIMITS.subject),
  });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const idBase = useId();
  const refs = useRef<Partial<Record<keyof ContactForm, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const labels = {
    name: t('form.name'),
    email: t('form.email'),
    subject: t('form.subject'),
    message: t('form.message'),
  };

  const focusFirst = (found: ContactErrors) => {
    const first = FIELDS.find((f) => found[f]);
    if (first) refs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(form, labels);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSending(true);
    try {
      const trimmed = {
        name: form.name.trim(),
        email: form.email.trim(),
        subject: form.subject.trim(),
        message: form.message.trim(),
      };
      await sendContactMessage(trimmed, language);
      setSentTo(trimmed.email);
      setForm(EMPTY);
    } catch (err) {
      // The shared client has already shown the first error; the fields show all of them.
      const fromServer = serverErrors(err);
      setErrors(fromServer);
      focusFirst(fromServer);
    } finally {
      setSending(false);
    }
  };

  const update = (field: keyof ContactForm, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  if (sentTo !== null) {
    return (
      <article className="souq-page souq-content-page">
        <h1>{t('pages.contactTitle', { ns: 'shell' })}</h1>
        <div className="souq-contact__sent" role="status">
          <p className="souq-contact__sent-title">{t('sent.title')}</p>
          <p>{t('sent.body', { email: sentTo })}</p>
        </div>
        <button type="button" className="souq-button souq-button--ghost" onClick={() => setSentTo(null)}>
          {t('sent.another')}
        </button>
      </article>
    );
  }

  const hasErrors = FIELDS.some((f) => errors[f]);
  return (
    <article className="souq-page souq-content-page">
      <h1>{t('pages.contactTitle', { ns: 'shell' })}</h1>
      <p>{t('contactLead')}</p>
      <form
        className="souq-contact"
        noValidate
        onSubmit={submit}
        aria-describedby={hasErrors ? `${idBase}-summary` : undefined}
      >
        {hasErrors && (
          <p id={`${idBase}-summary`} className="souq-field-error" role="alert">
            {t('form.errorsTitle')}
          </p>
        )}
        {FIELDS.map((field) => {
          const id = `${idBase}-${field}`;
          const errorId = `${id}-error`;
          const common = {
            id,
            name: field,
            value: form[field],
            'aria-invalid': Boolean(errors[field]),
            'aria-describedby': errors[field] ? errorId : undefined,
            onChange: (e: { target: { value: string } }) => update(field, e.target.value),
          };
          return (
            <div key={field} className="souq-contact__field">
              <label htmlFor={id}>{labels[field]}</label>
              {field === 'message' ? (
                <textarea
                  {...common}
                  rows={7}
                  ref={(el) => {
                    refs.current[field] = el;
                  }}
                />
              ) : (
                <input
                  {...common}
                  type={field === 'email' ? 'email' : 'text'}
                  dir={field === 'email' ? 'ltr' : undefined}
                  autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'off'}
                  ref={(el) => {
                    refs.current[field] = el;
                  }}
                />
              )}
              {field === 'message' && (
                <p className="souq-muted souq-contact__count">
                  {t('form.charactersLeft', { count: Math.max(0, CONTACT_LIMITS.message - [...form.message].length) })}
                </p>
              )}
              {errors[field] && (
                <p id={errorId} className="souq-field-error">
                  {errors[field]}
                </p>
              )}
            </div>
          );
        })}
        <button type="submit" className="souq-button souq-button--primary" disabled={sending}>
          {sending ? t('form.sending') : t('form.send')}
        </button>
      </form>
    </article>
  );
}
