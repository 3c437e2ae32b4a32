import { useEffect, useId, useState, type FormEvent } from 'react';
import { formatDate, isHttpError, toast, useTranslation } from '@souq/shared';
import { VerifiedBadge } from '@souq/shared/listing-ui';
import { fieldErrors, FileInput } from '@souq/shared/area-kit';
import { ACCOUNT_UI } from './accountUi';
import {
  DOCUMENT_ACCEPT,
  documentProblem,
  documentTypes,
  getMyVerification,
  sendVerificationRequest,
  withdrawVerificationRequest,
  type MyVerification,
  type VerificationSubject,
} from './verificationApi';
import './verificationTexts';
import '@souq/shared/area-kit/account-forms.css';
import './verification.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; mine: MyVerification };

/** A document type's name: a car's only document is its registration. */
function useDocumentName(subject: VerificationSubject) {
  const { t } = useTranslation('account');
  return (type: string) =>
    subject.kind === 'auto' && type === 'other'
      ? t('verification.carRegistration')
      : t(`verification.documentTypes.${type}`, { defaultValue: type });
}

/** Where the subject's verification stands: verified, waiting (with withdraw), refused with the reason, or lapsed. */
function StatusLine({
  subject,
  mine,
  onWithdrawn,
}: {
  subject: VerificationSubject;
  mine: MyVerification;
  onWithdrawn: () => void;
}) {
  const { t } = useTranslation('account');
  const documentName = useDocumentName(subject);
  const [busy, setBusy] = useState(false);
  const request = mine.request;
  if (mine.verified) {
    return (
      <p className="vr-status vr-status--approved">
        <VerifiedBadge ui={ACCOUNT_UI} subject={subject.kind === 'agent' ? 'agent' : 'listing'} />{' '}
        {t('verification.verified')}
      </p>
    );
  }
  if (!request) return null;
  if (request.status === 'pending') {
    const withdraw = async () => {
      setBusy(true);
      try {
        await withdrawVerificationRequest(request.id);
        toast.success(t('verification.withdrawn'));
        onWithdrawn();
      } catch {
        // The interceptor showed the reason; the request stays as it was.
        setBusy(false);
      }
    };
    return (
      <div className="vr-status vr-status--pending">
        <p>
          {t('verification.pending', {
            document: documentName(request.document_type),
            date: formatDate(request.created_at),
          })}
        </p>
        <button type="button" className="acc-button" disabled={busy} aria-busy={busy} onClick={() => void withdraw()}>
          {t('verification.withdraw')}
        </button>
      </div>
    );
  }
  if (request.status === 'rejected') {
    const date = formatDate(request.decided_at ?? request.created_at);
    return (
      <p className="vr-status vr-status--rejected">
        {request.reason
          ? t('verification.rejected', { date, reason: request.reason })
          : t('verification.rejectedNoReason', { date })}{' '}
        {t('verification.sendAgain')}
      </p>
    );
  }
  if (request.status === 'lapsed') return <p className="vr-status vr-status--lapsed">{t('verification.lapsed')}</p>;
  return null;
}

