import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type ApiAnswer } from '@souq/shared';
import { ok, standInForEachTest } from '@souq/shared/testing';
import { agent, renderPage } from '../../testing/render';
import type { SubscriptionRecord } from './paymentRecords';
import { SubscriptionHistoryPage } from './SubscriptionHistoryPage';

const api = standInForEachTest();
afterEach(() => act(() => sessionStore.getState().logout()));

const record = (overrides: Partial<SubscriptionRecord> & { id: number }): SubscriptionRecord => ({
  plan_name_en: 'Agent Premium',
  plan_name_ar: 'وكيل بريميوم',
  listing_name: null,
  listing_name_ar: null,
  duration: 'monthly',
  days: null,
  payment_method: 'bank_transfer',
  starts_at: '2026-11-21T10:00:00.000Z',
  expires_at: '2026-12-21T10:00:00.000Z',
  subscribed_at: '2026-11-20T09:00:00.000Z',
  payment_status: 'confirmed',
  plan_status: 'Active',
  payment_id: 40 + overrides.id,
  ...overrides,
});

/** The history as the API pages it (10 a page). */
function answerHistory(records: SubscriptionRecord[]) {
  api.answer('GET /subscription-history', (_body, query) => {
    const page = Number(query.get('page') ?? 1);
    const per = Number(query.get('per_page') ?? 10);
    const answer: ApiAnswer<'/api/subscription-history'> = {
      data: records.slice((page - 1) * per, page * per),
      pagination: {
        page,
        per_page: per,
        total: records.length,
        last_page: Math.max(1, Math.ceil(records.length / per)),
      },
    };
    return ok('Subscription history', answer);
  });
}

const rows = () => screen.queryAllByTestId('subscription-record');
/** Each cell as a screen reader reads it: its value, without the field's name shown on a phone's card for the eye. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => {
      const read = cell.cloneNode(true) as HTMLElement;
      read.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return read.textContent;
    });
/** The field's name each cell shows beside its value on a phone, where a record is a card and has no column headers. */
const cardLabels = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent);

