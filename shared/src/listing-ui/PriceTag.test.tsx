import { act, screen } from '@testing-library/react';
import { sessionStore } from '@souq/shared';
import { ok, startApiStandIn, useStandIn, type ApiStandIn } from '@souq/shared/testing';
import { renderIn } from '../ui/test-render';
import { forgetCurrentRate } from './current-rate';
import { PriceTag } from './PriceTag';
import { TEST_UI } from './test-texts';

// A listing priced in one currency shows the other converted at the rate an admin set (not the amount derived on
// the day it was posted), marked "≈", with the rate's date and source on hover and focus.
let api: ApiStandIn;
const RATE = {
  syp_per_usd: 200,
  effective_date: '2026-11-20',
  source: 'Central Bank bulletin',
  is_default: false,
  redenomination: { date: '2026-01-01', factor: 100 },
};

beforeAll(async () => {
  api = await startApiStandIn();
});
afterAll(() => api.close());
beforeEach(async () => {
  api.reset();
  forgetCurrentRate();
  await useStandIn(api);
  api.answer('GET /exchange-rate', () => ok('The current exchange rate.', RATE));
});
afterEach(() => act(() => sessionStore.getState().setSymbol('Syp')));

// Priced at 100,000 USD when the dollar was 150 new pounds: 15,000,000 was derived then; it is 20,000,000 now.
const dollars = { syp: 15_000_000, usd: 100_000, pricedIn: 'USD' as const };

describe('a price given in one currency', () => {
  it('leads with the pounds at the current rate, marked ≈, and the dollars the owner gave (Arabic)', async () => {
    await renderIn(
      'ar',
      <>
        <PriceTag ui={TEST_UI} price={dollars} discountedPrice={null} discountPercent={0} />
        <PriceTag ui={TEST_UI} price={{ ...dollars, usd: 1_000 }} discountedPrice={null} discountPercent={0} />
      </>,
    );
    const converted = await screen.findByText('≈ 20,000,000 ل.س جديدة');
    expect(await screen.findByText('≈ 200,000 ل.س جديدة')).toBeInTheDocument();
    // One request for the rate, however many prices the page shows.
    expect(api.calls.filter((c) => c.path === '/exchange-rate')).toHaveLength(1);
    const note = 'محوّل بسعر صرف Fri, Nov 20, 2026 (Central Bank bulletin): 1 دولار = 200 ل.س جديدة';
    expect(converted).toHaveAttribute('title', note);
    expect(converted).toHaveAccessibleDescription(note);
    expect(converted).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('100,000 دولار')).not.toHaveAttribute('title');
    expect(screen.queryByText(/15,000,000/)).toBeNull();
  });

  it('follows the header currency: dollars first, then ≈ pounds (English)', async () => {
    act(() => sessionStore.getState().setSymbol('USD'));
    await renderIn('en', <PriceTag ui={TEST_UI} price={dollars} discountedPrice={null} discountPercent={0} />);
    const converted = await screen.findByText('≈ 20,000,000 new SYP');
    expect(screen.getByText('100,000 USD')).toHaveClass('ap-price__amount');
    expect(converted).toHaveAccessibleDescription(
      'Converted at the exchange rate of Fri, Nov 20, 2026 (Central Bank bulletin): 1 USD = 200 new SYP',
    );
    act(() => sessionStore.getState().setSymbol('Syp'));
    expect(await screen.findByText('≈ 20,000,000 new SYP')).toHaveClass('ap-price__amount');
    expect(screen.getByText('100,000 USD')).not.toHaveAttribute('title');
  });

  it('converts pounds to dollars, and a discounted price too', async () => {
    act(() => sessionStore.getState().setSymbol('USD'));
    const pounds = { syp: 3_000_000, usd: 20_000, pricedIn: 'SYP' as const };
    await renderIn(
      'en',
      <PriceTag
        ui={TEST_UI}
        price={pounds}
        discountedPrice={{ syp: 2_700_000, usd: 18_000, pricedIn: 'SYP' }}
        discountPercent={10}
      />,
    );
    expect(await screen.findByText('≈ 13,500 USD')).toHaveClass('ap-price__amount');
    expect(screen.getByText('≈ 15,000 USD').closest('s')).not.toBeNull();
    expect(screen.getByText('2,700,000 new SYP')).toHaveAttribute('title', '= 270 million old SYP');
  });

  it('says when the rate is the marketplace default', async () => {
    api.answer('GET /exchange-rate', () =>
      ok('The current exchange rate.', {
        ...RATE,
        syp_per_usd: 130,
        effective_date: '2026-01-01',
        source: 'Marketplace default',
        is_default: true,
      }),
    );
    await renderIn('ar', <PriceTag ui={TEST_UI} price={dollars} discountedPrice={null} discountPercent={0} />);
    expect(await screen.findByText('≈ 13,000,000 ل.س جديدة')).toHaveAttribute(
      'title',
      'محوّل بسعر الصرف الافتراضي للموقع: 1 دولار = 130 ل.س جديدة',
    );
  });
});

describe('a price given in both currencies', () => {
  it("shows the visitor's currency as given, with no ≈ and no request for the rate", async () => {
    await renderIn(
      'en',
      <PriceTag
        ui={TEST_UI}
        price={{ syp: 14_000_000, usd: 100_000, pricedIn: null }}
        discountedPrice={null}
        discountPercent={0}
      />,
    );
    expect(screen.getByText('14,000,000 new SYP')).toHaveAttribute('title', '= 1.4 billion old SYP');
    expect(screen.queryByText(/≈/)).toBeNull();
    expect(api.calls.filter((c) => c.path === '/exchange-rate')).toEqual([]);
  });
});
