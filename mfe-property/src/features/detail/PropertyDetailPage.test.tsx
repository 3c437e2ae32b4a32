import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@souq/shared';
import { apiImage, apiOwner, contactOwner, ok, saveAndUnsave, standInForEachTest } from '@souq/shared/testing';
import { card, MASTER } from '../../testing/fixtures';
import { renderAt } from '../../testing/render';
import type { ApiPropertyDetail } from '../../lib/listing/api/apiTypes';
import { clearRequestCache } from '@souq/shared/cached-request';
import PropertyDetailPage from './PropertyDetailPage';

const api = standInForEachTest();
let favourite = false;

function detail(signedIn: boolean): ApiPropertyDetail {
  return {
    ...card(),
    category: 'residential',
    status: 'active',
    furnished: 'furnished',
    floor_level: 4,
    amenities: ['parking', 'elevator'],
    price: { currency: 'SYP', amount: 1_950_000_000, discounted_amount: 1_950_000_000 },
    views_count: 10,
    updated_at: '2026-01-05T10:00:00.000Z',
    description: 'Sunny, quiet street.',
    description_ar: 'مشمسة في شارع هادئ.',
    additional_information: null,
    ownership_document: 'green_tabu',
    images: [apiImage('p', 1), apiImage('p', 2)],
    video: { id: 9, url: '/api/uploaded-files/v/9.mp4' },
    owner: apiOwner(signedIn),
    contacts_count: 0,
    is_favourite: signedIn && favourite,
    contacted_channels: [],
    is_owner: false,
    my_report: null,
    price_history: [],
    map_url: 'https://www.google.com/maps?q=33.5,36.25',
  };
}

beforeEach(() => {
  favourite = false;
  act(() => {
    sessionStore.getState().logout();
    sessionStore.getState().closeAuthModal();
  });
  api.answer('GET /property/property-master', () => ok('', MASTER));
  api.answer('GET /property/property-detail/7', (_b, _q) =>
    ok('', detail(Boolean(api.calls.at(-1)?.headers.authorization))),
  );
  api.answer('POST /add-remove-property-wishlist', () => {
    favourite = !favourite;
    return ok(favourite ? 'Added to your saved listings.' : 'Removed from your saved listings.', {
      property_id: 7,
      is_favourite: favourite,
    });
  });
  api.answer('POST /property/contact', (body) =>
    ok('Saved.', { property_id: body.id, channel: body.channel, link: null, times: 1 }),
  );
});

describe('a listing for a guest', () => {
  it('asks them to log in, and the button opens the login modal', async () => {
    const user = userEvent.setup();
    await renderAt('en', '/property/property-detail/7', <PropertyDetailPage id="7" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bright flat in Mezzeh' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Log in to view the property details' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Photos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole('region', { name: 'Log in to view the property details' })).getByRole('button', {
        name: 'Login',
      }),
    );
    expect(sessionStore.getState().authModal).toEqual({ open: true, mode: 'login' });
  });

  it('sends the favourite button to the login modal too', async () => {
    const user = userEvent.setup();
    await renderAt('ar', '/property-detail?id=7', <PropertyDetailPage id="7" />);
    await user.click(await screen.findByRole('button', { name: 'حفظ في المفضلة' }));
    expect(sessionStore.getState().authModal.open).toBe(true);
    expect(api.calls.some((call) => call.path === '/add-remove-property-wishlist')).toBe(false);
  });
});

