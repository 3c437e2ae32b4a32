import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { sessionStore, SouqToaster, usePageTitle } from '@souq/shared';
import { contactOwner, invalid, ok, saveAndUnsave, standInForEachTest } from '@souq/shared/testing';
import { detail, MASTER } from '../../testing/fixtures';
import { renderAt } from '../../testing/render';
import type { ApiAutoDetail } from '../../lib/listing/api/apiTypes';
import AutoDetailPage from './AutoDetailPage';

const api = standInForEachTest();
let favourite = false;
let overrides: Partial<ApiAutoDetail> = {};

beforeEach(() => {
  favourite = false;
  overrides = {};
  act(() => {
    sessionStore.getState().setSymbol('Syp');
    sessionStore.getState().logout();
    sessionStore.getState().closeAuthModal();
  });
  api.answer('GET /auto/auto-master', () => ok('', MASTER));
  api.answer('GET /auto/auto-detail/5', () => {
    const signedIn = Boolean(api.calls.at(-1)?.headers.authorization);
    return ok('Auto details', detail(signedIn, { is_favourite: signedIn && favourite, ...overrides }));
  });
  api.answer('GET /auto/auto-detail/999', () => ({
    status: 404,
    body: { success: false, message: 'Auto not found.' },
  }));
  api.answer('POST /add-remove-wishlist', () => {
    favourite = !favourite;
    return ok(favourite ? 'Auto added to your saved listings.' : 'Auto removed from your saved listings.', {
      auto_id: 5,
      is_favourite: favourite,
    });
  });
  api.answer('POST /auto/contact', (body) =>
    ok('Contact recorded.', { auto_id: body.id, channel: body.channel, link: null, times: 1 }),
  );
});

const specRow = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;

describe('the specification', () => {
  it('lists every field of the listing, labelled from the master data', async () => {
    await renderAt('en', '/auto/auto-detail/5', <AutoDetailPage id="5" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Corolla XLi 2018' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    const expected: [string, string][] = [
      ['Brand', 'Toyota'],
      ['Class', 'Sedans'],
      ['Model', 'Corolla'],
      ['Trim', 'XLi'],
      ['Year', '2018'],
      ['Vehicle type', 'Car'],
      ['Condition', 'Used'],
      ['Transmission', 'Automatic'],
      ['Seats', 'Fabric'],
      ['Cylinders', '4 cylinders'],
      ['Imported from', 'GCC'],
      ['Fuel', 'Petrol'],
      ['Mileage', '84,500 km'],
      ['Body type', 'Sedan'],
      ['Colour', 'White'],
      ['Drive', 'Front-wheel drive (FWD)'],
      ['Price', '156,000,000 new SYP'],
      ['Discount', 'Not given'],
      ['Price after discount', 'Not given'],
      ['Status', 'Available'],
      ['Reference', '5'],
    ];
    await waitFor(() => expect(within(specRow('Fuel')).getByRole('cell')).toHaveTextContent('Petrol'));
    for (const [label, value] of expected) expect(within(specRow(label)).getByRole('cell')).toHaveTextContent(value);
    expect(within(table).getAllByRole('row')).toHaveLength(expected.length + 1);
    expect(screen.getByText('One owner, full service history.')).toBeInTheDocument();
    expect(screen.getByText('41 views')).toBeInTheDocument();
  });

  it('shows a sold car with its badge and the discount, in Arabic and dollars', async () => {
    overrides = {
      vehicle_status: 'sold',
      discount_percent: 10,
      discounted_price_usd: 10_800,
      discounted_price_syp: 140_400_000,
      seat_type: null,
    };
    act(() => sessionStore.getState().setSymbol('USD'));
    await renderAt('ar', '/auto/auto-detail/5', <AutoDetailPage id="5" />);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('تويوتا كورولا 2018');
    expect(within(heading).getByText('مباعة')).toBeInTheDocument();
    await waitFor(() => expect(within(specRow('الحالة')).getByRole('cell')).toHaveTextContent('مباعة'));
    expect(within(specRow('الخصم')).getByRole('cell')).toHaveTextContent('10%');
    expect(within(specRow('السعر بعد الخصم')).getByRole('cell')).toHaveTextContent('10,800 دولار');
    expect(within(specRow('المقاعد')).getByRole('cell')).toHaveTextContent('غير محدد');
    expect(within(specRow('الوقود')).getByRole('cell')).toHaveTextContent('بنزين');
    expect(screen.getByText('مالك واحد، سجل صيانة كامل.')).toBeInTheDocument();
  });

  it('says the car is not listed when the API does not know it', async () => {
    await renderAt('en', '/auto/auto-detail/999', <AutoDetailPage id="999" />);
    expect(await screen.findByRole('heading', { name: 'This car is not listed (any more).' })).toBeInTheDocument();
    expect(screen.getByText('No Data Found')).toBeInTheDocument();
  });

  it('says it in Arabic too', async () => {
    api.answer('GET /auto/auto-detail/998', () => invalid('The id must be a number.'));
    await renderAt('ar', '/auto/auto-detail/998', <AutoDetailPage id="998" />);
    expect(
      await screen.findByRole('heading', { name: 'هذه السيارة غير معروضة (أو لم تعد معروضة).' }),
    ).toBeInTheDocument();
  });
});

