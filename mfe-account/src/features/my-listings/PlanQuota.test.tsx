import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@souq/shared';
import { invalid, ok, standInForEachTest } from '@souq/shared/testing';
import { autoCard, page, propertyCard } from '../../testing/cards';
import { agent, corporate, renderPage } from '../../testing/render';
import { MyListingsPage } from './MyListingsPage';
import { basicPlan, subscriptionDetail } from './testPlans';
import type { CurrentPlan } from './planQuota';

// My listings under the member's plan (issue #17): the quota used, the listings it paused, the options' marks and
// the way to promote a listing.
const api = standInForEachTest();
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const dateIn = (days: number) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(Date.now() + days * DAY),
  );

let plan: CurrentPlan;
let properties: ReturnType<typeof propertyCard>[];

beforeEach(() => {
  plan = basicPlan();
  properties = [
    propertyCard({
      id: 11,
      name: 'Flat in Mezzeh',
      status: 'active',
      featured_until: inDays(5),
      premium_until: null,
      quota_paused: false,
    }),
    propertyCard({ id: 12, name: 'Villa in Yaafour', status: 'paused', quota_paused: true }),
    propertyCard({ id: 13, name: 'Shop in Hamra', status: 'paused', quota_paused: false }),
    propertyCard({
      id: 14,
      name: 'Flat in Malki',
      status: 'active',
      featured_until: inDays(-2),
      premium_until: inDays(40),
      quota_paused: false,
    }),
  ];
  api.answer('GET /subscription-detail', () => ok('Your plan', subscriptionDetail(plan)));
  api.answer('GET /property/my-properties', () => ok('My properties', page(properties)));
  api.answer('GET /auto/my-autos', () => ok('My autos', page([autoCard({ id: 21, name: 'Kia Rio' })])));
  api.answer('POST /listing-status', (body) => {
    properties.find((p) => p.id === body.id)!.status = body.status as string;
    plan = { ...plan, active_listings: plan.active_listings - 1 };
    return ok('Listing status updated.', body);
  });
});
afterEach(() => act(() => sessionStore.getState().logout()));

const bar = () => within(screen.getByTestId('quota-bar'));
const row = (name: string) =>
  within(screen.getAllByTestId('account-listing').find((r) => within(r).queryByRole('link', { name }))!);

