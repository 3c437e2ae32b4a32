import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@souq/shared';
import {
  answerListPages,
  expectNoDataFound,
  fixReversedRange,
  ok,
  openLastPage,
  pageThroughResults,
  searchTypedValues,
  standInForEachTest,
} from '@souq/shared/testing';
import { card, CITIES, GOVERNORATES, MASTER, NEIGHBORHOODS } from '../../testing/fixtures';
import { renderAt } from '../../testing/render';
import { PropertySearchPage } from './PropertySearchPage';

const api = standInForEachTest();
let total = 30;
let totalIsEstimate = false;
/** How many listings the stand-in can serve; more than `total` when the count is capped. */
let served: number | undefined;

beforeEach(() => {
  total = 30;
  totalIsEstimate = false;
  served = undefined;
  act(() => sessionStore.getState().setSymbol('Syp'));
  api.answer('GET /property/property-master', () => ok('', MASTER));
  api.answer('GET /property/goveronates', () => ok('', GOVERNORATES));
  api.answer('GET /property/cities', (_b, q) => ok('', CITIES[q.get('governorate_id') ?? ''] ?? []));
  api.answer('GET /property/neighborhoods', (_b, q) => ok('', NEIGHBORHOODS[q.get('city_id') ?? ''] ?? []));
  api.answer('GET /property/sub-neighborhoods', () => ok('', []));
  answerListPages(
    api,
    'GET /property/get-property-list',
    (n) => card({ id: n, name: `Listing ${n}` }),
    () => ({ total, served, totalIsEstimate }),
  );
});

const searches = () => api.calls.filter((call) => call.path === '/property/get-property-list');
const lastSearch = () => searches().at(-1)!.query;
const urlParams = () => new URLSearchParams(window.location.search);

describe('verified listings only', () => {
  it('keeps the box in the address as verified=1 and asks the API for verified listings', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('en', '/property?page=2', <PropertySearchPage />);
    await screen.findByText('30 properties found');
    expect(lastSearch().has('verified')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Verified only' }));
    await waitFor(() => expect(urlParams().get('verified')).toBe('1'));
    expect(urlParams().get('page')).toBeNull();
    await waitFor(() => expect(lastSearch().get('verified')).toBe('true'));
  });

  it('reads it from a shared link, in Arabic', async () => {
    await renderAt('ar', '/property?verified=1&listing_type=sale', <PropertySearchPage />);
    await screen.findAllByTestId('property-card');
    expect(screen.getByRole('checkbox', { name: 'الموثّقة فقط' })).toBeChecked();
    expect(lastSearch().get('verified')).toBe('true');
    expect(lastSearch().get('listing_type')).toBe('sale');
  });
});

