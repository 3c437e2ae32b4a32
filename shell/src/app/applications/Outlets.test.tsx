import { act, within } from '@testing-library/react';
import { renderWithShell } from '../../test/renderWithShell';
import { Outlets } from './Outlets';
import { setOutletStatus, useOutletStatus } from './outletStatus';

const outlet = (app: string) => document.querySelector(`[data-outlet="${app}"]`) as HTMLElement;
const skeleton = (app: string) => outlet(app).querySelector('[data-skeleton]');

describe('application outlets', () => {
  beforeEach(() => useOutletStatus.setState({ statuses: {} }));

  it.each([
    ['/property', 'property', 'list'],
    ['/property/property-detail/5', 'property', 'detail'],
    ['/auto/auto-detail/9', 'auto', 'detail'],
    ['/auto', 'auto', 'list'],
    ['/', 'shell-pages', 'home'],
    ['/contact-us', 'shell-pages', 'page'],
  ] as const)('keep the room of the page at %s while its application loads', async (path, app, shape) => {
    await renderWithShell(<Outlets />, { path });
    act(() => setOutletStatus(app, 'loading'));
    expect(skeleton(app)).toHaveAttribute('data-skeleton', shape);
    // The page's skeleton and the application's own element share the outlet: the page replaces it in place.
    expect(outlet(app).firstElementChild).toHaveAttribute('id', `souq-outlet-${app}`);
    expect(within(outlet(app)).getByRole('status')).toHaveTextContent('Please wait, we are fetching your data...');
  });

  it('says it is loading in Arabic too', async () => {
    await renderWithShell(<Outlets />, { path: '/property', language: 'ar' });
    act(() => setOutletStatus('property', 'loading'));
    expect(within(outlet('property')).getByRole('status')).toHaveTextContent('يرجى الانتظار، جارٍ جلب بياناتك...');
  });

  it('leaves the room to the application once it has mounted, and shows the unavailable card when it failed', async () => {
    await renderWithShell(<Outlets />, { path: '/auto' });
    act(() => setOutletStatus('auto', 'loading'));
    expect(skeleton('auto')).not.toBeNull();
    act(() => setOutletStatus('auto', 'mounted'));
    expect(skeleton('auto')).toBeNull();
    act(() => setOutletStatus('auto', 'failed'));
    expect(within(outlet('auto')).getByRole('alert')).toHaveTextContent('This section is unavailable');
  });
});
