import { useId, useState, type FormEvent } from 'react';
import { isHttpError, toast, useTranslation } from '@souq/shared';
import {
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  sendListingReport,
  withdrawListingReport,
  type ListingReportReason,
  type MyListingReport,
  type ReportedKind,
} from './listing-report-request';
import type { ListingUi } from './listing-ui';
import { ModalFrame } from './ModalFrame';

interface ReportListingDialogProps {
  ui: ListingUi;
  kind: ReportedKind;
  listingId: string;
  /** The member reported it already: the dialog asks whether to withdraw the report. */
  reported: boolean;
  onClose: () => void;
  /** After the report went through (the new report) or was withdrawn (null). */
  onChange: (report: MyListingReport | null) => void;
}

/** What the API said was wrong (a field's message, or its own message); null when there was no answer. */
function refusal(error: unknown): string | null {
  if (!isHttpError(error) || error.status === null) return null;
  const body = error.body as { errors?: Record<string, string[]> } | undefined;
  const first = body?.errors ? Object.values(body.errors).flat()[0] : undefined;
  return first ?? error.message;
}

/** Reporting a listing (reason, details required for "other") or withdrawing one's report. Lazily loaded. */
export default function ReportListingDialog({
  ui,
  kind,
  listingId,
  reported,
  onClose,
  onChange,
}: ReportListingDialogProps) {
  const { t } = useTranslation(ui.ns);
  const id = useId();
  const p = `${ui.prefix}-`;
  const [reason, setReason] = useState<ListingReportReason | ''>('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const run = async (request: () => Promise<MyListingReport | null>, success: string) => {
    setSending(true);
    setProblem(null);
    try {
      const next = await request();
      toast.success(t(success));
      onChange(next);
    } catch (error) {
      // The dialog stays open with the reason and the details as typed; the API's reason is shown in it.
      setProblem(refusal(error) ?? t('trust.report.failed'));
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (reported) {
      void run(async () => {
        await withdrawListingReport(kind, listingId);
        return null;
      }, 'trust.report.withdrawn');
      return;
    }
    const details = text.trim();
    if (!reason) return setProblem(t('trust.report.reasonRequired'));
    if (reason === 'other' && !details) return setProblem(t('trust.report.textRequired'));
    if (details.length > REPORT_TEXT_MAX) return setProblem(t('trust.report.textTooLong', { max: REPORT_TEXT_MAX }));
    void run(() => sendListingReport(kind, listingId, reason, details || null), 'trust.report.sent');
  };

  const titleId = `${id}-title`;
  const problemId = `${id}-problem`;
  return (
    <ModalFrame ui={ui} titleId={titleId} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-busy={sending || undefined} style={{ display: 'contents' }}>
        <h2 id={titleId}>{t(reported ? 'trust.report.withdrawQuestion' : 'trust.report.title')}</h2>
        {!reported && (
          <>
            <fieldset className={`${p}modal__choices`} aria-describedby={problem && !reason ? problemId : undefined}>
              <legend>{t('trust.report.reason')}</legend>
              {REPORT_REASONS.map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={value}
                    checked={reason === value}
                    onChange={() => {
                      setReason(value);
                      setProblem(null);
                    }}
                  />
                  {t(`trust.report.reasons.${value}`)}
                </label>
              ))}
            </fieldset>
            <div className={`${p}modal__field`}>
              <label htmlFor={`${id}-text`}>{t('trust.report.text')}</label>
              <textarea
                id={`${id}-text`}
                rows={3}
                dir="auto"
                value={text}
                maxLength={REPORT_TEXT_MAX}
                required={reason === 'other'}
                aria-required={reason === 'other'}
                aria-invalid={problem !== null && reason === 'other' && !text.trim() ? true : undefined}
                aria-describedby={`${id}-hint${problem ? ` ${problemId}` : ''}`}
                onChange={(event) => {
                  setText(event.target.value);
                  setProblem(null);
                }}
              />
              <p id={`${id}-hint`} className={`${p}modal__hint`}>
                {t('trust.report.textHint', { max: REPORT_TEXT_MAX })}
              </p>
            </div>
          </>
        )}
        {problem && (
          <p id={problemId} className={`${p}modal__error`} role="alert">
            {problem}
          </p>
        )}
        <div className={`${p}modal__actions`}>
          <button type="button" className={`${p}button`} onClick={onClose} disabled={sending}>
            {t('trust.report.cancel')}
          </button>
          <button type="submit" className={`${p}button ${p}button--primary`} disabled={sending}>
            {t(reported ? 'trust.report.withdrawYes' : 'trust.report.send')}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}
