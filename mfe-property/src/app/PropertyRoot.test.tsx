import { act, render, screen } from '@testing-library/react';
import { changeLanguage, SHARED_INSTANCE_ID, sessionStore } from '@souq/shared';
import { PropertyRoot } from './PropertyRoot';

afterEach(() => act(() => sessionStore.getState().logout()));

describe('property remote', () => {
  it('names the detail route and the listing in Arabic, for a guest', async () => {
    await changeLanguage('ar');
    window.history.pushState(null, '', '/property/property-detail/42');
    render(<PropertyRoot />);
    expect(screen.getByRole('heading', { name: 'تفاصيل العقار' })).toBeInTheDocument();
    expect(screen.getByText('رقم الإعلان: 42')).toBeInTheDocument();
    expect(screen.getByTestId('session-status')).toHaveTextContent('تتصفح كزائر');
  });

  it('shows who is signed in, in English, and marks its root with the shared instance', async () => {
    await changeLanguage('en');
    act(() => sessionStore.getState().login('t', { id: 3, name: 'Huda', email: 'huda@example.com', user_type: 'Corporate' }));
    window.history.pushState(null, '', '/property/map');
    const { container } = render(<PropertyRoot />);
    expect(screen.getByRole('heading', { name: 'Property map' })).toBeInTheDocument();
    expect(screen.getByTestId('session-status')).toHaveTextContent('Logged in as Huda (Corporate)');
    expect(container.querySelector('[data-remote="property"]')).toHaveAttribute('data-shared-instance', SHARED_INSTANCE_ID);
  });
});