describe('a car for a guest', () => {
  it('shows the gallery with the video, and asks them to log in to contact the seller', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('en', '/auto/auto-detail/5', <AutoDetailPage id="5" />);
    const gallery = await screen.findByRole('region', { name: 'Photos' });
    expect(within(gallery).getByRole('img', { name: 'Photo 1 of 3' })).toHaveAttribute(
      'src',
      '/api/uploaded-files/a/1.webp',
    );
    await user.click(within(gallery).getByRole('button', { name: 'Video' }));
    expect(gallery.querySelector('video')).toHaveAttribute('src', '/api/uploaded-files/v/9.mp4');
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/agent-details/4');
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole('region', { name: 'Log in to contact the seller' })).getByRole('button', {
        name: 'Login',
      }),
    );
    expect(sessionStore.getState().authModal).toEqual({ open: true, mode: 'login' });
  });

  it('sends the favourite button to the login modal too', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('ar', '/auto/auto-detail/5', <AutoDetailPage id="5" />);
    await user.click(await screen.findByRole('button', { name: 'حفظ في المفضلة' }));
    expect(sessionStore.getState().authModal.open).toBe(true);
    expect(api.calls.some((call) => call.path === '/add-remove-wishlist')).toBe(false);
  });

  it('gets the contact buttons once they log in, and sees the car is already among their favourites', async () => {
    favourite = true;
    await renderAt('en', '/auto/auto-detail/5', <AutoDetailPage id="5" />);
    expect(await screen.findByRole('button', { name: 'Save to favourites' })).toHaveAttribute('aria-pressed', 'false');
    await screen.findByRole('heading', { name: 'Log in to contact the seller' });
    act(() =>
      sessionStore
        .getState()
        .login('member-token', { id: 2, name: 'Omar', email: 'omar@example.sy', user_type: 'Individual' }),
    );
    expect(await screen.findByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in to contact the seller' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('sharing a car', () => {
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
  });

  it("hands the phone's share sheet the car's name, price and make, and its address", async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => (shared.push(data), Promise.resolve()),
    });
    const user = userEvent.setup({ delay: null });
    await renderAt('ar', '/auto/auto-detail/5', <AutoDetailPage id="5" />);
    const heading = await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'مشاركة' }));
    expect(shared).toHaveLength(1);
    expect(shared[0]!.url).toBe('http://localhost/auto/auto-detail/5');
    expect(shared[0]!.title).toBe(heading.textContent);
    expect(shared[0]!.text).toMatch(/^156,000,000 ل\.س جديدة · .*تويوتا/);
  });
});

