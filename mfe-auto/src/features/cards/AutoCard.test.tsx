import { screen } from '@testing-library/react';
import { inCurrency, resultCardTests } from '@souq/shared/testing';
import { card } from '../../testing/fixtures';
import { renderAt } from '../../testing/render';
import { toSummary } from '../listing/api/toAuto';
import { AutoCard } from './AutoCard';

const show = (lng: 'ar' | 'en', symbol: 'Syp' | 'USD', record = card()) => inCurrency(symbol, () => renderAt(lng, '/auto', <AutoCard auto={toSummary(record, lng)} />));

describe('a result card', () => {
  it('shows the make and the key facts', async () => {
    await show('en', 'Syp');
    expect(screen.getByText('Toyota · Corolla · XLi')).toBeInTheDocument();
    for (const fact of ['2018', '84,500 km', 'Automatic', 'Petrol']) expect(screen.getByText(fact)).toBeInTheDocument();
    expect(screen.queryByText('Sold')).not.toBeInTheDocument();
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

  resultCardTests(show, {
    name: 'Toyota Corolla XLi 2018',
    href: '/auto/auto-detail/5',
    thumbnail: '/api/uploaded-files/product-images/c-thumb.webp',
    sypPrice: '156,000,000 SYP',
    usdPrice: '12,000 USD',
    withArabicName: (name) => card({ name_ar: name }),
    mixedName: { name: 'شيفروليه سبارك Sport 2021', isolated: ['Sport'] },
  });
});
