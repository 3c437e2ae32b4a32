import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { changeLanguage } from '../i18n/i18n';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { EmptyState } from './EmptyState';
import { ErrorBoundary } from './ErrorBoundary';
import { LoadingText } from './LoadingText';
import { renderIn } from './test-render';
import { UnavailableCard } from './UnavailableCard';

describe('EmptyState', () => {
  it.each([
    ['noData', 'No Data Found', 'لم يتم العثور على بيانات'],
    ['noListings', 'No Listings', 'لا توجد إعلانات'],
    ['noSavedListings', 'No Saved Listings', 'لا توجد إعلانات محفوظة'],
    ['noReviews', 'No reviews', 'لا توجد تقييمات'],
    ['noRecords', 'No Records Found', 'لم يتم العثور على سجلات'],
  ] as const)('%s reads %p in English and %p in Arabic', async (kind, en, ar) => {
    const { unmount } = await renderIn('en', <EmptyState kind={kind} />);
    expect(screen.getByText(en)).toBeInTheDocument();
    unmount();
    await renderIn('ar', <EmptyState kind={kind} />);
    expect(screen.getByText(ar)).toBeInTheDocument();
  });
});

describe('LoadingText', () => {
  it('shows the loading text as a status in both languages', async () => {
    const { unmount } = await renderIn('en', <LoadingText />);
    expect(screen.getByRole('status')).toHaveTextContent('Please wait, we are fetching your data...');
    unmount();
    await renderIn('ar', <LoadingText />);
    expect(screen.getByRole('status')).toHaveTextContent('يرجى الانتظار، جارٍ جلب بياناتك...');
  });
});

describe('DeleteConfirmDialog', () => {
  // antd's modal measures the scrollbar with a call jsdom does not implement; jsdom says so on the console.
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    const original = console.error;
    consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (String(args[0]).includes('Not implemented: window.getComputedStyle')) return;
      original(...args);
    });
  });
  afterEach(() => consoleError.mockRestore());

  it('asks about the named item in English and reports the choice', async () => {
    const onCancel = jest.fn();
    const onConfirm = jest.fn();
    await renderIn('en', <DeleteConfirmDialog open itemName="Villa in Latakia" onCancel={onCancel} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete Villa in Latakia?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('speaks Arabic', async () => {
    await renderIn('ar', <DeleteConfirmDialog open itemName="شقة في حلب" onCancel={() => {}} onConfirm={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('هل أنت متأكد من أنك تريد حذف شقة في حلب؟');
    expect(screen.getByRole('button', { name: 'حذف' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  });

  it('shows nothing while closed', async () => {
    await renderIn('en', <DeleteConfirmDialog open={false} itemName="x" onCancel={() => {}} onConfirm={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('UnavailableCard', () => {
  it('explains and offers a retry, in English and Arabic', async () => {
    const onRetry = jest.fn();
    const { unmount } = await renderIn('en', <UnavailableCard onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This section is unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    unmount();
    await renderIn('ar', <UnavailableCard onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('هذا القسم غير متاح حاليًا');
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});

describe('ErrorBoundary', () => {
  function Flaky() {
    const [broken] = useState(() => (globalThis as { __flaky?: boolean }).__flaky === true);
    if (broken) throw new Error('remote crashed');
    return <p>Featured properties</p>;
  }

  it('keeps a crash inside the section and recovers on retry', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = jest.fn();
    (globalThis as { __flaky?: boolean }).__flaky = true;
    await renderIn(
      'en',
      <div>
        <header>Header still here</header>
        <ErrorBoundary onError={onError}>
          <Flaky />
        </ErrorBoundary>
      </div>,
    );
    expect(screen.getByText('Header still here')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This section is unavailable');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'remote crashed' }), expect.anything());

    (globalThis as { __flaky?: boolean }).__flaky = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Featured properties')).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('uses a given fallback', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    (globalThis as { __flaky?: boolean }).__flaky = true;
    await renderIn('en', <ErrorBoundary fallback={(error) => <p>Failed: {error.message}</p>}><Flaky /></ErrorBoundary>);
    expect(screen.getByText('Failed: remote crashed')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});

describe('SouqProviders', () => {
  it("sets antd's direction and locale from the language and follows changes", async () => {
    const { Pagination } = await import('antd');
    await renderIn('ar', <Pagination total={50} />);
    expect(document.querySelector('.ant-pagination-rtl')).not.toBeNull();
    await act(async () => {
      await changeLanguage('en');
    });
    expect(document.querySelector('.ant-pagination-rtl')).toBeNull();
    expect(document.querySelector('.ant-pagination')).not.toBeNull();
  });
});
