import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@souq/shared';
import { invalid, ok, startApiStandIn, useStandIn, type ApiStandIn } from '@souq/shared/testing';
import { autoCard, page, propertyCard } from '../../testing/cards';
import { agent, renderPage } from '../../testing/render';
import { basicPlan, subscriptionDetail } from './testPlans';
import { MyListingsPage } from './MyListingsPage';

jest.setTimeout(60_000);

let api: ApiStandIn;
let properties: ReturnType<typeof propertyCard>[];
let statusCalls: unknown[];

beforeAll(async () => {
  api = await startApiStandIn();
});
afterAll(() => api.close());

beforeEach(async () => {
  api.reset();
  await useStandIn(api);
  statusCalls = [];
  properties = [
    propertyCard({ id: 11, name: 'Flat for rent', listing_type: 'rent', status: 'active' }),
    propertyCard({ id: 12, name: 'Draft villa', status: 'draft' }),
    propertyCard({ id: 13, name: 'Flat under review', status: 'hidden' }),
  ];
  api.answer('GET /property/my-properties', () => ok('My properties', page(properties, 1, properties.length, 10)));
  api.answer('GET /auto/my-autos', () => ok('My autos', page([autoCard({ id: 21 })], 1, 1, 10)));
  api.answer('GET /subscription-detail', () => ok('Your plan', subscriptionDetail(basicPlan())));
  api.answer('POST /listing-status', (body) => {
    statusCalls.push(body);
    const listing = properties.find((p) => p.id === body.id)!;
    if (body.status === 'sold')
      return invalid('Only a listing for sale can be marked sold.', {
        status: ['Only a listing for sale can be marked sold.'],
      });
    listing.status = body.status as string;
    return ok('Listing status updated.', { kind: body.kind, id: body.id, status: body.status });
  });
});
afterEach(() => act(() => sessionStore.getState().logout()));

const row = (name: string) =>
  within(screen.getAllByTestId('account-listing').find((r) => within(r).queryByRole('link', { name }))!);

describe('changing a listing status from my listings', () => {
  it('pauses an active rent, offers "Mark rented" (not sold) and publishes a draft, showing the new status', async () => {
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    await waitFor(() => expect(screen.getAllByTestId('account-listing')).toHaveLength(3));
    expect(row('Flat for rent').getByRole('button', { name: 'Mark rented: Flat for rent' })).toBeInTheDocument();
    expect(row('Flat for rent').queryByRole('button', { name: /Mark sold/ })).not.toBeInTheDocument();

    await userEvent.click(row('Flat for rent').getByRole('button', { name: 'Pause: Flat for rent' }));
    // The toast closes after two seconds, which a loaded machine can spend reloading the list: look for it first.
    expect(await screen.findByText('Listing status updated.')).toBeInTheDocument();
    await waitFor(() => expect(row('Flat for rent').getByText('Paused')).toBeInTheDocument());
    expect(row('Flat for rent').getByRole('button', { name: 'Reactivate: Flat for rent' })).toBeInTheDocument();

    await userEvent.click(row('Draft villa').getByRole('button', { name: 'Publish: Draft villa' }));
    await waitFor(() => expect(row('Draft villa').getByText('Active')).toBeInTheDocument());
    expect(statusCalls).toEqual([
      { kind: 'property', id: 11, status: 'paused' },
      { kind: 'property', id: 12, status: 'active' },
    ]);
  });

  it('offers nothing for a listing under review, and says why, in Arabic', async () => {
    await renderPage('ar', '/my-listing', agent, <MyListingsPage />);
    await waitFor(() => expect(screen.getAllByTestId('account-listing')).toHaveLength(3));
    const hidden = within(screen.getAllByTestId('account-listing')[2]!);
    expect(hidden.getByText('قيد المراجعة: يمكن تغييره مجدداً عند انتهاء المراجعة.')).toBeInTheDocument();
    expect(hidden.queryByRole('button', { name: /إيقاف مؤقت|نشر|تم/ })).not.toBeInTheDocument();
    expect(
      within(screen.getAllByTestId('account-listing')[1]!).getByRole('button', { name: /^نشر/ }),
    ).toBeInTheDocument();
  });
});
