import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type SessionUser } from '@souq/shared';
import { invalid, ok, startApiStandIn, useStandIn, type ApiStandIn } from '@souq/shared/testing';
import { agent, corporate, individual, renderPage } from '../../testing/render';
import { MyAccountPage } from './MyAccountPage';

// No speed is being tested: Jest's default 5 s per test only measures how busy the shared machine is,
// so allow what a loaded machine needs.
jest.setTimeout(60_000);

let api: ApiStandIn;

function account(user: SessionUser) {
  return {
    ...user,
    surname: 'Haddad',
    listing_category: user.user_type === 'Individual' ? null : 'both',
    image: null,
    phone: null,
    whatsapp: null,
    about_me: null,
    language: 'en',
    email_verified: true,
    google_linked: false,
    company: null,
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

const BECAME_AGENT = 'Your account is now an Agent account. You can post listings and subscribe to plans.';

/** The account API: the Individual becomes an Agent with the chosen category, or is refused with `refusal` as the API refuses. */
function serve(user: SessionUser, { refusal, success = BECAME_AGENT }: { refusal?: string; success?: string } = {}) {
  let stored = account(user);
  api.answer('GET /my-account', () => ok('Account details', stored));
  api.answer('POST /become-agent', (body) => {
    if (refusal) return invalid(refusal);
    stored = { ...stored, user_type: 'Agent', listing_category: body.listing_category as string };
    return ok(success, stored);
  });
}

beforeAll(async () => {
  api = await startApiStandIn();
});
afterAll(() => api.close());
beforeEach(async () => {
  api.reset();
  await useStandIn(api);
});
afterEach(() => act(() => sessionStore.getState().logout()));

const requests = () => api.calls.filter((call) => call.path === '/become-agent');

describe('becoming an agent on My account', () => {
  it('lets an Individual become an Agent in the chosen category, and the whole site sees the Agent at once', async () => {
    const user = userEvent.setup();
    serve(individual);
    await renderPage('en', '/my-account#become-agent', individual, <MyAccountPage />);
    const section = within(await screen.findByRole('region', { name: 'Become an agent' }));
    expect(section.getByText(/Agents post properties and cars on Souq and can subscribe to plans/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Become an agent' })).toHaveAttribute('id', 'become-agent');
    const choices = within(section.getByRole('group', { name: 'Listing category' }));
    expect(choices.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'real_estate',
      'auto',
      'both',
    ]);
    expect(choices.getByRole('radio', { name: 'Real Estate' })).toBeInTheDocument();
    expect(choices.getByRole('radio', { name: 'Auto' })).toBeInTheDocument();

    await user.click(choices.getByRole('radio', { name: 'Both' }));
    await user.click(section.getByRole('button', { name: 'Become an agent' }));

    expect(await screen.findByText(BECAME_AGENT)).toBeInTheDocument();
    expect(requests().map((call) => call.body)).toEqual([{ listing_category: 'both' }]);
    // The header ("My listings") and the plans page read the session's user.
    expect(sessionStore.getState().user).toMatchObject({ id: 1, user_type: 'Agent', listing_category: 'both' });
    expect(screen.queryByRole('region', { name: 'Become an agent' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Account type', { selector: 'input' })).toHaveValue('Agent');
    expect(screen.getByLabelText('Listing category', { selector: 'select' })).toHaveValue('both');
  });

  it('asks for a category before sending anything', async () => {
    const user = userEvent.setup();
    serve(individual);
    await renderPage('en', '/my-account', individual, <MyAccountPage />);
    const section = within(await screen.findByRole('region', { name: 'Become an agent' }));
    await user.click(section.getByRole('button', { name: 'Become an agent' }));
    expect(section.getByRole('alert')).toHaveTextContent('The Listing category field is required');
    expect(requests()).toHaveLength(0);
  });

  it("shows the server's refusal under the choices and keeps the choice", async () => {
    const user = userEvent.setup();
    const refusal =
      'Only an Individual account can become an Agent. Agent and Corporate accounts can already post listings.';
    serve(individual, { refusal });
    await renderPage('en', '/my-account', individual, <MyAccountPage />);
    const section = within(await screen.findByRole('region', { name: 'Become an agent' }));
    await user.click(section.getByRole('radio', { name: 'Auto' }));
    await user.click(section.getByRole('button', { name: 'Become an agent' }));

    expect(await section.findByRole('alert')).toHaveTextContent(refusal);
    expect(section.getByRole('radio', { name: 'Auto' })).toBeChecked();
    expect(section.getByRole('button', { name: 'Become an agent' })).toBeEnabled();
    expect(sessionStore.getState().user).toMatchObject({ user_type: 'Individual' });
  });

  it('is not offered to Agents or Corporates', async () => {
    for (const who of [agent, corporate]) {
      serve(who);
      const { unmount } = await renderPage('en', '/my-account', who, <MyAccountPage />);
      await screen.findByDisplayValue(who.name);
      expect(screen.queryByRole('region', { name: 'Become an agent' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('speaks Arabic', async () => {
    const user = userEvent.setup();
    serve(individual, { success: 'أصبح حسابك حساب وكيل. يمكنك الآن نشر الإعلانات والاشتراك في خطط الاشتراك.' });
    await renderPage('ar', '/my-account', individual, <MyAccountPage />);
    const section = within(await screen.findByRole('region', { name: 'كن وكيلاً' }));
    expect(
      section.getByText(/ينشر الوكلاء العقارات والسيارات على سوق ويمكنهم الاشتراك في خطط الاشتراك/),
    ).toBeInTheDocument();
    const choices = within(section.getByRole('group', { name: 'فئة الإعلانات' }));
    expect(choices.getByRole('radio', { name: 'عقارات' })).toBeInTheDocument();
    expect(choices.getByRole('radio', { name: 'سيارات' })).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'كن وكيلاً' }));
    expect(section.getByRole('alert')).toHaveTextContent('حقل فئة الإعلانات مطلوب');

    await user.click(choices.getByRole('radio', { name: 'كلاهما' }));
    await user.click(section.getByRole('button', { name: 'كن وكيلاً' }));
    expect(
      await screen.findByText('أصبح حسابك حساب وكيل. يمكنك الآن نشر الإعلانات والاشتراك في خطط الاشتراك.'),
    ).toBeInTheDocument();
    expect(requests()[0]!.headers['accept-language']).toMatch(/^ar/);
    expect(sessionStore.getState().user).toMatchObject({ user_type: 'Agent', listing_category: 'both' });
  });
});
