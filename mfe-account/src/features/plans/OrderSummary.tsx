import { useTranslation } from '@souq/shared';
import { useListingNumber } from '@souq/shared/area-kit';
import { useOwnListingName } from '../../hooks/useOwnListingName';
import { nameIn, Prices, useAmountText } from './planMoney';
import type { CheckoutOrder } from './checkoutOrder';
import type { Currency, ListingOption, Payment, Plan } from './planTypes';
import './plansTexts';

interface OrderSummaryProps {
  order: CheckoutOrder;
  item: Plan | ListingOption;
  currency: Currency;
  /** The server's answer once the order is placed: the amount due is only ever its figure. */
  payment: Payment | null;
}

/** What is being bought, its list price in both currencies and, once ordered, the amount due as the server priced it. */
export function OrderSummary({ order, item, currency, payment }: OrderSummaryProps) {
  const { t, i18n } = useTranslation('account');
  const amount = useAmountText();
  const listing = order.type === 'option' ? { kind: order.kind, id: order.listingId } : null;
  const listingName = useOwnListingName(listing);
  const listingNumber = useListingNumber();
  const price =
    order.type === 'plan'
      ? order.billing === 'annual'
        ? (item as Plan).annual
        : (item as Plan).monthly
      : (item as ListingOption).price;
  return (
    <section className="acc-form" aria-labelledby="checkout-summary-title" data-testid="order-summary">
      <h3 id="checkout-summary-title">{t('checkout.summary')}</h3>
      <dl className="checkout-summary">
        <dt>{t(order.type === 'plan' ? 'checkout.plan' : 'checkout.option')}</dt>
        <dd>{nameIn(item, i18n.language)}</dd>
        {order.type === 'plan' ? (
          <>
            <dt>{t('checkout.billing')}</dt>
            <dd>{t(`plans.${order.billing}`)}</dd>
          </>
        ) : (
          <>
            <dt>{t('checkout.listing')}</dt>
            <dd>
              <bdi>{listingName ?? listingNumber(order.kind, order.listingId)}</bdi>
            </dd>
          </>
        )}
        <dt>{t('checkout.listPrice')}</dt>
        <dd>
          <Prices
            money={price}
            currency={currency}
            per={order.type === 'plan' ? (order.billing === 'annual' ? 'year' : 'month') : undefined}
          />
        </dd>
        {payment && payment.credit > 0 && (
          <>
            <dt>{t('checkout.credit')}</dt>
            <dd>
              <bdi>{amount(payment.credit, payment.currency)}</bdi>
            </dd>
          </>
        )}
        {payment && (
          <>
            <dt>{t('checkout.amountDue')}</dt>
            <dd data-testid="amount-due">
              <strong>
                <bdi>{amount(payment.amount, payment.currency)}</bdi>
              </strong>
            </dd>
          </>
        )}
      </dl>
      {!payment && order.type === 'plan' && <p className="checkout-note">{t('checkout.listPriceNote')}</p>}
    </section>
  );
}