describe('sharing a listing', () => {
  it('shares its canonical address, not the ?id= one it was opened at', async () => {
    const user = userEvent.setup();
    await renderAt('en', '/property-detail?id=7', <PropertyDetailPage id="7" />);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const menu = screen.getByRole('menu', { name: 'Share this page' });
    const url = 'http://localhost/property/property-detail/7?lang=en';
    expect(within(menu).getByRole('menuitem', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Bright flat in Mezzeh\n${url}`)}`,
    );
  });
});

describe('a guest who saves the listing, then logs in', () => {
  const saves = () => api.calls.filter((call) => call.path === '/add-remove-property-wishlist');
  const memberLoads = () =>
    api.calls.filter((call) => call.path === '/property/property-detail/7' && call.headers.authorization);
  const logIn = () =>
    act(() =>
      sessionStore
        .getState()
        .login('member-token', { id: 2, name: 'Omar', email: 'omar@example.sy', user_type: 'Individual' }),
    );

  it('finds it saved, once, after the login it asked for', async () => {
    const user = userEvent.setup();
    await renderAt('en', '/property/property-detail/7', <PropertyDetailPage id="7" />);
    await user.click(await screen.findByRole('button', { name: 'Save to favourites' }));
    logIn();
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(memberLoads().length).toBeGreaterThan(0));
    expect(saves()).toHaveLength(1);
    expect(saves()[0]!.body).toEqual({ property_id: 7 });
    expect(favourite).toBe(true);
  });

  it('leaves it saved when the member had saved it before', async () => {
    const user = userEvent.setup();
    favourite = true;
    await renderAt('en', '/property/property-detail/7', <PropertyDetailPage id="7" />);
    await user.click(await screen.findByRole('button', { name: 'Save to favourites' }));
    logIn();
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(saves()).toHaveLength(0);
  });

  it('does not save it when the guest closed the login instead', async () => {
    const user = userEvent.setup();
    await renderAt('en', '/property/property-detail/7', <PropertyDetailPage id="7" />);
    await user.click(await screen.findByRole('button', { name: 'Save to favourites' }));
    act(() => sessionStore.getState().closeAuthModal());
    logIn();
    await waitFor(() => expect(memberLoads().length).toBeGreaterThan(0));
    expect(await screen.findByRole('button', { name: 'Save to favourites' })).toHaveAttribute('aria-pressed', 'false');
    expect(saves()).toHaveLength(0);
  });
});

