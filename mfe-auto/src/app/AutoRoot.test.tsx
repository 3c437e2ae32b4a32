import { screen } from '@testing-library/react';
import { ok, standInForEachTest } from '@souq/shared/testing';
import { MASTER } from '../testing/fixtures';
import { renderAt } from '../testing/render';
import { AutoRoot } from './AutoRoot';

const api = standInForEachTest();

beforeEach(() => {
  api.answer('GET /auto/auto-master', () => ok('', MASTER));
});

describe('auto remote', () => {
  it('answers an unknown auto path with its own not-found text', async () => {
    await renderAt('ar', '/auto/nowhere', <AutoRoot />);
    expect(screen.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
  });

  it('loads the detail page on demand and says when there is no such car', async () => {
    await renderAt('en', '/auto/auto-detail/not-a-number', <AutoRoot />);
    expect(await screen.findByRole('heading', { name: 'This car is not listed (any more).' })).toBeInTheDocument();
    expect(screen.getByText('No Data Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the results' })).toHaveAttribute('href', '/auto');
    expect(api.calls.some((call) => call.path.startsWith('/auto/auto-detail'))).toBe(false);
  });

  it('says there is no such car for an address with a malformed escape, instead of failing', async () => {
    await renderAt('en', '/auto/auto-detail/%E0%A4%A', <AutoRoot />);
    expect(await screen.findByRole('heading', { name: 'This car is not listed (any more).' })).toBeInTheDocument();
  });
});
