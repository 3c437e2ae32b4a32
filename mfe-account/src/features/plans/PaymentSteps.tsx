import { Steps } from 'antd';
import { useTranslation } from '@souq/shared';
import { AccountAntd } from '../../components/layout/AccountAntd';
import { isCovered, type Payment } from './planTypes';
import './plansTexts';

type StepStatus = 'wait' | 'process' | 'finish' | 'error';

/**
 * Created → proof sent (or paying at the provider) → confirmed or rejected, as antd's steps in the page's direction.
 * An order the member cancelled before sending its proof skips the middle step.
 */
export function PaymentSteps({ payment }: { payment: Payment }) {
  const { t } = useTranslation('account');
  const hosted = payment.method === 'hosted_checkout';
  // A credit that covered it all leaves nothing to prove or pay at a provider.
  const middle = isCovered(payment)
    ? t('payment.nothingToPay')
    : hosted
      ? t('payment.atProvider')
      : t('payment.proofSent');
  const { status } = payment;
  const middleStatus: StepStatus =
    status === 'pending'
      ? hosted
        ? 'process'
        : 'wait'
      : status === 'failed'
        ? 'error'
        : status === 'cancelled'
          ? 'wait'
          : status === 'awaiting_confirmation'
            ? 'process'
            : 'finish';
  const last =
    status === 'confirmed'
      ? { title: t('payment.confirmed'), status: 'finish' as const }
      : status === 'rejected'
        ? {
            title: t('payment.rejected'),
            status: 'error' as const,
            content: payment.reject_reason ? t('payment.reason', { reason: payment.reject_reason }) : undefined,
          }
        : status === 'failed'
          ? { title: t('payment.failed'), status: 'error' as const }
          : status === 'cancelled'
            ? { title: t('payment.cancelled'), status: 'error' as const }
            : { title: t('payment.decision'), status: 'wait' as const };
  const current = status === 'pending' ? (hosted ? 1 : 0) : status === 'awaiting_confirmation' ? 1 : 2;
  return (
    <AccountAntd>
      <section className="payment-steps" aria-label={t('payment.progress')} data-testid="payment-steps">
        <Steps
          current={current}
          items={[{ title: t('payment.created'), status: 'finish' }, { title: middle, status: middleStatus }, last]}
        />
      </section>
    </AccountAntd>
  );
}
