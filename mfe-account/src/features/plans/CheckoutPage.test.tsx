import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@souq/shared';
import { invalid, ok, standInForEachTest } from '@souq/shared/testing';
import { page, propertyCard } from '../../testing/cards';
import { agent, fill, renderPage } from '../../testing/render';
import { CheckoutPage } from './CheckoutPage';
import { overview, payment } from './planFixtures';
import type { StoredPayment } from './planTypes';

// No speed is being tested: allow what a loaded shared machine needs.
jest.setTimeout(60_000);

const api = standInForEachTest();
beforeEach(() => {
  api.answer('GET /subscription-plans', () => ok('Plans', overview()));
});
afterEach(() =>
  act(() => {
    sessionStore.getState().logout();
    sessionStore.getState().setSymbol('Syp');
  }),
);

const INSTRUCTIONS_EN =
  'Transfer the amount to Souq LLC, account 0123-4567 at the Commercial Bank of Syria, with the order number 41.';
const INSTRUCTIONS_AR = 'حوّل المبلغ إلى حساب شركة سوق 0123-4567 في المصرف التجاري السوري مع رقم الطلب 41.';
const manual = (
  over: Parameters<typeof payment>[0] = {},
  next: Partial<Extract<StoredPayment['next'], { type: 'manual' }>> = {},
): StoredPayment => ({
  payment: payment(over),
  next: {
    type: 'manual',
    reference_code: 'SQ-000041',
    instructions_en: INSTRUCTIONS_EN,
    instructions_ar: INSTRUCTIONS_AR,
    ...next,
  },
});
const stored = (over: Parameters<typeof payment>[0] = {}, next: Parameters<typeof manual>[1] = {}) =>
  ok('Payment created.', manual(over, next));
const WALLET_AR =
  'أرسل 1,200 ل.س جديدة من محفظتك الإلكترونية إلى محفظة سيريتل كاش أو MTN كاش رقم 0933 000 000 (سوق)، مع كتابة SQ-000042 في الملاحظة. ثم أدخل رقم العملية وارفع لقطة شاشة لتأكيدها هنا.';
const callsTo = (path: string) => api.calls.filter((call) => call.path === path);
const group = (name: string) => within(screen.getByRole('group', { name }));

