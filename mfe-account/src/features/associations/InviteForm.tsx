import { useId, useState, type FormEvent } from 'react';
import { toast, useTranslation, validationMessage } from '@souq/shared';
import { fieldErrors } from '@souq/shared/area-kit';
import { inviteAgent, type PendingInvitation } from './associationsApi';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The company's invitation form: one email address; a refusal is shown under it and what was typed stays. */
export function InviteForm({ onInvited }: { onInvited: (invitation: PendingInvitation) => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = t('associations.agents.email');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const problem =
      value === ''
        ? validationMessage('required', label)
        : EMAIL.test(value)
          ? null
          : validationMessage('email', label);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const { invitation, message } = await inviteAgent({ email: value });
      setEmail('');
      onInvited(invitation);
      toast.success(message);
    } catch (err) {
      // The interceptor has toasted the reason; a refusal of the address is shown under it too.
      setError(fieldErrors(err).email?.[0] ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="acc-form associations__invite"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`} className="associations__subheading">
        {t('associations.agents.inviteHeading')}
      </h3>
      <p className="acc-form__intro">{t('associations.agents.inviteIntro')}</p>
      <div className="acc-field">
        <label className="acc-field__label" htmlFor={`${id}-email`}>
          {label}
        </label>
        <div className="associations__invite-row">
          <input
            id={`${id}-email`}
            className="acc-input acc-ltr"
            type="email"
            name="email"
            autoComplete="off"
            value={email}
            maxLength={254}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button type="submit" className="acc-button acc-button--primary" disabled={busy}>
            {t('associations.agents.invite')}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} className="acc-field__error">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
