import { screen } from '@testing-library/react';
import { cardShow, resultCardTests } from '@souq/shared/testing';
import { card } from '../../testing/fixtures';
import { renderAt } from '../../testing/render';
import { toSummary } from '../../lib/listing/api/toProperty';
import { PropertyCard } from './PropertyCard';

const discounted = card({
  id: 9,
  listing_type: 'rent',
  rent_period: 'monthly',
  price_syp: 13_000_000,
  price_usd: 1000,
  discount_percent: 10,
  discounted_price_syp: 11_700_000,
  discounted_price_usd: 900,
});

const show = cardShow(card, (record, lang) =>
  renderAt(lang, '/property', <PropertyCard property={toSummary(record, lang)} />),
);

describe('a result card', () => {
  it('shows the listing type: for sale, or for rent', async () => {
    const sale = await show('en', 'Syp');
    expect(screen.getByText('For sale')).toBeInTheDocument();
    sale.unmount();
    await show('en', 'USD', discounted);
    expect(screen.getByText('For rent')).toBeInTheDocument();
  });

  it('says what a rent is per, right after its price, and nothing after a sale price', async () => {
    const monthly = card({ id: 10, listing_type: 'rent', rent_period: 'monthly', price_syp: 13_000, price_usd: 100 });
    const view = await show('en', 'Syp', monthly);
    expect(screen.getByText('13,000 new SYP').nextElementSibling).toHaveTextContent('/ month');
    // The old-pound equivalent at a glance (on hover).
    expect(screen.getByText('13,000 new SYP')).toHaveAttribute('title', '= 1.3 million old SYP');
    view.unmount();
    await show('ar', 'Syp', monthly);
    expect(screen.getByText('13,000 ل.س جديدة').nextElementSibling).toHaveTextContent('شهرياً');
    expect(screen.getByText('13,000 ل.س جديدة')).toHaveAttribute('title', '= 1.3 مليون ل.س قديمة');
  });

  it('shows no period for a sale', async () => {
    await show('en', 'Syp');
    expect(screen.queryByText(/\/ (month|year|day)/)).not.toBeInTheDocument();
  });

  resultCardTests(show, {
    name: 'Bright flat in Mezzeh',
    href: '/property/property-detail/7',
    thumbnail: '/api/uploaded-files/property-images/a-thumb.webp',
    sypPrice: '1,950,000,000 new SYP',
    usdPrice: '150,000 USD',
    withArabicName: (name) => card({ name_ar: name }),
    facts: ['Apartment', '3 bedrooms', '2 bathrooms', '140 m²', 'Mezzeh, Damascus City, Damascus'],
    discounted: { record: discounted, price: '900 USD', was: '1,000 USD' },
    arabic: {
      record: discounted,
      name: 'شقة مشمسة في المزة',
      price: '11,700,000 ل.س جديدة',
      facts: ['خصم 10%', '3 غرف نوم', 'حمامان', 'المزة، مدينة دمشق، دمشق'],
    },
    mixedName: { name: 'شقة في برج Sky Tower 2024', isolated: ['Sky Tower'] },
    featured: card({ is_featured: true }),
    dropped: card({ price_dropped: true }),
  });
});

