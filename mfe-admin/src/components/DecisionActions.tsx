import { useState } from 'react';
import { isHttpError, toast, useTranslation } from '@souq/shared';
import { ReasonForm } from './ReasonForm';
import type { QueueControls } from './AdminQueue';
import '../i18n/adminQueueTexts';
import './admin-reason.css';
import '@souq/shared/area-kit/account-forms.css';

/** A decision an admin can take on a queue's item. */
export interface Decision {
  key: string;
  /** The button's text ('Hide') and its full name for assistive technology ('Hide the listing Flat in Mezzeh'). */
  label: string;
  accessibleLabel: string;
  tone?: 'primary' | 'danger';
  /** Asked before sending: the reason's field (required unless said otherwise; the member is emailed it). */
  reason?: { label: string; submitLabel: string; required?: boolean; hint?: string; requiredMessage?: string };
  /** Sends the decision with the reason given ('' when none is asked or given); resolves with the API's message. */
  send: (reason: string) => Promise<string>;
}

/**
 * The decisions of one item of a queue: a button each, a decision with a reason asking for it in the item itself
 * (ReasonForm). Sent, the API's message is shown and the item leaves the queue; decided by another admin meanwhile
 * (409: the shared client shows the API's message), the queue is reloaded; refused (400: its message shown), the
 * reason typed stays for another try.
 */
export function DecisionActions({ decisions, controls }: { decisions: readonly Decision[]; controls: QueueControls }) {
  const { t } = useTranslation('admin');
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notSent, setNotSent] = useState(false);
  const open = decisions.find((decision) => decision.key === asking && decision.reason);

  const decide = async (decision: Decision, reason: string) => {
    setBusy(true);
    setNotSent(false);
    try {
      toast.success(await decision.send(reason));
      controls.decided();
    } catch (error) {
      setBusy(false);
      if (isHttpError(error) && error.status === 409) {
        setAsking(null);
        controls.conflict();
      } else if (isHttpError(error) && error.kind === 'network') {
        setNotSent(true);
      }
    }
  };

  const buttonClass = (tone: Decision['tone']) =>
    tone === 'primary'
      ? 'acc-button acc-button--primary'
      : tone === 'danger'
        ? 'acc-button acc-button--danger'
        : 'acc-button';
  return (
    <div className="admin-decisions">
      <p className="admin-decisions__buttons">
        {decisions.map((decision) => (
          <button
            key={decision.key}
            type="button"
            className={buttonClass(decision.tone)}
            disabled={busy}
            aria-expanded={decision.reason ? asking === decision.key : undefined}
            aria-label={decision.accessibleLabel}
            onClick={() => {
              setNotSent(false);
              if (decision.reason) setAsking(decision.key);
              else void decide(decision, '');
            }}
          >
            {decision.label}
          </button>
        ))}
      </p>
      {open?.reason && (
        <ReasonForm
          key={open.key}
          label={open.reason.label}
          submitLabel={open.reason.submitLabel}
          required={open.reason.required ?? true}
          hint={open.reason.hint ?? (open.reason.required === false ? t('adminQueue.optionalReasonHint') : undefined)}
          requiredMessage={open.reason.requiredMessage}
          danger={open.tone === 'danger'}
          busy={busy}
          onCancel={() => setAsking(null)}
          onSubmit={(reason) => void decide(open, reason)}
        />
      )}
      {notSent && (
        <p className="acc-field__error" role="alert">
          {t('adminQueue.notSent')}
        </p>
      )}
    </div>
  );
}
