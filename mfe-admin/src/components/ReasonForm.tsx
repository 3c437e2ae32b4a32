import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@souq/shared';
import '../i18n/adminAreaTexts';
import './admin-reason.css';

interface ReasonFormProps {
  /** The field's label and the submit button's text (already translated). */
  label: string;
  submitLabel: string;
  busy: boolean;
  /** Whether a reason must be given (the member is emailed it); an optional one may be left empty. */
  required?: boolean;
  /** A destructive decision (hide, reject, suspend) is shown as such. */
  danger?: boolean;
  /** What the field's hint and a missing reason say, where the general words do not fit. */
  hint?: string;
  requiredMessage?: string;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/**
 * The reason of an admin's decision, asked for in the item's own card: focused when it opens, checked before sending
 * (a required reason left empty says so and keeps the field), and kept while the request runs.
 */
export function ReasonForm({
  label,
  submitLabel,
  busy,
  required = true,
  danger = false,
  hint,
  requiredMessage,
  onSubmit,
  onCancel,
}: ReasonFormProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <form
      className="admin-reason"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const text = reason.trim();
        if (required && text === '') {
          setMissing(true);
          field.current?.focus();
          return;
        }
        onSubmit(text);
      }}
    >
      <label htmlFor={`${id}-reason`} className="acc-field__label">
        {label}
      </label>
      <textarea
        ref={field}
        id={`${id}-reason`}
        className="acc-input"
        rows={3}
        maxLength={1000}
        value={reason}
        required={required}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim() !== '') setMissing(false);
        }}
      />
      {missing ? (
        <p id={`${id}-error`} className="acc-field__error" role="alert">
          {requiredMessage ?? t('adminArea.reasonRequired')}
        </p>
      ) : (
        <p id={`${id}-hint`} className="acc-field__hint">
          {hint ?? t('adminArea.reasonHint')}
        </p>
      )}
      <p className="admin-reason__actions">
        <button
          type="submit"
          className={danger ? 'acc-button acc-button--danger' : 'acc-button acc-button--primary'}
          disabled={busy}
          aria-busy={busy}
        >
          {submitLabel}
        </button>
        <button type="button" className="acc-button" onClick={onCancel} disabled={busy}>
          {t('adminArea.cancel')}
        </button>
      </p>
    </form>
  );
}
