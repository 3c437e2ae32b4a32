import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@souq/shared';
import { invalid, ok, standInForEachTest } from '@souq/shared/testing';
import { autoCard, page, propertyCard } from '../../testing/cards';
import { agent, renderPage } from '../../testing/render';
import { basicPlan, subscriptionDetail } from './testPlans';
import { MyListingsPage } from './MyListingsPage';

jest.setTimeout(60_000);

const api = standInForEachTest();
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
let properties: ReturnType<typeof propertyCard>[];
let car: ReturnType<typeof autoCard>;

beforeEach(() => {
  properties = [
    propertyCard({ id: 11, name: 'Reported flat', status: 'hidden', hidden_reason: 'reports' }),
    propertyCard({ id: 12, name: 'Hidden villa', status: 'hidden', hidden_reason: 'moderator' }),
    propertyCard({ id: 13, name: 'Flat of a suspended owner', status: 'hidden', hidden_reason: 'suspended' }),
    propertyCard({ id: 14, name: 'Expired flat', status: 'expired', expires_at: inDays(-2) }),
    propertyCard({ id: 15, name: 'Live flat', status: 'active', expires_at: '2027-01-20T10:00:00Z', verified: true }),
  ];
  api.answer('GET /property/my-properties', () => ok('My properties', page(properties, 1, properties.length, 10)));
  // With `id`, the API answers that listing when it is the member's, and no listing otherwise.
  car = autoCard({ id: 21, name: 'Kia Rio 2019', name_ar: 'كيا ريو 2019', expires_at: inDays(2) });
  api.answer('GET /auto/my-autos', (_body, query) => {
    const cars = [car].filter((c) => query.get('id') === null || String(c.id) === query.get('id'));
    return ok('My autos', page(cars, 1, cars.length, 10));
  });
  api.answer('GET /subscription-detail', () => ok('Your plan', subscriptionDetail(basicPlan())));
});
afterEach(() => act(() => sessionStore.getState().logout()));

const row = (name: string) => within(screen.getByRole('link', { name }).closest('article')!);
const toasts = () => [...document.querySelectorAll('.Toastify__toast')].map((toast) => toast.textContent);

describe('what moderation and time did to a listing', () => {
  it('says why a listing is hidden, that one expired, and until when the others run', async () => {
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    await screen.findByRole('link', { name: 'Live flat' });
    expect(row('Reported flat').getByText('Under review', { selector: 'strong' })).toBeInTheDocument();
    expect(
      row('Reported flat').queryByRole('button', { name: /Pause|Publish|Renew|Get verified/ }),
    ).not.toBeInTheDocument();
    expect(row('Hidden villa').getByText('Hidden by moderators')).toBeInTheDocument();
    expect(row('Flat of a suspended owner').getByText('Account suspended')).toBeInTheDocument();
    expect(row('Expired flat').getByText('Expired', { selector: 'strong' })).toBeInTheDocument();
    expect(row('Expired flat').getByRole('button', { name: 'Renew Expired flat' })).toBeInTheDocument();
    expect(row('Expired flat').queryByRole('button', { name: /Put back on the market/ })).not.toBeInTheDocument();
    // docs/product/constants.md: en-US dates, short weekday, month, day and year.
    expect(row('Live flat').getByText('Expires on Wed, Jan 20, 2027')).toBeInTheDocument();
    expect(
      row('Live flat').getByRole('img', { name: 'Verified: the owner showed an ownership document' }),
    ).toBeInTheDocument();
    expect(row('Live flat').queryByRole('button', { name: 'Renew Live flat' })).not.toBeInTheDocument();
    expect(row('Live flat').queryByRole('button', { name: 'Get Live flat verified' })).not.toBeInTheDocument();
  });

  it('says it in Arabic too', async () => {
    await renderPage('ar', '/my-listing', agent, <MyListingsPage />);
    await screen.findByRole('link', { name: 'شقة 15' });
    expect(row('شقة 11').getByText('قيد المراجعة', { selector: 'strong' })).toBeInTheDocument();
    expect(row('شقة 12').getByText('أخفاه المشرفون')).toBeInTheDocument();
    expect(row('شقة 13').getByText('الحساب موقوف')).toBeInTheDocument();
    expect(row('شقة 14').getByText('منتهي الصلاحية', { selector: 'strong' })).toBeInTheDocument();
    expect(row('شقة 15').getByText('ينتهي في Wed, Jan 20, 2027')).toBeInTheDocument();
  });
});

