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
import { card, CLASSES, MASTER, MODELS } from '../../testing/fixtures';
import { renderAt } from '../../testing/render';
import { AutoSearchPage } from './AutoSearchPage';

const api = standInForEachTest();
let total = 30;
let served: number | undefined;
let totalIsEstimate: boolean | undefined;

beforeEach(() => {
  total = 30;
  served = undefined;
  totalIsEstimate = undefined;
  act(() => sessionStore.getState().setSymbol('Syp'));
  api.answer('GET /auto/auto-master', () => ok('', MASTER));
  api.answer('GET /auto/brand-classes', (_b, q) => ok('', CLASSES[q.get('brand_id') ?? ''] ?? []));
  api.answer('GET /auto/class-models', (_b, q) => ok('', MODELS[q.get('class_id') ?? ''] ?? []));
  answerListPages(
    api,
    'GET /auto/get-auto-list',
    (n) => card({ id: n, name: `Car ${n}` }),
    () => ({ total, served, totalIsEstimate }),
  );
});

const searches = () => api.calls.filter((call) => call.path === '/auto/get-auto-list');
const lastSearch = () => searches().at(-1)!.query;
const urlParams = () => new URLSearchParams(window.location.search);
const select = (name: string) => screen.getByRole('combobox', { name });

describe('filters in the URL', () => {
  it('says when a link held filters it could not read, and lists without them', async () => {
    await renderAt('en', '/auto?fuel_type=steam&min_year=2015', <AutoSearchPage />);
    expect(
      await screen.findByText('Some filters in this link could not be read, so they were not applied.'),
    ).toBeInTheDocument();
    await screen.findByText('30 cars found');
    expect(lastSearch().get('min_year')).toBe('2015');
    expect(lastSearch().has('fuel_type[]')).toBe(false);
  });

  it('fills the panel from a shared link and searches with the same names', async () => {
    await renderAt(
      'en',
      '/auto?brand_id=1&class_id=11&model_id=112&vehicle_status=sold&fuel_type=diesel&body_type=suv&cylinders=6&color=black&min_year=2015&max_year=2020&min_mileage=100&max_price=20000&currency=USD&keyword=clean&sort=mileage_asc',
      <AutoSearchPage />,
    );
    await screen.findByText('30 cars found');
    await waitFor(() => expect(select('Brand')).toHaveDisplayValue('Toyota'));
    await waitFor(() => expect(select('Class')).toHaveDisplayValue('Sedans'));
    await waitFor(() => expect(select('Model')).toHaveDisplayValue('Camry'));
    expect(screen.getByRole('radio', { name: 'Sold' })).toBeChecked();
    expect(select('Fuel')).toHaveDisplayValue('Diesel');
    expect(select('Body type')).toHaveDisplayValue('SUV');
    expect(select('Cylinders')).toHaveDisplayValue('6 cylinders');
    expect(select('Colour')).toHaveDisplayValue('Black');
    expect(screen.getByRole('textbox', { name: 'Minimum Year' })).toHaveValue('2015');
    expect(screen.getByRole('textbox', { name: 'Maximum Price (USD)' })).toHaveValue('20000');
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('clean');
    expect(select('Sort by')).toHaveDisplayValue('Mileage: lowest first');
    const query = lastSearch();
    expect(query.get('brand_id')).toBe('1');
    expect(query.get('class_id')).toBe('11');
    expect(query.get('model_id')).toBe('112');
    expect(query.getAll('vehicle_status[]')).toEqual(['sold']);
    expect(query.getAll('fuel_type[]')).toEqual(['diesel']);
    expect(query.getAll('cylinders[]')).toEqual(['6']);
    expect(query.get('min_year')).toBe('2015');
    expect(query.get('min_mileage')).toBe('100');
    expect(query.get('max_price')).toBe('20000');
    expect(query.get('currency')).toBe('USD');
    expect(query.get('keyword')).toBe('clean');
    expect(query.get('sort')).toBe('mileage_asc');
  });

  it('writes each choice to the URL at once and goes back to page 1', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('en', '/auto?page=2', <AutoSearchPage />);
    await screen.findByText('30 cars found');
    await user.click(screen.getByRole('radio', { name: 'Available' }));
    await waitFor(() => expect(urlParams().get('vehicle_status')).toBe('available'));
    expect(urlParams().get('page')).toBeNull();
    await user.selectOptions(select('Transmission'), 'Manual');
    await user.selectOptions(select('Imported from'), 'Turkey');
    await user.selectOptions(select('Sort by'), 'Year: oldest first');
    await waitFor(() => expect(urlParams().get('sort')).toBe('year_asc'));
    expect(urlParams().get('transmission')).toBe('manual');
    expect(urlParams().get('import_origin')).toBe('turkey');
    await waitFor(() => expect(lastSearch().getAll('import_origin[]')).toEqual(['turkey']));
  });

  it('takes typed values with the search button: the price in the visitor’s currency, Arabic digits read', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('en', '/auto', <AutoSearchPage />);
    await screen.findByText('30 cars found');
    await user.type(screen.getByRole('textbox', { name: 'Maximum Mileage (km)' }), '900');
    await searchTypedValues(user, { box: 'Minimum Price (new SYP)', typed: '٥٠٠', read: '500' }, 'كيا', lastSearch);
    expect(urlParams().get('max_mileage')).toBe('900');
  });

  it('types the price in US dollars for a visitor browsing in dollars', async () => {
    const user = userEvent.setup({ delay: null });
    act(() => sessionStore.getState().setSymbol('USD'));
    await renderAt('en', '/auto', <AutoSearchPage />);
    await user.type(await screen.findByRole('textbox', { name: 'Maximum Price (USD)' }), '9000{Enter}');
    await waitFor(() => expect(urlParams().get('max_price')).toBe('9000'));
    expect(urlParams().get('currency')).toBe('USD');
  });

  it('follows the URL when the visitor goes back and forward', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('en', '/auto', <AutoSearchPage />);
    await screen.findByText('30 cars found');
    await user.selectOptions(select('Condition'), 'New');
    await waitFor(() => expect(urlParams().get('condition')).toBe('new'));
    act(() => window.history.back());
    await waitFor(() => expect(select('Condition')).toHaveDisplayValue('Any'));
    expect(urlParams().get('condition')).toBeNull();
    act(() => window.history.forward());
    await waitFor(() => expect(select('Condition')).toHaveDisplayValue('New'));
  });

  it('keeps the search after a reload (a fresh page on the same address)', async () => {
    const user = userEvent.setup({ delay: null });
    const view = await renderAt('en', '/auto', <AutoSearchPage />);
    await screen.findByText('30 cars found');
    await user.selectOptions(select('Drive'), 'All-wheel drive (AWD)');
    await waitFor(() => expect(urlParams().get('drive_type')).toBe('awd'));
    view.unmount();
    await renderAt('en', window.location.pathname + window.location.search, <AutoSearchPage />);
    await waitFor(() => expect(select('Drive')).toHaveDisplayValue('All-wheel drive (AWD)'));
    await waitFor(() => expect(lastSearch().getAll('drive_type[]')).toEqual(['awd']));
  });
});

