import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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
    await renderIn(
      'en',
      <ErrorBoundary fallback={(error) => <p>Failed: {error.message}</p>}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Failed: remote crashed')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});

describe('plain UI pieces', () => {
  it('EmptyState and UnavailableCard render without any antd markup', async () => {
    await renderIn(
      'ar',
      <div>
        <EmptyState kind="noData" />
        <UnavailableCard onRetry={() => {}} />
      </div>,
    );
    expect(document.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toHaveAttribute('type', 'button');
  });
});
