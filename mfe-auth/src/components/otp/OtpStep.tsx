import { useId, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { otpRequiredMessage, useTranslation } from '@souq/shared';
import { serverMessage } from '../../lib/server-message';
import { emptyCode, isComplete } from './otp-digits';
import { OtpInput } from './OtpInput';
import { useCountdown } from './useCountdown';

export interface OtpStepProps {
  intro: ReactNode;
  submitLabel: string;
  /** Sends the six digits; rejects with the call's error when the server refuses them. */
  onSubmit: (code: string) => Promise<void>;
  /** Asks for a new code; resolves false when that failed (the error is already shown). */
  onResend: () => Promise<boolean>;
}

/**
 * A six-digit code with its Verify button and the resend link (docs/product/states.md): the link waits 30 seconds,
 * ticking each second, becomes active at 0, and a resend clears the boxes and starts again at 30.
 */
export function OtpStep({ intro, submitLabel, onSubmit, onResend }: OtpStepProps) {
  const { t } = useTranslation('auth');
  const errorId = useId();
  const [digits, setDigits] = useState<string[]>(emptyCode);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const { remaining, restart } = useCountdown();

  const submit = async () => {
    if (!isComplete(digits)) {
      setError(otpRequiredMessage());
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(digits.join(''));
    } catch (failure) {
      // docs/product/states.md: the message shows and the step stays, ready for another try.
      // A network failure says nothing and keeps the digits (docs/product/errors.md).
      const message = serverMessage(failure);
      setError(message);
      if (message) setDigits(emptyCode());
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      if (await onResend()) {
        setDigits(emptyCode());
        setError(null);
        restart();
      }
    } finally {
      setResending(false);
    }
  };

  return (
    <form
      className="mfe-auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="mfe-auth-form__intro">{intro}</p>
      <OtpInput
        value={digits}
        onChange={(next) => {
          setDigits(next);
          setError(null);
        }}
        onRejectedPaste={() => setError(otpRequiredMessage())}
        disabled={busy}
        autoFocus
        invalid={error !== null}
        describedBy={error ? errorId : undefined}
      />
      {error && (
        // Server messages may be in another script than the page; each keeps its own direction.
        <p id={errorId} className="mfe-auth-form__error" role="alert" dir="auto">
          {error}
        </p>
      )}
      <Button type="primary" htmlType="submit" block loading={busy} disabled={busy}>
        {submitLabel}
      </Button>
      <p className="mfe-auth-links">
        <button
          type="button"
          className="mfe-auth-link"
          disabled={remaining > 0 || resending}
          onClick={() => void resend()}
        >
          {remaining > 0 ? t('otp.resendIn', { count: remaining }) : t('otp.resend')}
        </button>
      </p>
    </form>
  );
}