describe('checkout', () => {
  it('orders a plan without an amount, shows what the server priced and its instructions, sends the proof and lands on the payment page', async () => {
    const user = userEvent.setup();
    // The amount due is the server's figure, after the credit it gives: the page shows it and never works it out.
    api.answer('POST /store-payment', () => stored({ currency: 'SYP', amount: 2_400, credit: 600 }));
    api.answer('POST /confirm-payment', () =>
      ok(
        'Thank you: your proof was received.',
        payment({ status: 'awaiting_confirmation', reference: 'TR-99812', has_receipt: true }),
      ),
    );
    await renderPage('en', '/subscription-plans/checkout?plan=2&billing=monthly', agent, <CheckoutPage />);

    const summary = within(await screen.findByTestId('order-summary'));
    expect(summary.getByText('Premium')).toBeInTheDocument();
    expect(summary.getByText('Monthly')).toBeInTheDocument();
    expect(summary.getByText('3,000 new SYP a month')).toBeInTheDocument();
    expect(summary.getByText('or 25 USD a month')).toBeInTheDocument();
    // The header's currency is chosen to begin with.
    expect(group('Currency').getByRole('radio', { name: 'Syrian pounds (new SYP)' })).toBeChecked();

    await user.click(group('How would you like to pay?').getByRole('radio', { name: 'Bank transfer' }));
    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));

    expect(await screen.findByTestId('payment-instructions')).toHaveTextContent(INSTRUCTIONS_EN);
    // These instructions do not name the payment's code: it follows them.
    expect(screen.getByTestId('payment-code')).toHaveTextContent(
      'Quote this payment code with your payment: SQ-000041',
    );
    expect(callsTo('/store-payment').map((call) => call.body)).toEqual([
      { purpose: 'subscription', plan_id: 2, billing: 'monthly', method: 'bank_transfer', currency: 'SYP' },
    ]);
    expect(within(screen.getByTestId('amount-due')).getByText('2,400 new SYP')).toBeInTheDocument();
    expect(summary.getByText('600 new SYP')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Payment reference'), 'TR-99812');
    await user.upload(
      screen.getByLabelText('Receipt'),
      new File(['%PDF-1.7 receipt'], 'receipt.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByLabelText('Receipt')).toHaveAccessibleDescription(/^receipt\.pdf/);
    await user.click(screen.getByRole('button', { name: 'Send the proof' }));

    await waitFor(() => expect(window.location.pathname).toBe('/subscription-plans/payment/41'));
    const [proof] = callsTo('/confirm-payment');
    expect(proof!.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(proof!.raw).toMatch(/name="payment_id"\r\n\r\n41\r\n/);
    expect(proof!.raw).toMatch(/name="reference"\r\n\r\nTR-99812\r\n/);
    expect(proof!.raw).toMatch(/name="receipt"; filename="receipt\.pdf"/);
    expect(proof!.raw).toContain('%PDF-1.7 receipt');
  });

  it("shows the server's refusal by the choice it concerns and keeps every choice", async () => {
    const user = userEvent.setup();
    api.answer('POST /store-payment', () =>
      invalid('Card payments are not available at the moment.', {
        method: ['Card payments are not available at the moment.'],
      }),
    );
    await renderPage('en', '/subscription-plans/checkout?plan=2&billing=annual', agent, <CheckoutPage />);
    await user.click(await screen.findByRole('radio', { name: 'Card, on the payment provider’s secure page' }));
    await user.click(screen.getByRole('radio', { name: 'US dollars (USD)' }));
    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));

    const methods = screen.getByRole('group', { name: 'How would you like to pay?' });
    expect(await within(methods).findByRole('alert')).toHaveTextContent(
      'Card payments are not available at the moment.',
    );
    expect(methods).toHaveAccessibleDescription('Card payments are not available at the moment.');
    expect(screen.getByRole('radio', { name: 'Card, on the payment provider’s secure page' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'US dollars (USD)' })).toBeChecked();
    expect(callsTo('/store-payment').map((call) => call.body)).toEqual([
      { purpose: 'subscription', plan_id: 2, billing: 'annual', method: 'hosted_checkout', currency: 'USD' },
    ]);

    // Choosing another way clears that message; the order can be sent again as it stands.
    await user.click(screen.getByRole('radio', { name: 'Cash at one of our offices' }));
    expect(within(methods).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks how to pay before sending anything', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/subscription-plans/checkout?plan=2&billing=monthly', agent, <CheckoutPage />);
    await user.click(await screen.findByRole('button', { name: 'Confirm the order' }));
    expect(await screen.findByText('Choose how you would like to pay.')).toBeInTheDocument();
    expect(callsTo('/store-payment')).toHaveLength(0);
  });

  it('keeps the reference and the receipt when the server refuses the proof, with each message by its field', async () => {
    const user = userEvent.setup();
    api.answer('POST /store-payment', () => stored());
    api.answer('POST /confirm-payment', () =>
      invalid('The receipt must be a JPG, PNG or WebP image or a PDF.', {
        receipt: ['The receipt must be a JPG, PNG or WebP image or a PDF.'],
        reference: ['This reference was already used for another payment.'],
      }),
    );
    await renderPage('en', '/subscription-plans/checkout?plan=2&billing=monthly', agent, <CheckoutPage />);
    await user.click(await screen.findByRole('radio', { name: 'Mobile wallet (Syriatel Cash, MTN Cash)' }));
    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
    await fill(user, await screen.findByLabelText('Payment reference'), 'SYR-5521');
    await user.upload(
      screen.getByLabelText('Receipt'),
      new File(['MZ not a receipt'], 'receipt.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send the proof' }));

    expect(
      await screen.findByText('The receipt must be a JPG, PNG or WebP image or a PDF.', {
        selector: '.acc-field__error',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Receipt')).toHaveAccessibleDescription(
      /The receipt must be a JPG, PNG or WebP image or a PDF\./,
    );
    expect(screen.getByLabelText('Payment reference')).toHaveAccessibleDescription(
      /This reference was already used for another payment\./,
    );
    expect(screen.getByLabelText('Payment reference')).toHaveValue('SYR-5521');
    expect((screen.getByLabelText('Receipt') as HTMLInputElement).files?.[0]?.name).toBe('receipt.png');
    expect(window.location.pathname).toBe('/subscription-plans/checkout');
    // The order is not placed twice.
    expect(callsTo('/store-payment')).toHaveLength(1);
  });

  it('requires the reference of a manual payment', async () => {
    const user = userEvent.setup();
    api.answer('POST /store-payment', () => stored());
    await renderPage('en', '/subscription-plans/checkout?plan=2&billing=monthly', agent, <CheckoutPage />);
    await user.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
    await user.click(await screen.findByRole('button', { name: 'Send the proof' }));
    expect(await screen.findByText('The Payment reference field is required')).toBeInTheDocument();
    expect(callsTo('/confirm-payment')).toHaveLength(0);
  });

  it('orders a per-ad option in Arabic, with Arabic instructions, and sends its proof', async () => {
    const user = userEvent.setup();
    api.answer('POST /store-payment', () =>
      stored(
        {
          id: 42,
          purpose: 'featured_listing',
          plan_id: null,
          plan_name_en: null,
          plan_name_ar: null,
          billing: null,
          listing_kind: 'property',
          listing_id: 12,
          currency: 'SYP',
          amount: 1_200,
          method: 'mobile_wallet',
        },
        { reference_code: 'SQ-000042', instructions_ar: WALLET_AR },
      ),
    );
    api.answer('POST /confirm-payment', () =>
      ok('شكراً، استلمنا الإثبات.', payment({ id: 42, status: 'awaiting_confirmation' })),
    );
    // The listing is the member's own: the summary names it as they know it.
    api.answer('GET /property/my-properties', (_body, query) =>
      ok(
        'My properties',
        page(
          query.get('id') === '12'
            ? [propertyCard({ id: 12, name: 'Flat by the citadel', name_ar: 'شقة قرب القلعة' })]
            : [],
          1,
          1,
          10,
        ),
      ),
    );
    await renderPage(
      'ar',
      '/subscription-plans/checkout?option=featured_listing&kind=property&id=12',
      agent,
      <CheckoutPage />,
    );

    const summary = within(await screen.findByTestId('order-summary'));
    expect(summary.getByText('إعلان مميز')).toBeInTheDocument();
    expect(await summary.findByText('شقة قرب القلعة')).toBeInTheDocument();
    expect(summary.getByText('1,200 ل.س جديدة')).toBeInTheDocument();
    expect(summary.getByText('أو 10 دولارات')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'محفظة الجوال (سيريتل كاش، MTN كاش)' }));
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    expect(await screen.findByTestId('payment-instructions')).toHaveTextContent(WALLET_AR);
    // The code the server's text names stands out in it, once.
    expect(screen.getAllByTestId('payment-code').map((code) => code.textContent)).toEqual(['SQ-000042']);
    expect(screen.queryByText(/اذكر رمز الدفعة/)).not.toBeInTheDocument();
    expect(callsTo('/store-payment').map((call) => call.body)).toEqual([
      { purpose: 'featured_listing', kind: 'property', listing_id: 12, method: 'mobile_wallet', currency: 'SYP' },
    ]);
    expect(within(screen.getByTestId('amount-due')).getByText('1,200 ل.س جديدة')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('مرجع الدفع'), '778812');
    await user.upload(screen.getByLabelText('الإيصال'), new File(['jpeg bytes'], 'wallet.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'إرسال الإثبات' }));
    await waitFor(() => expect(window.location.pathname).toBe('/subscription-plans/payment/42'));
  });

  it.each([
    ['en', 'Mobile wallet (Syriatel Cash, MTN Cash)', 'Confirm the order'],
    ['ar', 'محفظة الجوال (سيريتل كاش، MTN كاش)', 'تأكيد الطلب'],
  ] as const)(
    'goes straight to the payment page when the plan covers the order, with nothing to pay or prove (%s)',
    async (lang, method, pay) => {
      const user = userEvent.setup();
      // A Featured Listing the member's plan still includes this period: confirmed at once, nothing due.
      const covered: StoredPayment = {
        payment: payment({
          id: 43,
          purpose: 'featured_listing',
          plan_id: null,
          plan_name_en: null,
          plan_name_ar: null,
          billing: null,
          listing_kind: 'property',
          listing_id: 12,
          currency: 'SYP',
          amount: 0,
          credit: 1_200,
          method: 'mobile_wallet',
          status: 'confirmed',
          decided_at: '2026-11-21T09:30:00.000Z',
        }),
        next: { type: 'confirmed' },
      };
      api.answer('POST /store-payment', () => ok(lang === 'ar' ? 'تم تأكيد الطلب.' : 'Order confirmed.', covered));
      // The owner's list does not hold it (another member's, or deleted since): the summary names it by its number.
      api.answer('GET /property/my-properties', () => ok('My properties', page([], 0, 1, 10)));
      await renderPage(
        lang,
        '/subscription-plans/checkout?option=featured_listing&kind=property&id=12',
        agent,
        <CheckoutPage />,
      );
      expect(
        await within(await screen.findByTestId('order-summary')).findByText(
          lang === 'ar' ? 'العقار رقم 12' : 'Property #12',
        ),
      ).toBeInTheDocument();
      await user.click(await screen.findByRole('radio', { name: method }));
      await user.click(screen.getByRole('button', { name: pay }));
      await waitFor(() => expect(window.location.pathname).toBe('/subscription-plans/payment/43'));
      expect(screen.queryByTestId('payment-instructions')).not.toBeInTheDocument();
      expect(
        screen.queryByRole('form', { name: lang === 'ar' ? 'أرسل إثبات الدفع' : 'Send your proof of payment' }),
      ).not.toBeInTheDocument();
      expect(callsTo('/store-payment')).toHaveLength(1);
    },
  );

  it('shows a refusal in Arabic by the choice it concerns', async () => {
    const user = userEvent.setup();
    api.answer('POST /store-payment', () =>
      invalid('العملة المختارة غير مقبولة.', { currency: ['العملة المختارة غير مقبولة.'] }),
    );
    await renderPage('ar', '/subscription-plans/checkout?plan=2&billing=monthly', agent, <CheckoutPage />);
    await user.click(await screen.findByRole('radio', { name: 'نقداً في أحد مكاتبنا' }));
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    expect(await within(screen.getByRole('group', { name: 'العملة' })).findByRole('alert')).toHaveTextContent(
      'العملة المختارة غير مقبولة.',
    );
    expect(screen.getByRole('radio', { name: 'نقداً في أحد مكاتبنا' })).toBeChecked();
  });

  it('waits for an open subscription payment before ordering again', async () => {
    api.answer('GET /subscription-plans', () => ok('Plans', overview({ pending_payment: payment({ id: 41 }) })));
    await renderPage('en', '/subscription-plans/checkout?plan=2&billing=monthly', agent, <CheckoutPage />);
    expect(await screen.findByRole('link', { name: 'See the payment’s progress' })).toHaveAttribute(
      'href',
      '/subscription-plans/payment/41',
    );
    expect(screen.getByRole('button', { name: 'Confirm the order' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirm the order' })).toHaveAccessibleDescription(/still in progress/);
  });

  it.each([
    '/subscription-plans/checkout',
    '/subscription-plans/checkout?plan=2&billing=weekly',
    '/subscription-plans/checkout?plan=1&billing=monthly',
    '/subscription-plans/checkout?option=featured_listing&kind=boat&id=3',
  ])('says %s is not a checkout it can take', async (url) => {
    await renderPage('en', url, agent, <CheckoutPage />);
    expect(await screen.findByText('This checkout address is incomplete or no longer valid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the plans' })).toHaveAttribute('href', '/subscription-plans');
  });
});
