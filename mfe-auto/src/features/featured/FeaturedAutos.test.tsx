import { act, screen, within } from '@testing-library/react';
import { sessionStore } from '@souq/shared';
import { ok, standInForEachTest } from '@souq/shared/testing';
import { card } from '../../testing/fixtures';
import { renderAt } from '../../testing/render';
import FeaturedAutos from './FeaturedAutos';

const api = standInForEachTest();

beforeEach(() => {
  act(() => sessionStore.getState().setSymbol('USD'));
});

describe('featured cars on the home page', () => {
  it('shows the featured cars as cards and links to the list', async () => {
    api.answer('GET /auto/feature-auto', () =>
      ok('Featured autos', [
        card({ id: 1, name: 'Kia Rio 2020', is_featured: true }),
        card({ id: 2, name: 'Hyundai Tucson 2019', vehicle_status: 'sold', is_featured: true }),
      ]),
    );
    await renderAt('en', '/', <FeaturedAutos />);
    const cards = await screen.findAllByTestId('auto-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Kia Rio 2020' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('12,000 USD')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Sold')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all cars' })).toHaveAttribute('href', '/auto');
    expect(api.calls.find((call) => call.path === '/auto/feature-auto')?.query.get('limit')).toBe('8');
  });

  it('says when there are none, in Arabic', async () => {
    api.answer('GET /auto/feature-auto', () => ok('', []));
    await renderAt('ar', '/', <FeaturedAutos />);
    expect(await screen.findByText('لا توجد سيارات مميزة حالياً.')).toBeInTheDocument();
  });
});
