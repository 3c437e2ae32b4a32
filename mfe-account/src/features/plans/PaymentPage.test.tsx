import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@souq/shared';
import { ok, standInForEachTest } from '@souq/shared/testing';
import { agent, fill, renderPage } from '../../testing/render';
import { PaymentPage, POLL_MS } from './PaymentPage';
import { payment, paymentDetail } from './planFixtures';
import type { PaymentDetail } from './planTypes';

// No speed is being tested: allow what a loaded shared machine needs (antd's steps compile on first use).
jest.setTimeout(60_000);

const api = standInForEachTest();
afterEach(() => act(() => sessionStore.getState().logout()));

const REASON = 'The transfer reference does not match any payment we received.';
const answerWith = (detail: PaymentDetail) => api.answer('GET /payment-detail', () => ok('Payment', detail));
const steps = () => within(screen.getByTestId('payment-steps'));
const detailCalls = () => api.calls.filter((call) => call.path === '/payment-detail');

describe('payment progress', () => {
  it('shows a rejected payment with its reason, and the way back to the plans and to the history', async () => {
    answerWith(
      paymentDetail({
        status: 'rejected',
        reference: 'TR-1',
        has_receipt: true,
        reject_reason: REASON,
        decided_at: '2026-11-22T10:00:00.000Z',
      }),
    );
    await renderPage('en', '/subscription-plans/payment/41', agent, <PaymentPage id="41" />);
    expect(await screen.findByText('Your payment was rejected.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment number 41' })).toBeInTheDocument();
    expect(steps().getByText('Order created')).toBeInTheDocument();
    expect(steps().getByText('Proof sent, awaiting confirmation')).toBeInTheDocument();
    expect(steps().getByText('Rejected')).toBeInTheDocument();
    expect(steps().getByText(`Reason: ${REASON}`)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`Reason: ${REASON}`);
    const details = within(screen.getByTestId('payment-details'));
    expect(details.getByText('Premium, Monthly')).toBeInTheDocument();
    expect(details.getByText('25 USD')).toBeInTheDocument();
    expect(details.getByText('Bank transfer')).toBeInTheDocument();
    expect(details.getByText('Sat, Nov 21, 2026')).toBeInTheDocument();
    expect(details.getByText('Sun, Nov 22, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscription history' })).toHaveAttribute('href', '/subscription-history');
    expect(screen.getByRole('link', { name: 'Back to the plans' })).toHaveAttribute('href', '/subscription-plans');
    expect(screen.queryByRole('link', { name: 'Go to My listings' })).not.toBeInTheDocument();
    expect(detailCalls()[0]!.query.get('id')).toBe('41');
  });

  it('says in Arabic that the payment was rejected, and why', async () => {
    answerWith(paymentDetail({ status: 'rejected', reject_reason: 'المرجع لا يطابق أي حوالة وصلتنا.' }));
    await renderPage('ar', '/subscription-plans/payment/41', agent, <PaymentPage id="41" />);
    expect(await screen.findByText('رُفضت دفعتك.')).toBeInTheDocument();
    expect(steps().getByText('مرفوضة')).toBeInTheDocument();
    expect(steps().getByText('السبب: المرجع لا يطابق أي حوالة وصلتنا.')).toBeInTheDocument();
    expect(within(screen.getByTestId('payment-details')).getByText('المميزة، شهري')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سجل الاشتراكات' })).toHaveAttribute('href', '/subscription-history');
  });

  it('asks again while the proof awaits confirmation, and shows the confirmation when it comes', async () => {
    let detail = paymentDetail({ status: 'awaiting_confirmation', reference: 'TR-99812', has_receipt: true });
    api.answer('GET /payment-detail', () => ok('Payment', detail));
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      await renderPage('en', '/subscription-plans/payment/41', agent, <PaymentPage id="41" />);
      expect(await screen.findByText(/An administrator checks it and confirms the payment/)).toBeInTheDocument();
      expect(screen.getByText('TR-99812')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Go to My listings' })).not.toBeInTheDocument();

      detail = { ...detail, status: 'confirmed', decided_at: '2026-11-22T10:00:00.000Z' };
      await act(async () => {
        jest.advanceTimersByTime(POLL_MS);
      });
      expect(await screen.findByText('Your payment is confirmed and your plan is active.')).toBeInTheDocument();
      expect(steps().getByText('Confirmed')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to My listings' })).toHaveAttribute('href', '/my-listing');
      const asked = detailCalls().length;
      // A final state is not asked for again.
      await act(async () => {
        jest.advanceTimersByTime(POLL_MS * 3);
      });
      expect(detailCalls()).toHaveLength(asked);
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers the proof form while a manual payment waits for it, in Arabic', async () => {
    answerWith(paymentDetail({ status: 'pending', method: 'cash_office', currency: 'SYP', amount: 3_000 }));
    await renderPage('ar', '/subscription-plans/payment/41', agent, <PaymentPage id="41" />);
    expect(await screen.findByText('ننتظر إثبات الدفع منك. أرسله أدناه بعد الدفع.')).toBeInTheDocument();
    expect(within(screen.getByTestId('payment-details')).getByText('3,000 ل.س جديدة')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'أرسل إثبات الدفع' })).toBeInTheDocument();
    expect(screen.getByLabelText('مرجع الدفع')).toBeInTheDocument();
  });

  it('takes the proof on the page itself and then shows it awaits confirmation', async () => {
    const user = userEvent.setup();
    let detail = paymentDetail({ status: 'pending', method: 'bank_transfer' });
    api.answer('GET /payment-detail', () => ok('Payment', detail));
    api.answer('POST /confirm-payment', () => {
      detail = { ...detail, status: 'awaiting_confirmation', reference: 'TR-7', has_receipt: true };
      return ok(
        'Thank you: your proof was received.',
        payment({ status: 'awaiting_confirmation', reference: 'TR-7', has_receipt: true }),
      );
    });
    await renderPage('en', '/subscription-plans/payment/41', agent, <PaymentPage id="41" />);
    await fill(user, await screen.findByLabelText('Payment reference'), 'TR-7');
    await user.click(screen.getByRole('button', { name: 'Send the proof' }));
    expect(await screen.findByText(/We have your proof of payment/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/confirm-payment')!.raw).toMatch(/name="reference"\r\n\r\nTR-7\r\n/);
  });

  it('cancels a manual order whose proof was not sent, after asking, and shows it cancelled with the way back to the plans', async () => {
    const user = userEvent.setup();
    let detail = paymentDetail({ status: 'pending', method: 'bank_transfer' });
    api.answer('GET /payment-detail', () => ok('Payment', detail));
    api.answer('POST /cancel-payment', () => {
      detail = { ...detail, status: 'cancelled' };
      return ok('Your order is cancelled. Nothing was charged.', payment({ status: 'cancelled' }));
    });
    await renderPage('en', '/subscription-plans/payment/41', agent, <PaymentPage id="41" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel this order' }));
    // Asked first: keeping the order changes nothing.
    let dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(dialog).toHaveTextContent('Cancel this order?');
    expect(dialog).toHaveTextContent('The order is withdrawn and nothing is charged.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.path === '/cancel-payment')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel this order' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel this order' }));
    expect(await screen.findByText('You cancelled this order. Nothing was charged.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('data-status', 'cancelled');
    expect(steps().getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the plans' })).toHaveAttribute('href', '/subscription-plans');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel this order' })).not.toBeInTheDocument();
    const sent = api.calls.filter((call) => call.path === '/cancel-payment');
    expect(sent.map((call) => call.body)).toEqual([{ id: 41 }]);
  });

  it('cancels an order in Arabic', async () => {
    const user = userEvent.setup();
    let detail = paymentDetail({ status: 'pending', method: 'mobile_wallet', currency: 'SYP', amount: 3_000 });
    api.answer('GET /payment-detail', () => ok('Payment', detail));
    api.answer('POST /cancel-payment', () => {
      detail = { ...detail, status: 'cancelled' };
      return ok('تم إلغاء طلبك. لم يُقتطع أي مبلغ.', payment({ status: 'cancelled' }));
    });
    await renderPage('ar', '/subscription-plans/payment/41', agent, <PaymentPage id="41" />);
    await user.click(await screen.findByRole('button', { name: 'إلغاء هذا الطلب' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(dialog).toHaveTextContent('إلغاء هذا الطلب؟');
    expect(within(dialog).getByRole('button', { name: 'الإبقاء على الطلب' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء هذا الطلب' }));
    expect(await screen.findByText('ألغيت هذا الطلب. لم يُقتطع أي مبلغ.')).toBeInTheDocument();
    expect(steps().getByText('ملغاة')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الخطط' })).toHaveAttribute('href', '/subscription-plans');
  });

  it('says why when the order can no longer be cancelled, and shows where it stands now', async () => {
    const user = userEvent.setup();
    let detail = paymentDetail({ status: 'pending', method: 'cash_office' });
    api.answer('GET /payment-detail', () => ok('Payment', detail));
    // The proof went out from another tab meanwhile.
    api.answer('POST /cancel-payment', () => {
      detail = { ...detail, status: 'awaiting_confirmation', reference: 'TR-5', has_receipt: true };
      return {
        status: 400,
        body: {
          success: false,
          message: 'Your receipt is already with an administrator: this payment can no longer be cancelled.',
        },
      };
    });
    await renderPage('en', '/subscription-plans/payment/41', agent, <PaymentPage id="41" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel this order' }));
    await user.click(
      within(await screen.findByRole('dialog', {}, { timeout: 20_000 })).getByRole('button', {
        name: 'Cancel this order',
      }),
    );
    expect(
      await screen.findByText(
        'Your receipt is already with an administrator: this payment can no longer be cancelled.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(/We have your proof of payment/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel this order' })).not.toBeInTheDocument();
  });

  it('waits for the provider on a card payment, without a proof form', async () => {
    answerWith(paymentDetail({ status: 'pending', method: 'hosted_checkout' }));
    await renderPage('en', '/subscription-plans/payment/41', agent, <PaymentPage id="41" />);
    expect(await screen.findByText(/waiting for the payment provider/)).toBeInTheDocument();
    expect(steps().getByText('Paying on the provider’s page')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // The provider decides a card payment: the member cannot take it back here.
    expect(screen.queryByRole('button', { name: 'Cancel this order' })).not.toBeInTheDocument();
  });

  it('says plainly that a Featured Listing the plan includes cost nothing, with nothing to prove', async () => {
    answerWith(
      paymentDetail({
        id: 43,
        purpose: 'featured_listing',
        plan_id: null,
        plan_name_en: null,
        plan_name_ar: null,
        billing: null,
        listing_kind: 'property',
        listing_id: 12,
        listing_name: 'Flat by the citadel',
        listing_name_ar: 'شقة قرب القلعة',
        currency: 'SYP',
        amount: 0,
        credit: 1_200,
        status: 'confirmed',
        decided_at: '2026-11-21T09:30:00.000Z',
      }),
    );
    await renderPage('en', '/subscription-plans/payment/43', agent, <PaymentPage id="43" />);
    expect(
      await screen.findByText('Covered by your plan: nothing to pay. The option is active on your listing.'),
    ).toBeInTheDocument();
    expect(steps().getByText('Nothing to pay')).toBeInTheDocument();
    expect(steps().getByText('Confirmed')).toBeInTheDocument();
    const details = within(screen.getByTestId('payment-details'));
    expect(details.getByText('Featured Listing for Flat by the citadel')).toBeInTheDocument();
    expect(details.getByText('0 new SYP')).toBeInTheDocument();
    expect(details.getByText('1,200 new SYP')).toBeInTheDocument();
    expect(details.queryByText('Bank transfer')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My listings' })).toHaveAttribute('href', '/my-listing');
  });

  it('says in Arabic that an upgrade paid for by the unused days cost nothing', async () => {
    answerWith(paymentDetail({ amount: 0, credit: 25, status: 'confirmed', decided_at: '2026-11-21T09:30:00.000Z' }));
    await renderPage('ar', '/subscription-plans/payment/41', agent, <PaymentPage id="41" />);
    expect(
      await screen.findByText('غطّاها رصيد الأيام غير المستخدمة من خطتك الحالية: لا شيء لتدفعه. خطتك الجديدة مفعّلة.'),
    ).toBeInTheDocument();
    expect(steps().getByText('لا شيء للدفع')).toBeInTheDocument();
    const details = within(screen.getByTestId('payment-details'));
    expect(details.getByText('المغطّى من الرصيد')).toBeInTheDocument();
    expect(details.getByText('25 دولار')).toBeInTheDocument();
    expect(details.getByText('0 دولار')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says an address that names no payment cannot be loaded, without asking the server', async () => {
    await renderPage('en', '/subscription-plans/payment/abc', agent, <PaymentPage id="abc" />);
    expect(screen.getByRole('alert')).toHaveTextContent('This payment could not be loaded.');
    await waitFor(() => expect(detailCalls()).toHaveLength(0));
  });
});