describe('filters in the URL', () => {
  it('says when a link held filters it could not read, lists without them, and keeps the rest', async () => {
    await renderAt(
      'ar',
      '/property?listing_type=sale&min_price=abc&max_price=500&currency=USD',
      <PropertySearchPage />,
    );
    expect(await screen.findByText('تعذّرت قراءة بعض عوامل التصفية في هذا الرابط، فلم تُطبَّق.')).toBeInTheDocument();
    await waitFor(() => expect(lastSearch().get('max_price')).toBe('500'));
    expect(lastSearch().has('min_price')).toBe(false);
    expect(lastSearch().get('listing_type')).toBe('sale');
  });

  it('says nothing of the kind for a link it reads whole', async () => {
    await renderAt('en', '/property?listing_type=sale&max_price=500&currency=USD', <PropertySearchPage />);
    await screen.findByText('30 properties found');
    expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument();
  });

  it('fills the panel from a shared link and searches with it', async () => {
    await renderAt(
      'en',
      '/property?listing_type=rent&governorate=1&city=11&property_type=villa&min_price=100&max_price=900&currency=USD&amenities=parking&amenities=elevator&bedrooms=5%2B&sort=price_asc',
      <PropertySearchPage />,
    );
    await screen.findByText('30 properties found');
    expect(screen.getByRole('radio', { name: 'For rent' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Governorate' })).toHaveDisplayValue('Damascus'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toHaveDisplayValue('Damascus City'));
    expect(screen.getByRole('combobox', { name: 'Property type' })).toHaveDisplayValue('Villa');
    expect(screen.getByRole('textbox', { name: 'Minimum Budget (USD)' })).toHaveValue('100');
    expect(screen.getByRole('checkbox', { name: 'Parking' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Balcony' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Price: low to high');
    const query = lastSearch();
    expect(query.get('listing_type')).toBe('rent');
    expect(query.get('governorate_id')).toBe('1');
    expect(query.get('city_id')).toBe('11');
    expect(query.getAll('property_type[]')).toEqual(['villa']);
    expect(query.getAll('amenities[]')).toEqual(['parking', 'elevator']);
    expect(query.get('min_price')).toBe('100');
    expect(query.get('currency')).toBe('USD');
    expect(query.get('min_bedrooms')).toBe('5');
    expect(query.get('sort')).toBe('price_asc');
  });

  it('writes each choice to the URL and goes back to page 1', async () => {
    const user = userEvent.setup();
    await renderAt('en', '/property?page=2', <PropertySearchPage />);
    await screen.findByText('30 properties found');
    await user.click(screen.getByRole('radio', { name: 'For sale' }));
    await waitFor(() => expect(urlParams().get('listing_type')).toBe('sale'));
    expect(urlParams().get('page')).toBeNull();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Property type' }), 'Land');
    await user.click(screen.getByRole('checkbox', { name: 'Balcony' }));
    await waitFor(() => expect(urlParams().getAll('amenities')).toEqual(['balcony']));
    expect(urlParams().get('property_type')).toBe('land');
    await waitFor(() => expect(lastSearch().getAll('amenities[]')).toEqual(['balcony']));

    // Typed values wait for the search button, and the budget is in the visitor's currency.
    await searchTypedValues(user, { box: 'Minimum Budget (new SYP)', typed: '١٠٠٠', read: '1000' }, 'مزة', lastSearch);
  });

  it('follows the URL when the visitor goes back', async () => {
    const user = userEvent.setup();
    await renderAt('en', '/property', <PropertySearchPage />);
    await screen.findByText('30 properties found');
    await user.click(screen.getByRole('radio', { name: 'For rent' }));
    await waitFor(() => expect(urlParams().get('listing_type')).toBe('rent'));
    act(() => window.history.back());
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked());
  });
});

describe('the rent period', () => {
  it('is offered for rents, kept in the URL and sent to the API, and dropped for sales', async () => {
    const user = userEvent.setup();
    await renderAt('en', '/property', <PropertySearchPage />);
    await screen.findByText('30 properties found');
    expect(screen.queryByRole('combobox', { name: 'Rent period' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'For rent' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rent period' }), 'Yearly');
    await waitFor(() => expect(urlParams().get('rent_period')).toBe('yearly'));
    await waitFor(() => expect(lastSearch().get('rent_period')).toBe('yearly'));
    expect(lastSearch().get('listing_type')).toBe('rent');
    await user.click(screen.getByRole('radio', { name: 'For sale' }));
    await waitFor(() => expect(urlParams().get('listing_type')).toBe('sale'));
    expect(urlParams().get('rent_period')).toBeNull();
    await waitFor(() => expect(lastSearch().get('rent_period')).toBeNull());
    expect(screen.queryByRole('combobox', { name: 'Rent period' })).not.toBeInTheDocument();
  });

  it('comes back from a shared link, in Arabic too', async () => {
    await renderAt('ar', '/property?listing_type=rent&rent_period=monthly', <PropertySearchPage />);
    expect(await screen.findByRole('combobox', { name: 'فترة الإيجار' })).toHaveDisplayValue('شهري');
    await waitFor(() => expect(lastSearch().get('rent_period')).toBe('monthly'));
  });
});

describe('the ownership document', () => {
  it('is a set of boxes: any of those ticked, kept in the URL and sent to the API', async () => {
    const user = userEvent.setup();
    await renderAt('en', '/property?page=2', <PropertySearchPage />);
    await screen.findByText('30 properties found');
    const group = screen.getByRole('group', { name: 'Ownership document' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['green_tabu', 'court_ruling', 'notarised_poa', 'other']);
    await user.click(within(group).getByRole('checkbox', { name: 'Green tabu (title deed)' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Court ruling' }));
    await waitFor(() => expect(urlParams().getAll('ownership_document')).toEqual(['green_tabu', 'court_ruling']));
    expect(urlParams().get('page')).toBeNull();
    await waitFor(() => expect(lastSearch().getAll('ownership_document[]')).toEqual(['green_tabu', 'court_ruling']));
    await user.click(within(group).getByRole('checkbox', { name: 'Green tabu (title deed)' }));
    await waitFor(() => expect(lastSearch().getAll('ownership_document[]')).toEqual(['court_ruling']));
  });

  it('comes back from a shared link in Arabic, ignoring a kind it does not know', async () => {
    await renderAt(
      'ar',
      '/property?ownership_document=notarised_poa&ownership_document=receipt',
      <PropertySearchPage />,
    );
    await screen.findAllByTestId('property-card');
    const group = screen.getByRole('group', { name: 'وثيقة الملكية' });
    expect(within(group).getByRole('checkbox', { name: 'وكالة كاتب عدل' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'طابو أخضر' })).not.toBeChecked();
    expect(lastSearch().getAll('ownership_document[]')).toEqual(['notarised_poa']);
  });
});

describe('the sort by price per m²', () => {
  it('is offered both ways, kept in the URL and sent to the API, in both languages', async () => {
    const user = userEvent.setup();
    const view = await renderAt('en', '/property', <PropertySearchPage />);
    await screen.findByText('30 properties found');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price per m²: low to high');
    await waitFor(() => expect(urlParams().get('sort')).toBe('price_sqm_asc'));
    await waitFor(() => expect(lastSearch().get('sort')).toBe('price_sqm_asc'));
    view.unmount();
    await renderAt('ar', '/property?sort=price_sqm_desc', <PropertySearchPage />);
    await screen.findAllByTestId('property-card');
    expect(screen.getByRole('combobox', { name: 'الترتيب حسب' })).toHaveDisplayValue(
      'سعر المتر المربع: من الأعلى إلى الأقل',
    );
    expect(lastSearch().get('sort')).toBe('price_sqm_desc');
  });
});

describe('the location cascade', () => {
  it('clears the city and neighbourhood when the governorate changes', async () => {
    const user = userEvent.setup();
    await renderAt('en', '/property', <PropertySearchPage />);
    const governorate = await screen.findByRole('combobox', { name: 'Governorate' });
    expect(screen.getByRole('combobox', { name: 'City' })).toBeDisabled();
    await waitFor(() => expect(within(governorate).getByRole('option', { name: 'Damascus' })).toBeInTheDocument());
    await user.selectOptions(governorate, 'Damascus');
    const city = screen.getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(city).toBeEnabled());
    await user.selectOptions(city, await within(city).findByRole('option', { name: 'Damascus City' }));
    const neighbourhood = await screen.findByRole('combobox', { name: 'Neighbourhood' });
    await user.selectOptions(neighbourhood, await within(neighbourhood).findByRole('option', { name: 'Mezzeh' }));
    await waitFor(() => expect(urlParams().get('neighborhood')).toBe('111'));

    await user.selectOptions(governorate, 'Aleppo');
    await waitFor(() => expect(urlParams().get('governorate')).toBe('2'));
    expect(urlParams().get('city')).toBeNull();
    expect(urlParams().get('neighborhood')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveDisplayValue('All cities');
    expect(screen.queryByRole('combobox', { name: 'Neighbourhood' })).not.toBeInTheDocument();
    await within(screen.getByRole('combobox', { name: 'City' })).findByRole('option', { name: 'Aleppo City' });
    await waitFor(() => expect(lastSearch().get('governorate_id')).toBe('2'));
    expect(lastSearch().get('city_id')).toBeNull();
  });

  it('names places in Arabic for Arabic readers', async () => {
    await renderAt('ar', '/property?governorate=2', <PropertySearchPage />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'المحافظة' })).toHaveDisplayValue('حلب'));
    expect(
      await within(screen.getByRole('combobox', { name: 'المدينة' })).findByRole('option', { name: 'مدينة حلب' }),
    ).toBeInTheDocument();
  });
});

describe('range checks', () => {
  it('says when a minimum is above the maximum, and searches only once it is fixed', async () => {
    const user = userEvent.setup();
    await renderAt('en', '/property', <PropertySearchPage />);
    await screen.findByText('30 properties found');
    await fixReversedRange(
      user,
      { box: 'Size (m²)', params: ['min_size', 'max_size'], min: '300', max: '120', fixed: '450' },
      // A choice made meanwhile does not send the reversed range either.
      { choose: () => user.click(screen.getByRole('radio', { name: 'For rent' })), param: ['listing_type', 'rent'] },
      () => searches().length,
    );
  });

  it('types the budget in US dollars for a visitor browsing in dollars', async () => {
    const user = userEvent.setup();
    act(() => sessionStore.getState().setSymbol('USD'));
    await renderAt('en', '/property', <PropertySearchPage />);
    await screen.findByText('30 properties found');
    expect(screen.getByRole('group', { name: 'Budget (USD)' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Maximum Budget (USD)' }), '90000{Enter}');
    await waitFor(() => expect(urlParams().get('max_price')).toBe('90000'));
    expect(urlParams().get('currency')).toBe('USD');
    await waitFor(() => expect(lastSearch().get('currency')).toBe('USD'));
  });

  it("keeps a shared link's budget in the link's currency while it is edited", async () => {
    const user = userEvent.setup();
    await renderAt('en', '/property?min_price=100&max_price=900&currency=USD', <PropertySearchPage />);
    await screen.findByText('30 properties found');
    const max = screen.getByRole('textbox', { name: 'Maximum Budget (USD)' });
    await user.clear(max);
    await user.type(max, '950');
    expect(screen.getByRole('textbox', { name: 'Maximum Budget (USD)' })).toHaveValue('950');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(urlParams().get('max_price')).toBe('950'));
    expect(urlParams().get('currency')).toBe('USD');
  });

  it('asks for a whole number, in Arabic too', async () => {
    const user = userEvent.setup();
    await renderAt('ar', '/property', <PropertySearchPage />);
    await screen.findByText('30 عقاراً');
    await user.type(screen.getByRole('textbox', { name: 'الحد الأقصى: الميزانية (ل.س جديدة)' }), '12abc');
    expect(screen.getByRole('alert')).toHaveTextContent('أدخل عدداً صحيحاً يساوي 0 أو أكثر.');
  });
});

describe('results and pages', () => {
  it('pages forward through the results and keeps the filters', async () => {
    const user = userEvent.setup();
    await renderAt('en', '/property?listing_type=sale', <PropertySearchPage />);
    await pageThroughResults(
      user,
      'property-card',
      ['listing_type', 'sale'],
      { name: 'Listing 13', href: '/property/property-detail/13' },
      lastSearch,
    );
  });

  it('says "1,000+" when the API counted only up to its cap', async () => {
    total = 1000;
    totalIsEstimate = true;
    await renderAt('en', '/property', <PropertySearchPage />);
    expect(await screen.findByText('\u20661,000+\u2069 properties found')).toBeInTheDocument();
  });

  it('does not show the counted floor as the last page', async () => {
    // ~2,000 listings, counted only up to 1,000: 84 pages by the count, 169 in fact.
    total = 1000;
    totalIsEstimate = true;
    served = 2020;
    await renderAt('en', '/property', <PropertySearchPage />);
    expect(await screen.findAllByTestId('property-card')).toHaveLength(12);
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pages)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['', '1', '2', '3', '']);
    expect(within(pages).queryByRole('button', { name: 'Page 84' })).not.toBeInTheDocument();
  });

  it('keeps paging past the counted floor while full pages come back', async () => {
    const user = userEvent.setup();
    total = 1000;
    totalIsEstimate = true;
    served = 2020;
    await renderAt('en', '/property?page=84', <PropertySearchPage />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 84' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(screen.getAllByTestId('property-card')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(urlParams().get('page')).toBe('85'));
    expect(await screen.findByRole('link', { name: 'Listing 1009' })).toBeInTheDocument();
  });

  it('shows the first and the last page of a broad search, and the last page opens its results', async () => {
    const user = userEvent.setup({ delay: null });
    total = 2000;
    await renderAt('en', '/property', <PropertySearchPage />);
    expect(await screen.findByText('2,000 properties found')).toBeInTheDocument();
    await openLastPage(
      user,
      'property-card',
      total,
      (n) => `/property/property-detail/${n}`,
      { nav: 'Pagination', page: 'Page', next: 'Next page' },
      lastSearch,
    );
  });

  it('in Arabic, right to left, shows the last page and opens it', async () => {
    const user = userEvent.setup({ delay: null });
    total = 2000;
    await renderAt('ar', '/property', <PropertySearchPage />);
    expect(await screen.findByText('2,000 عقار')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    // Next points towards the reading end: left.
    expect(
      screen.getByRole('button', { name: 'الصفحة التالية' }).querySelector('[data-pointing="left"]'),
    ).not.toBeNull();
    await openLastPage(
      user,
      'property-card',
      total,
      (n) => `/property/property-detail/${n}`,
      { nav: 'التنقل بين الصفحات', page: 'الصفحة', next: 'الصفحة التالية' },
      lastSearch,
    );
  });

  it("says 'No Data Found' when nothing matches", async () => {
    total = 0;
    await renderAt('en', '/property?keyword=nothing', <PropertySearchPage />);
    await expectNoDataFound();
  });
});

describe('the result photos', () => {
  it("load the first card's photo at once and first, the first row eagerly and the rest when near", async () => {
    await renderAt('en', '/property', <PropertySearchPage />);
    await screen.findByText('30 properties found');
    const photos = screen.getAllByTestId('property-card').map((card) => card.querySelector('img')!);
    expect(photos[0]).toHaveAttribute('loading', 'eager');
    expect(photos[0]).toHaveAttribute('fetchpriority', 'high');
    expect(photos[1]).toHaveAttribute('loading', 'eager');
    expect(photos[1]).not.toHaveAttribute('fetchpriority');
    for (const photo of photos.slice(3)) {
      expect(photo).toHaveAttribute('loading', 'lazy');
      expect(photo).not.toHaveAttribute('fetchpriority');
    }
  });
});
