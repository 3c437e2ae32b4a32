import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@souq/shared';
import { invalid, ok, startApiStandIn, useStandIn, type ApiStandIn } from '@souq/shared/testing';
import { autoCard, page, propertyCard } from '../../testing/cards';
import { agent, renderPage } from '../../testing/render';
import { basicPlan, subscriptionDetail } from './testPlans';
import { MyListingsPage } from './MyListingsPage';

// No speed is being tested: Jest's default 5 s per test only measures how busy the shared machine is
// (antd forms render several times per keystroke), so allow what a loaded machine needs.
jest.setTimeout(60_000);

let api: ApiStandIn;
let properties: ReturnType<typeof propertyCard>[];
let autos: ReturnType<typeof autoCard>[];

beforeAll(async () => {
  api = await startApiStandIn();
});
afterAll(() => api.close());

beforeEach(async () => {
  api.reset();
  await useStandIn(api);
  properties = [
    propertyCard({
      id: 11,
      name: 'Bright flat in Mezzeh',
      name_ar: 'شقة مشمسة في المزة',
      discount_percent: 10,
      discounted_price_syp: 1_755_000_000,
      discounted_price_usd: 135_000,
    }),
    propertyCard({ id: 12, name: 'Villa in Yaafour', status: 'sold' }),
  ];
  autos = [autoCard({ id: 21, name: 'Kia Rio 2019', vehicle_status: 'sold' })];
  const listPage = (all: unknown[]) => (_body: unknown, query: URLSearchParams) => {
    const n = Number(query.get('page') ?? 1);
    const per = Number(query.get('per_page') ?? 10);
    return ok('Your listings', page(all.slice((n - 1) * per, n * per), n, all.length, per));
  };
  api.answer('GET /property/my-properties', listPage(properties) as never);
  api.answer('GET /auto/my-autos', listPage(autos) as never);
  api.answer('GET /subscription-detail', () => ok('Your plan', subscriptionDetail(basicPlan())));
  api.answer('POST /property-delete', (body) => {
    const index = properties.findIndex((p) => p.id === body.id);
    if (index < 0) return { status: 404, body: { success: false, message: 'Listing not found.' } };
    properties.splice(index, 1);
    return ok('Listing deleted successfully.', { id: body.id });
  });
});
afterEach(() => act(() => sessionStore.getState().logout()));

const rows = () => screen.queryAllByTestId('account-listing');

describe('my listings', () => {
  it('lists the properties with status, both prices, views and contacts, and links to edit and statistics', async () => {
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const row = within(rows()[0]!);
    expect(row.getByRole('link', { name: 'Bright flat in Mezzeh' })).toHaveAttribute(
      'href',
      '/property/property-detail/11',
    );
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(row.getByText('1,755,000,000 new SYP')).toBeInTheDocument();
    expect(row.getByLabelText('Was 1,950,000,000 new SYP')).toBeInTheDocument();
    expect(row.getByText('135,000 USD')).toBeInTheDocument();
    expect(row.getByText('10% off')).toBeInTheDocument();
    expect(row.getByText('Views (all time): 1,234')).toBeInTheDocument();
    expect(row.getByText('Contacts (all time): 7')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Edit Bright flat in Mezzeh' })).toHaveAttribute(
      'href',
      '/my-listing/updateProperty/11',
    );
    expect(row.getByRole('link', { name: 'Statistics (last 30 days) of Bright flat in Mezzeh' })).toHaveAttribute(
      'href',
      '/listing-statistics?kind=property&id=11',
    );
    expect(within(rows()[1]!).getByText('Sold')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add property' })).toHaveAttribute('href', '/my-listing/addProperty');
    expect(screen.getByRole('link', { name: 'Add car' })).toHaveAttribute('href', '/my-listing/add');
  });

  it("offers only the kinds of listing the member's listing category allows", async () => {
    await renderPage('en', '/my-listing', { ...agent, listing_category: 'real_estate' }, <MyListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Add property' })).toHaveAttribute('href', '/my-listing/addProperty');
    expect(screen.queryByRole('link', { name: 'Add car' })).not.toBeInTheDocument();
  });

  it('says in Arabic that the counts are since posting and the statistics cover the last 30 days', async () => {
    await renderPage('ar', '/my-listing', agent, <MyListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const row = within(rows()[0]!);
    expect(row.getByText('المشاهدات (منذ النشر): 1,234')).toBeInTheDocument();
    expect(row.getByText('مرات التواصل (منذ النشر): 7')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'الإحصائيات (آخر 30 يوماً) لـ شقة مشمسة في المزة' })).toHaveTextContent(
      'الإحصائيات (آخر 30 يوماً)',
    );
  });

  it('offers a cars-only member only a car, in Arabic too', async () => {
    await renderPage('ar', '/my-listing', { ...agent, listing_category: 'auto' }, <MyListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'إضافة سيارة' })).toHaveAttribute('href', '/my-listing/add');
    expect(screen.queryByRole('link', { name: 'إضافة عقار' })).not.toBeInTheDocument();
  });

  it('offers both to a member who lists both', async () => {
    await renderPage('en', '/my-listing', { ...agent, listing_category: 'both' }, <MyListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Add property' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add car' })).toBeInTheDocument();
  });

  it('shows the cars in their own tab, with the car form as the edit link', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('tab', { name: 'Cars' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(window.location.search).toBe('?tab=auto');
    const row = within(rows()[0]!);
    expect(row.getByRole('link', { name: 'Kia Rio 2019' })).toHaveAttribute('href', '/auto/auto-detail/21');
    expect(row.getByText('Sold')).toBeInTheDocument();
    expect(row.getByText('No photo')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Edit Kia Rio 2019' })).toHaveAttribute('href', '/my-listing/update/21');
  });

  it('deletes a listing after the confirmation dialog, and it leaves the list', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Delete Villa in Yaafour' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete Villa in Yaafour?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.path === '/property-delete')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Villa in Yaafour' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Listing deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByText('Villa in Yaafour')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/property-delete').map((call) => call.body)).toEqual([{ id: 12 }]);
  });

  it("keeps the dialog open with the server's reason when the delete is refused", async () => {
    const user = userEvent.setup();
    api.answer('POST /property-delete', () =>
      invalid('The selected id is invalid.', { id: ['The selected id is invalid.'] }),
    );
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Delete Villa in Yaafour' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    // The toast gives the server's reason as a sentence, not under the API's field key ('id:…').
    await waitFor(() =>
      expect([...document.querySelectorAll('.Toastify__toast')].map((toast) => toast.textContent)).toEqual([
        'The selected id is invalid.',
      ]),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
  });

  it("says 'No Listings' when there are none", async () => {
    properties.length = 0;
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    expect(await screen.findByText('No Listings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add property' })).toBeInTheDocument();
  });

  it('pages through many listings', async () => {
    const user = userEvent.setup();
    properties.push(...Array.from({ length: 13 }, (_, i) => propertyCard({ id: 100 + i, name: `Listing ${100 + i}` })));
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(new URLSearchParams(window.location.search).get('page')).toBe('2');
  });

  it('speaks Arabic: Arabic names, statuses and currency, and the dialog', async () => {
    const user = userEvent.setup();
    await renderPage('ar', '/my-listing', agent, <MyListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const row = within(rows()[0]!);
    expect(row.getByRole('link', { name: 'شقة مشمسة في المزة' })).toBeInTheDocument();
    expect(row.getByText('نشط')).toBeInTheDocument();
    expect(row.getByText('1,755,000,000 ل.س جديدة')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'السيارات' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'حذف شقة مشمسة في المزة' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('شقة مشمسة في المزة');
  });
});
