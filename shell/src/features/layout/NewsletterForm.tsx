import { useId, useState, type FormEvent } from 'react';
import { addTranslations, useSession, useTranslation } from '@souq/shared';
import { subscribeNewsletter } from '../../lib/api/newsletter';
import { footerTranslations } from '../../i18n/footerTranslations';

addTranslations('footer-content', footerTranslations);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Newsletter sign-up. Signing up an address that is already subscribed looks exactly like the first time: the
 * visitor is told they are subscribed, and the server sends nothing twice.
 */
export function NewsletterForm() {
  const { t } = useTranslation(['shell', 'footer-content']);
  const language = useSession((s) => s.language);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const fieldId = useId();
  const noteId = useId();
  const errorId = useId();

  const check = (value: string): string | null => {
    if (!value.trim()) return t('footer-content:required');
    if (!EMAIL_PATTERN.test(value.trim())) return t('shell:footer.invalidEmail');
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check(email);
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      const address = email.trim();
      await subscribeNewsletter(address, language);
      setSubscribed(address);
      setEmail('');
    } catch {
      // The shared client has shown the server's message (or nothing, when offline); the form stays as typed.
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="souq-newsletter" noValidate onSubmit={submit}>
      <h2 className="souq-footer__title">{t('shell:footer.newsletterTitle')}</h2>
      <label htmlFor={fieldId}>{t('shell:footer.emailLabel')}</label>
      <div className="souq-newsletter__row">
        <input
          id={fieldId}
          type="email"
          dir="ltr"
          autoComplete="email"
          value={email}
          placeholder={t('shell:footer.emailPlaceholder')}
          aria-invalid={Boolean(error)}
          aria-describedby={`${error ? errorId : ''} ${noteId}`.trim()}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          onBlur={() => email && setError(check(email))}
        />
        <button type="submit" className="souq-button souq-button--primary" disabled={sending}>
          {sending ? t('footer-content:subscribing') : t('shell:footer.subscribe')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="souq-field-error" role="alert">
          {error}
        </p>
      )}
      {subscribed && (
        <p className="souq-newsletter__done" role="status">
          {t('footer-content:subscribed', { email: subscribed })}
        </p>
      )}
      <p id={noteId} className="souq-muted">
        {t('footer-content:note')}
      </p>
    </form>
  );
}
