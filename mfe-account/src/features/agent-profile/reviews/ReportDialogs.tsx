import { useId, useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from '@souq/shared';
import type { ReportReason } from '../../../lib/agentApiTypes';
import './reviewsTexts';

const REASONS: readonly ReportReason[] = ['spam', 'offensive', 'fake', 'conflict_of_interest', 'other'];
export const REPORT_TEXT_MAX = 1000;

interface ReportDialogProps {
  open: boolean;
  /** The confirmation asked, e.g. the product rules' 'Are you sure you want to report this review?'. */
  question: string;
  onCancel: () => void;
  /** Sends the report; resolves false when it failed (the dialog stays open with what was chosen and typed). */
  onConfirm: (reason: ReportReason, text: string | null) => Promise<boolean>;
}

/** The report confirmation, with its reason (spam, offensive, fake, conflict of interest, other + text). */
export function ReportDialog({ open, question, onCancel, onConfirm }: ReportDialogProps) {
  const { t } = useTranslation('account');
  const { t: common } = useTranslation('common');
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    if (sending) return;
    if (!reason) return setProblem(t('reviews.report.reasonRequired'));
    const trimmed = text.trim();
    if (reason === 'other' && !trimmed) return setProblem(t('reviews.report.textRequired'));
    if (trimmed.length > REPORT_TEXT_MAX) return setProblem(t('reviews.report.textTooLong', { max: REPORT_TEXT_MAX }));
    setProblem(null);
    setSending(true);
    const done = await onConfirm(reason, trimmed || null);
    setSending(false);
    if (done) {
      setReason('');
      setText('');
    }
  };

  return (
    <Modal
      open={open}
      title={question}
      okText={common('report.yes')}
      cancelText={common('report.no')}
      confirmLoading={sending}
      onOk={() => void confirm()}
      onCancel={onCancel}
    >
      <div className="agp-report">
        <label htmlFor={`${id}-reason`}>{t('reviews.report.reason')}</label>
        <select
          id={`${id}-reason`}
          className="agp-input"
          value={reason}
          aria-invalid={problem !== null && !reason ? true : undefined}
          onChange={(event) => {
            setReason(event.target.value as ReportReason | '');
            setProblem(null);
          }}
        >
          <option value="" disabled>
            —
          </option>
          {REASONS.map((value) => (
            <option key={value} value={value}>
              {t(`reviews.report.reasons.${value}`)}
            </option>
          ))}
        </select>
        {reason !== '' && (
          <>
            <label htmlFor={`${id}-text`}>{t('reviews.report.text')}</label>
            <textarea
              id={`${id}-text`}
              className="agp-input"
              rows={3}
              value={text}
              maxLength={REPORT_TEXT_MAX}
              required={reason === 'other'}
              onChange={(event) => {
                setText(event.target.value);
                setProblem(null);
              }}
            />
          </>
        )}
        {problem && (
          <p className="agp-error" role="alert">
            {problem}
          </p>
        )}
      </div>
    </Modal>
  );
}

/** A yes/no question (withdrawing a report: the product rules' 'Are you sure you want to unreport this report?'). */
export function ConfirmDialog({
  open,
  question,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  question: string;
  onCancel: () => void;
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useTranslation('common');
  const [sending, setSending] = useState(false);
  return (
    <Modal
      open={open}
      title={question}
      okText={t('report.yes')}
      cancelText={t('report.no')}
      confirmLoading={sending}
      onOk={() => {
        setSending(true);
        void onConfirm().finally(() => setSending(false));
      }}
      onCancel={onCancel}
    >
      {null}
    </Modal>
  );
}
