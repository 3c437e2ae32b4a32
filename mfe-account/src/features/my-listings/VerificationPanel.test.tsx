import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@souq/shared';
import { invalid, ok, standInForEachTest } from '@souq/shared/testing';
import { autoCard, page, propertyCard } from '../../testing/cards';
import { agent, renderPage } from '../../testing/render';
import { basicPlan, subscriptionDetail } from './testPlans';
import { MyListingsPage } from './MyListingsPage';
import type { MyVerification, VerificationView } from '../../components/verification/verificationApi';

jest.setTimeout(60_000);

const api = standInForEachTest();
let mine: MyVerification;

const view = (overrides: Partial<VerificationView> = {}): VerificationView => ({
  id: 7,
  subject_kind: 'property',
  subject_id: 11,
  document_type: 'green_tabu',
  document_name: 'tabu.pdf',
  status: 'pending',
  reason: null,
  created_at: '2026-11-20T10:00:00Z',
  decided_at: null,
  document_url: '/api/verification-document?id=7',
  ...overrides,
});

beforeEach(() => {
  mine = { verified: false, request: null };
  api.answer('GET /property/my-properties', () =>
    ok('My properties', page([propertyCard({ id: 11, name: 'Flat in Mezzeh' })], 1, 1, 10)),
  );
  api.answer('GET /auto/my-autos', () => ok('My autos', page([autoCard({ id: 21, name: 'Kia Rio 2019' })], 1, 1, 10)));
  api.answer('GET /subscription-detail', () => ok('Your plan', subscriptionDetail(basicPlan())));
  api.answer('GET /verification-requests/mine', () => ok('', mine));
});
afterEach(() => act(() => sessionStore.getState().logout()));

async function openDialog(user: ReturnType<typeof userEvent.setup>, name: RegExp | string) {
  await user.click(await screen.findByRole('button', { name }));
  return within(await screen.findByRole('dialog'));
}

const pdf = () => new File(['%PDF-1.4 tabu'], 'tabu.pdf', { type: 'application/pdf' });

describe('getting a listing verified from My listings', () => {
  it('refuses a file that is neither a photo nor a PDF, keeps the one chosen before, and sends the document', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    api.answer('POST /verification-requests', () => {
      mine = { verified: false, request: view() };
      return ok('Sent.', view());
    });
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    const dialog = await openDialog(user, 'Get verified: Flat in Mezzeh');
    const type = await dialog.findByRole('combobox', { name: 'Document' });
    expect(api.calls.find((call) => call.path === '/verification-requests/mine')?.query.toString()).toBe(
      'subject_kind=property&subject_id=11',
    );
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Green tabu (title deed)', 'Court ruling', 'Notarised power of attorney', 'Other document']);
    await user.selectOptions(type, 'Court ruling');
    const file = dialog.getByLabelText('File');
    expect(file).toHaveAccessibleDescription(/^No file chosen/);
    await user.upload(file, pdf());
    // Named beside the page's own button, and read with the field.
    expect(file).toHaveAccessibleDescription(/^tabu\.pdf/);
    await user.upload(file, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'This file cannot be sent: choose a photo (JPG, PNG or WebP) or a PDF.',
    );
    expect(file).toHaveAccessibleDescription(/^tabu\.pdf/);

    await user.click(dialog.getByRole('button', { name: 'Send for review' }));
    expect(
      await dialog.findByText('Waiting for review: Green tabu (title deed), sent on Fri, Nov 20, 2026.'),
    ).toBeInTheDocument();
    const sent = api.calls.find((call) => call.path === '/verification-requests' && call.method === 'POST')!;
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(sent.raw).toMatch(/name="subject_kind"\r\n\r\nproperty\r\n/);
    expect(sent.raw).toMatch(/name="subject_id"\r\n\r\n11\r\n/);
    expect(sent.raw).toMatch(/name="document_type"\r\n\r\ncourt_ruling\r\n/);
    expect(sent.raw).toMatch(/name="file"; filename="tabu.pdf"/);
  });

  it('keeps the file and the type when the API refuses, and shows its reason by the file', async () => {
    const user = userEvent.setup({ delay: null });
    api.answer('POST /verification-requests', () =>
      invalid('The file must be an image or a PDF.', { file: ['The file must be an image or a PDF.'] }),
    );
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    const dialog = await openDialog(user, 'Get verified: Flat in Mezzeh');
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Document' }), 'Notarised power of attorney');
    await user.upload(dialog.getByLabelText('File'), pdf());
    await user.click(dialog.getByRole('button', { name: 'Send for review' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The file must be an image or a PDF.');
    expect(dialog.getByRole('combobox', { name: 'Document' })).toHaveDisplayValue('Notarised power of attorney');
    expect(dialog.getByLabelText('File')).toHaveAccessibleDescription(/^tabu\.pdf/);
    expect(dialog.getByRole('button', { name: 'Send for review' })).toBeEnabled();
  });

  it('asks for a file before sending', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage('ar', '/my-listing', agent, <MyListingsPage />);
    const dialog = await openDialog(user, 'توثيق الإعلان: شقة 11');
    await user.click(await dialog.findByRole('button', { name: 'إرسال للمراجعة' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('اختر الوثيقة المراد إرسالها.');
    expect(api.calls.some((call) => call.path === '/verification-requests' && call.method === 'POST')).toBe(false);
  });

  it('withdraws a pending request, after which a document can be sent again', async () => {
    const user = userEvent.setup({ delay: null });
    mine = { verified: false, request: view() };
    api.answer('POST /verification-requests/withdraw', () => {
      mine = { verified: false, request: view({ status: 'withdrawn' }) };
      return ok('Withdrawn.');
    });
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    const dialog = await openDialog(user, 'Get verified: Flat in Mezzeh');
    expect(
      await dialog.findByText('Waiting for review: Green tabu (title deed), sent on Fri, Nov 20, 2026.'),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Withdraw request' }));
    expect(await dialog.findByRole('button', { name: 'Send for review' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/verification-requests/withdraw')?.body).toEqual({ id: 7 });
  });

  it('gives the reason of a refusal, and says when the mark lapsed', async () => {
    const user = userEvent.setup({ delay: null });
    mine = {
      verified: false,
      request: view({
        status: 'rejected',
        reason: 'The name on the deed is not yours.',
        decided_at: '2026-11-22T10:00:00Z',
      }),
    };
    await renderPage('en', '/my-listing', agent, <MyListingsPage />);
    let dialog = await openDialog(user, 'Get verified: Flat in Mezzeh');
    expect(
      await dialog.findByText(/Not approved on Sun, Nov 22, 2026: The name on the deed is not yours\./),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send for review' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    mine = { verified: false, request: view({ status: 'lapsed' }) };
    dialog = await openDialog(user, 'Get verified: Flat in Mezzeh');
    expect(
      await dialog.findByText(
        'The Verified mark lapsed because the place or type changed. Send a document again to get it back.',
      ),
    ).toBeInTheDocument();
  });

  it('offers a car its registration as the document', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage('en', '/my-listing?tab=auto', agent, <MyListingsPage />);
    const dialog = await openDialog(user, 'Get verified: Kia Rio 2019');
    const type = await dialog.findByRole('combobox', { name: 'Document' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Vehicle registration']);
    expect(api.calls.find((call) => call.path === '/verification-requests/mine')?.query.toString()).toBe(
      'subject_kind=auto&subject_id=21',
    );
  });
});
