import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type ApiAnswer } from '@souq/shared';
import { ok, standInForEachTest } from '@souq/shared/testing';
import { agent, corporate, individual, renderPage } from '../../testing/render';
import { corporateDiamond, overview, payment } from './planFixtures';
import { PlansPage } from './PlansPage';

// No speed is being tested: allow what a loaded shared machine needs.
jest.setTimeout(60_000);

const api = standInForEachTest();
afterEach(() =>
  act(() => {
    sessionStore.getState().logout();
    sessionStore.getState().setSymbol('Syp');
  }),
);

const cards = () => screen.findAllByTestId('plan-card');
const card = async (name: string) => within((await cards()).find((c) => within(c).queryByRole('heading', { name }))!);

describe('subscription plans', () => {
  it("shows the member's plans side by side, the current one marked with the quota used, in the header's currency with the other too", async () => {
    api.answer('GET /subscription-plans', () => ok('Plans', overview()));
    await renderPage('en', '/subscription-plans', agent, <PlansPage />);
    expect(await cards()).toHaveLength(2);
    const basic = await card('Basic');
    expect(basic.getByText('Your current plan')).toBeInTheDocument();
    expect(basic.getByText('Free')).toBeInTheDocument();
    expect(basic.getByText('Up to 10 active listings')).toBeInTheDocument();
    // A free plan is never bought.
    expect(basic.queryByRole('link', { name: /Subscribe/ })).not.toBeInTheDocument();
    const premium = await card('Premium');
    expect(premium.queryByText('Your current plan')).not.toBeInTheDocument();
    // SYP is the header's default: new pounds first, dollars beside.
    expect(premium.getByText('3,000 new SYP a month')).toBeInTheDocument();
    expect(premium.getByText('or 25 USD a month')).toBeInTheDocument();
    expect(premium.getByText('Up to 30 active listings')).toBeInTheDocument();
    expect(premium.getByText('Featured listings included: 2 each period')).toBeInTheDocument();
    expect(premium.getByText('A badge on your public profile')).toBeInTheDocument();
    expect(premium.getByText('30-day free trial')).toBeInTheDocument();
    expect(premium.getByRole('link', { name: 'Subscribe to Premium' })).toHaveAttribute(
      'href',
      '/subscription-plans/checkout?plan=2&billing=monthly',
    );
    expect(within(screen.getByTestId('current-plan')).getByText('Your plan: Basic')).toBeInTheDocument();
    expect(screen.getByText('7 of 10 active listings')).toBeInTheDocument();
    // The per-ad options, explained and priced.
    const options = screen.getAllByTestId('listing-option');
    expect(within(options[0]!).getByText('Premium Listing')).toBeInTheDocument();
    expect(within(options[0]!).getByText(/above standard listings in its search for 60 days/)).toBeInTheDocument();
    expect(within(options[0]!).getByText('600 new SYP')).toBeInTheDocument();
    expect(within(options[1]!).getByText(/featured strips .* for 7 days/)).toBeInTheDocument();
    expect(within(options[1]!).getByText('or 10 USD')).toBeInTheDocument();
  });

  it('switches to annual prices with the saving, and the checkout link follows', async () => {
    const user = userEvent.setup();
    api.answer('GET /subscription-plans', () => ok('Plans', overview()));
    act(() => sessionStore.getState().setSymbol('USD'));
    await renderPage('en', '/subscription-plans', agent, <PlansPage />);
    const premium = await card('Premium');
    expect(premium.getByText('25 USD a month')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Annual (save up to 16%)' }));
    expect(premium.getByText('250 USD a year')).toBeInTheDocument();
    expect(premium.getByText('or 30,000 new SYP a year')).toBeInTheDocument();
    expect(premium.getByText('Save 50 USD a year compared with monthly')).toBeInTheDocument();
    expect(premium.queryByText('25 USD a month')).not.toBeInTheDocument();
    expect(premium.getByRole('link', { name: 'Subscribe to Premium' })).toHaveAttribute(
      'href',
      '/subscription-plans/checkout?plan=2&billing=annual',
    );
  });

  it('says plainly when a plan has no limit', async () => {
    api.answer('GET /subscription-plans', () =>
      ok(
        'Plans',
        overview({
          audience: 'Corporate',
          plans: [corporateDiamond],
          current: {
            plan_id: 5,
            code: 'corporate_diamond',
            name_en: 'Diamond',
            name_ar: 'الماسية',
            listing_quota: null,
            active_listings: 1_250,
            quota_paused_listings: 0,
            subscription_id: 9,
            billing: 'annual',
            expires_at: '2027-03-02T12:00:00.000Z',
          },
          trial_available: false,
        }),
      ),
    );
    await renderPage('en', '/subscription-plans', corporate, <PlansPage />);
    const diamond = await card('Diamond');
    expect(diamond.getByText('Unlimited active listings')).toBeInTheDocument();
    expect(diamond.queryByText(/free trial/)).not.toBeInTheDocument();
    expect(screen.getByText('1,250 active listings: your plan has no limit')).toBeInTheDocument();
    expect(screen.getByText('Until Tue, Mar 2, 2027')).toBeInTheDocument();
  });

  it('starts the free trial and shows the plan that follows', async () => {
    const user = userEvent.setup();
    let trialOn = false;
    api.answer('GET /subscription-plans', () =>
      ok(
        'Plans',
        trialOn
          ? overview({
              trial_available: false,
              current: {
                ...overview().current!,
                plan_id: 2,
                code: 'agent_premium',
                name_en: 'Premium',
                name_ar: 'المميزة',
                listing_quota: 30,
                billing: 'trial',
                expires_at: '2026-12-21T12:00:00.000Z',
              },
            })
          : overview(),
      ),
    );
    api.answer('POST /start-trial', () => {
      trialOn = true;
      const started: ApiAnswer<'/api/start-trial', 'post'> = {
        subscription: {
          id: 9,
          plan_name_en: 'Premium',
          plan_name_ar: 'المميزة',
          listing_name: null,
          listing_name_ar: null,
          duration: 'trial',
          days: null,
          payment_method: null,
          starts_at: '2026-11-21T12:00:00.000Z',
          expires_at: '2026-12-21T12:00:00.000Z',
          subscribed_at: '2026-11-21T12:00:00.000Z',
          payment_status: 'free',
          plan_status: 'Active',
          payment_id: null,
        },
      };
      return ok('Your 30-day free trial of Premium has started.', started);
    });
    await renderPage('en', '/subscription-plans', agent, <PlansPage />);
    await user.click((await card('Premium')).getByRole('button', { name: 'Start the free trial of Premium' }));
    expect(await screen.findByText('Your 30-day free trial of Premium has started.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/start-trial')?.body).toEqual({ plan_id: 2 });
    expect(await screen.findByText('Your plan: Premium')).toBeInTheDocument();
    expect(screen.getByText('7 of 30 active listings')).toBeInTheDocument();
    expect((await card('Premium')).getByText('Your current plan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /free trial/ })).not.toBeInTheDocument();
  });

  it('shows a payment in progress, linking to it, and holds Subscribe back saying why', async () => {
    api.answer('GET /subscription-plans', () =>
      ok('Plans', overview({ pending_payment: payment({ id: 41, status: 'awaiting_confirmation' }) })),
    );
    await renderPage('en', '/subscription-plans', agent, <PlansPage />);
    const banner = within(await screen.findByTestId('pending-payment'));
    expect(banner.getByText('You have a payment in progress: Premium, Monthly, 25 USD.')).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'See the payment’s progress' })).toHaveAttribute(
      'href',
      '/subscription-plans/payment/41',
    );
    const premium = await card('Premium');
    expect(premium.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    expect(premium.getByRole('button', { name: 'Subscribe' })).toHaveAccessibleDescription(
      'You can subscribe again once your payment in progress is settled.',
    );
    expect(premium.queryByRole('link', { name: /Subscribe/ })).not.toBeInTheDocument();
  });

  it('shows an Individual the plans, that individuals do not post, and the way to become an agent', async () => {
    api.answer('GET /subscription-plans', () =>
      ok('Plans', overview({ audience: 'Individual', can_subscribe: false, current: null, trial_available: false })),
    );
    await renderPage('en', '/subscription-plans', individual, <PlansPage />);
    expect(await cards()).toHaveLength(2);
    expect(screen.getByText(/Individual accounts do not post listings/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become an agent in My account' })).toHaveAttribute(
      'href',
      '/my-account#become-agent',
    );
    expect(screen.queryByRole('link', { name: /Subscribe/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('current-plan')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to My listings' })).not.toBeInTheDocument();
  });

  it('speaks Arabic: plan names, new pounds, the quota and the annual switch', async () => {
    const user = userEvent.setup();
    api.answer('GET /subscription-plans', () => ok('Plans', overview()));
    await renderPage('ar', '/subscription-plans', agent, <PlansPage />);
    const premium = await card('المميزة');
    expect(premium.getByText('3,000 ل.س جديدة شهرياً')).toBeInTheDocument();
    expect(premium.getByText('أو 25 دولار شهرياً')).toBeInTheDocument();
    expect(premium.getByText('تجربة مجانية لمدة 30 يومًا')).toBeInTheDocument();
    // The number of days agrees with its noun: 7 أيام, 60 يومًا.
    const options = screen.getAllByTestId('listing-option');
    expect(within(options[0]!).getByText(/في نتائج البحث لمدة 60 يومًا\./)).toBeInTheDocument();
    expect(within(options[1]!).getByText(/في أعلى نتائج البحث لمدة 7 أيام\./)).toBeInTheDocument();
    expect((await card('الأساسية')).getByText('خطتك الحالية')).toBeInTheDocument();
    expect(screen.getByText('الإعلانات النشطة: 7 من 10')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'سنوي (توفير حتى 16%)' }));
    expect(premium.getByText('30,000 ل.س جديدة سنوياً')).toBeInTheDocument();
    expect(premium.getByText('وفّر 6,000 ل.س جديدة سنوياً مقارنةً بالدفع الشهري')).toBeInTheDocument();
    expect(premium.getByRole('link', { name: 'اشترك في خطة المميزة' })).toHaveAttribute(
      'href',
      '/subscription-plans/checkout?plan=2&billing=annual',
    );
  });

  it('tells an Individual in Arabic how to become an agent', async () => {
    api.answer('GET /subscription-plans', () =>
      ok('Plans', overview({ audience: 'Individual', can_subscribe: false, current: null })),
    );
    await renderPage('ar', '/subscription-plans', individual, <PlansPage />);
    expect(await screen.findByText(/الحسابات الفردية لا تنشر إعلانات/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'كن وكيلاً من صفحة حسابي' })).toHaveAttribute(
      'href',
      '/my-account#become-agent',
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: /اشترك/ })).not.toBeInTheDocument());
  });
});