describe('verified listings only', () => {
  it('keeps the box in the address as verified=1 and asks the API for verified cars', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('en', '/auto?page=2', <AutoSearchPage />);
    await screen.findByText('30 cars found');
    const box = screen.getByRole('checkbox', { name: 'Verified only' });
    expect(box).not.toBeChecked();
    expect(lastSearch().has('verified')).toBe(false);
    await user.click(box);
    await waitFor(() => expect(urlParams().get('verified')).toBe('1'));
    expect(urlParams().get('page')).toBeNull();
    await waitFor(() => expect(lastSearch().get('verified')).toBe('true'));
    await user.click(screen.getByRole('checkbox', { name: 'Verified only' }));
    await waitFor(() => expect(urlParams().has('verified')).toBe(false));
    await waitFor(() => expect(lastSearch().has('verified')).toBe(false));
  });

  it('reads it from a shared link, in Arabic, and marks the verified cars', async () => {
    answerListPages(
      api,
      'GET /auto/get-auto-list',
      (n) => card({ id: n, name: `Car ${n}`, verified: n === 1 }),
      () => ({ total }),
    );
    await renderAt('ar', '/auto?verified=1', <AutoSearchPage />);
    const cards = await screen.findAllByTestId('auto-card');
    expect(screen.getByRole('checkbox', { name: 'الموثّقة فقط' })).toBeChecked();
    expect(lastSearch().get('verified')).toBe('true');
    expect(within(cards[0]!).getByRole('img', { name: 'موثّق: قدّم المالك وثيقة ملكية' })).toHaveTextContent('موثّق');
    expect(within(cards[1]!).queryByTestId('verified-badge')).not.toBeInTheDocument();
  });
});

