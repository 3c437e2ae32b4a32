import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, sessionStore, SouqProviders, type SessionUser } from '@souq/shared';
import { ok, startApiStandIn, useStandIn, type ApiStandIn } from '@souq/shared/testing';
import { RecentSearches } from './RecentSearches';
import { answerMasterData } from './test-fixtures';
import type { SearchHistoryItem } from './types';
import { clearVocabularyCache } from './vocabulary';

const member: SessionUser = { id: 5, name: 'Lina', email: 'lina@example.com', user_type: 'Individual' };
let api: ApiStandIn;
let history: SearchHistoryItem[];

beforeAll(async () => {
  api = await startApiStandIn();
});
afterAll(() => api.close());
beforeEach(async () => {
  api.reset();
  clearVocabularyCache();
  history = [
    {
      id: 2,
      kind: 'property',
      query: 'governorate_id=1&listing_type=sale&property_type=apartment',
      searched_at: '2026-11-20T10:00:00.000Z',
    },
    { id: 1, kind: 'property', query: 'city_id=11&governorate_id=9', searched_at: '2026-11-19T10:00:00.000Z' },
  ];
  await useStandIn(api);
  answerMasterData(api);
  api.answer('POST /search-history', (body) => {
    history.unshift({
      id: history.length + 10,
      kind: body.kind as 'property',
      query: String(body.query),
      searched_at: '2026-11-21T10:00:00.000Z',
    });
    return ok('', null);
  });
  api.answer('GET /search-history', () => ok('', { items: history }));
  api.answer('POST /search-history/clear', () => {
    history = [];
    return ok('', null);
  });
  await act(async () => {
    await changeLanguage('en');
  });
});
afterEach(() => act(() => sessionStore.getState().logout()));

const recorded = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/search-history');

function renderRecent(query: string) {
  const view = render(
    <SouqProviders>
      <RecentSearches kind="property" query={query} recordDelayMs={20} />
    </SouqProviders>,
  );
  return {
    ...view,
    search: (next: string) =>
      view.rerender(
        <SouqProviders>
          <RecentSearches kind="property" query={next} recordDelayMs={20} />
        </SouqProviders>,
      ),
  };
}

describe('RecentSearches', () => {
  it('shows nothing to a guest and records nothing', async () => {
    const { container } = renderRecent('?governorate_id=1');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(container).toBeEmptyDOMElement();
    expect(recorded()).toHaveLength(0);
  });

  it('records the search once the filters settle, skipping an empty one and paging', async () => {
    act(() => sessionStore.getState().login('token-1', member));
    const view = renderRecent('');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(recorded()).toHaveLength(0);

    view.search('?governorate_id=1');
    view.search('?governorate_id=1&listing_type=rent');
    await waitFor(() => expect(recorded()).toHaveLength(1));
    expect(recorded()[0]!.body).toEqual({ kind: 'property', query: 'governorate_id=1&listing_type=rent' });
    expect(recorded()[0]!.headers.authorization).toBe('Bearer token-1');

    // Another page of the same results is the same search.
    view.search('?listing_type=rent&governorate_id=1&page=2');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(recorded()).toHaveLength(1);
  });

  it('lists the last searches as links to the list page, labelled from their filters, and clears them', async () => {
    const user = userEvent.setup();
    act(() => sessionStore.getState().login('token-1', member));
    renderRecent('');
    await user.click(screen.getByRole('button', { name: 'Recent searches' }));
    const panel = await screen.findByRole('region', { name: 'Your recent searches' });
    const links = await within(panel).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Apartment · For sale · Damascus', 'Property search']);
    expect(links[0]).toHaveAttribute('href', '/property?governorate_id=1&listing_type=sale&property_type=apartment');
    expect(api.calls.find((c) => c.path === '/search-history' && c.method === 'GET')!.query.get('kind')).toBe(
      'property',
    );

    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(await within(panel).findByText('No recent searches yet')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/search-history/clear')!.body).toEqual({ kind: 'property' });
  });

  it('opens a recent search in place and closes the list', async () => {
    const user = userEvent.setup();
    act(() => sessionStore.getState().login('token-1', member));
    window.history.pushState(null, '', '/property');
    renderRecent('');
    await user.click(screen.getByRole('button', { name: 'Recent searches' }));
    await user.click(await screen.findByRole('link', { name: 'Apartment · For sale · Damascus' }));
    expect(window.location.pathname + window.location.search).toBe(
      '/property?governorate_id=1&listing_type=sale&property_type=apartment',
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recent searches' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('speaks Arabic', async () => {
    const user = userEvent.setup();
    await act(async () => {
      await changeLanguage('ar');
    });
    act(() => sessionStore.getState().login('token-1', member));
    renderRecent('');
    await user.click(screen.getByRole('button', { name: 'عمليات البحث الأخيرة' }));
    expect(await screen.findByRole('link', { name: 'شقة · للبيع · دمشق' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'مسح' })).toBeInTheDocument();
  });
});
