import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type ApiAnswer, type SessionUser } from '@souq/shared';
import { invalid, ok, standInForEachTest } from '@souq/shared/testing';
import { agent, renderPage } from '../../testing/render';
import { browserStandIns } from '../../testing/browserStandIns';
import type { QueuedPayment } from './adminPaymentsApi';
import { AdminPaymentsPage } from './AdminPaymentsPage';

const api = standInForEachTest();
const admin: SessionUser = { id: 9, name: 'Admin', email: 'admin@example.sy', user_type: 'Admin' };

const payment = (overrides: Partial<QueuedPayment> & { id: number }): QueuedPayment => ({
  purpose: 'subscription',
  plan_id: 2,
  plan_name_en: 'Agent Premium',
  plan_name_ar: 'وكيل بريميوم',
  billing: 'monthly',
  listing_kind: null,
  listing_id: null,
  listing_name: null,
  listing_name_ar: null,
  currency: 'SYP',
  amount: 3_000,
  credit: 0,
  method: 'bank_transfer',
  status: 'awaiting_confirmation',
  reference: 'TRX-77',
  has_receipt: true,
  reject_reason: null,
  created_at: '2026-11-20T09:00:00.000Z',
  decided_at: null,
  member: { id: 2, name: 'Omar Haddad', email: 'agent@example.sy' },
  ...overrides,
});

let queue: QueuedPayment[];

beforeEach(() => {
  queue = [
    payment({ id: 7 }),
    payment({
      id: 8,
      purpose: 'featured_listing',
      plan_id: null,
      plan_name_en: null,
      plan_name_ar: null,
      billing: null,
      listing_kind: 'property',
      listing_id: 11,
      currency: 'USD',
      amount: 10,
      method: 'mobile_wallet',
      has_receipt: false,
      member: { id: 3, name: 'Rana Khoury', email: 'corporate@example.sy' },
    }),
  ];
  api.answer('GET /admin/payments', (_body, query) => {
    if (query.get('status') !== 'awaiting_confirmation') return invalid('Unknown status.');
    const answer: ApiAnswer<'/api/admin/payments'> = {
      data: queue,
      pagination: { page: 1, per_page: 10, total: queue.length, last_page: 1 },
    };
    return ok('Payments', answer);
  });
  const decided = (body: Record<string, unknown>) => {
    queue = queue.filter((p) => p.id !== body.id);
  };
  // Each decision answers the payment as it now stands (without the member).
  const asDecided = (
    body: Record<string, unknown>,
    status: 'confirmed' | 'rejected',
  ): ApiAnswer<'/api/admin/payments/confirm', 'post'> => {
    const { member: _member, ...decidedPayment } =
      queue.find((p) => p.id === body.id) ?? payment({ id: Number(body.id) });
    return {
      ...decidedPayment,
      status,
      decided_at: '2026-11-21T10:00:00.000Z',
      reject_reason: status === 'rejected' ? String(body.reason) : null,
    };
  };
  api.answer('POST /admin/payments/confirm', (body) => {
    const answer = asDecided(body, 'confirmed');
    decided(body);
    return ok('Payment confirmed. The subscription has started.', answer);
  });
  api.answer('POST /admin/payments/reject', (body) => {
    if (typeof body.reason !== 'string' || body.reason.trim() === '')
      return invalid('The reason field is required', { reason: ['The reason field is required'] });
    const answer = asDecided(body, 'rejected');
    decided(body);
    return ok('Payment rejected. The member has been told why.', answer);
  });
});
afterEach(() => act(() => sessionStore.getState().logout()));

const cards = () => screen.queryAllByTestId('admin-payment');
const card = (name: string) =>
  within(cards().find((c) => within(c).queryByRole('heading', { name: new RegExp(name) }))!);
