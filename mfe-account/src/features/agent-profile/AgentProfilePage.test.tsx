import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@souq/shared';
import { standInForEachTest } from '@souq/shared/testing';
import { autoCardOf, profileOf, propertyCardOf, reviewOf, serveAgent, type AgentWorld } from '../../testing/agents';
import { individual, renderPage } from '../../testing/render';
import { AgentProfilePage } from './AgentProfilePage';
import type { Lang } from '@souq/shared';

// antd's stars and dialogs render several times per click; no speed is tested here.
jest.setTimeout(60_000);

const api = standInForEachTest();
let world: AgentWorld;
// jsdom opens no windows: what the page asks the browser to open is kept here instead.
let opened: { url: string; target: string }[];
const realOpen = window.open;

beforeEach(() => {
  world = {
    viewerId: individual.id as number,
    profile: profileOf(),
    reviews: [
      reviewOf({
        id: 1,
        ratings: { overall_experience: 5, transparency: 5, professionalism: 5, responsiveness: 5 },
        average: 5,
      }),
      reviewOf({
        id: 2,
        ratings: { overall_experience: 3, transparency: 2, professionalism: 4, responsiveness: 3 },
        average: 3,
      }),
    ],
    reports: [],
    agentReports: [],
    contacts: [],
    properties: [propertyCardOf({ id: 7 }), propertyCardOf({ id: 8, name: 'Villa in Yaafour', listing_type: 'rent' })],
    autos: [autoCardOf({ id: 5 })],
  };
  serveAgent(api, world);
  opened = [];
  window.open = ((url: string, target: string) => {
    opened.push({ url, target });
    return null;
  }) as typeof window.open;
});
afterEach(() => {
  window.open = realOpen;
  act(() => sessionStore.getState().logout());
});

const show = (lang: Lang = 'en', path = '/agent-details/4', id = '4') =>
  renderPage(lang, path, individual, <AgentProfilePage id={id} />);

