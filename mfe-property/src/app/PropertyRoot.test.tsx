import { act, render, screen } from '@testing-library/react';
import { changeLanguage, SHARED_INSTANCE_ID, sessionStore } from '@souq/shared';
import { standInForEachTest } from '@souq/shared/testing';
import { renderAt } from '../testing/render';
import { PropertyRoot } from './PropertyRoot';

afterEach(() => act(() => sessionStore.getState().logout()));

describe('property remote', () => {
  it('opens the search list on /property, in Arabic, and marks its root with the shared instance', async () => {
    await changeLanguage('ar');
    window.history.pushState(null, '', '/property');
    const { container } = render(<PropertyRoot />);
    expect(screen.getByRole('heading', { name: 'البحث عن عقار' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'عوامل التصفية' })).toBeInTheDocument();
    expect(container.querySelector('[data-remote="property"]')).toHaveAttribute(
      'data-shared-instance',
      SHARED_INSTANCE_ID,
    );
  });

  it('answers an unknown path inside the remote with a not-found page', async () => {
    await changeLanguage('en');
    window.history.pushState(null, '', '/property/nowhere/at/all');
    render(<PropertyRoot />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('property remote, against the API stand-in', () => {
  standInForEachTest();

  it('says there is no such property for an address with a malformed escape, instead of failing', async () => {
    await renderAt('en', '/property/property-detail/%E0%A4%A', <PropertyRoot />);
    expect(
      await screen.findByRole('heading', { name: 'This property is no longer listed.' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