describe('the brand → class → model cascade', () => {
  it('loads each step once the one before is chosen and clears what came after when the brand changes', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('en', '/auto', <AutoSearchPage />);
    const brand = await screen.findByRole('combobox', { name: 'Brand' });
    expect(select('Class')).toBeDisabled();
    expect(select('Model')).toBeDisabled();
    await within(brand).findByRole('option', { name: 'Toyota' });
    await user.selectOptions(brand, 'Toyota');
    await waitFor(() => expect(urlParams().get('brand_id')).toBe('1'));
    await waitFor(() => expect(select('Class')).toBeEnabled());
    await user.selectOptions(select('Class'), await within(select('Class')).findByRole('option', { name: 'Sedans' }));
    await user.selectOptions(select('Model'), await within(select('Model')).findByRole('option', { name: 'Corolla' }));
    await waitFor(() => expect(urlParams().get('model_id')).toBe('111'));
    await waitFor(() => expect(lastSearch().get('model_id')).toBe('111'));

    await user.selectOptions(brand, 'Kia');
    await waitFor(() => expect(urlParams().get('brand_id')).toBe('2'));
    expect(urlParams().get('class_id')).toBeNull();
    expect(urlParams().get('model_id')).toBeNull();
    expect(select('Class')).toHaveDisplayValue('All classes');
    expect(select('Model')).toHaveDisplayValue('All models');
    expect(select('Model')).toBeDisabled();
    await within(select('Class')).findByRole('option', { name: 'Kia sedans' });
    expect(within(select('Class')).queryByRole('option', { name: 'Sedans' })).not.toBeInTheDocument();
    await waitFor(() => expect(lastSearch().get('brand_id')).toBe('2'));
    expect(lastSearch().get('class_id')).toBeNull();
    expect(lastSearch().get('model_id')).toBeNull();
  });

  it('names brands and models in Arabic for Arabic readers', async () => {
    await renderAt('ar', '/auto?brand_id=1&class_id=12&model_id=121', <AutoSearchPage />);
    await waitFor(() => expect(select('الماركة')).toHaveDisplayValue('تويوتا'));
    await waitFor(() => expect(select('الطراز')).toHaveDisplayValue('لاند كروزر'));
    expect(screen.getByRole('radio', { name: 'مباعة' })).not.toBeChecked();
  });
});

describe('ranges the visitor types', () => {
  it('says when the minimum is above the maximum, keeps what was typed, and searches once it is fixed', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('en', '/auto?condition=used', <AutoSearchPage />);
    await screen.findByText('30 cars found');
    await fixReversedRange(
      user,
      { box: 'Year', params: ['min_year', 'max_year'], min: '2021', max: '2016', fixed: '2024' },
      // A choice made meanwhile is not sent with a range that makes no sense.
      { choose: () => user.selectOptions(select('Fuel'), 'Hybrid'), param: ['fuel_type', 'hybrid'] },
      () => searches().length,
      async () => {
        await user.keyboard('{Enter}');
        expect(urlParams().get('min_year')).toBeNull();
        expect(screen.getByRole('textbox', { name: 'Minimum Year' })).toHaveValue('2021');
        expect(screen.getByRole('textbox', { name: 'Maximum Year' })).toHaveValue('2016');
      },
    );
    expect(urlParams().get('condition')).toBe('used');
  });

  it('says it in Arabic, for numbers and for years out of bounds', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('ar', '/auto', <AutoSearchPage />);
    await screen.findByText('30 سيارة');
    await user.type(screen.getByRole('textbox', { name: 'الحد الأدنى: المسافة المقطوعة (كم)' }), '900');
    await user.type(screen.getByRole('textbox', { name: 'الحد الأقصى: المسافة المقطوعة (كم)' }), '100');
    expect(screen.getByRole('alert')).toHaveTextContent('يجب ألا يكون الحد الأدنى أكبر من الحد الأقصى.');
    await user.type(screen.getByRole('textbox', { name: 'الحد الأدنى: سنة الصنع' }), '18');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('أدخل رقماً من 1,900 إلى 2100.');
  });
});