describe('a guest who saves the car, then logs in', () => {
  const saves = () => api.calls.filter((call) => call.path === '/add-remove-wishlist');
  const logIn = () =>
    act(() =>
      sessionStore
        .getState()
        .login('member-token', { id: 2, name: 'Omar', email: 'omar@example.sy', user_type: 'Individual' }),
    );

  it('finds it saved, once, after the login it asked for', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('en', '/auto/auto-detail/5', <AutoDetailPage id="5" />);
    await user.click(await screen.findByRole('button', { name: 'Save to favourites' }));
    logIn();
    expect(await screen.findByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(saves()).toHaveLength(1);
    expect(saves()[0]!.headers.authorization).toBe('Bearer member-token');
    expect(favourite).toBe(true);
  });

  it('leaves it saved when the member had saved it before', async () => {
    const user = userEvent.setup({ delay: null });
    favourite = true;
    await renderAt('en', '/auto/auto-detail/5', <AutoDetailPage id="5" />);
    await user.click(await screen.findByRole('button', { name: 'Save to favourites' }));
    logIn();
    expect(await screen.findByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect(saves()).toHaveLength(0);
  });
});

describe('a car for a member', () => {
  beforeEach(() => {
    act(() =>
      sessionStore
        .getState()
        .login('member-token', { id: 2, name: 'Omar', email: 'omar@example.sy', user_type: 'Individual' }),
    );
  });

  it('saves and unsaves the car', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('en', '/auto/auto-detail/5', <AutoDetailPage id="5" />);
    const saved = await saveAndUnsave(user, api, '/add-remove-wishlist');
    expect(saved?.body).toEqual({ auto_id: 5 });
    expect(saved?.headers.authorization).toBe('Bearer member-token');
  });

  it('links to WhatsApp, the phone and email, and records the contact', async () => {
    await renderAt('ar', '/auto/auto-detail/5', <AutoDetailPage id="5" />);
    const whatsapp = await contactOwner(api, '/auto/contact', 5);
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toContain('تويوتا كورولا 2018');
  });

  it('offers no favourite button to the seller on their own listing', async () => {
    overrides = { is_owner: true };
    await renderAt('en', '/auto/auto-detail/5', <AutoDetailPage id="5" />);
    await screen.findByRole('heading', { level: 1, name: 'Toyota Corolla XLi 2018' });
    expect(screen.queryByRole('button', { name: 'Save to favourites' })).not.toBeInTheDocument();
  });
});

