import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type SessionUser } from '@souq/shared';
import { invalid, ok, standInForEachTest } from '@souq/shared/testing';
import { fill, renderPage } from '../../testing/render';
import type { RateRecord } from './exchangeRateApi';
import ExchangeRatePage from './ExchangeRatePage';

const api = standInForEachTest();
const admin: SessionUser = { id: 9, name: 'Admin', email: 'admin@example.sy', user_type: 'Admin' };
const BIG_JUMP =
  'This rate is more than 10 times higher or lower than the current one: check it is in new pounds, then confirm it.';

let rates: RateRecord[];
beforeEach(() => {
  rates = [
    {
      id: 1,
      syp_per_usd: 130,
      effective_date: '2026-11-01',
      source: 'Central Bank',
      set_by: { id: 9, name: 'Admin' },
      created_at: '2026-11-01T09:00:00.000Z',
    },
  ];
  const current = () => ({
    syp_per_usd: rates[0]!.syp_per_usd,
    effective_date: rates[0]!.effective_date,
    source: rates[0]!.source,
    is_default: false,
    redenomination: { date: '2026-01-01', factor: 100 },
  });
  api.answer('GET /exchange-rate', () => ok('Exchange rate', current()));
  api.answer('GET /admin/exchange-rates', () => ok('Exchange rate history', { rates }));
  api.answer('POST /admin/exchange-rates', (body) => {
    const rate = Number(
      String(body.rate)
        .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660))
        .replace(/٬/g, '')
        .replace('٫', '.'),
    );
    if (!(rate > 0)) return invalid('The rate must be more than zero.', { rate: ['The rate must be more than zero.'] });
    if (rate > rates[0]!.syp_per_usd * 10 && body.confirm !== true)
      return { status: 409, body: { success: false, message: BIG_JUMP, errors: { confirm: [BIG_JUMP] } } };
    const saved = {
      id: rates.length + 1,
      syp_per_usd: rate,
      effective_date: String(body.effective_date),
      source: String(body.source),
      set_by: { id: 9, name: 'Admin' },
      created_at: '2026-11-26T09:00:00.000Z',
    };
    rates = [saved, ...rates];
    return ok('Exchange rate saved.', { rate: saved });
  });
});
afterEach(() => act(() => sessionStore.getState().logout()));

const sent = () =>
  api.calls.filter((c) => c.path === '/admin/exchange-rates' && c.method === 'POST').map((c) => c.body);

describe("the admin's exchange rate", () => {
  it('shows the current rate and the history, and saves a new rate as typed', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/exchange-rate', admin, <ExchangeRatePage />);
    expect(await screen.findByTestId('current-rate')).toHaveTextContent(
      'Current rate: 130 new SYP per USD, since 2026-11-01 (Central Bank)',
    );
    expect(within(screen.getByTestId('rate-history')).getAllByRole('listitem')).toHaveLength(1);
    await fill(user, screen.getByLabelText('New SYP per US dollar'), '١٣٢٫٥');
    await fill(user, screen.getByLabelText('Source'), 'Bulletin');
    await user.click(screen.getByRole('button', { name: 'Save the rate' }));
    expect(await screen.findByText('Exchange rate saved.')).toBeInTheDocument();
    expect(sent()).toEqual([expect.objectContaining({ rate: '١٣٢٫٥', source: 'Bulletin' })]);
    expect(await screen.findByText('Current rate: 132.5 new SYP per USD', { exact: false })).toBeInTheDocument();
  });

  it('asks the admin to confirm a jump of more than ten times, then sends it confirmed', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/exchange-rate', admin, <ExchangeRatePage />);
    await screen.findByTestId('current-rate');
    await fill(user, screen.getByLabelText('New SYP per US dollar'), '١٣٬٠٠٠');
    await fill(user, screen.getByLabelText('Source'), 'Old pounds by mistake?');
    await user.click(screen.getByRole('button', { name: 'Save the rate' }));
    expect(
      await screen.findByText(
        'This rate is more than 10 times higher or lower than the current one (130). Check it is in new pounds, not old ones.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, save 13000' }));
    expect(await screen.findByText('Exchange rate saved.')).toBeInTheDocument();
    expect(sent()).toEqual([
      expect.not.objectContaining({ confirm: true }),
      expect.objectContaining({ rate: '١٣٬٠٠٠', confirm: true }),
    ]);
  });

  it('speaks Arabic', async () => {
    await renderPage('ar', '/admin/exchange-rate', admin, <ExchangeRatePage />);
    expect(await screen.findByTestId('current-rate')).toHaveTextContent(
      'السعر الحالي: 130 ل.س جديدة للدولار، منذ 2026-11-01 (Central Bank)',
    );
    expect(screen.getByLabelText('الليرات السورية الجديدة مقابل الدولار')).toBeInTheDocument();
  });

  it("names the marketplace default in the page's language, not as the API stored it", async () => {
    api.answer('GET /exchange-rate', () =>
      ok('Exchange rate', {
        syp_per_usd: 130,
        effective_date: '2026-01-01',
        source: 'Marketplace default',
        is_default: true,
        redenomination: { date: '2026-01-01', factor: 100 },
      }),
    );
    await renderPage('ar', '/admin/exchange-rate', admin, <ExchangeRatePage />);
    expect(await screen.findByTestId('current-rate')).toHaveTextContent(
      'السعر الحالي: 130 ل.س جديدة للدولار، منذ 2026-01-01 (القيمة الافتراضية للموقع)',
    );
  });
});
