import { act, renderHook, screen, within } from '@testing-library/react';
import { sessionStore, usePageTitle, type SessionUser } from '@souq/shared';
import { ok, standInForEachTest } from '@souq/shared/testing';
import { renderPage } from '../testing/render';
import AdminArea from './AdminArea';
import type { Lang } from '@souq/shared';

// No speed is being tested: the area loads its page as its own chunk, which a loaded machine takes a while to do.
jest.setTimeout(60_000);

const api = standInForEachTest();
const tenantAdmin: SessionUser = {
  id: 9,
  name: 'Admin',
  email: 'admin@example.sy',
  user_type: 'Admin',
  site_operator: false,
};
const operatorAdmin: SessionUser = { ...tenantAdmin, site_operator: true };

beforeEach(() => {
  api.answer('GET /admin/newsletter', () =>
    ok("The newsletter's subscribers.", { subscribers: { total: 3, ar: 2, en: 1 } }),
  );
});
afterEach(() => act(() => sessionStore.getState().logout()));

async function navigationOf(user: SessionUser, lang: Lang) {
  await renderPage(lang, '/admin/newsletter', user, <AdminArea />);
  await screen.findByTestId('newsletter-reach');
  const nav = screen.getByRole('navigation', {
    name: lang === 'ar' ? 'التنقل في لوحة الإدارة' : 'Admin area navigation',
  });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the admin area', () => {
  it("offers the site's versions to the operator's admins only: another tenant's admin runs its content, not the code", async () => {
    const tenant = await navigationOf(tenantAdmin, 'en');
    expect(tenant).toContain('Newsletter');
    expect(tenant).not.toContain('Site versions');
  });

  it("offers them to the operator's admin, in Arabic too", async () => {
    const operator = await navigationOf(operatorAdmin, 'ar');
    expect(operator).toContain('النشرة البريدية');
    expect(operator).toContain('إصدارات الموقع');
  });

  it("names its page for the shell's breadcrumbs and the tab's title", async () => {
    await navigationOf(tenantAdmin, 'ar');
    expect(renderHook(() => usePageTitle('/admin/newsletter')).result.current).toBe('النشرة البريدية');
  });

  it('tells a member who opens it that they have no permission', async () => {
    await renderPage('en', '/admin/newsletter', { ...tenantAdmin, user_type: 'Agent' }, <AdminArea />);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission!');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
