import { render, screen } from '@testing-library/react';
import { changeLanguage } from '@souq/shared';
import { AutoRoot } from './AutoRoot';

describe('auto remote', () => {
  it('names the car detail route and its listing', async () => {
    await changeLanguage('en');
    window.history.pushState(null, '', '/auto/auto-detail/77');
    render(<AutoRoot />);
    expect(screen.getByRole('heading', { name: 'Car details' })).toBeInTheDocument();
    expect(screen.getByText('Listing number: 77')).toBeInTheDocument();
  });

  it('answers an unknown auto path with its own not-found text', async () => {
    await changeLanguage('ar');
    window.history.pushState(null, '', '/auto/nowhere');
    render(<AutoRoot />);
    expect(screen.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
  });
});