describe('a listing for a member', () => {
  beforeEach(() => {
    act(() =>
      sessionStore
        .getState()
        .login('member-token', { id: 2, name: 'Omar', email: 'omar@example.sy', user_type: 'Individual' }),
    );
  });

  it('shows the gallery with the video, the facts, the amenities and the agent', async () => {
    const user = userEvent.setup();
    await renderAt('en', '/property/property-detail/7', <PropertyDetailPage id="7" />);
    const gallery = await screen.findByRole('region', { name: 'Photos' });
    expect(within(gallery).getByRole('img', { name: 'Photo 1 of 3' })).toHaveAttribute(
      'src',
      '/api/uploaded-files/p/1.webp',
    );
    await user.click(within(gallery).getByRole('button', { name: 'Video' }));
    expect(gallery.querySelector('video')).toHaveAttribute('src', '/api/uploaded-files/v/9.mp4');
    expect(screen.getByText('Sunny, quiet street.')).toBeInTheDocument();
    expect(screen.getByText('Parking')).toBeInTheDocument();
    expect(screen.getByText('Elevator')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/agent-details/4');
    expect(screen.getByRole('link', { name: 'Google Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps?q=33.5,36.25',
    );
    expect(api.calls.find((call) => call.path === '/property/property-detail/7')?.headers.authorization).toBe(
      'Bearer member-token',
    );
  });

  it('saves and unsaves the listing', async () => {
    const user = userEvent.setup();
    await renderAt('en', '/property/property-detail/7', <PropertyDetailPage id="7" />);
    const saved = await saveAndUnsave(user, api, '/add-remove-property-wishlist');
    expect(saved?.body).toEqual({ property_id: 7 });
  });

  it('links to WhatsApp, the phone and email, and records the contact', async () => {
    await renderAt('ar', '/property/property-detail/7', <PropertyDetailPage id="7" />);
    await contactOwner(api, '/property/contact', 7);
  });
});

describe('a rent', () => {
  it('says what its price is per, beside the price and among the facts, in both languages', async () => {
    act(() =>
      sessionStore
        .getState()
        .login('member-token', { id: 2, name: 'Omar', email: 'omar@example.sy', user_type: 'Individual' }),
    );
    api.answer('GET /property/property-detail/7', () =>
      ok('', { ...detail(true), listing_type: 'rent', rent_period: 'yearly' }),
    );
    const view = await renderAt('en', '/property/property-detail/7', <PropertyDetailPage id="7" />);
    expect(await screen.findByText('/ year')).toBeInTheDocument();
    expect(screen.getByText('Rent period')).toBeInTheDocument();
    expect(screen.getByText('Yearly')).toBeInTheDocument();
    view.unmount();
    clearRequestCache();
    await renderAt('ar', '/property/property-detail/7', <PropertyDetailPage id="7" />);
    expect(await screen.findByText('سنوياً')).toBeInTheDocument();
    expect(screen.getByText('فترة الإيجار')).toBeInTheDocument();
  });
});

describe('ownership document and price per m²', () => {
  beforeEach(() => {
    act(() =>
      sessionStore
        .getState()
        .login('member-token', { id: 2, name: 'Omar', email: 'omar@example.sy', user_type: 'Individual' }),
    );
    act(() => sessionStore.getState().setSymbol('Syp'));
  });
  afterEach(() => {
    act(() => sessionStore.getState().setSymbol('Syp'));
  });

  it('shows the document its poster holds among the facts, and the price per m² by the price, in both languages and currencies', async () => {
    const view = await renderAt('en', '/property/property-detail/7', <PropertyDetailPage id="7" />);
    const ownership = await screen.findByText('Ownership document');
    expect(ownership.nextElementSibling).toHaveTextContent('Green tabu (title deed)');
    expect(screen.getByTestId('price-per-sqm')).toHaveTextContent('13,928,571 new SYP/m²');
    view.unmount();
    clearRequestCache();
    act(() => sessionStore.getState().setSymbol('USD'));
    await renderAt('ar', '/property/property-detail/7', <PropertyDetailPage id="7" />);
    expect((await screen.findByText('وثيقة الملكية')).nextElementSibling).toHaveTextContent('طابو أخضر');
    expect(screen.getByTestId('price-per-sqm')).toHaveTextContent('1,071 دولار/م²');
  });

  it('leaves the document out when its poster did not say', async () => {
    api.answer('GET /property/property-detail/7', () => ok('', { ...detail(true), ownership_document: null }));
    await renderAt('en', '/property/property-detail/7', <PropertyDetailPage id="7" />);
    expect(await screen.findByText('Furnishing')).toBeInTheDocument();
    expect(screen.queryByText('Ownership document')).not.toBeInTheDocument();
  });
});

describe('trust on a listing', () => {
  const member = () =>
    act(() =>
      sessionStore
        .getState()
        .login('member-token', { id: 2, name: 'Omar', email: 'omar@example.sy', user_type: 'Individual' }),
    );

  it('shows a verified listing and a verified owner with their marks, in Arabic', async () => {
    api.answer('GET /property/property-detail/7', () => {
      const record = detail(true);
      return ok('', { ...record, verified: true, owner: { ...record.owner, verified: true } });
    });
    member();
    await renderAt('ar', '/property/property-detail/7', <PropertyDetailPage id="7" />);
    expect(await screen.findByRole('img', { name: 'موثّق: قدّم المالك وثيقة ملكية' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'موثّق: تم التحقق من الترخيص أو السجل' })).toBeInTheDocument();
  });

  it("offers the member who reported it to withdraw the report, from the detail's my_report", async () => {
    const user = userEvent.setup();
    api.answer('GET /property/property-detail/7', () =>
      ok('', { ...detail(true), my_report: { reason: 'wrong_price', created_at: '2026-11-20T10:00:00Z' } }),
    );
    api.answer('POST /listing-reports/withdraw', () => ok('Withdrawn.'));
    member();
    await renderAt('en', '/property/property-detail/7', <PropertyDetailPage id="7" />);
    await user.click(await screen.findByRole('button', { name: 'Withdraw report' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw your report on this listing?' })).getByRole('button', {
        name: 'Withdraw',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Report this listing' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/listing-reports/withdraw')?.body).toEqual({
      kind: 'property',
      id: 7,
    });
  });

  it('reports a wrong place', async () => {
    const user = userEvent.setup();
    api.answer('POST /listing-reports', (body) =>
      ok('Reported.', { reason: body.reason, created_at: '2026-11-20T10:00:00Z' }),
    );
    member();
    await renderAt('en', '/property/property-detail/7', <PropertyDetailPage id="7" />);
    await user.click(await screen.findByRole('button', { name: 'Report this listing' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this listing' }));
    await user.click(dialog.getByRole('radio', { name: 'Wrong place' }));
    await user.type(dialog.getByRole('textbox', { name: 'Details' }), 'It is in Kafr Souseh.');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('button', { name: 'Withdraw report' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/listing-reports')?.body).toEqual({
      kind: 'property',
      id: 7,
      reason: 'wrong_place',
      text: 'It is in Kafr Souseh.',
    });
  });
});
