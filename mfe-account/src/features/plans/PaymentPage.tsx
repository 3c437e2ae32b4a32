import { useEffect } from 'react';
import { Link } from '@souq/shared/mini-router';
import { formatDate, LoadingText, useTranslation } from '@souq/shared';
import { useRequest } from '../../hooks/useRequest';
import { CancelOrder } from './CancelOrder';
import { PaymentSteps } from './PaymentSteps';
import { usePaymentWords } from './paymentWords';
import { getPayment } from './plansApi';
import { isCovered, isOpen, type Payment } from './planTypes';
import { ProofForm } from './ProofForm';
import './plansTexts';
import './plans.css';

/** How often an open payment is asked for again: an administrator's or the provider's answer shows without a reload. */
export const POLL_MS = 5000;
const ID = /^[1-9]\d{0,15}$/;

/** The sentence that says where the payment stands. */
function stateText(payment: Payment, t: (key: string) => string): string {
  switch (payment.status) {
    case 'pending':
      return t(payment.method === 'hosted_checkout' ? 'payment.text.pendingHosted' : 'payment.text.pendingManual');
    case 'confirmed': {
      const subscription = payment.purpose === 'subscription';
      if (isCovered(payment)) return t(subscription ? 'payment.text.coveredSubscription' : 'payment.text.covered');
      return t(subscription ? 'payment.text.confirmedSubscription' : 'payment.text.confirmed');
    }
    default:
      return t(`payment.text.${payment.status}`);
  }
}

function PaymentDetails({ payment }: { payment: Payment }) {
  const { t } = useTranslation('account');
  const words = usePaymentWords();
  const covered = isCovered(payment);
  return (
    <dl className="checkout-summary acc-form" data-testid="payment-details">
      <dt>{t('payment.what')}</dt>
      <dd>{words.what(payment)}</dd>
      <dt>{t('payment.amount')}</dt>
      <dd>
        <bdi>{words.amount(payment)}</bdi>
      </dd>
      {payment.credit > 0 && (
        <>
          <dt>{t('payment.credit')}</dt>
          <dd>
            <bdi>{words.credit(payment)}</bdi>
          </dd>
        </>
      )}
      {/* Nothing was paid, so no way of paying is worth naming. */}
      {!covered && (
        <>
          <dt>{t('payment.method')}</dt>
          <dd>{t(`checkout.methods.${payment.method}`)}</dd>
        </>
      )}
      {payment.reference && (
        <>
          <dt>{t('payment.reference')}</dt>
          <dd>
            <bdi>{payment.reference}</bdi>
            {payment.has_receipt && ` · ${t('payment.receiptAttached')}`}
          </dd>
        </>
      )}
      <dt>{t('payment.createdAt')}</dt>
      <dd>{formatDate(payment.created_at)}</dd>
      {payment.decided_at && (
        <>
          <dt>{t('payment.decidedAt')}</dt>
          <dd>{formatDate(payment.decided_at)}</dd>
        </>
      )}
    </dl>
  );
}

function PaymentProgress({ id }: { id: string }) {
  const { t } = useTranslation('account');
  const { data: payment, error, retry } = useRequest(`payment-${id}`, (signal) => getPayment(id, signal));

  // While the payment waits for an answer, ask again every few seconds; a final state stops it.
  useEffect(() => {
    if (!payment || !isOpen(payment.status)) return undefined;
    const timer = setTimeout(retry, POLL_MS);
    return () => clearTimeout(timer);
  }, [payment, retry]);

  if (!payment) {
    return error ? (
      <p className="acc-retry" role="alert">
        {t('payment.loadFailed')}{' '}
        <button type="button" className="acc-button" onClick={retry}>
          {t('payment.retry')}
        </button>
      </p>
    ) : (
      <LoadingText />
    );
  }
  const sendsProof = payment.status === 'pending' && payment.method !== 'hosted_checkout';
  return (
    <>
      <PaymentSteps payment={payment} />
      <div role="status" data-status={payment.status}>
        <p className={`payment-state payment-state--${payment.status}`}>{stateText(payment, t)}</p>
        {payment.status === 'rejected' && payment.reject_reason && (
          <p className="payment-state payment-state--rejected">
            {t('payment.reason', { reason: payment.reject_reason })}
          </p>
        )}
      </div>
      <PaymentDetails payment={payment} />
      {sendsProof && (
        <>
          <ProofForm paymentId={payment.id} onSent={retry} />
          <CancelOrder paymentId={payment.id} onChanged={retry} />
        </>
      )}
      <nav className="payment-links" aria-label={t('payment.progress')}>
        {payment.status === 'confirmed' && (
          <Link className="acc-link-button acc-link-button--primary" to="/my-listing">
            {t('payment.myListings')}
          </Link>
        )}
        <Link className="acc-link-button" to="/subscription-history">
          {t('payment.history')}
        </Link>
        {(payment.status === 'rejected' || payment.status === 'failed' || payment.status === 'cancelled') && (
          <Link className="acc-link-button" to="/subscription-plans">
            {t('payment.plans')}
          </Link>
        )}
      </nav>
    </>
  );
}

/**
 * /subscription-plans/payment/<id>: where a payment stands, polled while it waits, with its proof form (and a way to
 * cancel the order) while one is due.
 */
export function PaymentPage({ id }: { id: string }) {
  const { t } = useTranslation('account');
  const valid = ID.test(id);
  return (
    <section className="acc-page payment-page" aria-labelledby="payment-title">
      <h2 id="payment-title">{t('payment.heading', { id })}</h2>
      {valid ? <PaymentProgress key={id} id={id} /> : <p role="alert">{t('payment.loadFailed')}</p>}
    </section>
  );
}

export default PaymentPage;
