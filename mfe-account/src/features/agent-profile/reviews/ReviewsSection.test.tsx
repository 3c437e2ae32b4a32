import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@souq/shared';
import { invalid, standInForEachTest } from '@souq/shared/testing';
import { daysAgo, profileOf, reviewOf, serveAgent, serveReviewDelete, type AgentWorld } from '../../../testing/agents';
import { fill, individual, renderPage } from '../../../testing/render';
import { AgentProfilePage } from '../AgentProfilePage';
import type { Lang } from '@souq/shared';

// antd's stars and dialogs render several times per click; no speed is tested here.
jest.setTimeout(60_000);

const api = standInForEachTest();
let world: AgentWorld;

beforeEach(() => {
  world = {
    viewerId: individual.id as number,
    profile: profileOf(),
    reviews: [],
    reports: [],
    agentReports: [],
    contacts: [],
    properties: [],
    autos: [],
  };
  serveAgent(api, world);
});
afterEach(() => act(() => sessionStore.getState().logout()));

// The profile opened at its reviews' tab, as the review e-mails link to it.
const show = (lang: Lang = 'en', viewer = individual) =>
  renderPage(lang, '/agent-details/4?view=reviews', viewer, <AgentProfilePage id="4" />);
const reviews = () => screen.queryAllByTestId('review');
const ratingGroup = (name: string) => screen.getByRole('radiogroup', { name });

