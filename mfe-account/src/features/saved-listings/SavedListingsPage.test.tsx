import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@souq/shared';
import { ok, startApiStandIn, useStandIn, type ApiStandIn } from '@souq/shared/testing';
import { autoCard, page, propertyCard } from '../../testing/cards';
import { individual, renderPage } from '../../testing/render';
import { SavedListingsPage } from './SavedListingsPage';

let api: ApiStandIn;
let savedProperties: number[];
let savedAutos: number[];

beforeAll(async () => {
  api = await startApiStandIn();
});
afterAll(() => api.close());

beforeEach(async () => {
  api.reset();
  await useStandIn(api);
  savedProperties = [31, 32];
  savedAutos = [41];
  api.answer('GET /get-property-wishlist', () =>
    ok('Saved listings', page(savedProperties.map((id) => propertyCard({ id, name: `Saved flat ${id}` })))),
  );
  api.answer('GET /get-wishlist', () =>
    ok('Saved autos', page(savedAutos.map((id) => autoCard({ id, name: `Saved car ${id}` })))),
  );
  // The API's toggle: unsaves a saved listing, saves an unsaved one.
  api.answer('POST /add-remove-property-wishlist', (body) => {
    const id = Number(body.property_id);
    if (savedProperties.includes(id)) {
      savedProperties = savedProperties.filter((saved) => saved !== id);
      return ok('Removed from your saved listings.', { property_id: id, is_favourite: false });
    }
    savedProperties.push(id);
    return ok('Added to your saved listings.', { property_id: id, is_favourite: true });
  });
  api.answer('POST /add-remove-wishlist', (body) => {
    const id = Number(body.auto_id);
    savedAutos = savedAutos.filter((saved) => saved !== id);
    return ok('Removed from your saved autos.', { auto_id: id, is_favourite: false });
  });
});
afterEach(() => act(() => sessionStore.getState().logout()));

const rows = () => screen.queryAllByTestId('account-listing');

describe('saved listings', () => {
  it('shows saved properties first and saved cars in the other tab', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/saved-listing', individual, <SavedListingsPage />);
    expect(screen.getByRole('tab', { name: 'Properties' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Saved flat 31' })).toHaveAttribute('href', '/property/property-detail/31');
    expect(screen.queryByText(/Views:/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Cars' }));
    expect(await screen.findByRole('link', { name: 'Saved car 41' })).toHaveAttribute('href', '/auto/auto-detail/41');
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Cars' })).toHaveAttribute('aria-selected', 'true');
  });

  it('removes a listing from the list', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/saved-listing', individual, <SavedListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(within(rows()[0]!).getByRole('button', { name: 'Remove Saved flat 31 from saved listings' }));
    expect(await screen.findByText('Removed from your saved listings.')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Saved flat 31' })).not.toBeInTheDocument();
    expect(savedProperties).toEqual([32]);
  });

  it("says 'No Saved Listings' once the last one is removed", async () => {
    const user = userEvent.setup();
    await renderPage('en', '/saved-listing?tab=auto', individual, <SavedListingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Remove Saved car 41 from saved listings' }));
    expect(await screen.findByText('No Saved Listings')).toBeInTheDocument();
    expect(savedAutos).toEqual([]);
  });

  it('does not save a listing again that another tab had already removed', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/saved-listing', individual, <SavedListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    savedProperties = [32];
    await user.click(within(rows()[0]!).getByRole('button', { name: 'Remove Saved flat 31 from saved listings' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(savedProperties).toEqual([32]);
  });

  it('speaks Arabic', async () => {
    savedProperties = [];
    await renderPage('ar', '/saved-listing', individual, <SavedListingsPage />);
    expect(await screen.findByText('لا توجد إعلانات محفوظة')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'العقارات' })).toBeInTheDocument();
  });
});

describe('saved listings no longer on the market', () => {
  beforeEach(() => {
    api.answer('GET /get-property-wishlist', () =>
      ok(
        'Saved listings',
        page([
          propertyCard({ id: 31, name: 'Flat on the market' }),
          propertyCard({ id: 32, name: 'Expired flat', status: 'expired' }),
          propertyCard({ id: 33, name: 'Rented flat', listing_type: 'rent', status: 'rented' }),
          propertyCard({ id: 34, name: 'Hidden flat', status: 'hidden' }),
        ]),
      ),
    );
    api.answer('GET /get-wishlist', () =>
      ok('Saved autos', page([autoCard({ id: 41, name: 'Sold car', vehicle_status: 'sold' })])),
    );
  });

  const row = (name: string) => within(screen.getByRole('heading', { name }).closest('article')!);

  it('marks each one as what it is, not as available, and links only to pages that still show', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/saved-listing', individual, <SavedListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(row('Flat on the market').getByRole('link', { name: 'Flat on the market' })).toBeInTheDocument();
    expect(rows()[0]).not.toHaveAttribute('data-unavailable');

    expect(row('Expired flat').getByText('Expired: it is no longer listed.')).toBeInTheDocument();
    expect(row('Expired flat').getByText('Expired')).toBeInTheDocument();
    expect(row('Expired flat').queryByRole('link')).not.toBeInTheDocument();
    expect(row('Rented flat').getByText('Rented: it is no longer available.')).toBeInTheDocument();
    expect(row('Rented flat').getByRole('link', { name: 'Rented flat' })).toHaveAttribute(
      'href',
      '/property/property-detail/33',
    );
    expect(row('Hidden flat').getByText('Not available')).toBeInTheDocument();
    expect(row('Hidden flat').queryByText('Under review')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Cars' }));
    expect(await screen.findByText('Sold: it is no longer available.')).toBeInTheDocument();
    // Removing it from the favourites still works.
    expect(row('Sold car').getByRole('button', { name: 'Remove Sold car from saved listings' })).toBeInTheDocument();
  });

  it('says so in Arabic', async () => {
    await renderPage('ar', '/saved-listing', individual, <SavedListingsPage />);
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getByText('منتهي الصلاحية: لم يعد معروضاً.')).toBeInTheDocument();
    expect(screen.getByText('تم التأجير: لم يعد متاحاً.')).toBeInTheDocument();
    expect(screen.getByText('غير متاح')).toBeInTheDocument();
  });
});
