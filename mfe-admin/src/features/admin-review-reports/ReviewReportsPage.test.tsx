import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type SessionUser } from '@souq/shared';
import { invalid, ok, standInForEachTest, type Reply } from '@souq/shared/testing';
import { renderPage } from '../../testing/render';
import type { QueuePage } from '../../lib/queueTypes';
import type { ReportedAgent, ReportedReview } from './reviewReportsApi';
import { ReviewReportsPage } from './ReviewReportsPage';

const api = standInForEachTest();
const admin: SessionUser = { id: 9, name: 'Admin', email: 'admin@example.sy', user_type: 'Admin' };
const ALREADY_DECIDED = 'This was already decided by another admin. The list has been refreshed.';

let reviews: ReportedReview[];
let agents: ReportedAgent[];
const page = <T,>(items: T[]): Reply =>
  ok('Queue', {
    data: items,
    pagination: { page: 1, per_page: 10, total: items.length, last_page: 1 },
  } satisfies QueuePage<T>);
const reasonRequired = () =>
  invalid('Give a reason: the member is told it.', { reason: ['Give a reason: the member is told it.'] });

beforeEach(() => {
  reviews = [
    {
      review: {
        id: 31,
        agent: { id: 2, name: 'Omar Haddad' },
        reviewer: { id: 5, name: 'Lina Saleh' },
        text: 'He never showed up.',
        overall_experience: 1,
        hidden_at: '2026-11-22T09:00:00.000Z',
        hidden_reason: 'reports',
        created_at: '2026-11-18T09:00:00.000Z',
      },
      reports: [
        {
          reason: 'offensive',
          text: 'Insults the agent',
          created_at: '2026-11-20T09:00:00.000Z',
          reporter: { id: 6, name: 'Sami' },
        },
      ],
      reports_count: 1,
    },
    {
      review: {
        id: 32,
        agent: { id: 3, name: 'Rana Khoury' },
        reviewer: { id: 7, name: 'Huda Nasser' },
        text: null,
        overall_experience: 5,
        hidden_at: null,
        hidden_reason: null,
        created_at: '2026-11-19T09:00:00.000Z',
      },
      reports: [
        {
          reason: 'conflict_of_interest',
          text: null,
          created_at: '2026-11-21T09:00:00.000Z',
          reporter: { id: 6, name: 'Sami' },
        },
      ],
      reports_count: 1,
    },
  ];
  agents = [
    {
      agent: { id: 2, name: 'Omar Haddad', email: 'agent@example.sy', user_type: 'Agent', suspended_at: null },
      reports: [
        {
          reason: 'fake',
          text: 'Not a licensed agent',
          created_at: '2026-11-20T09:00:00.000Z',
          reporter: { id: 5, name: 'Lina' },
        },
        { reason: 'spam', text: null, created_at: '2026-11-21T09:00:00.000Z', reporter: { id: 6, name: 'Sami' } },
      ],
      reports_count: 2,
    },
  ];
  api.answer('GET /admin/review-reports', () => page(reviews));
  api.answer('GET /admin/agent-reports', () => page(agents));
  api.answer('POST /admin/review-reports/decide', (body) => {
    if (body.decision === 'hide' && String(body.reason ?? '').trim() === '') return reasonRequired();
    const decided = reviews.find((item) => item.review.id === body.review_id);
    if (!decided) return { status: 409, body: { success: false, message: ALREADY_DECIDED } };
    reviews = reviews.filter((item) => item !== decided);
    return ok(body.decision === 'hide' ? 'The review is hidden.' : 'The reports are dismissed.', decided.review);
  });
  api.answer('POST /admin/agent-reports/decide', (body) => {
    if (body.decision === 'suspend' && String(body.reason ?? '').trim() === '') return reasonRequired();
    const decided = agents.find((item) => item.agent.id === body.agent_id);
    if (!decided) return { status: 409, body: { success: false, message: ALREADY_DECIDED } };
    agents = agents.filter((item) => item !== decided);
    return ok(body.decision === 'suspend' ? 'The member is suspended.' : 'The reports are dismissed.', decided.agent);
  });
});
afterEach(() => act(() => sessionStore.getState().logout()));

