import { act, screen } from '@testing-library/react';
import { sessionStore } from '@souq/shared';
import { expectThumbnail } from '@souq/shared/testing';
import { card } from '../../testing/fixtures';
import { renderAt } from '../../testing/render';
import { toSummary } from '../listing/api/toAuto';
import { AutoCard } from './AutoCard';

async function show(lng: 'ar' | 'en', symbol: 'Syp' | 'USD', record = card()) {
  act(() => sessionStore.getState().setSymbol(symbol));
  return renderAt(lng, '/auto', <AutoCard auto={toSummary(record, lng)} />);
}

describe('a result card', () => {
  it('shows the price in Syrian pounds with its symbol, the make and the key facts', async () => {
    await show('en', 'Syp');
    expect(screen.getByText('156,000,000 SYP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toyota Corolla XLi 2018' })).toHaveAttribute('href', '/auto/auto-detail/5');
    expect(screen.getByText('Toyota · Corolla · XLi')).toBeInTheDocument();
    for (const fact of ['2018', '84,500 km', 'Automatic', 'Petrol']) expect(screen.getByText(fact)).toBeInTheDocument();
    expect(screen.queryByText('Sold')).not.toBeInTheDocument();
  });

  it('follows the currency switch to US dollars', async () => {
    await show('en', 'USD');
    expect(screen.getByText('12,000 USD')).toBeInTheDocument();
    expect(screen.queryByText(/SYP/)).not.toBeInTheDocument();
  });

  it('marks a sold car and shows a discount with the old price struck through', async () => {
    await show('en', 'USD', card({ vehicle_status: 'sold', discount_percent: 10, discounted_price_usd: 10_800, discounted_price_syp: 140_400_000 }));
    expect(screen.getByText('Sold')).toBeInTheDocument();
    expect(screen.getByTestId('auto-card')).toHaveAttribute('data-sold', 'true');
    expect(screen.getByText('10,800 USD')).toBeInTheDocument();
    expect(screen.getByText('12,000 USD').closest('s')).not.toBeNull();
    expect(screen.getByText('10% off')).toBeInTheDocument();
  });

  it('speaks Arabic: Arabic name, make, facts and currency, numbers with en-US grouping', async () => {
    await show('ar', 'Syp', card({ vehicle_status: 'sold', transmission: 'manual', fuel_type: 'diesel' }));
    expect(screen.getByRole('link', { name: 'تويوتا كورولا 2018' })).toBeInTheDocument();
    expect(screen.getByText('156,000,000 ل.س')).toBeInTheDocument();
    expect(screen.getByText('تويوتا · كورولا · XLi')).toBeInTheDocument();
    expect(screen.getByText('84,500 كم')).toBeInTheDocument();
    expect(screen.getByText('عادي (يدوي)')).toBeInTheDocument();
    expect(screen.getByText('ديزل (مازوت)')).toBeInTheDocument();
    expect(screen.getByText('مباعة')).toBeInTheDocument();
  });

  it('gives its picture a size and loads it lazily', async () => {
    await show('en', 'Syp');
    expectThumbnail('Toyota Corolla XLi 2018', '/api/uploaded-files/product-images/c-thumb.webp');
  });

  it('keeps the words of a mixed Arabic and Latin title in order right to left', async () => {
    await show('ar', 'Syp', card({ name_ar: 'شيفروليه سبارك Sport 2021' }));
    const link = screen.getByRole('link', { name: 'شيفروليه سبارك Sport 2021' });
    // The Latin word is isolated; the year stays outside it, with the Arabic.
    expect([...link.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['Sport']);
  });
});