async function rate(user: ReturnType<typeof userEvent.setup>, ratings: [string, number][]) {
  for (const [category, stars] of ratings) {
    await user.click(
      within(ratingGroup(category)).getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` }),
    );
  }
}

describe('reviews of an agent', () => {
  it("says 'No reviews' when there are none", async () => {
    await show();
    expect(await screen.findByText('No reviews')).toBeInTheDocument();
  });

  it('writes a review with four ratings and a text; the summary and the list change', async () => {
    const user = userEvent.setup();
    world.reviews.push(
      reviewOf({
        id: 1,
        ratings: { overall_experience: 2, transparency: 2, professionalism: 2, responsiveness: 2 },
        average: 2,
      }),
    );
    await show();
    await waitFor(() => expect(reviews()).toHaveLength(1));
    expect(screen.getByTestId('rating-average')).toHaveTextContent('2.0');
    expect(screen.getByText('Your review will show your contact via WhatsApp, March 2026.')).toBeInTheDocument();

    // Nothing chosen: each category says so, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 for Overall Experience.')).toBeInTheDocument();
    expect(screen.getByText('Choose a rating from 1 to 5 for Responsiveness.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/agent-review')).toBe(false);

    await rate(user, [
      ['Overall Experience', 5],
      ['Transparency', 4],
      ['Professionalism', 5],
      ['Responsiveness', 4],
    ]);
    expect(screen.queryByText('Choose a rating from 1 to 5 for Overall Experience.')).not.toBeInTheDocument();
    await fill(user, screen.getByLabelText('Your review (optional)'), 'Honest and quick.');
    expect(screen.getByText('17 / 2000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post review' }));

    expect(await screen.findByText('Review saved.')).toBeInTheDocument();
    await waitFor(() => expect(reviews()).toHaveLength(2));
    const mine = reviews().find((item) => item.dataset.mine)!;
    expect(mine).toHaveTextContent('Honest and quick.');
    expect(mine).toHaveTextContent('Contacted via WhatsApp, March 2026');
    expect(world.reviews[1]?.ratings).toEqual({
      overall_experience: 5,
      transparency: 4,
      professionalism: 5,
      responsiveness: 4,
    });
    await waitFor(() => expect(screen.getByTestId('rating-average')).toHaveTextContent('3.3'));
    expect(screen.getByTestId('rating-count')).toHaveTextContent('2 reviews');
    // The form becomes the member's own review, to edit or delete; their review has no Report button.
    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('keeps what was typed and shows the server message under the field when the API refuses it', async () => {
    const user = userEvent.setup();
    api.answer('POST /agent-review', () =>
      invalid('The given data was invalid.', { transparency: ['The transparency field must be between 1 and 5.'] }),
    );
    await show();
    await screen.findByRole('heading', { name: 'Write a review' });
    await rate(user, [
      ['Overall Experience', 5],
      ['Transparency', 4],
      ['Professionalism', 5],
      ['Responsiveness', 4],
    ]);
    await fill(user, screen.getByLabelText('Your review (optional)'), 'Kept as typed');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    const group = ratingGroup('Transparency');
    expect(await within(group.parentElement!).findByRole('alert')).toHaveTextContent(
      'The transparency field must be between 1 and 5.',
    );
    expect(screen.getByLabelText('Your review (optional)')).toHaveValue('Kept as typed');
    expect(within(ratingGroup('Overall Experience')).getByRole('radio', { name: '5 stars' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('refuses a text over 2,000 characters before sending it', async () => {
    const user = userEvent.setup();
    await show();
    await screen.findByRole('heading', { name: 'Write a review' });
    await fill(user, screen.getByLabelText('Your review (optional)'), 'x'.repeat(2001));
    expect(screen.getByText('2001 / 2000')).toBeInTheDocument();
    expect(screen.getByText('The review may not be longer than 2000 characters.')).toBeInTheDocument();
  });

  it('says to contact the agent first when the member has no recorded contact', async () => {
    world.profile = profileOf({ review_permission: { allowed: false, reason: 'no_contact', contact: null } });
    await show();
    expect(
      await screen.findByText(/You can review this agent after contacting them by call, WhatsApp or email/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
  });

  it("shows a review text as text, its age, the contact it rests on and the agent's reply", async () => {
    world.reviews.push(
      reviewOf({
        id: 1,
        text: '<b>Great</b><script>alert(1)</script>',
        created_at: daysAgo(3),
        reply: { text: 'Thank you!', at: daysAgo(1) },
      }),
      reviewOf({ id: 2, created_at: daysAgo(400), contact: { channel: 'whatsapp', at: '2026-03-02T08:00:00.000Z' } }),
    );
    await show();
    await waitFor(() => expect(reviews()).toHaveLength(2));
    const [first, second] = reviews();
    expect(first).toHaveTextContent('<b>Great</b><script>alert(1)</script>');
    expect(first!.querySelector('b, script')).toBeNull();
    expect(first).toHaveTextContent('3 days ago');
    expect(first).toHaveTextContent('Contacted via phone call, February 2026');
    expect(within(first!).getByRole('group', { name: 'Reply from the agent' })).toHaveTextContent('Thank you!');
    expect(second).toHaveTextContent('1 year ago');
    expect(second).toHaveTextContent('Contacted via WhatsApp, March 2026');
  });

  it('sorts by newest, highest and lowest, and pages through them', async () => {
    const user = userEvent.setup();
    for (let n = 1; n <= 12; n += 1) {
      const stars = (n % 5) + 1;
      world.reviews.push(
        reviewOf({
          id: n,
          reviewer: { id: 100 + n, name: `Member ${n}`, image: null },
          average: stars,
          created_at: daysAgo(n),
        }),
      );
    }
    await show();
    await waitFor(() => expect(reviews()).toHaveLength(10));
    expect(reviews()[0]).toHaveTextContent('Member 1');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'lowest');
    await waitFor(() => expect(reviews()[0]).toHaveTextContent('1.0'));
    expect(
      api.calls
        .filter((call) => call.path === '/agent-review-listing')
        .at(-1)
        ?.query.get('sort'),
    ).toBe('lowest');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'highest');
    await waitFor(() => expect(reviews()[0]).toHaveTextContent('5.0'));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(reviews()).toHaveLength(2));
  });

  it("edits and deletes the member's own review, after the delete confirmation", async () => {
    const user = userEvent.setup();
    world.reviews.push(
      reviewOf({ id: 7, reviewer: { id: individual.id as number, name: 'Lina', image: null }, text: 'First words' }),
    );
    serveReviewDelete(api, world, 7);
    await show();
    await screen.findByRole('heading', { name: 'Your review' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Your review (optional)')).toHaveValue('First words');
    await rate(user, [['Transparency', 2]]);
    await fill(user, screen.getByLabelText('Your review (optional)'), 'Second thoughts');
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('Review updated.')).toBeInTheDocument();
    await waitFor(() => expect(reviews()[0]).toHaveTextContent('Second thoughts'));
    expect(world.reviews[0]?.ratings.transparency).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Delete review' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete your review?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted.')).toBeInTheDocument();
    expect(await screen.findByText('No reviews')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
  });

  it('reports a review with a reason through the confirmation, and withdraws the report', async () => {
    const user = userEvent.setup();
    world.reviews.push(reviewOf({ id: 3, text: 'Suspicious praise' }));
    await show();
    await waitFor(() => expect(reviews()).toHaveLength(1));
    await user.click(within(reviews()[0]!).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to report this review?' });
    // "Other" needs a few words.
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'other');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Describe the reason.');
    await fill(user, within(dialog).getByLabelText('Tell us more'), "Posted by the agent's brother");
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Report sent.')).toBeInTheDocument();
    expect(world.reports).toEqual([{ review_id: 3, reason: 'other', text: "Posted by the agent's brother" }]);

    await user.click(await within(reviews()[0]!).findByRole('button', { name: 'Withdraw report' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure you want to unreport this report?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Report withdrawn.')).toBeInTheDocument();
    expect(await within(reviews()[0]!).findByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(world.reports).toEqual([]);
  });

  it('keeps the chosen reason when the report is refused', async () => {
    const user = userEvent.setup();
    world.reviews.push(reviewOf({ id: 3 }));
    world.reports.push({ review_id: 99, reason: 'spam' });
    api.answer('POST /report-review', () => invalid('You have already reported this review.'));
    await show();
    await waitFor(() => expect(reviews()).toHaveLength(1));
    await user.click(within(reviews()[0]!).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to report this review?' });
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'spam');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('You have already reported this review.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('spam');
  });

  it('lets the agent reply once to a review and edit the reply', async () => {
    const user = userEvent.setup();
    world.viewerId = 4;
    world.profile = profileOf({ review_permission: { allowed: false, reason: 'self', contact: null } });
    world.reviews.push(reviewOf({ id: 5, text: 'Slow to answer' }));
    await show('en', { ...individual, id: 4, user_type: 'Agent' });
    await waitFor(() => expect(reviews()).toHaveLength(1));
    expect(within(reviews()[0]!).getByRole('button', { name: 'Report' })).toBeInTheDocument();
    await user.click(within(reviews()[0]!).getByRole('button', { name: 'Reply' }));
    await fill(user, screen.getByLabelText('Your public reply'), 'Sorry, I was travelling.');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Reply saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(reviews()[0]!).getByRole('group', { name: 'Reply from the agent' })).toHaveTextContent(
        'Sorry, I was travelling.',
      ),
    );
    await user.click(within(reviews()[0]!).getByRole('button', { name: 'Edit reply' }));
    expect(screen.getByLabelText('Your public reply')).toHaveValue('Sorry, I was travelling.');
  });

  it('speaks Arabic', async () => {
    world.reviews.push(
      reviewOf({ id: 1, created_at: daysAgo(3), contact: { channel: 'whatsapp', at: '2026-03-02T08:00:00.000Z' } }),
    );
    await show('ar');
    await waitFor(() => expect(reviews()).toHaveLength(1));
    expect(reviews()[0]).toHaveTextContent('منذ 3 أيام');
    expect(reviews()[0]).toHaveTextContent('تم التواصل عبر واتساب، آذار 2026');
    expect(screen.getByRole('heading', { name: 'اكتب تقييماً' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'الشفافية' })).toBeInTheDocument();
    expect(within(reviews()[0]!).getByRole('button', { name: 'إبلاغ' })).toBeInTheDocument();
  });
});
