import type * as SessionModule from './session-store';

// Each test builds the store afresh from what is in localStorage, as a page load does.
function loadSession(): typeof SessionModule {
  let mod: typeof SessionModule | undefined;
  jest.isolateModules(() => {
    mod = require('./session-store');
  });
  return mod!;
}

const user = { id: 7, name: 'Rami Haddad', email: 'rami@example.sy', user_type: 'Agent' as const };

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0] ?? '', configurable: true });
}

beforeEach(() => {
  setBrowserLanguages([]);
  localStorage.clear();
  document.cookie = 'i18next=; max-age=0; path=/';
});

describe('session store', () => {
  it('starts logged out with the spec defaults', () => {
    const { sessionStore, isLoggedIn } = loadSession();
    const s = sessionStore.getState();
    expect(s.token).toBeNull();
    expect(s.user).toBeNull();
    expect(s.symbol).toBe('Syp');
    expect(s.page).toBe('Property');
    expect(s.language).toBe('ar');
    expect(s.authModal).toEqual({ open: false, mode: 'login' });
    expect(isLoggedIn(s)).toBe(false);
  });

  it('login writes accessToken and userData, logout removes both', () => {
    const { sessionStore, isLoggedIn } = loadSession();
    sessionStore.getState().login('tok-123', user);
    expect(localStorage.getItem('accessToken')).toBe('tok-123');
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(user);
    expect(isLoggedIn(sessionStore.getState())).toBe(true);

    sessionStore.getState().logout();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(isLoggedIn(sessionStore.getState())).toBe(false);
  });

  it('logout keeps the currency and page choices', () => {
    const { sessionStore } = loadSession();
    sessionStore.getState().setSymbol('USD');
    sessionStore.getState().setPage('Auto');
    sessionStore.getState().login('tok', user);
    sessionStore.getState().logout();
    expect(localStorage.getItem('symbol')).toBe('USD');
    expect(localStorage.getItem('page')).toBe('Auto');
  });

  it('restores a stored session on the next page load', () => {
    localStorage.setItem('accessToken', 'tok-9');
    localStorage.setItem('userData', JSON.stringify(user));
    localStorage.setItem('symbol', 'USD');
    localStorage.setItem('page', 'Auto');
    const { sessionStore, isLoggedIn } = loadSession();
    const s = sessionStore.getState();
    expect(s.token).toBe('tok-9');
    expect(s.user).toEqual(user);
    expect(s.symbol).toBe('USD');
    expect(s.page).toBe('Auto');
    expect(isLoggedIn(s)).toBe(true);
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['an array', '[1,2]'],
    ['a user without id', JSON.stringify({ name: 'x' })],
    ['the text undefined', 'undefined'],
  ])('garbage userData (%s) gives a clean logged-out session, not a crash', (_label, raw) => {
    localStorage.setItem('accessToken', 'tok');
    localStorage.setItem('userData', raw);
    const { sessionStore, isLoggedIn } = loadSession();
    expect(sessionStore.getState().user).toBeNull();
    expect(sessionStore.getState().token).toBeNull();
    expect(isLoggedIn(sessionStore.getState())).toBe(false);
    // The half-broken session is cleared, so the route guard and the header agree.
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('an unknown user_type becomes Individual, the type with the fewest rights', () => {
    localStorage.setItem('accessToken', 'tok');
    localStorage.setItem('userData', JSON.stringify({ id: 'u1', name: 'X', email: 'x@y.z', user_type: 'SuperUser' }));
    const { sessionStore } = loadSession();
    expect(sessionStore.getState().user?.user_type).toBe('Individual');
  });

  it('unknown symbol and page values in storage fall back to the defaults', () => {
    localStorage.setItem('symbol', 'EUR');
    localStorage.setItem('page', '<img src=x>');
    const { sessionStore } = loadSession();
    expect(sessionStore.getState().symbol).toBe('Syp');
    expect(sessionStore.getState().page).toBe('Property');
  });

  it('ignores unknown currency, page and language values from callers', () => {
    const { sessionStore } = loadSession();
    sessionStore.getState().setSymbol('EUR' as never);
    sessionStore.getState().setPage('Boats' as never);
    sessionStore.getState().setLanguage('fr' as never);
    expect(sessionStore.getState()).toMatchObject({ symbol: 'Syp', page: 'Property', language: 'ar' });
  });

  it('takes an English browser as English when nothing is stored', () => {
    setBrowserLanguages(['en-US', 'en']);
    expect(loadSession().sessionStore.getState().language).toBe('en');
  });

  it('takes the stored language setting as the initial language', () => {
    localStorage.setItem('i18nextLng', 'en');
    expect(loadSession().sessionStore.getState().language).toBe('en');
  });

  it('opens the auth modal in login mode by default and closes it on login', () => {
    const { sessionStore } = loadSession();
    sessionStore.getState().openAuthModal();
    expect(sessionStore.getState().authModal).toEqual({ open: true, mode: 'login' });
    sessionStore.getState().openAuthModal('register');
    expect(sessionStore.getState().authModal).toEqual({ open: true, mode: 'register' });
    sessionStore.getState().login('tok', user);
    expect(sessionStore.getState().authModal.open).toBe(false);
    sessionStore.getState().openAuthModal('forgot');
    sessionStore.getState().closeAuthModal();
    expect(sessionStore.getState().authModal.open).toBe(false);
  });

  it('refuses a login without a token or a user id', () => {
    const { sessionStore } = loadSession();
    expect(() => sessionStore.getState().login('', user)).toThrow(TypeError);
    expect(() => sessionStore.getState().login('tok', { name: 'x' } as never)).toThrow(TypeError);
    expect(sessionStore.getState().token).toBeNull();
  });

  it('setUser updates the stored user', () => {
    const { sessionStore } = loadSession();
    sessionStore.getState().login('tok', user);
    sessionStore.getState().setUser({ ...user, name: 'Rami H.' });
    expect(JSON.parse(localStorage.getItem('userData')!).name).toBe('Rami H.');
  });

  it('follows a logout made in another tab', async () => {
    const { sessionStore } = loadSession();
    sessionStore.getState().login('tok', user);
    localStorage.removeItem('accessToken');
    localStorage.removeItem('userData');
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
    await Promise.resolve();
    expect(sessionStore.getState().token).toBeNull();
  });
});

describe('two tabs', () => {
  // Another tab of the same site: a same-origin window sharing this page's localStorage. jsdom delivers each
  // key's change to the other windows as its own storage event, a task later, as browsers do.
  function otherTab(): Window {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    return frame.contentWindow!;
  }
  const eventsDelivered = () => new Promise((resolve) => setTimeout(resolve, 20));

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('a sign-in in another tab carries over, even when this tab changes something before hearing of it', async () => {
    const here = loadSession().sessionStore;
    const other = loadSession().createSessionStore(otherTab());
    other.getState().login('tok-fresh', user);
    // This tab has not heard of the sign-in yet when its visitor opens the sign-in modal or switches currency.
    here.getState().openAuthModal('login');
    here.getState().setSymbol('USD');
    await eventsDelivered();
    expect(localStorage.getItem('accessToken')).toBe('tok-fresh');
    expect(here.getState()).toMatchObject({ token: 'tok-fresh', user, symbol: 'USD', authModal: { open: false } });
    expect(other.getState()).toMatchObject({ token: 'tok-fresh', user, symbol: 'USD' });
  });

  it('a sign-out in another tab carries over and is not undone by this tab', async () => {
    localStorage.setItem('accessToken', 'tok-old');
    localStorage.setItem('userData', JSON.stringify(user));
    const here = loadSession().sessionStore;
    const other = loadSession().createSessionStore(otherTab());
    other.getState().logout();
    here.getState().setPage('Auto');
    await eventsDelivered();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(here.getState().token).toBeNull();
    expect(other.getState()).toMatchObject({ token: null, page: 'Auto' });
  });

  it('a sign-in seen half-written (token before user) is waited for, not cleared as broken', async () => {
    const here = loadSession().sessionStore;
    const tab = otherTab();
    // A browser may show this tab the other tab's writes one at a time: the token first, the user a moment later.
    tab.localStorage.setItem('accessToken', 'tok-fresh');
    await eventsDelivered();
    expect(localStorage.getItem('accessToken')).toBe('tok-fresh');
    expect(here.getState().token).toBeNull();
    tab.localStorage.setItem('userData', JSON.stringify(user));
    await eventsDelivered();
    expect(here.getState()).toMatchObject({ token: 'tok-fresh', user });
  });
});