const facts = (c: ReturnType<typeof card>) =>
  Object.fromEntries(c.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('payments awaiting confirmation', () => {
  it('lists each payment: member, what was bought, amount, method, reference and date', async () => {
    await renderPage('en', '/admin/payments', admin, <AdminPaymentsPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    // Named as the admin area's navigation names it.
    expect(screen.getByRole('heading', { level: 2, name: 'Payments to confirm' })).toBeInTheDocument();
    expect(card('Omar Haddad').getByRole('heading')).toHaveTextContent('Omar Haddad agent@example.sy');
    expect(facts(card('Omar Haddad'))).toEqual({
      Bought: 'Agent Premium · Monthly',
      Amount: '3,000 new SYP',
      'Payment method': 'Bank transfer',
      Reference: 'TRX-77',
      Submitted: 'Fri, Nov 20, 2026',
    });
    // Its listing was deleted since: named by its number.
    expect(facts(card('Rana Khoury'))).toMatchObject({
      Bought: 'Featured listing · Property #11',
      Amount: '10 USD',
      'Payment method': 'Mobile wallet',
    });
    expect(card('Rana Khoury').getByText('No receipt uploaded')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/payments')?.headers.authorization).toBe('Bearer token-1');
  });

  it('confirms a payment: it leaves the queue with the API message', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/payments', admin, <AdminPaymentsPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Confirm the payment of Omar Haddad' }));
    expect(await screen.findByText('Payment confirmed. The subscription has started.')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByText('Omar Haddad')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/admin/payments/confirm').map((c) => c.body)).toEqual([{ id: 7 }]);
  });

  it('rejects only with a reason, which is sent; the payment then leaves the queue', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/payments', admin, <AdminPaymentsPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Reject the payment of Rana Khoury' }));
    const reason = card('Rana Khoury').getByLabelText('Reason for rejection');
    expect(reason).toHaveFocus();
    await user.type(reason, '   ');
    await user.click(card('Rana Khoury').getByRole('button', { name: 'Reject payment' }));
    expect(reason).toHaveAccessibleDescription('Give the reason for rejecting this payment.');
    expect(api.calls.some((c) => c.path === '/admin/payments/reject')).toBe(false);

    await user.type(reason, 'The transfer never arrived');
    await user.click(card('Rana Khoury').getByRole('button', { name: 'Reject payment' }));
    expect(await screen.findByText('Payment rejected. The member has been told why.')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(api.calls.filter((c) => c.path === '/admin/payments/reject').map((c) => c.body)).toEqual([
      { id: 8, reason: 'The transfer never arrived' },
    ]);
  });

  it("says 'No Records Found' once the queue is empty", async () => {
    queue = [];
    await renderPage('en', '/admin/payments', admin, <AdminPaymentsPage />);
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
  });

  it('opens an uploaded picture, asked for with the admin token, in a new tab', async () => {
    const user = userEvent.setup();
    api.answer('GET /payment-receipt', () => ({
      ...ok('stands in for the picture'),
      headers: { 'Content-Type': 'image/png', 'Content-Disposition': 'inline; filename="receipt-SQ-000007.png"' },
    }));
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const restore = browserStandIns(tab);
    try {
      const { unmount } = await renderPage('en', '/admin/payments', admin, <AdminPaymentsPage />);
      await waitFor(() => expect(cards()).toHaveLength(2));
      await user.click(screen.getByRole('button', { name: 'View the receipt of Omar Haddad' }));
      await waitFor(() => expect(tab.location.href).toBe('blob:file-1'));
      expect(tab.opener).toBeNull();
      expect(tab.close).not.toHaveBeenCalled();
      const asked = api.calls.find((c) => c.path === '/payment-receipt')!;
      expect(asked.query.get('id')).toBe('7');
      expect(asked.headers.authorization).toBe('Bearer token-1');
      expect(restore.blobs[0]?.type).toBe('image/png');
      // Leaving the page lets the file go.
      unmount();
      expect(restore.revoked).toEqual(['blob:file-1']);
    } finally {
      restore();
    }
  });

  it('saves a PDF receipt as a file under its name, never opening it in the site', async () => {
    const user = userEvent.setup();
    api.answer('GET /payment-receipt', () => ({
      ...ok('stands in for the PDF'),
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="?????-SQ-000007.pdf"; filename*=UTF-8''${encodeURIComponent('إيصال')}-SQ-000007.pdf`,
      },
    }));
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const restore = browserStandIns(tab);
    try {
      const { unmount } = await renderPage('ar', '/admin/payments', admin, <AdminPaymentsPage />);
      await waitFor(() => expect(cards()).toHaveLength(2));
      await user.click(screen.getByRole('button', { name: 'عرض إيصال Omar Haddad' }));
      await waitFor(() => expect(restore.saved).toEqual([{ href: 'blob:file-1', name: 'إيصال-SQ-000007.pdf' }]));
      // A PDF may carry a script: it is a download (its bytes as a plain file), and the tab opened for it closes.
      expect(restore.blobs[0]?.type).toBe('application/octet-stream');
      expect(tab.close).toHaveBeenCalled();
      expect(tab.location.href).toBe('');
      unmount();
      expect(restore.revoked).toEqual(['blob:file-1']);
    } finally {
      restore();
    }
  });

  it('speaks Arabic: the words of each value, and the reason asked for in Arabic', async () => {
    const user = userEvent.setup();
    await renderPage('ar', '/admin/payments', admin, <AdminPaymentsPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 2, name: 'مدفوعات بانتظار التأكيد' })).toBeInTheDocument();
    expect(facts(card('Omar Haddad'))).toEqual({
      المشتريات: 'وكيل بريميوم · شهري',
      المبلغ: '3,000 ل.س جديدة',
      'طريقة الدفع': 'تحويل مصرفي',
      المرجع: 'TRX-77',
      'تاريخ الإرسال': 'Fri, Nov 20, 2026',
    });
    expect(facts(card('Rana Khoury'))).toMatchObject({ المشتريات: 'إعلان مميز · العقار رقم 11', المبلغ: '10 دولارات' });
    await user.click(screen.getByRole('button', { name: 'رفض دفعة Rana Khoury' }));
    await user.click(card('Rana Khoury').getByRole('button', { name: 'رفض الدفعة' }));
    expect(card('Rana Khoury').getByLabelText('سبب الرفض')).toHaveAccessibleDescription('اذكر سبب رفض هذه الدفعة.');
  });

  it('tells a member who is not an admin that they have no permission, without asking the API', async () => {
    await renderPage('en', '/admin/payments', agent, <AdminPaymentsPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission!');
    expect(cards()).toHaveLength(0);
    expect(api.calls).toHaveLength(0);
  });

  it('says so in Arabic', async () => {
    await renderPage('ar', '/admin/payments', agent, <AdminPaymentsPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('ليس لديك صلاحية!');
    expect(api.calls).toHaveLength(0);
  });
});
