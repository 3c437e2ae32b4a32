import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type SessionUser } from '@souq/shared';
import { invalid, ok, standInForEachTest } from '@souq/shared/testing';
import { fill, renderPage } from '../../testing/render';
import NewsletterPage from './NewsletterPage';

const api = standInForEachTest();
const admin: SessionUser = { id: 9, name: 'Admin', email: 'admin@example.sy', user_type: 'Admin' };

let subscribers: { total: number; ar: number; en: number };
beforeEach(() => {
  subscribers = { total: 1250, ar: 1000, en: 250 };
  api.answer('GET /admin/newsletter', () => ok("The newsletter's subscribers.", { subscribers }));
  api.answer('POST /admin/newsletter/send', (body) => {
    if (String(body.en_text).includes('\u0000'))
      return invalid('The En text field contains characters that cannot be stored.', {
        en_text: ['The En text field contains characters that cannot be stored.'],
      });
    return ok('Newsletter sent.', { sent: subscribers.total });
  });
});
afterEach(() => act(() => sessionStore.getState().logout()));

const sent = () => api.calls.filter((c) => c.path === '/admin/newsletter/send').map((c) => c.body);
const issue = {
  ar_subject: 'جديد الأسبوع',
  ar_text: 'شقق جديدة في حمص.',
  en_subject: 'This week',
  en_text: 'New flats in Homs.',
};

async function write(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof issue>) {
  const labels = {
    ar_subject: 'Subject in Arabic',
    ar_text: 'Text in Arabic',
    en_subject: 'Subject in English',
    en_text: 'Text in English',
  } as const;
  for (const [name, value] of Object.entries(values))
    await fill(user, screen.getByLabelText(labels[name as keyof typeof labels]), value);
}

describe("the admin's newsletter", () => {
  it('says how many the issue reaches, asks before sending, sends it once confirmed and empties the form', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/newsletter', admin, <NewsletterPage />);
    expect(await screen.findByTestId('newsletter-reach')).toHaveTextContent(
      'Subscribers: 1,250 (1,000 in Arabic, 250 in English)',
    );
    await write(user, issue);
    await user.click(screen.getByRole('button', { name: 'Send the issue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Send this issue to 1,250 subscribers now? Once sent, it cannot be taken back.',
    );
    expect(sent()).toEqual([]);
    // Changing one's mind sends nothing and keeps what was written.
    await user.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(screen.getByLabelText('Text in English')).toHaveValue('New flats in Homs.');
    await user.click(screen.getByRole('button', { name: 'Send the issue' }));
    await user.click(screen.getByRole('button', { name: 'Yes, send it' }));
    expect(await screen.findByText('Sent to 1,250 subscribers.')).toBeInTheDocument();
    expect(sent()).toEqual([issue]);
    expect(screen.getByLabelText('Subject in Arabic')).toHaveValue('');
  });

  it('names each missing part under its field and sends nothing', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/newsletter', admin, <NewsletterPage />);
    await screen.findByTestId('newsletter-reach');
    await write(user, { ar_subject: issue.ar_subject, en_subject: issue.en_subject });
    await user.click(screen.getByRole('button', { name: 'Send the issue' }));
    expect(await screen.findByText('The Text in Arabic field is required')).toBeInTheDocument();
    expect(screen.getByText('The Text in English field is required')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes, send it' })).toBeNull();
    expect(sent()).toEqual([]);
  });

  it("shows the API's refusal under the field, keeping the issue as written", async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/newsletter', admin, <NewsletterPage />);
    await screen.findByTestId('newsletter-reach');
    await write(user, { ...issue, en_text: 'New flats\u0000 in Homs.' });
    await user.click(screen.getByRole('button', { name: 'Send the issue' }));
    await user.click(screen.getByRole('button', { name: 'Yes, send it' }));
    expect(await screen.findByText('The En text field contains characters that cannot be stored.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject in Arabic')).toHaveValue('جديد الأسبوع');
  });

  it('with no subscribers says so and offers nothing to send, in Arabic', async () => {
    subscribers = { total: 0, ar: 0, en: 0 };
    await renderPage('ar', '/admin/newsletter', admin, <NewsletterPage />);
    expect(await screen.findByTestId('newsletter-reach')).toHaveTextContent('لم يشترك أحد بعد: لن يصل العدد إلى أحد.');
    expect(screen.getByRole('button', { name: 'إرسال العدد' })).toBeDisabled();
    expect(screen.getByLabelText('النص بالعربية')).toHaveAttribute('dir', 'rtl');
  });
});