/** The document form: its type and the file (a photo or a PDF); a refused file stays chosen, with the reason. */
function DocumentForm({ subject, onSent }: { subject: VerificationSubject; onSent: () => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const types = documentTypes(subject.kind);
  const documentName = useDocumentName(subject);
  const [documentType, setDocumentType] = useState(types[0] ?? 'other');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const [otherError, setOtherError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (chosen: File | null) => {
    setOtherError(null);
    if (!chosen) return;
    const problem = documentProblem(chosen);
    // A wrong file is not taken: the one chosen before (if any) stays.
    if (problem) return setFileError(t(problem === 'type' ? 'verification.wrongType' : 'verification.tooBig'));
    setFile(chosen);
    setFileError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!file) return setFileError(t('verification.fileRequired'));
    setBusy(true);
    setTypeError(null);
    setOtherError(null);
    try {
      await sendVerificationRequest(subject, documentType, file);
      toast.success(t('verification.sent'));
      onSent();
    } catch (error) {
      // The type and the file chosen stay; each message goes by its field, the rest above the button.
      const messages = fieldErrors(error);
      setFileError(messages.file?.join(' ') ?? null);
      setTypeError(messages.document_type?.join(' ') ?? null);
      const rest = Object.entries(messages)
        .filter(([field]) => field !== 'file' && field !== 'document_type')
        .flatMap(([, list]) => list);
      setOtherError(rest[0] ?? (isHttpError(error) && error.kind === 'server' ? error.message : null));
      setBusy(false);
    }
  };

  const fileHintId = `${id}-file-hint`;
  const fileErrorId = `${id}-file-error`;
  return (
    <form className="vr-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      <div className={['acc-field', typeError ? 'acc-field--error' : ''].filter(Boolean).join(' ')}>
        <label htmlFor={`${id}-type`} className="acc-field__label">
          {t('verification.documentType')}
        </label>
        <select
          id={`${id}-type`}
          name="document_type"
          className="acc-input"
          value={documentType}
          disabled={busy}
          onChange={(event) => setDocumentType(event.target.value)}
        >
          {types.map((type) => (
            <option key={type} value={type}>
              {documentName(type)}
            </option>
          ))}
        </select>
        {typeError && (
          <p className="acc-field__error" role="alert">
            {typeError}
          </p>
        )}
      </div>
      <div className={['acc-field', fileError ? 'acc-field--error' : ''].filter(Boolean).join(' ')}>
        <label htmlFor={`${id}-file`} className="acc-field__label">
          {t('verification.file')}
        </label>
        <FileInput
          id={`${id}-file`}
          name="file"
          accept={DOCUMENT_ACCEPT}
          chosen={file}
          disabled={busy}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={[fileError ? fileErrorId : null, fileHintId].filter(Boolean).join(' ')}
          onChoose={(chosen) => choose(chosen)}
        />
        <p id={fileHintId} className="acc-field__hint">
          {t('verification.fileHint')}
        </p>
        {fileError && (
          <p id={fileErrorId} className="acc-field__error" role="alert">
            {fileError}
          </p>
        )}
      </div>
      {otherError && (
        <p className="acc-field__error" role="alert">
          {otherError}
        </p>
      )}
      <div className="acc-form__actions">
        <button type="submit" className="acc-button acc-button--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('verification.sending') : t('verification.send')}
        </button>
      </div>
    </form>
  );
}

interface VerificationPanelProps {
  subject: VerificationSubject;
  /** After the state changed (sent, withdrawn), e.g. to reload a list. */
  onChange?: () => void;
}

/**
 * A listing's ownership document or an agent's licence: where the request stands (GET /verification-requests/mine)
 * and, unless it is verified or waiting, the form to send a document. Loaded lazily by the pages that offer it.
 */
export default function VerificationPanel({ subject, onChange }: VerificationPanelProps) {
  const { t } = useTranslation('account');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  const { kind, id } = subject;

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    getMyVerification({ kind, id }, controller.signal).then(
      (mine) => setLoad({ state: 'loaded', mine }),
      () => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [kind, id, version]);

  const changed = () => {
    setVersion((n) => n + 1);
    onChange?.();
  };

  if (load.state === 'loading') return <p className="vr-loading">{t('verification.loading')}</p>;
  if (load.state === 'failed') {
    return (
      <p className="vr-status" role="alert">
        {t('verification.loadFailed')}{' '}
        <button type="button" className="acc-button" onClick={() => setVersion((n) => n + 1)}>
          {t('verification.retry')}
        </button>
      </p>
    );
  }
  const { mine } = load;
  const waiting = mine.request?.status === 'pending';
  return (
    <div className="vr-panel" data-testid="verification-panel">
      <StatusLine subject={subject} mine={mine} onWithdrawn={changed} />
      {!mine.verified && !waiting && <DocumentForm subject={subject} onSent={changed} />}
    </div>
  );
}
