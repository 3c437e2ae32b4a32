import { act, render, screen } from '@testing-library/react';
import { changeLanguage, sessionStore } from '@souq/shared';
import { ok, standInForEachTest } from '@souq/shared/testing';
import { AccountRoot } from '../../app/AccountRoot';
import { agent } from '../../testing/render';
import { overview, payment } from './planFixtures';

// The pages load when first visited: compiling antd's steps the first time takes a while on a busy machine.
jest.setTimeout(60_000);

const api = standInForEachTest();
beforeEach(() => {
  api.answer('GET /subscription-plans', () => ok('Plans', overview()));
  api.answer('GET /payment-detail', () => ok('Payment', payment({ status: 'confirmed' })));
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