describe('reporting the car', () => {
  const toasts = () => [...document.querySelectorAll('.Toastify__toast')].map((toast) => toast.textContent);
  const withToasts = (page: ReactElement) => (
    <>
      {page}
      <SouqToaster />
    </>
  );
  const logIn = () =>
    act(() =>
      sessionStore
        .getState()
        .login('member-token', { id: 2, name: 'Omar', email: 'omar@example.sy', user_type: 'Individual' }),
    );

  it('sends a guest to the sign-in modal', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('en', '/auto/auto-detail/5', <AutoDetailPage id="5" />);
    await user.click(await screen.findByRole('button', { name: 'Report this listing' }));
    expect(sessionStore.getState().authModal).toEqual({ open: true, mode: 'login' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("offers no report on the member's own listing", async () => {
    overrides = { is_owner: true };
    logIn();
    await renderAt('en', '/auto/auto-detail/5', <AutoDetailPage id="5" />);
    await screen.findByRole('heading', { level: 1, name: 'Toyota Corolla XLi 2018' });
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
  });

  it('asks for details with "Other", keeps what was typed when the API refuses, then sends the report', async () => {
    const user = userEvent.setup({ delay: null });
    let refuse = true;
    api.answer('POST /listing-reports', (body) =>
      refuse
        ? { status: 409, body: { success: false, message: 'You have already reported this listing.' } }
        : ok('Reported.', { reason: body.reason, created_at: '2026-11-20T10:00:00Z' }),
    );
    logIn();
    await renderAt('en', '/auto/auto-detail/5', withToasts(<AutoDetailPage id="5" />));
    await user.click(await screen.findByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose what is wrong with the listing.');
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('the details are required for "Other"');
    expect(within(dialog).getByRole('textbox', { name: 'Details' })).toBeRequired();
    expect(api.calls.some((call) => call.path === '/listing-reports')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Details' }), 'The photos are of another car.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already reported this listing.');
    expect(within(dialog).getByRole('radio', { name: 'Other' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Details' })).toHaveValue('The photos are of another car.');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = api.calls.filter((call) => call.path === '/listing-reports').at(-1);
    expect(sent?.body).toEqual({ kind: 'auto', id: 5, reason: 'other', text: 'The photos are of another car.' });
    expect(sent?.headers.authorization).toBe('Bearer member-token');
    expect(screen.getByRole('button', { name: 'Withdraw report' })).toBeInTheDocument();
    await waitFor(() =>
      expect(toasts()).toContain('Thank you: your report was sent. Our team will look at the listing.'),
    );
  });

  it('sends a reason without details, in Arabic', async () => {
    const user = userEvent.setup({ delay: null });
    api.answer('POST /listing-reports', (body) =>
      ok('تم.', { reason: body.reason, created_at: '2026-11-20T10:00:00Z' }),
    );
    logIn();
    await renderAt('ar', '/auto/auto-detail/5', <AutoDetailPage id="5" />);
    await user.click(await screen.findByRole('button', { name: 'الإبلاغ عن هذا الإعلان' }));
    const dialog = await screen.findByRole('dialog', { name: 'الإبلاغ عن هذا الإعلان' });
    await user.click(within(dialog).getByRole('radio', { name: 'تم بيعه أو تأجيره' }));
    await user.click(within(dialog).getByRole('button', { name: 'إرسال البلاغ' }));
    expect(await screen.findByRole('button', { name: 'سحب البلاغ' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/listing-reports')?.body).toEqual({
      kind: 'auto',
      id: 5,
      reason: 'sold',
    });
  });

  it('withdraws the report the member made, after asking', async () => {
    const user = userEvent.setup({ delay: null });
    overrides = { my_report: { reason: 'fake', created_at: '2026-11-20T10:00:00Z' } };
    api.answer('POST /listing-reports/withdraw', () => ok('Withdrawn.'));
    logIn();
    await renderAt('en', '/auto/auto-detail/5', withToasts(<AutoDetailPage id="5" />));
    await user.click(await screen.findByRole('button', { name: 'Withdraw report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your report on this listing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/listing-reports/withdraw')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Withdraw report' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('button', { name: 'Report this listing' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/listing-reports/withdraw')?.body).toEqual({ kind: 'auto', id: 5 });
    await waitFor(() => expect(toasts()).toContain('Your report was withdrawn.'));
  });
});

describe('a verified car', () => {
  it('carries the Verified mark under its name, named for what was checked', async () => {
    overrides = { verified: true };
    await renderAt('ar', '/auto/auto-detail/5', <AutoDetailPage id="5" />);
    const badge = await screen.findByRole('img', { name: 'موثّق: قدّم المالك وثيقة ملكية' });
    expect(badge).toHaveTextContent('موثّق');
    expect(screen.getByRole('heading', { level: 1 })).not.toContainElement(badge);
  });

  it("marks a verified seller on the seller's card, not the car", async () => {
    overrides = { owner: { ...detail(false).owner, verified: true } };
    await renderAt('en', '/auto/auto-detail/5', <AutoDetailPage id="5" />);
    const seller = await screen.findByRole('region', { name: 'Listed by' });
    expect(within(seller).getByRole('img', { name: 'Verified: licence or registration checked' })).toHaveTextContent(
      'Verified',
    );
    expect(screen.queryAllByTestId('verified-badge')).toHaveLength(1);
  });
});

describe('a car whose Arabic title has Latin words', () => {
  it('keeps the words in order in the heading and the breadcrumbs title', async () => {
    overrides = { name_ar: 'شيفروليه سبارك Sport 2021' };
    const titles: (string | undefined)[] = [];
    function Breadcrumb() {
      titles.push(usePageTitle('/auto/auto-detail/5'));
      return null;
    }
    await renderAt(
      'ar',
      '/auto/auto-detail/5',
      <>
        <AutoDetailPage id="5" />
        <Breadcrumb />
      </>,
    );
    const heading = await screen.findByRole('heading', { level: 1, name: /شيفروليه سبارك Sport 2021/ });
    expect([...heading.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['Sport']);
    await waitFor(() => expect(titles.at(-1)).toBe('شيفروليه سبارك \u2066Sport\u2069 2021'));
  });
});
