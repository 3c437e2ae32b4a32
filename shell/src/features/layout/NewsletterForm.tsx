import { useId, useState } from 'react';
import { useTranslation } from '@souq/shared';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Newsletter sign-up. The API has no newsletter endpoint yet, so the form checks the address but its submit
 * stays disabled with a sentence saying why, rather than pretending to subscribe anyone.
 */
export function NewsletterForm() {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const fieldId = useId();
  const noteId = useId();
  const errorId = useId();
  const invalid = touched && email.length > 0 && !EMAIL_PATTERN.test(email);
  return (
    <form className="souq-newsletter" noValidate onSubmit={(event) => event.preventDefault()}>
      <h2 className="souq-footer__title">{t('footer.newsletterTitle')}</h2>
      <label htmlFor={fieldId}>{t('footer.emailLabel')}</label>
      <div className="souq-newsletter__row">
        <input
          id={fieldId}
          type="email"
          dir="ltr"
          value={email}
          placeholder={t('footer.emailPlaceholder')}
          aria-invalid={invalid}
          aria-describedby={`${invalid ? errorId : ''} ${noteId}`.trim()}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        <button type="submit" className="souq-button souq-button--primary" disabled aria-describedby={noteId}>
          {t('footer.subscribe')}
        </button>
      </div>
      {invalid && (
        <p id={errorId} className="souq-field-error" role="alert">
          {t('footer.invalidEmail')}
        </p>
      )}
      <p id={noteId} className="souq-muted">
        {t('footer.newsletterNotOpen')}
      </p>
    </form>
  );
}
