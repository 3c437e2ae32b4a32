import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type SessionUser } from '@souq/shared';
import { invalid, ok, standInForEachTest, type Reply } from '@souq/shared/testing';
import { renderPage } from '../../testing/render';
import { browserStandIns } from '../../testing/browserStandIns';
import type { QueuePage } from '../../lib/queueTypes';
import type { QueuedVerification, VerificationView } from './verificationApi';
import { VerificationQueuePage } from './VerificationQueuePage';

const api = standInForEachTest();
const admin: SessionUser = { id: 9, name: 'Admin', email: 'admin@example.sy', user_type: 'Admin' };
const ALREADY_DECIDED = 'This was already decided by another admin. The list has been refreshed.';

const request = (
  overrides: Partial<VerificationView> & Pick<VerificationView, 'id' | 'subject_kind' | 'subject_id'>,
): VerificationView => ({
  document_type: 'green_tabu',
  document_name: 'tabu-scan.pdf',
  status: 'pending',
  reason: null,
  created_at: '2026-11-20T09:00:00.000Z',
  decided_at: null,
  document_url: `/api/verification-document?id=${overrides.id}`,
  ...overrides,
});

let queue: QueuedVerification[];
const page = (items: QueuedVerification[]): Reply =>
  ok('Verification requests', {
    data: items,
    pagination: { page: 1, per_page: 10, total: items.length, last_page: 1 },
  } satisfies QueuePage<QueuedVerification>);

beforeEach(() => {
  queue = [
    {
      request: request({ id: 41, subject_kind: 'property', subject_id: 11 }),
      subject: {
        kind: 'property',
        id: 11,
        name: 'Flat in Mezzeh',
        path: '/property/property-detail/11',
        owner: { id: 2, name: 'Omar Haddad', email: 'agent@example.sy' },
      },
    },
    {
      request: request({
        id: 42,
        subject_kind: 'agent',
        subject_id: 3,
        document_type: 'registration',
        document_name: null,
      }),
      subject: {
        kind: 'agent',
        id: 3,
        name: 'Rana Khoury — Khoury Estates',
        path: '/agent-details/3',
        owner: { id: 3, name: 'Rana Khoury', email: 'corporate@example.sy' },
      },
    },
  ];
  api.answer('GET /admin/verification-requests', (_body, query) =>
    query.get('status') === 'pending' ? page(queue) : invalid('Unknown status.'),
  );
  api.answer('POST /admin/verification-requests/decide', (body) => {
    if (body.decision === 'reject' && String(body.reason ?? '').trim() === '')
      return invalid('Give a reason: the member is told it.', { reason: ['Give a reason: the member is told it.'] });
    const decided = queue.find((item) => item.request.id === body.id);
    if (!decided) return { status: 409, body: { success: false, message: ALREADY_DECIDED } };
    queue = queue.filter((item) => item !== decided);
    return ok(
      body.decision === 'approve'
        ? 'Verified. The member has been told.'
        : 'Request rejected. The member has been told why.',
      { ...decided, request: { ...decided.request, status: body.decision === 'approve' ? 'approved' : 'rejected' } },
    );
  });
});
afterEach(() => act(() => sessionStore.getState().logout()));

