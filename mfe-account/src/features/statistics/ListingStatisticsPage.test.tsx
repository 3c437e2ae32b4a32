import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, sessionStore, SouqProviders, type Lang, type SessionUser } from '@souq/shared';
import { ok, startApiStandIn, useStandIn, type ApiStandIn, type Reply } from '@souq/shared/testing';
import { ListingStatisticsPage } from './ListingStatisticsPage';
import type { ListingStatistics, StatisticsDay } from './statisticsRequests';

const agent: SessionUser = { id: 2, name: 'Rami', email: 'rami@example.com', user_type: 'Agent' };

/** 30 days from Oct 23 to Nov 21, 2026; views on the last day only, contacts and favourites on a few. */
function days(): StatisticsDay[] {
  return Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 23 + i)).toISOString().slice(0, 10);
    return {
      date,
      views: i === 29 ? 1500 : i,
      contacts: { call: i === 28 ? 2 : 0, email: i === 28 ? 1 : 0, whatsapp: i === 5 ? 4 : 0 },
      favourites: i === 10 ? 3 : 0,
    };
  });
}

function statistics(kind: 'property' | 'auto', id: number, title: string): ListingStatistics {
  const list = days();
  return {
    listing: { id, kind, title, status: 'active' },
    days: list,
    totals: {
      views: list.reduce((s, d) => s + d.views, 0),
      contacts: { call: 2, email: 1, whatsapp: 4 },
      favourites: 3,
    },
  };
}

let api: ApiStandIn;
beforeAll(async () => {
  api = await startApiStandIn();
});
afterAll(() => api.close());
beforeEach(async () => {
  api.reset();
  await useStandIn(api);
  api.answer('GET /listing-statistics/listings', () =>
    ok('', {
      items: [
        {
          kind: 'property',
          id: 8,
          title: 'Villa in Latakia',
          status: 'active',
          views: 1935,
          contacts: 7,
          favourites: 3,
        },
        { kind: 'auto', id: 3, title: 'Toyota Corolla 2019', status: 'active', views: 10, contacts: 0, favourites: 0 },
      ],
    }),
  );
  api.answer('GET /listing-statistics', (_body, query): Reply => {
    const id = Number(query.get('id'));
    if (id === 99)
      return {
        status: 403,
        body: { success: false, message: 'You can only see the statistics of your own listings.' },
      };
    return ok(
      '',
      id === 3 ? statistics('auto', 3, 'Toyota Corolla 2019') : statistics('property', 8, 'Villa in Latakia'),
    );
  });
  act(() => sessionStore.getState().login('token-1', agent));
});
afterEach(() => act(() => sessionStore.getState().logout()));

async function renderAt(lang: Lang, url: string) {
  await act(async () => {
    await changeLanguage(lang);
  });
  window.history.pushState(null, '', url);
  return render(
    <SouqProviders>
      <ListingStatisticsPage />
    </SouqProviders>,
  );
}

describe('listing statistics page', () => {
  it("shows the first listing's totals, a chart per measure and the numbers as a table", async () => {
    await renderAt('en', '/listing-statistics');
    expect(await screen.findByRole('heading', { level: 3, name: 'Villa in Latakia' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Listing' })).toHaveDisplayValue('Villa in Latakia (Property)');
    const call = api.calls.find((c) => c.path === '/listing-statistics')!;
    expect([call.query.get('kind'), call.query.get('id')]).toEqual(['property', '8']);

    const totals = screen.getByRole('region', { name: 'Totals for the last 30 days' });
    // 0 + 1 + … + 28 views, then 1,500 on the last day.
    expect(within(totals).getByText('Views (last 30 days)').nextSibling).toHaveTextContent('1,906');
    expect(within(totals).getByText('Contacts (last 30 days)').nextSibling).toHaveTextContent('7');
    expect(totals).toHaveTextContent('Calls: 2');
    expect(totals).toHaveTextContent('WhatsApp: 4');
    expect(within(totals).getByText('Saved as favourite (last 30 days)').nextSibling).toHaveTextContent('3');

    expect(
      screen.getByRole('img', { name: 'Views per day, last 30 days: 1,906 in all, at most 1,500 on one day.' }),
    ).toBeInTheDocument();
    const contacts = screen.getByRole('img', { name: /^Contacts per day, by channel/ });
    // Stacked bars: two channels on Nov 20, one on Oct 28.
    expect(contacts.querySelectorAll('[data-date="2026-11-20"] .stats-chart__bar')).toHaveLength(2);
    expect(contacts.querySelectorAll('.stats-chart__bar')).toHaveLength(3);
    expect(
      screen.getByRole('img', { name: /^Saved as favourite per day, last 30 days: 3 in all/ }),
    ).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Statistics by day, last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]).toHaveTextContent('Fri, Oct 23, 2026');
    expect(
      within(rows[30]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,500', '0', '0', '0', '0']);
    expect(within(rows[30]!).getByRole('rowheader')).toHaveTextContent('Sat, Nov 21, 2026');
  });

  it("tells the listing's all-time counts from the last 30 days' totals, in both languages", async () => {
    await renderAt('en', '/listing-statistics');
    await screen.findByRole('heading', { level: 3, name: 'Villa in Latakia' });
    expect(screen.getByText('Views (all time): 1,935')).toBeInTheDocument();
    expect(screen.getByText('Contacts (all time): 7')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals for the last 30 days' });
    expect(within(totals).getByText('Views (last 30 days)').nextSibling).toHaveTextContent('1,906');
    cleanup();

    await renderAt('ar', '/listing-statistics');
    await screen.findByRole('heading', { level: 3, name: 'Villa in Latakia' });
    expect(screen.getByText('المشاهدات (منذ النشر): 1,935')).toBeInTheDocument();
    const totalsAr = screen.getByRole('region', { name: 'المجاميع خلال آخر 30 يوماً' });
    expect(within(totalsAr).getByText('المشاهدات (آخر 30 يوماً)').nextSibling).toHaveTextContent('1,906');
  });

  it('opens the listing named in the address and follows the chooser', async () => {
    const user = userEvent.setup();
    await renderAt('en', '/listing-statistics?kind=auto&id=3');
    expect(await screen.findByRole('heading', { level: 3, name: 'Toyota Corolla 2019' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Listing' }), 'Villa in Latakia (Property)');
    expect(await screen.findByRole('heading', { level: 3, name: 'Villa in Latakia' })).toBeInTheDocument();
  });

  it("says why another member's listing cannot be shown", async () => {
    await renderAt('en', '/listing-statistics?kind=property&id=99');
    expect(await screen.findByText('You can only see the statistics of your own listings.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('runs time from the right in Arabic, with Western digits and en-US dates', async () => {
    await renderAt('ar', '/listing-statistics');
    const chart = await screen.findByRole('img', {
      name: 'المشاهدات يومياً، آخر 30 يوماً: 1,906 إجمالاً، وأعلى يوم 1,500.',
    });
    const x = (date: string) =>
      Number(chart.querySelector(`[data-date="${date}"] .stats-chart__bar`)!.getAttribute('x'));
    // The newest day sits to the left of the oldest one with bars.
    expect(x('2026-11-21')).toBeLessThan(x('2026-10-24'));
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('Sat, Nov 21, 2026'));
  });
});