describe('agent profile', () => {
  it("shows the agent's photo, name, type, member since, company link and about-me", async () => {
    await show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Khaled Halabi' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Khaled Halabi' })).toHaveAttribute(
      'src',
      '/api/uploaded-files/user-profile-images/k.webp',
    );
    expect(screen.getByTestId('user-type')).toHaveTextContent('Agent');
    expect(screen.getByText('Member since Fri, Mar 14, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sham Real Estate' })).toHaveAttribute('href', '/agent-details/3');
    expect(screen.getByText('Flats in Mezzeh and Malki since 2010.')).toBeInTheDocument();
  });

  it('sums up the ratings overall and per category, with the bars', async () => {
    await show();
    const summary = await screen.findByTestId('rating-summary');
    expect(within(summary).getByTestId('rating-average')).toHaveTextContent('4.0');
    expect(within(summary).getByTestId('rating-count')).toHaveTextContent('2 reviews');
    const transparency = summary.querySelector('[data-category="transparency"]') as HTMLElement;
    expect(transparency).toHaveTextContent('Transparency');
    expect(within(transparency).getByRole('img', { name: '3.5 out of 5' })).toBeInTheDocument();
    const bars = within(within(summary).getByRole('list', { name: 'Reviews by rating' }));
    expect(bars.getByText('5 stars: 1')).toBeInTheDocument();
    expect(bars.getByText('3 stars: 1')).toBeInTheDocument();
    expect(bars.getByText('4 stars: 0')).toBeInTheDocument();
    expect(bars.getByText('1 star: 0')).toBeInTheDocument();
  });

  it('counts the stars of each bar as Arabic does', async () => {
    await show('ar');
    const bars = within(
      within(await screen.findByTestId('rating-summary')).getByRole('list', { name: 'التقييمات حسب عدد النجوم' }),
    );
    expect(
      ['5 نجوم: 1', '3 نجوم: 1', 'نجمتان: 0', 'نجمة واحدة: 0'].filter((text) => bars.queryByText(text) === null),
    ).toEqual([]);
  });

  it('shows a company: its logo, registration number, address, website and its agents with their ratings', async () => {
    world.profile = profileOf({
      id: 3,
      user_type: 'Corporate',
      name: 'Rana',
      surname: 'Khoury',
      companies: [],
      company: {
        id: 9,
        name: 'Sham Real Estate',
        logo: '/api/uploaded-files/company-logos/s.webp',
        registration_number: 'DM-2026-0001',
        address: 'Abu Rummaneh, Damascus',
        website: 'https://sham.example.sy',
        owner_id: 3,
      },
      agents: [
        { id: 4, name: 'Khaled', surname: 'Halabi', image: null, rating: { average: 4.5, count: 12 }, verified: true },
        { id: 5, name: 'Maya', surname: null, image: null, rating: { average: 0, count: 0 }, verified: false },
      ],
      plan_badge: { tier: 'diamond', name_en: 'Diamond', name_ar: 'الماسية' },
    });
    await show('en', '/agent-details/3', '3');
    expect(await screen.findByTestId('user-type')).toHaveTextContent('Corporate');
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('Diamond member');
    expect(screen.getByRole('img', { name: 'Logo of Sham Real Estate' })).toBeInTheDocument();
    expect(screen.getByText('DM-2026-0001')).toBeInTheDocument();
    expect(screen.getByText('Abu Rummaneh, Damascus')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://sham.example.sy' })).toHaveAttribute(
      'href',
      'https://sham.example.sy',
    );
    const agents = screen.getAllByTestId('company-agent');
    expect(within(agents[0]!).getByRole('link', { name: 'Khaled Halabi' })).toHaveAttribute('href', '/agent-details/4');
    expect(agents[0]).toHaveTextContent('4.5 out of 5 (12)');
    expect(agents[1]).toHaveTextContent('Not rated yet');
  });

  it.each([
    [
      'en',
      'Reply from the company',
      'Report company',
      'You can review this company after contacting it by call, WhatsApp or email.',
    ],
    [
      'ar',
      'رد الشركة',
      'الإبلاغ عن الشركة',
      'يمكنك تقييم هذه الشركة بعد التواصل معها عبر الاتصال أو واتساب أو البريد الإلكتروني.',
    ],
  ] as const)(
    'speaks of a company as a company: its reply, reporting it, reviewing it (%s)',
    async (lang, reply, report, noContact) => {
      world.profile = profileOf({
        id: 3,
        user_type: 'Corporate',
        name: 'Rana',
        surname: 'Khoury',
        companies: [],
        company: {
          id: 9,
          name: 'Sham Real Estate',
          logo: null,
          registration_number: 'DM-2026-0001',
          address: 'Abu Rummaneh, Damascus',
          website: null,
          owner_id: 3,
        },
        review_permission: { allowed: false, reason: 'no_contact', contact: null },
      });
      world.reviews = [
        reviewOf({ id: 1, reply: { text: 'Thank you for your trust.', at: '2026-03-12T12:00:00.000Z' } }),
      ];
      await show(lang, '/agent-details/3?view=reviews', '3');
      expect(await screen.findByRole('group', { name: reply })).toHaveTextContent('Thank you for your trust.');
      expect(screen.getByRole('button', { name: report })).toBeInTheDocument();
      expect(screen.getByText(noContact, { exact: false })).toBeInTheDocument();
    },
  );

  it('says an unknown agent is not found', async () => {
    await show('en', '/agent-details/999', '999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it("shows the server's message when the profile cannot be loaded, and loads it on Try again", async () => {
    const user = userEvent.setup();
    api.answer('GET /agent-profile', () => ({
      status: 500,
      body: { success: false, message: 'Something went wrong.' },
    }));
    await show();
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.getByText('The profile could not be loaded.')).toBeInTheDocument();
    // The next answer is the real profile.
    serveAgent(api, world);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Khaled Halabi' })).toBeInTheDocument();
  });

  it('records a WhatsApp contact and opens the link the API gives', async () => {
    const user = userEvent.setup();
    await show();
    await user.click(await screen.findByRole('button', { name: 'WhatsApp' }));
    await waitFor(() => expect(opened).toEqual([{ url: 'https://wa.me/963944123456', target: '_blank' }]));
    expect(world.contacts).toEqual([{ channel: 'whatsapp' }]);
    // The link is rendered after the window opened (the same moment the buttons are enabled again).
    expect(await screen.findByRole('link', { name: '+963944123456' })).toHaveAttribute(
      'href',
      'https://wa.me/963944123456',
    );
    await user.click(screen.getByRole('button', { name: 'Call' }));
    await waitFor(() => expect(opened[1]).toEqual({ url: 'tel:+963944123456', target: '_self' }));
  });

  it("has no contact buttons, report or review form on one's own profile", async () => {
    world.viewerId = 4;
    world.profile = profileOf({ review_permission: { allowed: false, reason: 'self', contact: null } });
    await renderPage(
      'en',
      '/agent-details/4?view=reviews',
      { ...individual, id: 4, user_type: 'Agent' },
      <AgentProfilePage id="4" />,
    );
    await screen.findByRole('heading', { level: 1, name: 'Khaled Halabi' });
    await screen.findAllByTestId('review');
    expect(screen.queryByRole('button', { name: 'WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report agent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it("shares the profile under its canonical address, one's own too", async () => {
    world.viewerId = 4;
    const user = userEvent.setup();
    await renderPage(
      'ar',
      '/agent-details/4?tab=reviews#top',
      { ...individual, id: 4, user_type: 'Agent' },
      <AgentProfilePage id="4" />,
    );
    await screen.findByRole('heading', { level: 1, name: 'Khaled Halabi' });
    await user.click(screen.getByRole('button', { name: 'مشاركة' }));
    const menu = screen.getByRole('menu', { name: 'مشاركة هذه الصفحة' });
    expect(within(menu).getByRole('menuitem', { name: 'تيليجرام' })).toHaveAttribute(
      'href',
      `https://t.me/share/url?url=${encodeURIComponent('http://localhost/agent-details/4')}&text=${encodeURIComponent('Khaled Halabi')}`,
    );
  });

  it("lists the agent's active properties and cars as search cards, in tabs", async () => {
    const user = userEvent.setup();
    await show();
    const cards = await screen.findAllByTestId('agent-listing');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Bright flat in Mezzeh' })).toHaveAttribute(
      'href',
      '/property/property-detail/7',
    );
    expect(cards[0]).toHaveTextContent('1,950,000,000 new SYP');
    expect(cards[0]).toHaveTextContent('Mezzeh, Damascus City, Damascus');
    expect(cards[0]).toHaveTextContent('3 bedrooms');
    expect(cards[1]).toHaveTextContent('For rent');
    const asked = api.calls.find((call) => call.path === '/get-user-profile-property-listings');
    expect(asked?.query.get('user_id')).toBe('4');
    await user.click(screen.getByRole('tab', { name: 'Cars' }));
    const car = await screen.findByRole('link', { name: 'Toyota Corolla XLi 2018' });
    expect(car).toHaveAttribute('href', '/auto/auto-detail/5');
    expect(screen.getByTestId('agent-listing')).toHaveTextContent('84,500 km');
  });

  it('pages through many listings with the documented pagination', async () => {
    const user = userEvent.setup();
    world.properties = Array.from({ length: 30 }, (_, n) => propertyCardOf({ id: 100 + n, name: `Flat ${100 + n}` }));
    await show();
    await screen.findByRole('link', { name: 'Flat 100' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Flat 124' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Flat 100' })).not.toBeInTheDocument();
    expect(window.location.search).toBe('?page=3');
  });

  it('reports the agent with a reason, then withdraws the report', async () => {
    const user = userEvent.setup();
    await show();
    await user.click(await screen.findByRole('button', { name: 'Report agent' }));
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to report this agent?' });
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'fake');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Report sent.')).toBeInTheDocument();
    expect(world.agentReports).toEqual([{ reason: 'fake' }]);
    await user.click(await screen.findByRole('button', { name: 'Withdraw report' }));
    dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to withdraw your report of this agent?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('button', { name: 'Report agent' })).toBeInTheDocument();
    expect(world.agentReports).toEqual([]);
  });

  it('speaks Arabic, right to left', async () => {
    await show('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Khaled Halabi' })).toBeInTheDocument();
    expect(screen.getByTestId('user-type')).toHaveTextContent('وكيل');
    expect(screen.getByText('عضو منذ Fri, Mar 14, 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'واتساب' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ملخص التقييمات' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'التقييمات (2)' })).toBeInTheDocument();
    expect(within(screen.getByTestId('rating-summary')).getByText('التجربة العامة')).toBeInTheDocument();
    // Each average is one picture named in Arabic, with nothing inside it a screen reader could focus.
    const averages = screen.getAllByRole('img', { name: /^\d\.\d من 5$/ });
    expect(averages.length).toBeGreaterThan(0);
    for (const picture of averages)
      expect(picture.querySelector('[tabindex], [role="radio"], input, button')).toBeNull();
    expect(screen.getByRole('tab', { name: 'العقارات' })).toBeInTheDocument();
  });
});

