import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@souq/shared';

interface RejectFormProps {
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** The reason for rejecting a payment (required: the member is emailed it), asked for in the payment's own card. */
export function RejectForm({ busy, onReject, onCancel }: RejectFormProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <form
      className="ap-reject"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const text = reason.trim();
        if (text === '') {
          setMissing(true);
          field.current?.focus();
          return;
        }
        onReject(text);
      }}
    >
      <label htmlFor={`${id}-reason`} className="acc-field__label">
        {t('adminPayments.reason')}
      </label>
      <textarea
        ref={field}
        id={`${id}-reason`}
        className="acc-input"
        rows={3}
        maxLength={1000}
        value={reason}
        required
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim() !== '') setMissing(false);
        }}
      />
      {missing ? (
        <p id={`${id}-error`} className="acc-field__error" role="alert">
          {t('adminPayments.reasonRequired')}
        </p>
      ) : (
        <p id={`${id}-hint`} className="acc-field__hint">
          {t('adminPayments.reasonHint')}
        </p>
      )}
      <p className="ap-reject__actions">
        <button type="submit" className="acc-button acc-button--danger" disabled={busy} aria-busy={busy}>
          {t('adminPayments.rejectSubmit')}
        </button>
        <button type="button" className="acc-button" onClick={onCancel} disabled={busy}>
          {t('adminPayments.cancel')}
        </button>
      </p>
    </form>
  );
}
