import { act, screen } from '@testing-library/react';
import { changeLanguage, sessionStore, type SessionUser } from '@souq/shared';
import { bootstrap, mount, unmount } from './lifecycles';

const individual: SessionUser = { id: 1, name: 'Lina', email: 'lina@example.com', user_type: 'Individual' };

beforeAll(() => changeLanguage('en'));
afterEach(() => act(() => sessionStore.getState().logout()));

describe('account lifecycles', () => {
  it("mounts the account area into the shell's outlet once it is on screen, and takes it away on unmount", async () => {
    act(() => sessionStore.getState().login('t', individual));
    window.history.pushState(null, '', '/my-account/saved-searches');
    const outlet = document.createElement('div');
    document.body.appendChild(outlet);
    await bootstrap();
    // The mount ends once the page is committed, which act does as it returns.
    const mounting: Promise<void>[] = [];
    act(() => {
      mounting.push(mount({ name: 'account', domElement: outlet }));
    });
    await mounting[0];
    expect(outlet).toContainElement(screen.getByRole('heading', { level: 1, name: 'Saved searches' }));
    await act(() => unmount());
    expect(outlet).toBeEmptyDOMElement();
    outlet.remove();
  });
});