describe('subscription history', () => {
  it('shows every record with the documented fields, Active or Expired as the API says, and a receipt link per payment', async () => {
    answerHistory([
      record({ id: 1 }),
      record({
        id: 2,
        plan_name_en: 'Agent Basic',
        duration: 'trial',
        payment_method: null,
        starts_at: '2026-09-01T10:00:00.000Z',
        expires_at: '2026-10-01T10:00:00.000Z',
        subscribed_at: '2026-09-01T10:00:00.000Z',
        payment_status: 'free',
        plan_status: 'Expired',
        payment_id: null,
      }),
      // A rejected payment that started no plan: the API gives it the payment's id negated, no dates, no plan status.
      record({
        id: -43,
        duration: 'annual',
        payment_method: 'mobile_wallet',
        starts_at: null,
        expires_at: null,
        payment_status: 'rejected',
        plan_status: null,
        payment_id: 43,
      }),
      // A Featured Listing bought for one ad: its days, from when it was confirmed.
      record({
        id: -44,
        plan_name_en: 'Featured Listing',
        plan_name_ar: 'إعلان مميز',
        listing_name: 'Flat by the citadel',
        listing_name_ar: 'شقة قرب القلعة',
        duration: 'days',
        days: 7,
        payment_method: 'cash_office',
        starts_at: '2026-11-21T10:00:00.000Z',
        expires_at: null,
        plan_status: null,
        payment_id: 44,
      }),
    ]);
    await renderPage('en', '/subscription-history', agent, <SubscriptionHistoryPage />);
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Plan name',
      'Duration',
      'Payment method',
      'Starts at',
      'Expires at',
      'Subscribed at',
      'Payment status',
      'Plan status',
      'Receipt',
    ]);
    const [first, second, third, fourth] = rows();
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Agent Premium');
    expect(cells(first!)).toEqual([
      'Monthly',
      'Bank transfer',
      'Sat, Nov 21, 2026',
      'Mon, Dec 21, 2026',
      'Fri, Nov 20, 2026',
      'Confirmed',
      'Active',
      'Receipt',
    ]);
    expect(
      within(first!).getByRole('link', { name: 'Receipt of Agent Premium, subscribed Fri, Nov 20, 2026' }),
    ).toHaveAttribute('href', '/subscription-history/receipt/41');
    expect(cardLabels(first!)).toEqual([
      'Duration',
      'Payment method',
      'Starts at',
      'Expires at',
      'Subscribed at',
      'Payment status',
      'Plan status',
      'Receipt',
    ]);
    expect(cells(second!)).toEqual([
      'Free trial',
      '—',
      'Tue, Sep 1, 2026',
      'Thu, Oct 1, 2026',
      'Tue, Sep 1, 2026',
      'Free',
      'Expired',
      '—',
    ]);
    expect(cells(third!)).toEqual([
      'Annual',
      'Mobile wallet',
      '—',
      '—',
      'Fri, Nov 20, 2026',
      'Rejected',
      '—',
      'Receipt',
    ]);
    expect(within(third!).getByRole('link', { name: /^Receipt of Agent Premium/ })).toHaveAttribute(
      'href',
      '/subscription-history/receipt/43',
    );
    expect(within(fourth!).getByRole('rowheader')).toHaveTextContent(/^Featured ListingFlat by the citadel$/);
    expect(cells(fourth!)).toEqual([
      '7 days',
      'Cash at an office',
      'Sat, Nov 21, 2026',
      '—',
      'Fri, Nov 20, 2026',
      'Confirmed',
      '—',
      'Receipt',
    ]);
    expect(api.calls.find((c) => c.path === '/subscription-history')?.headers.authorization).toBe('Bearer token-1');
  });

  it('speaks Arabic: the plan in Arabic, the words of each value, dates as documented', async () => {
    answerHistory([
      record({ id: 1, payment_method: 'cash_office', payment_status: 'awaiting_confirmation' }),
      record({ id: 2, plan_status: 'Expired', duration: 'annual' }),
      record({
        id: -44,
        plan_name_en: 'Featured Listing',
        plan_name_ar: 'إعلان مميز',
        listing_name: 'Flat by the citadel',
        listing_name_ar: 'شقة قرب القلعة',
        duration: 'days',
        days: 7,
      }),
    ]);
    await renderPage('ar', '/subscription-history', agent, <SubscriptionHistoryPage />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'اسم الخطة',
      'المدة',
      'طريقة الدفع',
      'تبدأ في',
      'تنتهي في',
      'تاريخ الاشتراك',
      'حالة الدفع',
      'حالة الخطة',
      'الإيصال',
    ]);
    expect(within(rows()[0]!).getByRole('rowheader')).toHaveTextContent('وكيل بريميوم');
    expect(cells(rows()[0]!)).toEqual([
      'شهري',
      'نقداً في أحد المكاتب',
      'Sat, Nov 21, 2026',
      'Mon, Dec 21, 2026',
      'Fri, Nov 20, 2026',
      'بانتظار التأكيد',
      'نشط',
      'الإيصال',
    ]);
    expect(cells(rows()[1]!)).toEqual([
      'سنوي',
      'تحويل مصرفي',
      'Sat, Nov 21, 2026',
      'Mon, Dec 21, 2026',
      'Fri, Nov 20, 2026',
      'مؤكد',
      'منتهٍ',
      'الإيصال',
    ]);
    expect(cardLabels(rows()[0]!)).toEqual([
      'المدة',
      'طريقة الدفع',
      'تبدأ في',
      'تنتهي في',
      'تاريخ الاشتراك',
      'حالة الدفع',
      'حالة الخطة',
      'الإيصال',
    ]);
    // An add-on's days agree with their noun (7 أيام, not 7 يوماً).
    expect(cells(rows()[2]!)[0]).toBe('7 أيام');
    expect(within(rows()[2]!).getByRole('rowheader')).toHaveTextContent(/^إعلان مميزشقة قرب القلعة$/);
  });

  it('shows an order the member cancelled as Cancelled, in English and Arabic', async () => {
    const cancelled = record({
      id: -45,
      starts_at: null,
      expires_at: null,
      payment_status: 'cancelled',
      plan_status: null,
      payment_id: 45,
    });
    answerHistory([cancelled]);
    const { unmount } = await renderPage('en', '/subscription-history', agent, <SubscriptionHistoryPage />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(cells(rows()[0]!)).toEqual([
      'Monthly',
      'Bank transfer',
      '—',
      '—',
      'Fri, Nov 20, 2026',
      'Cancelled',
      '—',
      'Receipt',
    ]);
    unmount();
    await renderPage('ar', '/subscription-history', agent, <SubscriptionHistoryPage />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(cells(rows()[0]!)).toEqual(['شهري', 'تحويل مصرفي', '—', '—', 'Fri, Nov 20, 2026', 'ملغى', '—', 'الإيصال']);
  });

  it("says 'No Records Found' when there are none, with the way to the plans", async () => {
    answerHistory([]);
    await renderPage('en', '/subscription-history', agent, <SubscriptionHistoryPage />);
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscription-plans');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so in Arabic too', async () => {
    answerHistory([]);
    await renderPage('ar', '/subscription-history', agent, <SubscriptionHistoryPage />);
    expect(await screen.findByText('لم يتم العثور على سجلات')).toBeInTheDocument();
  });

  it('pages through a long history, keeping the page in the address', async () => {
    const user = userEvent.setup();
    answerHistory(Array.from({ length: 23 }, (_, n) => record({ id: n + 1, plan_name_en: `Plan ${n + 1}` })));
    await renderPage('en', '/subscription-history', agent, <SubscriptionHistoryPage />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    // docs/product/constants.md: three page numbers, the first and the last always there.
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(rows()[0]!).getByRole('rowheader')).toHaveTextContent('Plan 21');
    expect(new URLSearchParams(window.location.search).get('page')).toBe('3');
    expect(api.calls.filter((c) => c.path === '/subscription-history').map((c) => c.query.get('page'))).toEqual([
      '1',
      '3',
    ]);
  });
});
