import { act, screen, within } from '@testing-library/react';
import { announcePageTitle } from '@souq/shared';
import { renderWithShell } from '../test/renderWithShell';
import NewsletterUnsubscribePage from '../features/pages/NewsletterUnsubscribePage';
import { Breadcrumbs } from '../features/layout/Breadcrumbs';

const crumbs = (label = 'Breadcrumb') =>
  within(screen.getByRole('navigation', { name: label }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('breadcrumbs', () => {
  it('end with the title a listing page announces for its own path: Home > Auto > the car', async () => {
    await renderWithShell(<Breadcrumbs />, { path: '/auto/auto-detail/5' });
    expect(crumbs()).toEqual(['Home', 'Auto', 'Auto details']);
    act(() => announcePageTitle('Toyota Corolla 2015', '/auto/auto-detail/5'));
    expect(crumbs()).toEqual(['Home', 'Auto', 'Toyota Corolla 2015']);
    expect(screen.getByRole('link', { name: 'Auto' })).toHaveAttribute('href', '/auto');
  });

  it('ignore a title announced for another page', async () => {
    act(() => announcePageTitle('Villa in Mezzeh', '/property/property-detail/9'));
    await renderWithShell(<Breadcrumbs />, { path: '/property/property-detail/10' });
    expect(crumbs().at(-1)).not.toBe('Villa in Mezzeh');
  });

  it.each([
    ['en', 'Breadcrumb', 'Home', 'Unsubscribe from the newsletter'],
    ['ar', 'مسار التنقل', 'الرئيسية', 'إلغاء الاشتراك في النشرة البريدية'],
  ] as const)(
    "on the newsletter unsubscribe page (%s) end with that page's own title",
    async (lang, label, home, title) => {
      await renderWithShell(
        <>
          <Breadcrumbs />
          <NewsletterUnsubscribePage />
        </>,
        { path: '/newsletter/unsubscribe', language: lang },
      );
      expect(crumbs(label)).toEqual([home, title]);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    },
  );
});
