import { Link } from '@souq/shared/mini-router';
import { useTranslation } from '@souq/shared';
import { RecordDate, useListingNumber } from '@souq/shared/area-kit';
import { AdminQueue, type QueueControls } from '../../components/AdminQueue';
import { DecisionActions, type Decision } from '../../components/DecisionActions';
import { usePrivateFileViewer, type PrivateFileViewer } from '../../hooks/usePrivateFileViewer';
import {
  decideVerification,
  fetchPendingVerifications,
  VERIFICATION_DOCUMENT_PATH,
  type QueuedVerification,
} from './verificationApi';
import './verificationTexts';
import './verification.css';

function VerificationCard({
  item,
  documents,
  controls,
}: {
  item: QueuedVerification;
  documents: PrivateFileViewer;
  controls: QueueControls;
}) {
  const { t } = useTranslation('admin');
  const listingNumber = useListingNumber();
  const { request, subject } = item;
  const name = subject.name;
  const headingId = `verification-${request.id}`;
  const decisions: Decision[] = [
    {
      key: 'approve',
      label: t('adminVerification.approve'),
      accessibleLabel: t('adminVerification.approveLabel', { name }),
      tone: 'primary',
      send: (reason) => decideVerification(request.id, 'approve', reason),
    },
    {
      key: 'reject',
      label: t('adminVerification.reject'),
      accessibleLabel: t('adminVerification.rejectLabel', { name }),
      tone: 'danger',
      reason: {
        label: t('adminVerification.rejectReason'),
        submitLabel: t('adminVerification.rejectSubmit'),
        hint: t('adminVerification.rejectHint'),
        requiredMessage: t('adminVerification.rejectRequired'),
      },
      send: (reason) => decideVerification(request.id, 'reject', reason),
    },
  ];
  return (
    <article className="admin-card" data-testid="verification-request" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-card__title">
        <Link to={subject.path}>{name}</Link>
      </h3>
      <p className="admin-card__meta">
        {subject.kind === 'agent' ? t('adminVerification.subject.agent') : listingNumber(subject.kind, subject.id)}
      </p>
      <dl className="admin-verification__facts">
        <div>
          <dt>{t('adminVerification.owner')}</dt>
          <dd>
            {subject.owner.name} <bdi className="admin-listing__email">{subject.owner.email}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('adminVerification.documentType')}</dt>
          <dd>
            {t(`adminVerification.documentTypes.${request.document_type}`, { defaultValue: request.document_type })}
          </dd>
        </div>
        {request.document_name && (
          <div>
            <dt>{t('adminVerification.documentName')}</dt>
            <dd>
              <bdi>{request.document_name}</bdi>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('adminVerification.submitted')}</dt>
          <dd>
            <RecordDate value={request.created_at} />
          </dd>
        </div>
      </dl>
      <p className="admin-verification__document">
        <button
          type="button"
          className="acc-button"
          onClick={() => void documents.view(request.id)}
          aria-label={t('adminVerification.viewDocumentLabel', { name })}
        >
          {t('adminVerification.viewDocument')}
        </button>
        {documents.fallback?.id === request.id && (
          <a className="acc-link-button" href={documents.fallback.url} target="_blank" rel="noopener noreferrer">
            {t('adminVerification.openDocument')}
          </a>
        )}
      </p>
      <DecisionActions decisions={decisions} controls={controls} />
    </article>
  );
}

const keyOf = (item: QueuedVerification) => item.request.id;

/** /admin/verification: pending requests for the Verified badge, each with its private document, to approve or reject. */
export function VerificationQueuePage() {
  const { t } = useTranslation('admin');
  // The member's uploaded document (private: asked for with the admin's token).
  const documents = usePrivateFileViewer(VERIFICATION_DOCUMENT_PATH, t('adminVerification.documentFailed'));
  return (
    <section className="acc-page" aria-labelledby="admin-verification-title">
      <h2 id="admin-verification-title" className="acc-visually-hidden">
        {t('adminVerification.heading')}
      </h2>
      <p className="admin-intro">{t('adminVerification.intro')}</p>
      <AdminQueue load={fetchPendingVerifications} keyOf={keyOf} loadFailed={t('adminVerification.loadFailed')}>
        {(item, controls) => <VerificationCard item={item} documents={documents} controls={controls} />}
      </AdminQueue>
    </section>
  );
}

export default VerificationQueuePage;
