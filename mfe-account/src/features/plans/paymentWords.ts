import { useTranslation } from '@souq/shared';
import { nameIn, useAmountText } from './planMoney';
import type { Payment } from './planTypes';
import { usePaymentListing } from '@souq/shared/area-kit';
import './plansTexts';

/** What a payment is for, in words: "Premium, Monthly" or "Featured Listing for Flat in Mazzeh" ("for Property #12" once it is deleted). */
export function usePaymentWords() {
  const { t, i18n } = useTranslation('account');
  const amount = useAmountText();
  const paymentListing = usePaymentListing();
  const what = (payment: Payment) => {
    if (payment.purpose === 'subscription') {
      const plan = nameIn({ name_en: payment.plan_name_en ?? '', name_ar: payment.plan_name_ar ?? '' }, i18n.language);
      return payment.billing ? t('payment.subscription', { plan, billing: t(`plans.${payment.billing}`) }) : plan;
    }
    const listing = paymentListing(payment) ?? '';
    return t('payment.optionFor', { option: t(`payment.options.${payment.purpose}`), listing });
  };
  return {
    what,
    amount: (payment: Payment) => amount(payment.amount, payment.currency),
    credit: (payment: Payment) => amount(payment.credit, payment.currency),
  };
}

export const paymentPath = (id: number) => `/subscription-plans/payment/${id}`;
