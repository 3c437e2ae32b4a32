import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, sessionStore, SouqProviders, type Lang, type SessionUser } from '@souq/shared';
import { loadSearchSummaries, type SavedSearch } from '@souq/shared/saved-searches';
import { invalid, ok, startApiStandIn, useStandIn, type ApiStandIn } from '@souq/shared/testing';
import { SavedSearchesPage } from './SavedSearchesPage';

const member: SessionUser = { id: 5, name: 'Lina', email: 'lina@example.com', user_type: 'Individual' };
const opt = (value: string, name_en: string, name_ar: string) => ({ value, name_en, name_ar });
const search = (overrides: Partial<SavedSearch>): SavedSearch => ({
  id: 1,
  name: 'Villas in Damascus',
  kind: 'property',
  query: 'governorate_id=1&max_price=900&currency=USD&property_type=villa',
  alert: 'off',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  last_alerted_at: null,
  ...overrides,
});

// antd (the delete confirmation) loads and animates slowly on a busy 2-core machine: a generous hang detector, not a timing assertion.
jest.setTimeout(30_000);

let api: ApiStandIn;
let items: SavedSearch[];
let dropAlert: string;

beforeAll(async () => {
  api = await startApiStandIn();
});
afterAll(() => api.close());
beforeEach(async () => {
  api.reset();
  (await loadSearchSummaries()).clearVocabularyCache();
  items = [
    search({ id: 1 }),
    search({
      id: 2,
      name: 'Used Toyotas',
      kind: 'auto',
      query: 'brand_id=7&condition=used',
      alert: 'daily',
      last_alerted_at: '2026-11-20T08:00:00.000Z',
    }),
  ];
  await useStandIn(api);
  api.answer('GET /property/property-master', () =>
    ok('', {
      property_types: [opt('villa', 'Villa', 'فيلا')],
      listing_types: [],
      amenities: [],
      furnished_options: [],
    }),
  );
  api.answer('GET /property/goveronates', () =>
    ok('', [{ id: 1, code: 'damascus', name_en: 'Damascus', name_ar: 'دمشق' }]),
  );
  api.answer('GET /auto/auto-master', () =>
    ok('', {
      conditions: [opt('used', 'Used', 'مستعملة')],
      brands: [{ id: 7, code: 'toyota', name_en: 'Toyota', name_ar: 'تويوتا' }],
    }),
  );
  api.answer('GET /saved-searches', () => ok('', { items }));
  dropAlert = 'instant';
  api.answer('GET /price-drop-alerts', () => ok('', { alert: dropAlert }));
  api.answer('POST /price-drop-alerts', (body) => {
    dropAlert = String(body.alert);
    return ok('Price drop alerts saved.', { alert: dropAlert });
  });
  api.answer('POST /update-search', (body) => {
    const current = items.find((item) => item.id === body.id)!;
    const updated = {
      ...current,
      ...(body.name !== undefined && { name: String(body.name) }),
      ...(body.alert !== undefined && { alert: body.alert as SavedSearch['alert'] }),
    };
    items = items.map((item) => (item.id === updated.id ? updated : item));
    return ok('Saved search updated', updated);
  });
  api.answer('POST /delete-search', (body) => {
    items = items.filter((item) => item.id !== body.id);
    return ok('Saved search deleted', null);
  });
  act(() => sessionStore.getState().login('token-1', member));
});
afterEach(() => {
  act(() => sessionStore.getState().logout());
});

async function renderPage(lang: Lang) {
  await act(async () => {
    await changeLanguage(lang);
  });
  return render(
    <SouqProviders>
      <SavedSearchesPage />
    </SouqProviders>,
  );
}

const itemNamed = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('li')!;

