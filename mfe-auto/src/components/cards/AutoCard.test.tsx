import { screen } from '@testing-library/react';
import { cardShow, resultCardTests } from '@souq/shared/testing';
import { card } from '../../testing/fixtures';
import { renderAt } from '../../testing/render';
import { toSummary } from '../../lib/listing/api/toAuto';
import { AutoCard } from './AutoCard';

const show = cardShow(card, (record, lang) => renderAt(lang, '/auto', <AutoCard auto={toSummary(record, lang)} />));
const soldAtDiscount = card({
  vehicle_status: 'sold',
  discount_percent: 10,
  discounted_price_usd: 10_800,
  discounted_price_syp: 140_400_000,
});

describe('a result card', () => {
  it('marks a sold car, and only a sold one', async () => {
    const available = await show('en', 'Syp');
    expect(screen.queryByText('Sold')).not.toBeInTheDocument();
    available.unmount();
    await show('en', 'USD', soldAtDiscount);
    expect(screen.getByText('Sold')).toBeInTheDocument();
    expect(screen.getByTestId('auto-card')).toHaveAttribute('data-sold', 'true');
  });

  it('marks a car closed as sold, which stays in search for a few days, in Arabic too', async () => {
    await show('ar', 'Syp', card({ id: 6, status: 'sold', vehicle_status: 'available' }));
    expect(screen.getByText('مباعة')).toBeInTheDocument();
    expect(screen.getByTestId('auto-card')).toHaveAttribute('data-sold', 'true');
  });

  resultCardTests(show, {
    name: 'Toyota Corolla XLi 2018',
    href: '/auto/auto-detail/5',
    thumbnail: '/api/uploaded-files/product-images/c-thumb.webp',
    sypPrice: '156,000,000 new SYP',
    usdPrice: '12,000 USD',
    withArabicName: (name) => card({ name_ar: name }),
    facts: ['Toyota · Corolla · XLi', '2018', '84,500 km', 'Automatic', 'Petrol'],
    discounted: { record: soldAtDiscount, price: '10,800 USD', was: '12,000 USD' },
    arabic: {
      record: card({ vehicle_status: 'sold', transmission: 'manual', fuel_type: 'diesel' }),
      name: 'تويوتا كورولا 2018',
      price: '156,000,000 ل.س جديدة',
      facts: ['تويوتا · كورولا · XLi', '84,500 كم', 'عادي (يدوي)', 'ديزل (مازوت)', 'مباعة'],
    },
    mixedName: { name: 'شيفروليه سبارك Sport 2021', isolated: ['Sport'] },
    featured: card({ is_featured: true }),
    dropped: card({ price_dropped: true }),
  });
});

describe('the fair-price label on a result card', () => {
  it("says where the price stands against the same model's listings, in English and Arabic", async () => {
    const fair = { label: 'above' as const, comparables: 2, median_syp: 2_600_000, basis: 'model' as const };
    const { unmount } = await show('en', 'Syp', card({ id: 31, fair_price: fair }));
    expect(screen.getByTestId('fair-price')).toHaveTextContent('Above the typical price here (2 comparable listings)');
    unmount();
    await show('ar', 'Syp', card({ id: 31, fair_price: fair }));
    expect(screen.getByTestId('fair-price')).toHaveTextContent('أعلى من السعر المعتاد هنا (إعلانان مشابهان)');
  });
});
