import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, sessionStore } from '@souq/shared';
import { ok, standInForEachTest } from '@souq/shared/testing';
import { AccountRoot } from '../../app/AccountRoot';
import { agent } from '../../testing/render';
import { overview, payment, paymentDetail } from './planFixtures';
import type { StoredPayment } from './planTypes';

// The pages load when first visited: compiling antd's steps the first time takes a while on a busy machine.
jest.setTimeout(60_000);

const api = standInForEachTest();
beforeEach(() => {
  api.answer('GET /subscription-plans', () => ok('Plans', overview()));
  api.answer('GET /payment-detail', () => ok('Payment', paymentDetail({ status: 'confirmed' })));
});
afterEach(() => act(() => sessionStore.getState().logout()));

describe('the plans routes of the account area', () => {
  it.each([
    ['/subscription-plans', 'Subscription plans', 'Premium'],
    ['/subscription-plans/checkout?plan=2&billing=annual', 'Checkout', 'Your order'],
    ['/subscription-plans/payment/41', 'Payment number 41', 'Your payment is confirmed and your plan is active.'],
  ])('%s opens its page under the area banner', async (url, heading, shown) => {
    await act(() => changeLanguage('en'));
    act(() => sessionStore.getState().login('t', agent));
    window.history.pushState(null, '', url);
    render(<AccountRoot />);
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription plans' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 20_000 })).toBeInTheDocument();
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it.each([
    [
      'en',
      'Bank transfer',
      'Confirm the order',
      'Payment number 44',
      'Covered by the unused days of your current plan: nothing to pay. Your new plan is active.',
    ],
    [
      'ar',
      'تحويل مصرفي',
      'تأكيد الطلب',
      'الدفعة رقم 44',
      'غطّاها رصيد الأيام غير المستخدمة من خطتك الحالية: لا شيء لتدفعه. خطتك الجديدة مفعّلة.',
    ],
  ] as const)(
    'an upgrade the unused days pay for in full leads from the checkout to its confirmed payment (%s)',
    async (lang, method, pay, heading, covered) => {
      const user = userEvent.setup();
      const confirmed = {
        id: 44,
        amount: 0,
        credit: 3_000,
        currency: 'SYP' as const,
        status: 'confirmed' as const,
        decided_at: '2026-11-21T09:30:00.000Z',
      };
      const answer: StoredPayment = { payment: payment(confirmed), next: { type: 'confirmed' } };
      api.answer('POST /store-payment', () => ok('Order confirmed.', answer));
      api.answer('GET /payment-detail', () => ok('Payment', paymentDetail(confirmed)));
      await act(() => changeLanguage(lang));
      act(() => sessionStore.getState().login('t', agent));
      window.history.pushState(null, '', '/subscription-plans/checkout?plan=2&billing=monthly');
      render(<AccountRoot />);
      await user.click(await screen.findByRole('radio', { name: method }, { timeout: 20_000 }));
      await user.click(screen.getByRole('button', { name: pay }));
      expect(await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 20_000 })).toBeInTheDocument();
      expect(await screen.findByText(covered)).toBeInTheDocument();
      expect(window.location.pathname).toBe('/subscription-plans/payment/44');
    },
  );

  it('titles the area in Arabic', async () => {
    await act(() => changeLanguage('ar'));
    act(() => sessionStore.getState().login('t', agent));
    window.history.pushState(null, '', '/subscription-plans');
    render(<AccountRoot />);
    expect(screen.getByRole('heading', { level: 1, name: 'خطط الاشتراك' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'خطط الاشتراك' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('الإعلانات النشطة: 7 من 10')).toBeInTheDocument();
  });
});