describe('results and pages', () => {
  it('pages forward through the results and keeps the filters', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('en', '/auto?brand_id=1', <AutoSearchPage />);
    await pageThroughResults(
      user,
      'auto-card',
      ['brand_id', '1'],
      { name: 'Car 13', href: '/auto/auto-detail/13' },
      lastSearch,
    );
  });

  it('says "1,000+" when the API counted only up to its cap, and pages on past the floor', async () => {
    const user = userEvent.setup({ delay: null });
    total = 1000;
    served = 2000;
    totalIsEstimate = true;
    await renderAt('en', '/auto?page=84', <AutoSearchPage />);
    expect(await screen.findByText('\u20661,000+\u2069 cars found')).toBeInTheDocument();
    // 1,000 counted at 12 a page ends on page 84, yet more cars follow it.
    await screen.findByRole('link', { name: /Car 997/ });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastSearch().get('page')).toBe('85'));
  });

  it('shows the first and the last page of a broad search, and the last page opens its results', async () => {
    const user = userEvent.setup({ delay: null });
    total = 2000;
    await renderAt('en', '/auto', <AutoSearchPage />);
    expect(await screen.findByText('2,000 cars found')).toBeInTheDocument();
    await openLastPage(
      user,
      'auto-card',
      total,
      (n) => `/auto/auto-detail/${n}`,
      { nav: 'Pagination', page: 'Page', next: 'Next page' },
      lastSearch,
    );
  });

  it('in Arabic, right to left, shows the last page and opens it', async () => {
    const user = userEvent.setup({ delay: null });
    total = 2000;
    await renderAt('ar', '/auto', <AutoSearchPage />);
    expect(await screen.findByText('2,000 سيارة')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    // Next points towards the reading end: left.
    expect(
      screen.getByRole('button', { name: 'الصفحة التالية' }).querySelector('[data-pointing="left"]'),
    ).not.toBeNull();
    await openLastPage(
      user,
      'auto-card',
      total,
      (n) => `/auto/auto-detail/${n}`,
      { nav: 'التنقل بين الصفحات', page: 'الصفحة', next: 'الصفحة التالية' },
      lastSearch,
    );
  });

  it("says 'No Data Found' when nothing matches", async () => {
    total = 0;
    await renderAt('en', '/auto?keyword=nothing', <AutoSearchPage />);
    await expectNoDataFound();
  });

  it('says so and offers to try again when the list cannot be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    api.answer('GET /auto/get-auto-list', () => ({
      status: 500,
      body: { success: false, message: 'Down for a moment' },
    }));
    await renderAt('en', '/auto', <AutoSearchPage />);
    expect(await screen.findByText('The listings could not be loaded.')).toBeInTheDocument();
    api.answer('GET /auto/get-auto-list', () =>
      ok('', { items: [card()], pagination: { page: 1, per_page: 12, total: 1, last_page: 1 } }),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 car found')).toBeInTheDocument();
  });
});

describe('saving the search', () => {
  it('saves the filters on the page, under the list endpoint’s names, for a member', async () => {
    const user = userEvent.setup();
    api.answer('GET /already-save', () => ok('', { saved: false, search: null }));
    api.answer('GET /search-history', () => ok('', { items: [] }));
    api.answer('POST /save-search', (body) =>
      ok('Search saved', {
        id: 5,
        ...(body as object),
        created_at: '2026-11-21T10:00:00Z',
        updated_at: '2026-11-21T10:00:00Z',
        last_alerted_at: null,
      }),
    );
    act(() =>
      sessionStore
        .getState()
        .login('token-9', { id: 9, name: 'Lina', email: 'lina@example.com', user_type: 'Individual' }),
    );
    try {
      await renderAt('en', '/auto?page=2&brand_id=1&class_id=12', <AutoSearchPage />);
      await user.click(await screen.findByRole('button', { name: 'Save search' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
      const name = within(dialog).getByRole('textbox', { name: 'Name' });
      // A name is suggested from the filters once their names have loaded; the member types their own.
      await waitFor(() => expect(name).not.toHaveValue(''));
      await user.clear(name);
      await user.type(name, 'My next car');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.calls.some((c) => c.path === '/save-search')).toBe(true));
      const call = api.calls.find((c) => c.path === '/save-search')!;
      expect(call.body).toMatchObject({ name: 'My next car', kind: 'auto', query: 'brand_id=1&class_id=12' });
    } finally {
      act(() => sessionStore.getState().logout());
    }
  });
});
