import { act, screen, within } from '@testing-library/react';
import { sessionStore } from '../session/session-store';
import { renderIn } from '../ui/test-render';
import { PriceDroppedMark } from './PriceDroppedMark';
import { PriceHistory, type PricePoint } from './PriceHistory';
import { TEST_UI } from './test-texts';
import { addTrustTexts } from './trust-texts';

addTrustTexts(TEST_UI.ns);

const points: PricePoint[] = [
  { date: '2026-01-05T10:00:00.000Z', price: { syp: 1_950_000_000, usd: 150_000 } },
  { date: '2026-02-10T10:00:00.000Z', price: { syp: 1_820_000_000, usd: 140_000 } },
];

afterEach(() => {
  act(() => sessionStore.getState().setSymbol('Syp'));
});

describe('the price history', () => {
  it("lists each price from its date on, newest first, in the visitor's currency", async () => {
    act(() => sessionStore.getState().setSymbol('USD'));
    await renderIn('en', <PriceHistory ui={TEST_UI} points={points} />);
    const table = screen.getByRole('table', { name: 'Price history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Tue, Feb 10, 2026140,000 USD', 'Mon, Jan 5, 2026150,000 USD']);
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toBeInTheDocument();
  });

  it('says it in Arabic on Arabic pages, with the dates as docs/product/constants.md writes them', async () => {
    await renderIn('ar', <PriceHistory ui={TEST_UI} points={points} />);
    const table = screen.getByRole('table', { name: 'سجل السعر' });
    expect(within(table).getByRole('columnheader', { name: 'التاريخ' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'السعر' })).toBeInTheDocument();
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Tue, Feb 10, 2026');
    expect(first).toHaveTextContent('1,820,000,000');
  });

  it('shows nothing while the price never changed', async () => {
    await renderIn('en', <PriceHistory ui={TEST_UI} points={points.slice(0, 1)} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('marks a listing whose price dropped, in both languages', async () => {
    const { unmount } = await renderIn('en', <PriceDroppedMark ui={TEST_UI} />);
    expect(screen.getByTestId('price-dropped')).toHaveTextContent('Price dropped');
    unmount();
    await renderIn('ar', <PriceDroppedMark ui={TEST_UI} />);
    expect(screen.getByTestId('price-dropped')).toHaveTextContent('انخفض السعر');
  });
});