describe('saved searches page', () => {
  it('lists each search with its kind, a readable summary and an Open link', async () => {
    await renderPage('en');
    const villas = await itemNamed('Villas in Damascus');
    expect(villas).toHaveTextContent('Property');
    expect(villas).toHaveTextContent('Villa · Damascus · Price up to 900 USD');
    expect(within(villas).getByRole('link', { name: 'Open the search Villas in Damascus' })).toHaveAttribute(
      'href',
      '/property?governorate_id=1&max_price=900&currency=USD&property_type=villa',
    );
    const toyotas = await itemNamed('Used Toyotas');
    expect(toyotas).toHaveTextContent('Car');
    expect(toyotas).toHaveTextContent('Toyota · Used');
    expect(toyotas).toHaveTextContent('Last alert: Fri, Nov 20, 2026');
    expect(within(toyotas).getByRole('link', { name: /Open/ })).toHaveAttribute(
      'href',
      '/auto?brand_id=7&condition=used',
    );
    expect(within(toyotas).getByRole('radio', { name: 'Daily' })).toBeChecked();
  });

  it('changes the alert setting in place', async () => {
    const user = userEvent.setup();
    await renderPage('en');
    const villas = await itemNamed('Villas in Damascus');
    expect(within(villas).getByRole('radio', { name: 'Off' })).toBeChecked();
    await user.click(within(villas).getByRole('radio', { name: 'Instantly' }));
    // Shown at once, and still so once the API has answered.
    expect(within(villas).getByRole('radio', { name: 'Instantly' })).toBeChecked();
    await waitFor(() => expect(within(villas).getByRole('group', { name: 'Email alerts' })).toBeEnabled());
    expect(within(villas).getByRole('radio', { name: 'Instantly' })).toBeChecked();
    expect(api.calls.find((c) => c.path === '/update-search')!.body).toEqual({ id: 1, alert: 'instant' });
  });

  it('goes back to the saved alert setting when the change fails', async () => {
    const user = userEvent.setup();
    api.answer('POST /update-search', () => ({
      status: 500,
      body: { success: false, message: 'Something went wrong' },
    }));
    await renderPage('en');
    const villas = await itemNamed('Villas in Damascus');
    await user.click(within(villas).getByRole('radio', { name: 'Daily' }));
    await waitFor(() => expect(within(villas).getByRole('group', { name: 'Email alerts' })).toBeEnabled());
    expect(api.calls.some((c) => c.path === '/update-search')).toBe(true);
    expect(within(villas).getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(within(villas).getByRole('radio', { name: 'Daily' })).not.toBeChecked();
  });

  it('renames a search, requiring a name and showing the API refusal beside it', async () => {
    const user = userEvent.setup();
    await renderPage('en');
    const villas = await itemNamed('Villas in Damascus');
    await user.click(within(villas).getByRole('button', { name: 'Rename Villas in Damascus' }));
    const name = within(villas).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(within(villas).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('The Name field is required');

    api.answer('POST /update-search', () =>
      invalid('Invalid data', { name: ['You already have a search with this name'] }),
    );
    await user.type(name, 'Used Toyotas');
    await user.click(within(villas).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('You already have a search with this name'));

    api.answer('POST /update-search', (body) => ok('Saved search updated', { ...items[0]!, name: String(body.name) }));
    await user.clear(name);
    await user.type(name, 'Damascus villas under 900');
    await user.click(within(villas).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Damascus villas under 900' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/update-search').at(-1)!.body).toEqual({
      id: 1,
      name: 'Damascus villas under 900',
    });
  });

  it('deletes after the confirmation dialog, and Cancel keeps the search', async () => {
    const user = userEvent.setup();
    await renderPage('en');
    const toyotas = await itemNamed('Used Toyotas');
    await user.click(within(toyotas).getByRole('button', { name: 'Delete Used Toyotas' }));
    // The confirmation (antd) loads on first use.
    let dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Used Toyotas?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.path === '/delete-search')).toHaveLength(0);

    await user.click(within(toyotas).getByRole('button', { name: 'Delete Used Toyotas' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Used Toyotas' })).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.path === '/delete-search')!.body).toEqual({ id: 2 });
    expect(screen.getByRole('heading', { level: 3, name: 'Villas in Damascus' })).toBeInTheDocument();
  });

  it('says so when there are no saved searches, in Arabic', async () => {
    items = [];
    await renderPage('ar');
    expect(await screen.findByText('احفظ بحثاً من قائمة العقارات أو السيارات وسيظهر هنا.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'عمليات البحث التي حفظتها' })).toBeInTheDocument();
  });

  it('lets the member choose how they hear of price drops of their saved listings, in both languages', async () => {
    const user = userEvent.setup();
    await renderPage('en');
    const drops = await screen.findByRole('group', { name: 'Price drops of your saved listings' });
    expect(within(drops).getByRole('radio', { name: 'Instantly' })).toBeChecked();
    await user.click(within(drops).getByRole('radio', { name: 'Daily' }));
    await waitFor(() => expect(drops).toBeEnabled());
    expect(within(drops).getByRole('radio', { name: 'Daily' })).toBeChecked();
    expect(api.calls.find((c) => c.path === '/price-drop-alerts' && c.method === 'POST')!.body).toEqual({
      alert: 'daily',
    });
  });

  it('says it in Arabic on Arabic pages', async () => {
    dropAlert = 'off';
    await renderPage('ar');
    const drops = await screen.findByRole('group', { name: 'انخفاض أسعار إعلاناتك المحفوظة' });
    expect(within(drops).getByRole('radio', { name: 'إيقاف' })).toBeChecked();
    expect(drops).toHaveTextContent('نرسل إليك بريداً عندما ينخفض سعر إعلان حفظته.');
  });
});
