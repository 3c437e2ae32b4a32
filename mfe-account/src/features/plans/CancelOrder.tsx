import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@souq/shared';
import { cancelPayment } from './plansApi';
import './plansTexts';

// antd arrives only with the confirmation.
const ConfirmDialog = lazy(
  () => import(/* webpackChunkName: "association-confirm" */ '../../components/ConfirmDialog'),
);

/**
 * "Cancel this order" for a manual payment whose proof was not sent: asks first, then POST /cancel-payment.
 * `onChanged` reloads the payment either way: cancelled, or moved on meanwhile (the API's refusal says why).
 */
export function CancelOrder({ paymentId, onChanged }: { paymentId: number; onChanged: () => void }) {
  const { t } = useTranslation('account');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    setBusy(true);
    try {
      await cancelPayment(paymentId);
    } catch {
      // The interceptor has said why.
    } finally {
      setBusy(false);
      setAsking(false);
      onChanged();
    }
  };

  return (
    <div className="payment-cancel">
      <button type="button" className="acc-button acc-button--danger" onClick={() => setAsking(true)}>
        {t('payment.cancelOrder')}
      </button>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('payment.cancelTitle')}
            question={t('payment.cancelQuestion')}
            confirmText={t('payment.cancelOrder')}
            cancelText={t('payment.keepOrder')}
            loading={busy}
            onCancel={() => setAsking(false)}
            onConfirm={() => void cancel()}
          />
        </Suspense>
      )}
    </div>
  );
}
