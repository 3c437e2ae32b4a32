import { useState } from 'react';
import { Link, navigate, useLocation } from '@souq/shared/mini-router';
import { LoadingText, useTranslation } from '@souq/shared';
import { useRequest } from '../../hooks/useRequest';
import { parseCheckout, type CheckoutOrder } from './checkoutOrder';
import { OrderForm } from './OrderForm';
import { OrderSummary } from './OrderSummary';
import { IndividualNote, PendingPaymentBanner } from './PlansNotices';
import { useHeaderCurrency } from './planMoney';
import { paymentPath } from './paymentWords';
import { getPlans } from './plansApi';
import type { ListingOption, Payment, Plan, PlansOverview, StoredPayment } from './planTypes';
import { ProofForm } from './ProofForm';
import './plansTexts';
import './plans.css';

function BadLink() {
  const { t } = useTranslation('account');
  return (
    <p role="alert">
      {t('checkout.badLink')} <Link to="/subscription-plans">{t('checkout.backToPlans')}</Link>
    </p>
  );
}

/** The plan or option the address names, among those the API offers this member. */
function orderedItem(order: CheckoutOrder, overview: PlansOverview): Plan | ListingOption | null {
  if (order.type === 'plan') return overview.plans.find((plan) => plan.id === order.planId && !plan.is_free) ?? null;
  return overview.options.find((option) => option.code === order.option) ?? null;
}

/** An open payment for the same purpose (and listing) waits for its answer before another is ordered. */
function openPaymentFor(order: CheckoutOrder, pending: Payment | null): Payment | null {
  if (!pending) return null;
  if (order.type === 'plan') return pending.purpose === 'subscription' ? pending : null;
  return pending.purpose === order.option && pending.listing_id === order.listingId ? pending : null;
}

type ManualStep = Extract<StoredPayment['next'], { type: 'manual' }>;

/**
 * The server's text, with the payment's code (which the member quotes with the money) set apart; where the text
 * does not name the code, it follows on its own line.
 */
function InstructionText({ next, lng }: { next: ManualStep; lng: string }) {
  const { t } = useTranslation('account');
  const text = lng === 'ar' ? next.instructions_ar : next.instructions_en;
  const code = next.reference_code;
  const at = code ? text.indexOf(code) : -1;
  if (at < 0) {
    return (
      <>
        <p className="checkout-instructions">{text}</p>
        {code && (
          <p className="checkout-instructions" data-testid="payment-code">
            {t('checkout.paymentCode')}{' '}
            <strong>
              <bdi>{code}</bdi>
            </strong>
          </p>
        )}
      </>
    );
  }
  return (
    <p className="checkout-instructions">
      {text.slice(0, at)}
      <strong data-testid="payment-code">
        <bdi>{code}</bdi>
      </strong>
      {text.slice(at + code.length)}
    </p>
  );
}

/** The manual method's instructions from the server, in the page's language. */
function Instructions({ stored }: { stored: StoredPayment }) {
  const { t, i18n } = useTranslation('account');
  if (stored.next.type !== 'manual') return null;
  return (
    <section className="acc-form" aria-labelledby="instructions-title" data-testid="payment-instructions">
      <h3 id="instructions-title">{t('checkout.instructionsHeading')}</h3>
      <InstructionText next={stored.next} lng={i18n.language} />
    </section>
  );
}

function Checkout({ order, overview }: { order: CheckoutOrder; overview: PlansOverview }) {
  const { t } = useTranslation('account');
  const currency = useHeaderCurrency();
  const [stored, setStored] = useState<StoredPayment | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const item = orderedItem(order, overview);
  if (!item) return <BadLink />;
  if (!overview.can_subscribe) return <IndividualNote />;
  const open = openPaymentFor(order, overview.pending_payment);
  const base =
    order.type === 'plan'
      ? { purpose: 'subscription' as const, plan_id: order.planId, billing: order.billing }
      : { purpose: order.option, kind: order.kind, listing_id: order.listingId };

  const placed = (answer: StoredPayment) => {
    if (answer.next.type === 'confirmed') {
      // A credit covered it all (an upgrade's unused days, a Featured Listing the plan includes): nothing to pay or
      // prove, and its page says so.
      navigate(paymentPath(answer.payment.id));
      return;
    }
    if (answer.next.type === 'redirect') {
      // The card is paid on the provider's page; its return address is this payment's progress page.
      setRedirecting(true);
      window.location.assign(answer.next.url);
      return;
    }
    setStored(answer);
  };

  return (
    <>
      {open && !stored && <PendingPaymentBanner payment={open} />}
      <OrderSummary
        order={order}
        item={item}
        currency={stored?.payment.currency ?? currency}
        payment={stored?.payment ?? null}
      />
      {redirecting ? (
        <p role="status">{t('checkout.redirecting')}</p>
      ) : stored ? (
        <>
          <Instructions stored={stored} />
          <ProofForm paymentId={stored.payment.id} />
        </>
      ) : (
        <OrderForm
          base={base}
          defaultCurrency={currency}
          blockedReason={open ? t('checkout.pendingOpen') : null}
          onStored={placed}
        />
      )}
    </>
  );
}

/**
 * /subscription-plans/checkout?plan=<id>&billing=… or ?option=…&kind=…&id=…: the order, how to pay, then the
 * manual method's instructions and proof form, the card provider's page, or (nothing due) the payment's page.
 */
export function CheckoutPage() {
  const { t } = useTranslation('account');
  const { search } = useLocation();
  const order = parseCheckout(search);
  const overview = useRequest('plans', (signal) => getPlans(signal));
  let body;
  if (!order) body = <BadLink />;
  // Keyed by the address: another order starts clean.
  else if (overview.data) body = <Checkout key={search} order={order} overview={overview.data} />;
  else if (overview.error) {
    body = (
      <p className="acc-retry" role="alert">
        {t('plans.loadFailed')}{' '}
        <button type="button" className="acc-button" onClick={overview.retry}>
          {t('plans.retry')}
        </button>
      </p>
    );
  } else body = <LoadingText />;
  return (
    <section className="acc-page checkout-page" aria-labelledby="checkout-title">
      <h2 id="checkout-title">{t('checkout.heading')}</h2>
      {body}
    </section>
  );
}

export default CheckoutPage;
