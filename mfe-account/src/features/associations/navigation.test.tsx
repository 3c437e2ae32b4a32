import { act, screen } from '@testing-library/react';
import { sessionStore } from '@souq/shared';
import { AccountLayout } from '../../components/layout/AccountLayout';
import { agent, corporate, individual, renderPage } from '../../testing/render';

afterEach(() => act(() => sessionStore.getState().logout()));

describe("the account area's association links", () => {
  it('shows a Corporate its agents page, titled in the banner', async () => {
    await renderPage('en', '/associated-agent', corporate, <AccountLayout>page</AccountLayout>);
    expect(screen.getByRole('heading', { level: 1, name: 'Associated agents' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Associated agents' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Associated corporates' })).not.toBeInTheDocument();
  });

  it('shows an Agent its companies page, in Arabic', async () => {
    await renderPage('ar', '/associated-corporates', agent, <AccountLayout>page</AccountLayout>);
    expect(screen.getByRole('heading', { level: 1, name: 'الشركات المرتبطة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الشركات المرتبطة' })).toHaveAttribute('href', '/associated-corporates');
    expect(screen.queryByRole('link', { name: 'الوكلاء المرتبطون' })).not.toBeInTheDocument();
  });

  it('shows an Individual neither', async () => {
    await renderPage('en', '/my-account', individual, <AccountLayout>page</AccountLayout>);
    expect(screen.queryByRole('link', { name: /Associated/ })).not.toBeInTheDocument();
  });
});
