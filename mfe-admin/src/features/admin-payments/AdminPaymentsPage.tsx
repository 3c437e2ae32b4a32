import { useEffect, useState } from 'react';
import { EmptyState, LoadingText, Pagination, toast, useSession, useTranslation } from '@souq/shared';
import {
  amountText,
  inLanguage,
  RecordDate,
  usePagedRecords,
  usePageInAddress,
  usePaymentListing,
} from '@souq/shared/area-kit';
import { confirmPayment, fetchAwaitingPayments, rejectPayment, type QueuedPayment } from './adminPaymentsApi';
import { ReasonForm } from '../../components/ReasonForm';
import { usePrivateFileViewer, type PrivateFileViewer } from '../../hooks/usePrivateFileViewer';
import './adminPaymentsTexts';
import '@souq/shared/area-kit/account-forms.css';
import './admin-payments.css';

/** What the payment buys: a plan and its billing, or a listing option for one listing. */
function useBought() {
  const { t, i18n } = useTranslation('admin');
  const paymentListing = usePaymentListing();
  return (payment: QueuedPayment) => {
    if (payment.purpose === 'subscription') {
      const plan =
        inLanguage(payment.plan_name_en, payment.plan_name_ar, i18n.language) ||
        t('paymentRecord.purpose.subscription');
      return payment.billing ? `${plan} · ${t(`paymentRecord.duration.${payment.billing}`)}` : plan;
    }
    const option = t(`paymentRecord.purpose.${payment.purpose}`);
    const listing = paymentListing(payment);
    return listing ? `${option} · ${listing}` : option;
  };
}

function QueuedCard({
  payment,
  receipts,
  onDecided,
}: {
  payment: QueuedPayment;
  receipts: PrivateFileViewer;
  onDecided: (id: number) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const bought = useBought();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = payment.member.name || payment.member.email;
  const headingId = `admin-payment-${payment.id}`;

  const decide = async (send: () => Promise<string>) => {
    setBusy(true);
    try {
      toast.success(await send());
      onDecided(payment.id);
    } catch {
      // The shared client has shown the reason (e.g. the payment was decided meanwhile); the card stays for another try.
      setBusy(false);
    }
  };

  return (
    <article className="ap-card" data-testid="admin-payment" data-id={payment.id} aria-labelledby={headingId}>
      <h3 id={headingId} className="ap-card__member">
        {payment.member.name} <bdi className="ap-card__email">{payment.member.email}</bdi>
      </h3>
      <dl className="ap-card__facts">
        <div>
          <dt>{t('adminPayments.bought')}</dt>
          <dd>{bought(payment)}</dd>
        </div>
        <div>
          <dt>{t('adminPayments.amount')}</dt>
          <dd>
            <bdi>{amountText(payment.amount, payment.currency, i18n.language)}</bdi>
          </dd>
        </div>
        {payment.credit > 0 && (
          <div>
            <dt>{t('adminPayments.credit')}</dt>
            <dd>
              <bdi>{amountText(payment.credit, payment.currency, i18n.language)}</bdi>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('adminPayments.method')}</dt>
          <dd>{t(`paymentRecord.method.${payment.method}`)}</dd>
        </div>
        <div>
          <dt>{t('adminPayments.reference')}</dt>
          <dd>
            <bdi>{payment.reference || t('paymentRecord.none')}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('adminPayments.date')}</dt>
          <dd>
            <RecordDate value={payment.created_at} />
          </dd>
        </div>
      </dl>
      <div className="ap-card__actions">
        {payment.has_receipt ? (
          <button
            type="button"
            className="acc-button"
            onClick={() => void receipts.view(payment.id)}
            aria-label={t('adminPayments.viewReceiptLabel', { name })}
          >
            {t('adminPayments.viewReceipt')}
          </button>
        ) : (
          <span className="ap-card__note">{t('adminPayments.noReceipt')}</span>
        )}
        {receipts.fallback?.id === payment.id && (
          <a className="acc-link-button" href={receipts.fallback.url} target="_blank" rel="noopener noreferrer">
            {t('adminPayments.openReceipt')}
          </a>
        )}
        <button
          type="button"
          className="acc-button acc-button--primary"
          disabled={busy}
          onClick={() => void decide(() => confirmPayment(payment.id))}
          aria-label={t('adminPayments.confirmLabel', { name })}
        >
          {t('adminPayments.confirm')}
        </button>
        {!rejecting && (
          <button
            type="button"
            className="acc-button acc-button--danger"
            disabled={busy}
            onClick={() => setRejecting(true)}
            aria-label={t('adminPayments.rejectLabel', { name })}
          >
            {t('adminPayments.reject')}
          </button>
        )}
      </div>
      {rejecting && (
        <ReasonForm
          label={t('adminPayments.reason')}
          submitLabel={t('adminPayments.rejectSubmit')}
          requiredMessage={t('adminPayments.reasonRequired')}
          hint={t('adminPayments.reasonHint')}
          danger
          busy={busy}
          onCancel={() => setRejecting(false)}
          onSubmit={(reason) => void decide(() => rejectPayment(payment.id, reason))}
        />
      )}
    </article>
  );
}

function PaymentsQueue() {
  const { t } = useTranslation('admin');
  const [page, setPage] = usePageInAddress();
  const list = usePagedRecords(fetchAwaitingPayments, page);
  // The member's uploaded proof of payment (private: asked for with the admin's token).
  const receipts = usePrivateFileViewer('/payment-receipt', t('adminPayments.receiptFailed'));

  // Deciding the last payment of a later page leaves it empty: show the page before instead.
  useEffect(() => {
    if (list.records?.length === 0 && page > 1 && !list.failed) setPage(Math.min(page - 1, list.lastPage));
  }, [list.records, list.failed, list.lastPage, page, setPage]);

  if (list.records === null) return <LoadingText />;
  if (list.records.length === 0) {
    return (
      <>
        <EmptyState kind="noRecords" />
        {list.failed && (
          <p className="acc-retry">
            {t('adminPayments.loadFailed')}{' '}
            <button type="button" className="acc-button" onClick={list.reload}>
              {t('adminPayments.retry')}
            </button>
          </p>
        )}
      </>
    );
  }
  return (
    <>
      <div className="ap-list">
        {list.records.map((payment) => (
          <QueuedCard
            key={payment.id}
            payment={payment}
            receipts={receipts}
            onDecided={(id) => {
              // It leaves the queue at once; the reload brings the next page's first one up.
              list.remove((other) => other.id !== id);
              list.reload();
            }}
          />
        ))}
      </div>
      <Pagination className="acc-pagination" current={page} total={list.lastPage} onChange={setPage} />
    </>
  );
}

/** /admin/payments: the manual payments awaiting an admin's confirmation (the API lets only admins see or decide them). */
export function AdminPaymentsPage() {
  const { t } = useTranslation('admin');
  const isAdmin = useSession((state) => state.user?.user_type === 'Admin');
  return (
    <section className="acc-page" aria-labelledby="admin-payments-title">
      <h2 id="admin-payments-title" className="acc-visually-hidden">
        {t('adminArea.nav.payments')}
      </h2>
      {isAdmin ? (
        <>
          <p className="ap-intro">{t('adminPayments.intro')}</p>
          <PaymentsQueue />
        </>
      ) : (
        <p role="alert">{t('common:errors.permission')}</p>
      )}
    </section>
  );
}

export default AdminPaymentsPage;
