import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, sessionStore, SouqProviders, type SessionUser } from '@souq/shared';
import { invalid, ok, startApiStandIn, useStandIn, type ApiStandIn } from '@souq/shared/testing';
import { SaveSearchButton } from './SaveSearchButton';
import { answerMasterData, savedSearch } from './test-fixtures';
import { clearVocabularyCache } from './vocabulary';
import type { Lang } from '../i18n/languages';

const member: SessionUser = { id: 5, name: 'Lina', email: 'lina@example.com', user_type: 'Individual' };
let api: ApiStandIn;
let saved = false;

beforeAll(async () => {
  api = await startApiStandIn();
});
afterAll(() => api.close());
beforeEach(async () => {
  api.reset();
  clearVocabularyCache();
  saved = false;
  await useStandIn(api);
  answerMasterData(api);
  api.answer('GET /already-save', () =>
    ok('', saved ? { saved: true, search: savedSearch() } : { saved: false, search: null }),
  );
  api.answer('POST /save-search', (body) =>
    ok('Search saved', savedSearch({ name: String(body.name), alert: body.alert as 'off' })),
  );
});
afterEach(() => act(() => sessionStore.getState().logout()));

async function renderButton(lang: Lang, query: string) {
  await act(async () => {
    await changeLanguage(lang);
  });
  return render(
    <SouqProviders>
      <SaveSearchButton kind="property" query={query} />
    </SouqProviders>,
  );
}

describe('SaveSearchButton', () => {
  it('asks a guest to log in, then offers the dialog once they have', async () => {
    await renderButton('en', '?governorate_id=1');
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }));
    expect(sessionStore.getState().authModal).toEqual({ open: true, mode: 'login' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The login modal (another remote) stores the session and closes itself.
    act(() => sessionStore.getState().login('token-1', member));
    expect(await screen.findByRole('dialog', { name: 'Save this search' })).toBeInTheDocument();
  });

  it('forgets the wish to save when the guest closes the login modal', async () => {
    await renderButton('en', '?governorate_id=1');
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }));
    act(() => sessionStore.getState().closeAuthModal());
    act(() => sessionStore.getState().login('token-1', member));
    await screen.findByRole('button', { name: 'Save search' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('suggests a name from the filters, requires one, and saves with the chosen alert', async () => {
    const user = userEvent.setup();
    act(() => sessionStore.getState().login('token-1', member));
    await renderButton('en', '?page=3&property_type=villa&governorate_id=1&listing_type=rent');
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Villa · For rent · Damascus'));

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The Name field is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((c) => c.path === '/save-search')).toHaveLength(0);

    await user.type(name, 'Rentals in Damascus');
    await user.click(within(dialog).getByRole('radio', { name: 'Instantly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = api.calls.find((c) => c.path === '/save-search')!;
    // Paging is not part of a search; keys in a stable order.
    expect(call.body).toEqual({
      name: 'Rentals in Damascus',
      kind: 'property',
      query: 'governorate_id=1&listing_type=rent&property_type=villa',
      alert: 'instant',
    });
    expect(call.headers.authorization).toBe('Bearer token-1');
    expect(screen.getByRole('link', { name: 'Saved' })).toHaveAttribute('href', '/my-account/saved-searches');
  });

  it('shows "Saved" when the API says this search is already saved', async () => {
    saved = true;
    act(() => sessionStore.getState().login('token-1', member));
    await renderButton('en', '?property_type=villa&governorate_id=1');
    expect(await screen.findByRole('link', { name: 'Saved' })).toBeInTheDocument();
    const check = api.calls.find((c) => c.path === '/already-save')!;
    expect(check.query.get('kind')).toBe('property');
    expect(check.query.get('query')).toBe('governorate_id=1&property_type=villa');
  });

  it("shows the API's refusal of the query in the dialog, in Arabic", async () => {
    const user = userEvent.setup();
    api.answer('POST /save-search', () => invalid('بيانات غير صالحة', { query: ['هذا البحث محفوظ مسبقاً'] }));
    act(() => sessionStore.getState().login('token-1', member));
    await renderButton('ar', '?governorate_id=2');
    await user.click(await screen.findByRole('button', { name: 'حفظ البحث' }));
    const dialog = await screen.findByRole('dialog', { name: 'حفظ هذا البحث' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'الاسم' })).toHaveValue('حلب'));
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('هذا البحث محفوظ مسبقاً');
    expect(dialog).toHaveAttribute('dir', 'rtl');
  });

  it('shows a 400 on the name beside the name', async () => {
    const user = userEvent.setup();
    api.answer('POST /save-search', () => invalid('Invalid data', { name: ['You can save up to 50 searches'] }));
    act(() => sessionStore.getState().login('token-1', member));
    await renderButton('en', '?governorate_id=1');
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Damascus'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('You can save up to 50 searches'));
  });
});
