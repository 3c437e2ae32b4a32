import { screen } from '@testing-library/react';
import { inCurrency, resultCardTests } from '@souq/shared/testing';
import { card } from '../../testing/fixtures';
import { renderAt } from '../../testing/render';
import { toSummary } from '../listing/api/toProperty';
import { PropertyCard } from './PropertyCard';

const discounted = card({
  id: 9,
  listing_type: 'rent',
  price_syp: 13_000_000,
  price_usd: 1000,
  discount_percent: 10,
  discounted_price_syp: 11_700_000,
  discounted_price_usd: 900,
});

const show = (lng: 'ar' | 'en', symbol: 'Syp' | 'USD', record = card()) => inCurrency(symbol, () => renderAt(lng, '/property', <PropertyCard property={toSummary(record, lng)} />));

describe('a result card', () => {
  it('shows the listing type, the key facts and the place', async () => {
    await show('en', 'Syp');
    expect(screen.getByText('For sale')).toBeInTheDocument();
    for (const fact of ['Apartment', '3 bedrooms', '2 bathrooms', '140 m²']) expect(screen.getByText(fact)).toBeInTheDocument();
    expect(screen.getByText('Mezzeh, Damascus City, Damascus')).toBeInTheDocument();
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
  });

  it('shows a discount: the new price, the old one struck through and the percentage', async () => {
    await show('en', 'USD', discounted);
    expect(screen.getByText('900 USD')).toBeInTheDocument();
    expect(screen.getByText('1,000 USD').closest('s')).not.toBeNull();
    expect(screen.getByLabelText('Was 1,000 USD')).toBeInTheDocument();
    expect(screen.getByText('10% off')).toBeInTheDocument();
    expect(screen.getByText('For rent')).toBeInTheDocument();
  });

  it('speaks Arabic: Arabic name, places and currency, numbers with en-US grouping', async () => {
    await show('ar', 'Syp', discounted);
    expect(screen.getByRole('link', { name: 'شقة مشمسة في المزة' })).toBeInTheDocument();
    expect(screen.getByText('11,700,000 ل.س')).toBeInTheDocument();
    expect(screen.getByText('خصم 10%')).toBeInTheDocument();
    expect(screen.getByText('3 غرف نوم')).toBeInTheDocument();
    expect(screen.getByText('حمامان')).toBeInTheDocument();
    expect(screen.getByText('المزة، مدينة دمشق، دمشق')).toBeInTheDocument();
  });

  it('says what a rent is per, right after its price, and nothing after a sale price', async () => {
    const monthly = card({ id: 10, listing_type: 'rent', rent_period: 'monthly', price_syp: 1_300_000, price_usd: 100 });
    const view = await show('en', 'Syp', monthly);
    expect(screen.getByText('1,300,000 SYP').nextElementSibling).toHaveTextContent('/ month');
    view.unmount();
    await show('ar', 'Syp', monthly);
    expect(screen.getByText('1,300,000 ل.س').nextElementSibling).toHaveTextContent('شهرياً');
  });

  it('shows no period for a sale', async () => {
    await show('en', 'Syp');
    expect(screen.queryByText(/\/ (month|year|day)/)).not.toBeInTheDocument();
  });

  resultCardTests(show, {
    name: 'Bright flat in Mezzeh',
    href: '/property/property-detail/7',
    thumbnail: '/api/uploaded-files/property-images/a-thumb.webp',
    sypPrice: '1,950,000,000 SYP',
    usdPrice: '150,000 USD',
    withArabicName: (name) => card({ name_ar: name }),
    mixedName: { name: 'شقة في برج Sky Tower 2024', isolated: ['Sky Tower'] },
  });
});
