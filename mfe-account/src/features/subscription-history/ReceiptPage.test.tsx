import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@souq/shared';
import { ok, standInForEachTest } from '@souq/shared/testing';
import { agent, renderPage } from '../../testing/render';
import type { PaymentDetail } from './paymentRecords';
import { ReceiptPage } from './ReceiptPage';

const api = standInForEachTest();
afterEach(() => act(() => sessionStore.getState().logout()));

const payment = (overrides: Partial<PaymentDetail> = {}): PaymentDetail => ({
  id: 41,
  purpose: 'subscription',
  plan_id: 2,
  plan_name_en: 'Agent Premium',
  plan_name_ar: 'وكيل بريميوم',
  billing: 'annual',
  listing_kind: null,
  listing_id: null,
  listing_name: null,
  listing_name_ar: null,
  currency: 'SYP',
  amount: 28_500,
  credit: 1_500,
  method: 'bank_transfer',
  status: 'confirmed',
  reference: 'TRX-2026-0042',
  has_receipt: true,
  reject_reason: null,
  created_at: '2026-11-20T09:00:00.000Z',
  decided_at: '2026-11-21T12:00:00.000Z',
  receipt_number: 'SQ-000041',
  member: { id: 2, name: 'Omar Haddad', email: 'agent@example.sy', company: null },
  ...overrides,
});

const lines = () =>
  Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('the receipt of a payment', () => {
  it('shows the receipt number, member, plan, billing, amount with its credit, method, reference, status and dates, and prints', async () => {
    const user = userEvent.setup();
    api.answer('GET /payment-detail', (_body, query) =>
      query.get('id') === '41'
        ? ok('Payment', payment())
        : { status: 404, body: { success: false, message: 'Payment not found.' } },
    );
    const print = jest.fn();
    window.print = print;
    await renderPage('en', '/subscription-history/receipt/41', agent, <ReceiptPage id="41" />);
    expect(await screen.findByRole('heading', { name: 'Payment receipt' })).toBeInTheDocument();
    expect(lines()).toEqual({
      'Receipt number': 'SQ-000041',
      Member: 'Omar Haddad agent@example.sy',
      Plan: 'Agent Premium',
      Billing: 'Annual',
      Amount: '28,500 new SYP',
      'Credit for unused days': '1,500 new SYP',
      'Payment method': 'Bank transfer',
      Reference: 'TRX-2026-0042',
      'Payment status': 'Confirmed',
      'Payment made': 'Fri, Nov 20, 2026',
      Decided: 'Sat, Nov 21, 2026',
    });
    expect(screen.getByRole('link', { name: 'Back to subscription history' })).toHaveAttribute(
      'href',
      '/subscription-history',
    );
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('names a per-ad option and its listing, the company and the reason of a rejection, in Arabic', async () => {
    api.answer('GET /payment-detail', () =>
      ok(
        'Payment',
        payment({
          purpose: 'featured_listing',
          plan_id: null,
          plan_name_en: null,
          plan_name_ar: null,
          billing: null,
          listing_kind: 'auto',
          listing_id: 21,
          listing_name: 'Kia Rio 2019',
          listing_name_ar: 'كيا ريو 2019',
          currency: 'USD',
          amount: 10,
          credit: 0,
          method: 'mobile_wallet',
          status: 'rejected',
          reject_reason: 'لم يصل التحويل',
          decided_at: null,
          member: { id: 3, name: 'رنا', email: 'corporate@example.sy', company: 'شام للعقارات' },
        }),
      ),
    );
    await renderPage('ar', '/subscription-history/receipt/41', agent, <ReceiptPage id="41" />);
    expect(await screen.findByRole('heading', { name: 'إيصال الدفع' })).toBeInTheDocument();
    expect(lines()).toEqual({
      'رقم الإيصال': 'SQ-000041',
      العضو: 'رنا corporate@example.sy',
      الشركة: 'شام للعقارات',
      'خيار الإعلان': 'إعلان مميز',
      الإعلان: 'كيا ريو 2019',
      المبلغ: '10 دولارات',
      'طريقة الدفع': 'محفظة الهاتف المحمول',
      المرجع: 'TRX-2026-0042',
      'حالة الدفع': 'مرفوض',
      'سبب الرفض': 'لم يصل التحويل',
      'تاريخ الدفع': 'Fri, Nov 20, 2026',
    });
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeInTheDocument();
  });

  it('names a cancelled order as such, in English and Arabic', async () => {
    api.answer('GET /payment-detail', () =>
      ok('Payment', payment({ status: 'cancelled', reference: null, has_receipt: false, decided_at: null })),
    );
    const { unmount } = await renderPage('en', '/subscription-history/receipt/41', agent, <ReceiptPage id="41" />);
    expect(await screen.findByRole('heading', { name: 'Payment receipt' })).toBeInTheDocument();
    expect(lines()['Payment status']).toBe('Cancelled');
    unmount();
    await renderPage('ar', '/subscription-history/receipt/41', agent, <ReceiptPage id="41" />);
    expect(await screen.findByRole('heading', { name: 'إيصال الدفع' })).toBeInTheDocument();
    expect(lines()['حالة الدفع']).toBe('ملغى');
  });

  it("refuses another member's payment with the permission message and a way back", async () => {
    api.answer('GET /payment-detail', () => ({ status: 403, body: { success: false, message: 'Forbidden' } }));
    await renderPage('en', '/subscription-history/receipt/99', agent, <ReceiptPage id="99" />);
    const alert = await screen.findByText('The receipt could not be loaded.');
    expect(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('link', {
        name: 'Back to subscription history',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText('You do not have permission!')).toBeInTheDocument();
  });
});