describe('renewing', () => {
  it('renews an expired listing and shows it back on the market', async () => {
    const user = userEvent.setup({ delay: null });
    api.answer('POST /listings/renew', (body) => {
      const listing = properties.find((p) => p.id === body.id)!;
      listing.status = 'active';
      listing.expires_at = '2027-01-25T10:00:00Z';
      return ok('Listing renewed.', { status: 'active', expires_at: listing.expires_at });
    });
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Renew Expired flat' }));
    await waitFor(() => expect(row('Expired flat').getByText('Expires on Mon, Jan 25, 2027')).toBeInTheDocument());
    expect(api.calls.find((call) => call.path === '/listings/renew')?.body).toEqual({ kind: 'property', id: 14 });
    await waitFor(() => expect(toasts()).toContain('The listing was renewed: it is listed until Mon, Jan 25, 2027.'));
  });

  it('keeps a quota refusal by the listing with the way to a bigger plan', async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'Your plan allows 10 active listings. Upgrade your plan or pause another listing.';
    api.answer('POST /listings/renew', () => invalid(message, { quota: [message] }));
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Renew Expired flat' }));
    const alert = await row('Expired flat').findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute('href', '/subscription-plans');
  });

  it('offers Renew on a car that expires in two days', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage('en', '/my-listing?tab=auto', agent, <MyListingsPage />);
    await screen.findByRole('link', { name: 'Kia Rio 2019' });
    expect(row('Kia Rio 2019').getByRole('button', { name: 'Renew Kia Rio 2019' })).toBeInTheDocument();
    api.answer('POST /listings/renew', () => ok('Renewed.', { status: 'active', expires_at: inDays(60) }));
    await user.click(row('Kia Rio 2019').getByRole('button', { name: 'Renew Kia Rio 2019' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/listings/renew')?.body).toEqual({ kind: 'auto', id: 21 }),
    );
  });

  // As the one-click link leaves it: renewed, with a fresh end.
  const renewedCar = () => {
    car.expires_at = '2027-01-27T10:00:00Z';
  };

  it('says the one-click renewal from the reminder email worked, naming the listing and its end, and opens its tab', async () => {
    renewedCar();
    await renderPage('en', '/my-listing?renewed=auto-21', agent, <MyListingsPage />);
    await waitFor(() =>
      expect(toasts()).toEqual(['“Kia Rio 2019” was renewed: it is listed until Wed, Jan 27, 2027.']),
    );
    await waitFor(() => expect(window.location.search).toBe('?tab=auto'));
    expect(await screen.findByRole('link', { name: 'Kia Rio 2019' })).toBeInTheDocument();
  });

  it('names the renewed listing in Arabic', async () => {
    renewedCar();
    await renderPage('ar', '/my-listing?renewed=auto-21', agent, <MyListingsPage />);
    await waitFor(() => expect(toasts()).toEqual(['تم تجديد «كيا ريو 2019»: سيبقى معروضاً حتى Wed, Jan 27, 2027.']));
  });

  it('says only that it worked when the listing is not the signed-in member’s (the link needs no sign-in)', async () => {
    await renderPage('en', '/my-listing?renewed=auto-99', agent, <MyListingsPage />);
    await waitFor(() => expect(toasts()).toEqual(['Your listing was renewed.']));
  });

  it('says when the one-click renewal failed, in Arabic', async () => {
    await renderPage('ar', '/my-listing?renew=failed', agent, <MyListingsPage />);
    await waitFor(() =>
      expect(toasts()).toEqual(['تعذّر تجديد الإعلان: انتهت صلاحية الرابط أو لا يمكن تجديد الإعلان. جرّب زر التجديد.']),
    );
    expect(window.location.search).toBe('');
  });
});