const reviewCards = () => screen.queryAllByTestId('review-report');
const agentCards = () => screen.queryAllByTestId('agent-report');
const cardNamed = (cards: HTMLElement[], name: string | RegExp) =>
  within(cards.find((c) => within(c).queryByRole('heading', { name }))!);
const sent = (path: string) => api.calls.filter((c) => c.path === path).map((c) => c.body);
const loaded = async () => {
  await waitFor(() => expect(reviewCards()).toHaveLength(2));
  await waitFor(() => expect(agentCards()).toHaveLength(1));
};

describe('reported reviews and agents', () => {
  it('lists the reported reviews and the reported agents, each in its section', async () => {
    await renderPage('en', '/admin/review-reports', admin, <ReviewReportsPage />);
    await loaded();
    const reviewSection = within(screen.getByRole('region', { name: 'Reported reviews' }));
    expect(reviewSection.getAllByTestId('review-report')).toHaveLength(2);
    const first = cardNamed(reviewCards(), 'Review of Omar Haddad by Lina Saleh');
    expect(first.getByText('He never showed up.')).toBeInTheDocument();
    expect(first.getByText('Overall experience: 1 / 5')).toBeInTheDocument();
    expect(first.getByText('Under review: hidden by reports')).toBeInTheDocument();
    // The agent's profile opened at its reviews, where the reported one is.
    expect(first.getByRole('link', { name: 'Omar Haddad' })).toHaveAttribute('href', '/agent-details/2?view=reviews');
    expect(first.getByRole('listitem')).toHaveTextContent('OffensiveFri, Nov 20, 2026by SamiInsults the agent');
    const second = cardNamed(reviewCards(), 'Review of Rana Khoury by Huda Nasser');
    expect(second.getByText('No text: a rating only.')).toBeInTheDocument();
    expect(second.getByText('Shown')).toBeInTheDocument();
    expect(second.getByText('Conflict of interest')).toBeInTheDocument();

    const agentSection = within(screen.getByRole('region', { name: 'Reported agents and companies' }));
    const omar = within(agentSection.getByTestId('agent-report'));
    expect(omar.getByRole('heading', { name: 'Omar Haddad' })).toBeInTheDocument();
    expect(omar.getByRole('link', { name: 'Omar Haddad' })).toHaveAttribute('href', '/agent-details/2');
    expect(omar.getByText('Agent')).toBeInTheDocument();
    expect(omar.getByText('Reports: 2')).toBeInTheDocument();
    expect(omar.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fake listingFri, Nov 20, 2026by LinaNot a licensed agent',
      'SpamSat, Nov 21, 2026by Sami',
    ]);
  });

  it('hides a review only with a reason; it then leaves the list with the API message', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/review-reports', admin, <ReviewReportsPage />);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Hide the review of Omar Haddad by Lina Saleh' }));
    const card = cardNamed(reviewCards(), 'Review of Omar Haddad by Lina Saleh');
    const reason = card.getByLabelText('Reason for hiding the review');
    expect(reason).toHaveFocus();
    await user.click(card.getByRole('button', { name: 'Hide the review' }));
    expect(reason).toHaveAccessibleDescription('Give the reason: the author of the review is emailed it.');
    expect(sent('/admin/review-reports/decide')).toEqual([]);
    await user.type(reason, 'Insulting words');
    await user.click(card.getByRole('button', { name: 'Hide the review' }));
    expect(await screen.findByText('The review is hidden.')).toBeInTheDocument();
    await waitFor(() => expect(reviewCards()).toHaveLength(1));
    expect(sent('/admin/review-reports/decide')).toEqual([
      { review_id: 31, decision: 'hide', reason: 'Insulting words' },
    ]);
  });

  it('dismisses the reports of a review without a reason', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/review-reports', admin, <ReviewReportsPage />);
    await loaded();
    await user.click(
      screen.getByRole('button', { name: 'Dismiss the reports of the review of Rana Khoury by Huda Nasser' }),
    );
    await user.click(
      cardNamed(reviewCards(), 'Review of Rana Khoury by Huda Nasser').getByRole('button', {
        name: 'Dismiss the reports',
      }),
    );
    await waitFor(() => expect(reviewCards()).toHaveLength(1));
    expect(sent('/admin/review-reports/decide')).toEqual([{ review_id: 32, decision: 'dismiss', reason: '' }]);
  });

  it('suspends a reported agent only with a reason', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/review-reports', admin, <ReviewReportsPage />);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Suspend the member Omar Haddad' }));
    const card = within(agentCards()[0]!);
    const reason = card.getByLabelText('Reason for suspending the member');
    await user.type(reason, '  ');
    await user.click(card.getByRole('button', { name: 'Suspend the member' }));
    expect(reason).toHaveAccessibleDescription('Give the reason: the member is emailed it.');
    expect(sent('/admin/agent-reports/decide')).toEqual([]);
    await user.type(reason, 'Fake agency');
    await user.click(card.getByRole('button', { name: 'Suspend the member' }));
    expect(await screen.findByText('The member is suspended.')).toBeInTheDocument();
    await waitFor(() => expect(agentCards()).toHaveLength(0));
    expect(screen.getByText('No Records Found')).toBeInTheDocument();
    // The reviews are left as they were.
    expect(reviewCards()).toHaveLength(2);
    expect(sent('/admin/agent-reports/decide')).toEqual([{ agent_id: 2, decision: 'suspend', reason: 'Fake agency' }]);
  });

  it('dismisses the reports of an agent; an agent suspended already offers no suspension', async () => {
    const user = userEvent.setup();
    agents[0]!.agent.suspended_at = '2026-11-23T09:00:00.000Z';
    await renderPage('en', '/admin/review-reports', admin, <ReviewReportsPage />);
    await loaded();
    const card = within(agentCards()[0]!);
    expect(card.getByText(/Suspended/)).toHaveTextContent('Suspended: Mon, Nov 23, 2026');
    expect(card.queryByRole('button', { name: /Suspend/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss the reports of Omar Haddad' }));
    await user.type(card.getByLabelText('Note on dismissing (optional)'), 'Reports from a rival');
    await user.click(card.getByRole('button', { name: 'Dismiss the reports' }));
    await waitFor(() => expect(agentCards()).toHaveLength(0));
    expect(sent('/admin/agent-reports/decide')).toEqual([
      { agent_id: 2, decision: 'dismiss', reason: 'Reports from a rival' },
    ]);
  });

  it('says so when another admin decided meanwhile, and reloads the list', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/review-reports', admin, <ReviewReportsPage />);
    await loaded();
    reviews = reviews.filter((item) => item.review.id !== 32);
    await user.click(
      screen.getByRole('button', { name: 'Dismiss the reports of the review of Rana Khoury by Huda Nasser' }),
    );
    await user.click(
      cardNamed(reviewCards(), 'Review of Rana Khoury by Huda Nasser').getByRole('button', {
        name: 'Dismiss the reports',
      }),
    );
    expect(await screen.findByText(ALREADY_DECIDED)).toBeInTheDocument();
    await waitFor(() => expect(reviewCards()).toHaveLength(1));
    expect(api.calls.filter((c) => c.path === '/admin/review-reports')).toHaveLength(2);
  });

  it('speaks Arabic', async () => {
    const user = userEvent.setup();
    await renderPage('ar', '/admin/review-reports', admin, <ReviewReportsPage />);
    await loaded();
    expect(screen.getByRole('heading', { level: 2, name: 'التقييمات المُبلَّغ عنها' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'الوكلاء والشركات المُبلَّغ عنهم' })).toBeInTheDocument();
    const card = cardNamed(reviewCards(), 'تقييم Omar Haddad من Lina Saleh');
    expect(card.getByText('التجربة العامة: 1 / 5')).toBeInTheDocument();
    expect(card.getByText('مسيء')).toBeInTheDocument();
    expect(within(agentCards()[0]!).getByText('وكيل')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إيقاف العضو Omar Haddad' }));
    await user.click(within(agentCards()[0]!).getByRole('button', { name: 'إيقاف العضو' }));
    expect(within(agentCards()[0]!).getByLabelText('سبب إيقاف العضو')).toHaveAccessibleDescription(
      'اكتب السبب: سيصل إلى العضو بالبريد الإلكتروني.',
    );
  });
});