const cards = () => screen.queryAllByTestId('verification-request');
const card = (name: string) => within(cards().find((c) => within(c).queryByRole('heading', { name }))!);
const facts = (c: ReturnType<typeof card>) =>
  Object.fromEntries(c.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
const decisions = () => api.calls.filter((c) => c.path === '/admin/verification-requests/decide').map((c) => c.body);

describe('verification requests', () => {
  it('lists each pending request: the subject with its link, the member, the document in words and the date', async () => {
    await renderPage('en', '/admin/verification', admin, <VerificationQueuePage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const flat = card('Flat in Mezzeh');
    expect(flat.getByRole('link', { name: 'Flat in Mezzeh' })).toHaveAttribute('href', '/property/property-detail/11');
    expect(flat.getByText('Property #11')).toBeInTheDocument();
    expect(facts(flat)).toEqual({
      Member: 'Omar Haddad agent@example.sy',
      Document: 'Green tabu (title deed)',
      File: 'tabu-scan.pdf',
      Submitted: 'Fri, Nov 20, 2026',
    });
    const company = card('Rana Khoury — Khoury Estates');
    expect(company.getByRole('link', { name: 'Rana Khoury — Khoury Estates' })).toHaveAttribute(
      'href',
      '/agent-details/3',
    );
    expect(company.getByText('Agent or company profile')).toBeInTheDocument();
    // An upload without a file name: no empty "File" line, the document itself is still there to view.
    expect(facts(company)).toEqual({
      Member: 'Rana Khoury corporate@example.sy',
      Document: 'Company registration',
      Submitted: 'Fri, Nov 20, 2026',
    });
    expect(
      company.getByRole('button', { name: 'View the document of Rana Khoury — Khoury Estates' }),
    ).toBeInTheDocument();
  });

  it('approves with one click: the request leaves the list with the API message', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/verification', admin, <VerificationQueuePage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Approve the verification of Flat in Mezzeh' }));
    expect(await screen.findByText('Verified. The member has been told.')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(decisions()).toEqual([{ id: 41, decision: 'approve', reason: '' }]);
  });

  it('rejects only with a reason, which is sent', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/verification', admin, <VerificationQueuePage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Reject the verification of Rana Khoury — Khoury Estates' }));
    const company = card('Rana Khoury — Khoury Estates');
    const reason = company.getByLabelText('Reason for rejection');
    expect(reason).toHaveFocus();
    await user.click(company.getByRole('button', { name: 'Reject the request' }));
    expect(reason).toHaveAccessibleDescription('Give the reason: the member is emailed it.');
    expect(decisions()).toEqual([]);
    await user.type(reason, 'The registration number is unreadable');
    await user.click(company.getByRole('button', { name: 'Reject the request' }));
    expect(await screen.findByText('Request rejected. The member has been told why.')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(decisions()).toEqual([{ id: 42, decision: 'reject', reason: 'The registration number is unreadable' }]);
  });

  it('says so when another admin decided meanwhile, and reloads the list', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/verification', admin, <VerificationQueuePage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    queue = queue.slice(1);
    await user.click(screen.getByRole('button', { name: 'Approve the verification of Flat in Mezzeh' }));
    expect(await screen.findByText(ALREADY_DECIDED)).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Flat in Mezzeh' })).not.toBeInTheDocument();
  });

  it('opens the private document, asked for with the admin token, in a new tab when it is a picture', async () => {
    const user = userEvent.setup();
    api.answer('GET /verification-document', () => ({
      ...ok('stands in for the picture'),
      headers: { 'Content-Type': 'image/jpeg', 'Content-Disposition': 'inline; filename="document-41.jpg"' },
    }));
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const restore = browserStandIns(tab);
    try {
      const { unmount } = await renderPage('en', '/admin/verification', admin, <VerificationQueuePage />);
      await waitFor(() => expect(cards()).toHaveLength(2));
      await user.click(screen.getByRole('button', { name: 'View the document of Flat in Mezzeh' }));
      await waitFor(() => expect(tab.location.href).toBe('blob:file-1'));
      expect(tab.opener).toBeNull();
      const asked = api.calls.find((c) => c.path === '/verification-document')!;
      expect(asked.query.get('id')).toBe('41');
      expect(asked.headers.authorization).toBe('Bearer token-1');
      expect(restore.blobs[0]?.type).toBe('image/jpeg');
      unmount();
      expect(restore.revoked).toEqual(['blob:file-1']);
    } finally {
      restore();
    }
  });

  it('saves anything but a picture as a file, never shown in the site’s origin', async () => {
    const user = userEvent.setup();
    // The stand-in answers JSON, as a document of an unexpected kind would come.
    api.answer('GET /verification-document', () => ok('stands in for the file'));
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const restore = browserStandIns(tab);
    try {
      const { unmount } = await renderPage('en', '/admin/verification', admin, <VerificationQueuePage />);
      await waitFor(() => expect(cards()).toHaveLength(2));
      await user.click(screen.getByRole('button', { name: 'View the document of Flat in Mezzeh' }));
      await waitFor(() => expect(restore.saved).toEqual([{ href: 'blob:file-1', name: 'file-41' }]));
      expect(restore.blobs[0]?.type).toBe('application/octet-stream');
      expect(tab.close).toHaveBeenCalled();
      unmount();
    } finally {
      restore();
    }
  });

  it('tells when the document cannot be opened', async () => {
    const user = userEvent.setup();
    api.answer('GET /verification-document', () => ({ status: 404, body: { success: false, message: 'Not found' } }));
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const restore = browserStandIns(tab);
    try {
      await renderPage('en', '/admin/verification', admin, <VerificationQueuePage />);
      await waitFor(() => expect(cards()).toHaveLength(2));
      await user.click(screen.getByRole('button', { name: 'View the document of Flat in Mezzeh' }));
      expect(await screen.findByText('The document could not be opened.')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('speaks Arabic', async () => {
    const user = userEvent.setup();
    await renderPage('ar', '/admin/verification', admin, <VerificationQueuePage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const flat = card('Flat in Mezzeh');
    expect(flat.getByText('العقار رقم 11')).toBeInTheDocument();
    expect(facts(flat)).toMatchObject({ الوثيقة: 'طابو أخضر (سند ملكية)', 'تاريخ الإرسال': 'Fri, Nov 20, 2026' });
    expect(flat.getByRole('button', { name: 'عرض وثيقة Flat in Mezzeh' })).toHaveTextContent('عرض الوثيقة');
    await user.click(screen.getByRole('button', { name: 'رفض توثيق Flat in Mezzeh' }));
    await user.click(flat.getByRole('button', { name: 'رفض الطلب' }));
    expect(flat.getByLabelText('سبب الرفض')).toHaveAccessibleDescription(
      'اكتب السبب: سيصل إلى العضو بالبريد الإلكتروني.',
    );
    expect(decisions()).toEqual([]);
  });
});
