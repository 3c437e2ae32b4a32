import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type SessionUser } from '@souq/shared';
import { invalid, ok, standInForEachTest } from '@souq/shared/testing';
import { fill, renderPage } from '../../testing/render';
import type { AdminOption, AdminPlan } from './plansAdminApi';
import PlansAdminPage from './PlansAdminPage';

const api = standInForEachTest();
const admin: SessionUser = { id: 9, name: 'Admin', email: 'admin@example.sy', user_type: 'Admin' };

const plan = (overrides: Partial<AdminPlan> & { id: number }): AdminPlan => ({
  code: 'agent_premium',
  audience: 'Agent',
  tier: 'premium',
  name_en: 'Agent Premium',
  name_ar: 'وكيل بريميوم',
  listing_quota: 30,
  monthly_syp: 3_000,
  monthly_usd: 25,
  annual_syp: 30_000,
  annual_usd: 250,
  featured_credits: 2,
  profile_badge: true,
  trial_days: 30,
  launch_trial_days: 0,
  public: true,
  sort_order: 2,
  updated_at: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

const options: AdminOption[] = [
  {
    id: 1,
    code: 'premium_listing',
    name_en: 'Premium Listing',
    name_ar: 'إعلان بريميوم',
    price_syp: 500,
    price_usd: 5,
    days: 30,
    updated_at: '2026-11-01T09:00:00.000Z',
  },
];

beforeEach(() => {
  const plans = [
    plan({ id: 2 }),
    plan({
      id: 3,
      code: 'agency_diamond',
      audience: 'Corporate',
      tier: 'diamond',
      name_en: 'Agency Diamond',
      name_ar: 'وكالة ماسية',
      listing_quota: null,
    }),
  ];
  api.answer('GET /admin/plans', () => ok('Plans', { plans }));
  api.answer('GET /admin/listing-options', () => ok('Options', { options }));
  api.answer('POST /admin/plans/update', (body) => {
    const { id, ...fields } = body;
    if (typeof fields.monthly_usd === 'number' && fields.monthly_usd > 1_000_000_000) {
      return invalid('The monthly usd field may not be greater than 1000000000.', {
        monthly_usd: ['The monthly usd field may not be greater than 1000000000.'],
      });
    }
    const saved = { ...plans.find((p) => p.id === id)!, ...fields, updated_at: '2026-11-25T09:00:00.000Z' };
    return ok('Plan updated.', { plan: saved });
  });
  api.answer('POST /admin/listing-options/update', (body) => {
    const { code: _code, ...fields } = body;
    return ok('Option updated.', { option: { ...options[0]!, ...fields } });
  });
});
afterEach(() => act(() => sessionStore.getState().logout()));

// A form is named by its plan's name, then its facts (tier, audience, code).
const planForm = (name: string) =>
  within(screen.getByRole('form', { name: (accessibleName) => accessibleName.startsWith(`${name} `) }));
const updates = (path: string) => api.calls.filter((c) => c.path === path).map((c) => c.body);

describe("the admin's plans and prices", () => {
  it('shows each plan and option with its prices and quotas in fields', async () => {
    await renderPage('en', '/admin/plans', admin, <PlansAdminPage />);
    await screen.findByRole('heading', { name: 'Agent Premium' });
    const premium = planForm('Agent Premium');
    expect(premium.getByLabelText('Monthly price (new SYP)')).toHaveValue('3000');
    expect(premium.getByLabelText('Active listings allowed')).toHaveValue('30');
    expect(premium.getByLabelText('Profile badge')).toBeChecked();
    expect(planForm('Agency Diamond').getByLabelText('Active listings allowed')).toHaveValue('');
    expect(planForm('Premium Listing').getByLabelText('Lasts (days)')).toHaveValue('30');
  });

  it('saves a changed price: only what changed is sent, and the API message is shown', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/plans', admin, <PlansAdminPage />);
    await screen.findByRole('heading', { name: 'Agent Premium' });
    const premium = planForm('Agent Premium');
    await fill(user, premium.getByLabelText('Monthly price (new SYP)'), '3500');
    await fill(user, premium.getByLabelText('Active listings allowed'), '');
    await user.click(premium.getByLabelText('Offered to members'));
    await user.click(premium.getByRole('button', { name: 'Save Agent Premium' }));
    expect(await screen.findByText('Plan updated.')).toBeInTheDocument();
    expect(updates('/admin/plans/update')).toEqual([{ id: 2, monthly_syp: 3500, listing_quota: null, public: false }]);
    expect(premium.getByLabelText('Monthly price (new SYP)')).toHaveValue('3500');
  });

  it('refuses a price that is not a whole number without asking the API, and shows the API refusal on its field keeping the input', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/plans', admin, <PlansAdminPage />);
    await screen.findByRole('heading', { name: 'Agent Premium' });
    const premium = planForm('Agent Premium');
    await fill(user, premium.getByLabelText('Annual price (USD)'), '12.5');
    await user.click(premium.getByRole('button', { name: 'Save Agent Premium' }));
    expect(premium.getByLabelText('Annual price (USD)')).toHaveAccessibleDescription(
      'Enter a whole number, 0 or more.',
    );
    expect(updates('/admin/plans/update')).toEqual([]);

    await fill(user, premium.getByLabelText('Annual price (USD)'), '250');
    await fill(user, premium.getByLabelText('Monthly price (USD)'), '9999999999');
    await user.click(premium.getByRole('button', { name: 'Save Agent Premium' }));
    await waitFor(() =>
      expect(premium.getByLabelText('Monthly price (USD)')).toHaveAccessibleDescription(
        'The monthly usd field may not be greater than 1000000000.',
      ),
    );
    expect(premium.getByLabelText('Monthly price (USD)')).toHaveValue('9999999999');
    expect(updates('/admin/plans/update')).toEqual([{ id: 2, monthly_usd: 9999999999 }]);
  });

  it('saves a per-ad option price', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/plans', admin, <PlansAdminPage />);
    await screen.findByRole('heading', { name: 'Premium Listing' });
    const option = planForm('Premium Listing');
    await fill(user, option.getByLabelText('Price (USD)'), '7');
    await user.click(option.getByRole('button', { name: 'Save Premium Listing' }));
    expect(await screen.findByText('Option updated.')).toBeInTheDocument();
    expect(updates('/admin/listing-options/update')).toEqual([{ code: 'premium_listing', price_usd: 7 }]);
  });

  it('speaks Arabic', async () => {
    await renderPage('ar', '/admin/plans', admin, <PlansAdminPage />);
    await screen.findByRole('heading', { name: 'وكيل بريميوم' });
    expect(planForm('وكيل بريميوم').getByLabelText('السعر الشهري (ل.س جديدة)')).toHaveValue('3000');
    expect(planForm('وكيل بريميوم').getByRole('button', { name: 'حفظ وكيل بريميوم' })).toBeInTheDocument();
  });
});