describe('my listings under a plan', () => {
  it('shows the quota used on the plan, with the way to upgrade', async () => {
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    expect(await screen.findByText('7 of 10 active listings · Basic')).toBeInTheDocument();
    expect(bar().getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute('href', '/subscription-plans');
    expect(api.calls.find((c) => c.path === '/subscription-detail')?.headers.authorization).toBe('Bearer token-1');
  });

  it("keeps the quota's room while the plan loads, then shows it in that place", async () => {
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    const room = screen.getByTestId('quota-bar-loading');
    expect(room).toHaveAttribute('aria-busy', 'true');
    expect(room.nextElementSibling).toHaveClass('acc-toolbar');
    expect(await screen.findByText('7 of 10 active listings · Basic')).toBeInTheDocument();
    expect(screen.queryByTestId('quota-bar-loading')).not.toBeInTheDocument();
    expect(screen.getByTestId('quota-bar').nextElementSibling).toHaveClass('acc-toolbar');
  });

  it('says plainly when the plan has no limit, and how many the quota paused', async () => {
    plan = basicPlan({
      code: 'corporate_diamond',
      name_en: 'Diamond',
      name_ar: 'الماسية',
      listing_quota: null,
      active_listings: 1234,
      quota_paused_listings: 2,
    });
    await renderPage('en', '/my-listing', corporate, <MyListingsPage />);
    expect(
      await screen.findByText('1,234 active listings · Diamond, with no limit on active listings'),
    ).toBeInTheDocument();
    expect(bar().getByText("Paused because they are over your plan's quota: 2")).toBeInTheDocument();
    expect(bar().queryByRole('link', { name: 'Upgrade plan' })).not.toBeInTheDocument();
  });

  it('marks the listings paused for the quota, and the live Featured and Premium ones with their end dates', async () => {
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    await waitFor(() => expect(screen.getAllByTestId('account-listing')).toHaveLength(4));
    expect(row('Villa in Yaafour').getByText("Paused — over your plan's quota")).toBeInTheDocument();
    expect(row('Villa in Yaafour').getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute(
      'href',
      '/subscription-plans',
    );
    // Paused by its owner: no quota mark.
    expect(row('Shop in Hamra').queryByText(/quota/)).not.toBeInTheDocument();
    expect(row('Flat in Mezzeh').getByText(`Featured until ${dateIn(5)}`)).toBeInTheDocument();
    // Its Featured option has ended; its Premium one runs.
    expect(row('Flat in Malki').queryByText(/Featured until/)).not.toBeInTheDocument();
    expect(row('Flat in Malki').getByText(`Premium until ${dateIn(40)}`)).toBeInTheDocument();
  });

  it('offers to promote an active listing as Featured or Premium, and no other', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    await waitFor(() => expect(screen.getAllByTestId('account-listing')).toHaveLength(4));
    expect(row('Flat in Mezzeh').getByRole('link', { name: 'Promote: Featured — Flat in Mezzeh' })).toHaveAttribute(
      'href',
      '/subscription-plans/checkout?option=featured_listing&kind=property&id=11',
    );
    expect(row('Flat in Mezzeh').getByRole('link', { name: 'Promote: Premium — Flat in Mezzeh' })).toHaveAttribute(
      'href',
      '/subscription-plans/checkout?option=premium_listing&kind=property&id=11',
    );
    expect(row('Villa in Yaafour').queryByRole('link', { name: /Promote/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Cars' }));
    await waitFor(() => expect(screen.getAllByTestId('account-listing')).toHaveLength(1));
    expect(row('Kia Rio').getByRole('link', { name: 'Promote: Featured — Kia Rio' })).toHaveAttribute(
      'href',
      '/subscription-plans/checkout?option=featured_listing&kind=auto&id=21',
    );
  });

  it('asks for the quota again after a listing changes', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    expect(await screen.findByText('7 of 10 active listings · Basic')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('account-listing')).toHaveLength(4));
    await user.click(row('Flat in Mezzeh').getByRole('button', { name: 'Pause: Flat in Mezzeh' }));
    expect(await screen.findByText('6 of 10 active listings · Basic')).toBeInTheDocument();
  });

  it('keeps a listing paused when reactivating it would pass the quota, saying why by it, with the way to upgrade', async () => {
    const user = userEvent.setup();
    const refusal = 'Your plan Basic allows 10 active listings. Upgrade your plan to post more.';
    api.answer('POST /listing-status', () => invalid(refusal, { quota: [refusal] }));
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    await waitFor(() => expect(screen.getAllByTestId('account-listing')).toHaveLength(4));
    await user.click(row('Shop in Hamra').getByRole('button', { name: 'Reactivate: Shop in Hamra' }));
    const note = await row('Shop in Hamra').findByRole('alert');
    expect(note).toHaveTextContent(refusal);
    expect(within(note).getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute('href', '/subscription-plans');
    expect(row('Shop in Hamra').getByText('Paused')).toBeInTheDocument();
  });

  it('speaks Arabic: the quota, the marks and the promotions', async () => {
    await renderPage('ar', '/my-listing', agent, <MyListingsPage />);
    expect(await screen.findByText('الإعلانات النشطة: 7 من 10 · الأساسية')).toBeInTheDocument();
    expect(bar().getByRole('link', { name: 'ترقية الخطة' })).toHaveAttribute('href', '/subscription-plans');
    await waitFor(() => expect(screen.getAllByTestId('account-listing')).toHaveLength(4));
    const villa = within(screen.getAllByTestId('account-listing')[1]!);
    expect(villa.getByText('متوقف مؤقتاً — تجاوز حصة خطتك')).toBeInTheDocument();
    const flat = within(screen.getAllByTestId('account-listing')[0]!);
    expect(flat.getByText(`مميز حتى ${dateIn(5)}`)).toBeInTheDocument();
    expect(flat.getByRole('link', { name: 'ترويج: مميز — شقة 11' })).toHaveTextContent('ترويج: مميز');
    expect(flat.getByRole('link', { name: 'ترويج: ممتاز — شقة 11' })).toBeInTheDocument();
  });

  it('shows no quota to a member no plan applies to', async () => {
    api.answer('GET /subscription-detail', () => ok('Your plan', subscriptionDetail(null)));
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    await waitFor(() => expect(screen.getAllByTestId('account-listing')).toHaveLength(4));
    expect(screen.queryByTestId('quota-bar')).not.toBeInTheDocument();
  });
});
