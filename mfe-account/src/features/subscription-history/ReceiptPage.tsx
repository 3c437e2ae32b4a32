import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '@souq/shared/mini-router';
import { LoadingText, useTranslation } from '@souq/shared';
import { fetchPaymentDetail, type PaymentDetail } from './paymentRecords';
import { amountText, inLanguage, RecordDate, usePaymentListing } from '@souq/shared/area-kit';
import './historyTexts';
import './receipt.css';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; payment: PaymentDetail };

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="receipt__line">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What was bought: the plan and its billing, or a listing option for one listing. */
function Purchase({ payment }: { payment: PaymentDetail }) {
  const { t, i18n } = useTranslation('account');
  const paymentListing = usePaymentListing();
  const name = inLanguage(payment.plan_name_en, payment.plan_name_ar, i18n.language);
  if (payment.purpose === 'subscription') {
    return (
      <>
        <Line label={t('receipt.plan')}>{name || t('paymentRecord.none')}</Line>
        {payment.billing && <Line label={t('receipt.billing')}>{t(`paymentRecord.duration.${payment.billing}`)}</Line>}
      </>
    );
  }
  const listing = paymentListing(payment);
  return (
    <>
      <Line label={t('receipt.option')}>{t(`paymentRecord.purpose.${payment.purpose}`)}</Line>
      {listing && (
        <Line label={t('receipt.listing')}>
          <bdi>{listing}</bdi>
        </Line>
      )}
    </>
  );
}

/** /subscription-history/receipt/<paymentId>: a payment's receipt, laid out to print on its own (the site's frame is left off the paper). */
export function ReceiptPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation('account');
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchPaymentDetail(id, controller.signal).then(
      (payment) => setState({ status: 'ready', payment }),
      () => {
        // Another member's payment is a 403 the shared client has announced; any failure leaves a retry.
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const back = (
    <Link className="acc-link-button" to="/subscription-history">
      {t('receipt.back')}
    </Link>
  );

  if (state.status === 'loading') return <LoadingText />;
  if (state.status === 'failed') {
    return (
      <div role="alert" className="receipt-failed">
        <p>{t('receipt.loadFailed')}</p>
        <p className="receipt__actions">
          <button type="button" className="acc-button" onClick={() => setAttempt((n) => n + 1)}>
            {t('receipt.retry')}
          </button>
          {back}
        </p>
      </div>
    );
  }

  const { payment } = state;
  const member = payment.member;
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt__head">
        <h2 id="receipt-title">{t('receipt.title')}</h2>
        <p className="receipt__actions">
          <button type="button" className="acc-button acc-button--primary" onClick={() => window.print()}>
            {t('receipt.print')}
          </button>
          {back}
        </p>
      </header>
      <dl className="receipt__lines">
        <Line label={t('receipt.number')}>
          <bdi>{payment.receipt_number}</bdi>
        </Line>
        <Line label={t('receipt.member')}>
          {member.name} <bdi className="receipt__email">{member.email}</bdi>
        </Line>
        {member.company && <Line label={t('receipt.company')}>{member.company}</Line>}
        <Purchase payment={payment} />
        <Line label={t('receipt.amount')}>
          {/* Amounts read left to right in both languages: "1,200 ل.س جديدة". */}
          <bdi>{amountText(payment.amount, payment.currency, i18n.language)}</bdi>
        </Line>
        {payment.credit > 0 && (
          <Line label={t('receipt.credit')}>
            <bdi>{amountText(payment.credit, payment.currency, i18n.language)}</bdi>
          </Line>
        )}
        <Line label={t('receipt.method')}>{t(`paymentRecord.method.${payment.method}`)}</Line>
        {payment.reference && (
          <Line label={t('receipt.reference')}>
            <bdi>{payment.reference}</bdi>
          </Line>
        )}
        <Line label={t('receipt.status')}>{t(`paymentRecord.status.${payment.status}`)}</Line>
        {payment.status === 'rejected' && payment.reject_reason && (
          <Line label={t('receipt.rejectReason')}>{payment.reject_reason}</Line>
        )}
        <Line label={t('receipt.createdAt')}>
          <RecordDate value={payment.created_at} />
        </Line>
        {payment.decided_at && (
          <Line label={t('receipt.decidedAt')}>
            <RecordDate value={payment.decided_at} />
          </Line>
        )}
      </dl>
    </article>
  );
}

export default ReceiptPage;