// On a phone the reviews were below a dozen listing cards (~7,000 px down): they are a tab beside the listings, with
// the rating summary above both (the browser journey checks the order on a phone).
describe('listings and reviews, as two tabs', () => {
  it('opens on the listings, with the reviews one tab away and counted', async () => {
    const user = userEvent.setup();
    await show();
    const tabs = within(await screen.findByRole('tablist', { name: 'Listings and reviews' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Listings', 'Reviews (2)']);
    expect(tabs.getByRole('tab', { name: 'Listings' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findAllByTestId('agent-listing')).toHaveLength(2);
    expect(screen.queryAllByTestId('review')).toHaveLength(0);

    await user.click(tabs.getByRole('tab', { name: 'Reviews (2)' }));
    expect(await screen.findAllByTestId('review')).toHaveLength(2);
    expect(screen.queryAllByTestId('agent-listing')).toHaveLength(0);
    expect(screen.getByRole('tabpanel', { name: 'Reviews (2)' })).toBeInTheDocument();
    expect(window.location.search).toBe('?view=reviews');

    // Back to the listings from the keyboard: the arrow keys move between the tabs.
    await user.keyboard('{ArrowLeft}');
    expect(tabs.getByRole('tab', { name: 'Listings' })).toHaveFocus();
    expect(tabs.getByRole('tab', { name: 'Listings' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.search).toBe('');
    expect(await screen.findAllByTestId('agent-listing')).toHaveLength(2);
  });

  it('opens on the reviews from a link to them, and keeps the rating summary in view', async () => {
    await show('en', '/agent-details/4?view=reviews');
    expect(await screen.findAllByTestId('review')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Reviews (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('rating-summary')).toBeInTheDocument();
  });

  it('in Arabic, the left arrow moves on to the next tab, as the line reads', async () => {
    const user = userEvent.setup();
    await show('ar');
    const listings = await screen.findByRole('tab', { name: 'الإعلانات' });
    act(() => listings.focus());
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'التقييمات (2)' })).toHaveFocus();
    expect(await screen.findAllByTestId('review')).toHaveLength(2);
  });
});

describe('the Verified mark on profiles', () => {
  // The contract's types do not carry `verified` yet: the records are given it as the API will send it.
  const verified = <T extends object>(record: T): T => ({ ...record, verified: true });

  it('marks a verified agent, their verified listings, and no one else', async () => {
    world.profile = verified(profileOf());
    world.properties = [verified(propertyCardOf({ id: 7 })), propertyCardOf({ id: 8, name: 'Villa in Yaafour' })];
    await show();
    await screen.findByRole('heading', { level: 1, name: 'Khaled Halabi' });
    expect(screen.getByRole('img', { name: 'Verified: licence or registration checked' })).toHaveTextContent(
      'Verified',
    );
    const cards = await screen.findAllByTestId('agent-listing');
    expect(
      within(cards[0]!).getByRole('img', { name: 'Verified: the owner showed an ownership document' }),
    ).toBeInTheDocument();
    expect(within(cards[1]!).queryByTestId('verified-badge')).not.toBeInTheDocument();
  });

  it('shows no mark on an agent not verified', async () => {
    await show();
    await screen.findByRole('heading', { level: 1, name: 'Khaled Halabi' });
    await screen.findAllByTestId('agent-listing');
    expect(screen.queryByTestId('verified-badge')).not.toBeInTheDocument();
  });

  it("marks a company's verified agents, in Arabic", async () => {
    world.profile = profileOf({
      id: 3,
      user_type: 'Corporate',
      name: 'Rana',
      surname: 'Khoury',
      companies: [],
      company: {
        id: 9,
        name: 'Sham Real Estate',
        logo: null,
        registration_number: 'DM-2026-0001',
        address: 'Abu Rummaneh, Damascus',
        website: null,
        owner_id: 3,
      },
      agents: [
        { id: 4, name: 'Khaled', surname: 'Halabi', image: null, rating: { average: 4.5, count: 12 }, verified: true },
        { id: 5, name: 'Maya', surname: null, image: null, rating: { average: 0, count: 0 }, verified: false },
      ],
    });
    await show('ar', '/agent-details/3', '3');
    const agents = await screen.findAllByTestId('company-agent');
    expect(within(agents[0]!).getByRole('img', { name: 'موثّق: تم التحقق من الترخيص أو السجل' })).toHaveTextContent(
      'موثّق',
    );
    expect(within(agents[1]!).queryByTestId('verified-badge')).not.toBeInTheDocument();
  });
});
