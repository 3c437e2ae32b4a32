import { act } from 'react';
import { screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { announcePageTitle, changeLanguage } from '@souq/shared';
import { renderWithShell } from '../../test/renderWithShell';
import { PageTitle } from './PageTitle';

let navigate: (to: string) => void = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe("the tab's title", () => {
  afterEach(() => jest.useRealTimers());

  it("keeps the landed page's own title from the site server, then names each page the visitor moves to", async () => {
    document.title = 'Flat in Mezzeh — 120,000 USD | Souq';
    await renderWithShell(
      <>
        <PageTitle />
        <Navigator />
      </>,
      { path: '/property/property-detail/3' },
    );
    expect(document.title).toBe('Flat in Mezzeh — 120,000 USD | Souq');
    act(() => navigate('/saved-listing'));
    expect(document.title).toBe('Saved listings | Souq');
    act(() => navigate('/'));
    expect(document.title).toBe('Souq — property and cars for sale and rent in Syria');
    // Back on the landed address the server's title is not there to keep: the page is named as any other, and by
    // its listing once the page has announced it.
    act(() => navigate('/property/property-detail/3'));
    expect(document.title).toBe('Property details | Souq');
    act(() => announcePageTitle('Flat in Mezzeh', '/property/property-detail/3'));
    expect(document.title).toBe('Flat in Mezzeh | Souq');
  });

  it('reads the new title out once it has stood a moment after a move, not on the landed page', async () => {
    jest.useFakeTimers();
    await renderWithShell(
      <>
        <PageTitle />
        <Navigator />
      </>,
      { path: '/about' },
    );
    const announcement = screen.getByTestId('page-announcement');
    act(() => jest.advanceTimersByTime(1000));
    expect(announcement).toHaveTextContent(/^$/);
    act(() => navigate('/property/property-detail/8'));
    act(() => jest.advanceTimersByTime(100));
    act(() => announcePageTitle('Villa in Yafour', '/property/property-detail/8'));
    act(() => jest.advanceTimersByTime(1000));
    expect(announcement).toHaveTextContent('Villa in Yafour | Souq');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
  });

  it('names a signed-in page at once, in Arabic: the server titles them all "My account"', async () => {
    document.title = 'حسابي | سوق';
    await renderWithShell(<PageTitle />, { path: '/subscription-history', language: 'ar' });
    expect(document.title).toBe('سجل الاشتراكات | سوق');
  });

  it('names a landed admin page once it has loaded, without reading it out: the page load is read', async () => {
    jest.useFakeTimers();
    await renderWithShell(<PageTitle />, { path: '/admin/payments', language: 'ar' });
    expect(document.title).toBe('صفحة الإدارة | سوق');
    act(() => announcePageTitle('مدفوعات بانتظار التأكيد', '/admin/payments'));
    act(() => jest.advanceTimersByTime(1000));
    expect(document.title).toBe('مدفوعات بانتظار التأكيد | سوق');
    expect(screen.getByTestId('page-announcement')).toHaveTextContent(/^$/);
  });

  it("names the landed page in the visitor's language when the server wrote it in the other one", async () => {
    // An English browser without the language cookie: the server wrote the page in English, the stored choice is
    // Arabic, which the page follows.
    jest.useFakeTimers();
    const boot = document.createElement('script');
    boot.id = 'souq-boot';
    boot.type = 'application/json';
    boot.textContent = '{"lang":"en","langSource":"header"}';
    document.head.append(boot);
    try {
      document.title = 'Souq — property and cars for sale and rent in Syria';
      await renderWithShell(<PageTitle />, { path: '/', language: 'ar' });
      expect(document.title).toBe('سوق — عقارات وسيارات للبيع والإيجار في سوريا');
      // Still the page load, which the screen reader reads by itself.
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByTestId('page-announcement')).toHaveTextContent(/^$/);
    } finally {
      boot.remove();
    }
  });

  it("keeps an agent's profile title from the server, and follows a change of language", async () => {
    document.title = 'Omar Khatib — وكيل عقاري | سوق';
    await renderWithShell(<PageTitle />, { path: '/agent-details/2', language: 'ar' });
    expect(document.title).toBe('Omar Khatib — وكيل عقاري | سوق');
    await act(() => changeLanguage('en'));
    expect(document.title).toBe('Agent details | Souq');
  });
});