describe('trust and status marks on a result card', () => {
  it('marks a verified listing, with a name that says what was checked', async () => {
    await show('en', 'Syp', card({ id: 11, verified: true }));
    expect(screen.getByRole('img', { name: 'Verified: the owner showed an ownership document' })).toHaveTextContent(
      'Verified',
    );
  });

  it('shows no mark for a listing that is not verified, or still available', async () => {
    await show('en', 'Syp', card({ id: 12, status: 'active' }));
    expect(screen.queryByTestId('verified-badge')).not.toBeInTheDocument();
    expect(screen.queryByText('Sold')).not.toBeInTheDocument();
  });

  it('says Sold or Rented on a listing that stays in search after it closed, in both languages', async () => {
    const sold = await show('en', 'Syp', card({ id: 13, status: 'sold' }));
    expect(screen.getByText('Sold')).toBeInTheDocument();
    expect(screen.getByTestId('property-card')).toHaveAttribute('data-closed', 'sold');
    sold.unmount();
    await show('ar', 'Syp', card({ id: 14, listing_type: 'rent', status: 'rented', verified: true }));
    expect(screen.getByText('مؤجّر')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'موثّق: قدّم المالك وثيقة ملكية' })).toBeInTheDocument();
  });

  it('sizes its photo and offers both WebP variants with their widths, loading it lazily unless it is among the first', async () => {
    const view = await show('en', 'Syp');
    const photo = view.container.querySelector('.pp-card__media img')!;
    expect(photo).toHaveAttribute('width', '400');
    expect(photo).toHaveAttribute('height', '300');
    expect(photo.getAttribute('src')).toMatch(/-thumb\.webp$/);
    expect(photo.getAttribute('srcset')).toMatch(/^\S+-thumb\.webp 480w, \S+\.webp 1280w$/);
    expect(photo).toHaveAttribute('sizes');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('decoding', 'async');
    expect(photo).not.toHaveAttribute('fetchpriority');
    view.unmount();
    const first = await renderAt(
      'en',
      '/property',
      <PropertyCard property={toSummary(card({ id: 4 }), 'en')} photo="first" />,
    );
    expect(first.container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(first.container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('price per m² on a result card', () => {
  // 1,950,000,000 SYP or 150,000 USD for 140 m².
  it('divides the price by the size in the visitor’s currency, in both languages', async () => {
    const cases = [
      ['en', 'Syp', '13,928,571 new SYP/m²'],
      ['en', 'USD', '1,071 USD/m²'],
      ['ar', 'Syp', '13,928,571 ل.س جديدة/م²'],
      ['ar', 'USD', '1,071 دولار/م²'],
    ] as const;
    for (const [lng, symbol, text] of cases) {
      const view = await show(lng, symbol);
      expect(screen.getByTestId('price-per-sqm')).toHaveTextContent(text);
      view.unmount();
    }
  });

  it('uses the price after the discount, and says a rent is per month', async () => {
    // 900 USD a month after the discount, for 140 m².
    const view = await show('en', 'USD', discounted);
    expect(screen.getByTestId('price-per-sqm')).toHaveTextContent(/^6 USD\/m² \/ month$/);
    view.unmount();
    await show('ar', 'USD', discounted);
    expect(screen.getByTestId('price-per-sqm')).toHaveTextContent(/^6 دولارات\/م² شهرياً$/);
  });

  it('is left out when the listing has no size', async () => {
    await show('en', 'USD', card({ id: 15, size_sqm: 0 }));
    expect(screen.getByText('150,000 USD')).toBeInTheDocument();
    expect(screen.queryByTestId('price-per-sqm')).not.toBeInTheDocument();
  });
});

describe('the fair-price label on a result card', () => {
  const fair = { label: 'below' as const, comparables: 12, median_syp: 150_000, basis: 'city' as const };
  it('says where the price stands against comparable listings, in English and Arabic', async () => {
    const { unmount } = await show('en', 'Syp', card({ id: 21, fair_price: fair }));
    expect(screen.getByTestId('fair-price')).toHaveTextContent('Below the typical price here (12 comparable listings)');
    unmount();
    await show('ar', 'Syp', card({ id: 21, fair_price: fair }));
    expect(screen.getByTestId('fair-price')).toHaveTextContent('أقل من السعر المعتاد هنا (12 إعلانًا مشابهًا)');
  });

  it('shows none for a listing without enough comparables', async () => {
    await show('en', 'Syp', card({ id: 22, fair_price: null }));
    expect(screen.queryByTestId('fair-price')).not.toBeInTheDocument();
  });
});
