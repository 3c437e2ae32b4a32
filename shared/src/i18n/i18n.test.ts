import { BOOT_DATA_ID } from '../config/boot-data';
import type * as I18nModule from './i18n';
import type * as SessionModule from '../session/session-store';
import { clearLanguageState, setBrowserLanguages } from './test-browser';

// A fresh page load: the store detects the language, i18n initialises from it.
function loadPage(): { i18nMod: typeof I18nModule; session: typeof SessionModule } {
  let i18nMod: typeof I18nModule | undefined;
  let session: typeof SessionModule | undefined;
  jest.isolateModules(() => {
    session = require('../session/session-store');
    i18nMod = require('./i18n');
  });
  return { i18nMod: i18nMod!, session: session! };
}

const html = document.documentElement;

beforeEach(() => {
  clearLanguageState();
  setBrowserLanguages([]);
});

describe('i18n start-up', () => {
  it('opens in Arabic, right to left, by default', () => {
    const { i18nMod } = loadPage();
    expect(i18nMod.i18n.language).toBe('ar');
    expect(html.getAttribute('lang')).toBe('ar');
    expect(html.getAttribute('dir')).toBe('rtl');
    expect(i18nMod.i18n.t('empty.noData')).toBe('لم يتم العثور على بيانات');
  });

  it('opens in the stored language', () => {
    localStorage.setItem('i18nextLng', 'en');
    const { i18nMod } = loadPage();
    expect(i18nMod.i18n.language).toBe('en');
    expect(html.getAttribute('dir')).toBe('ltr');
    expect(i18nMod.i18n.t('empty.noData')).toBe('No Data Found');
  });

  it('replaces a tampered stored value with the safe default', () => {
    localStorage.setItem('i18nextLng', '<script>alert(1)</script>');
    const { i18nMod } = loadPage();
    expect(i18nMod.i18n.language).toBe('ar');
    expect(html.getAttribute('lang')).toBe('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
  });

  it('initI18n is idempotent', () => {
    const { i18nMod } = loadPage();
    expect(i18nMod.initI18n()).toBe(i18nMod.i18n);
    expect(i18nMod.initI18n()).toBe(i18nMod.i18n);
    expect(i18nMod.i18n.isInitialized).toBe(true);
  });
});

describe('a stored choice the server did not know of (the language cookie lost)', () => {
  afterEach(() => {
    document.getElementById(BOOT_DATA_ID)?.remove();
    window.history.replaceState(null, '', '/');
  });

  /** The page as the site server wrote it for an English browser without a cookie: its head and boot data in English. */
  function servedInEnglish(): void {
    const script = document.createElement('script');
    script.id = BOOT_DATA_ID;
    script.type = 'application/json';
    script.textContent = '{"config":{},"lang":"en","langSource":"header"}';
    document.head.append(script);
    html.setAttribute('lang', 'en');
    html.setAttribute('dir', 'ltr');
  }

  it('opens in the stored language, right to left, keeps it and writes the cookie again', () => {
    localStorage.setItem('i18nextLng', 'ar');
    setBrowserLanguages(['en-US', 'en']);
    servedInEnglish();
    const { i18nMod, session } = loadPage();
    expect(i18nMod.i18n.language).toBe('ar');
    expect(session.sessionStore.getState().language).toBe('ar');
    expect(html.getAttribute('lang')).toBe('ar');
    expect(html.getAttribute('dir')).toBe('rtl');
    expect(i18nMod.i18n.t('empty.noData')).toBe('لم يتم العثور على بيانات');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(document.cookie).toContain('i18next=ar');
  });

  it("follows the server's page language when nothing was chosen", () => {
    setBrowserLanguages(['ar-SY']);
    servedInEnglish();
    const { i18nMod } = loadPage();
    expect(i18nMod.i18n.language).toBe('en');
    expect(html.getAttribute('dir')).toBe('ltr');
  });

  it('an address naming a language still wins, and becomes the choice', () => {
    localStorage.setItem('i18nextLng', 'ar');
    servedInEnglish();
    window.history.replaceState(null, '', '/property?lang=en');
    const { i18nMod } = loadPage();
    expect(i18nMod.i18n.language).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });
});

describe('a page opened from an address that names its language', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("opens in that language and remembers it as the visitor's choice", () => {
    localStorage.setItem('i18nextLng', 'ar');
    window.history.replaceState(null, '', '/auto/auto-detail/3?lang=en');
    const { i18nMod } = loadPage();
    expect(i18nMod.i18n.language).toBe('en');
    expect(html.getAttribute('lang')).toBe('en');
    expect(html.getAttribute('dir')).toBe('ltr');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).toContain('i18next=en');

    // The next page without ?lang= stays English.
    window.history.replaceState(null, '', '/auto');
    expect(loadPage().i18nMod.i18n.language).toBe('en');
  });

  it('the address follows a switch of language, in place, keeping the rest of it', async () => {
    window.history.replaceState({ kept: true }, '', '/property?city=5&lang=en#map');
    const { i18nMod } = loadPage();
    const entries = window.history.length;
    await i18nMod.changeLanguage('ar');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/property?city=5&lang=ar#map',
    );
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ kept: true });
    await i18nMod.changeLanguage('en');
    expect(window.location.search).toBe('?city=5&lang=en');
  });

  it('an address without ?lang= is left alone by a switch', async () => {
    window.history.replaceState(null, '', '/property?city=5');
    const { i18nMod } = loadPage();
    await i18nMod.changeLanguage('en');
    expect(window.location.search).toBe('?city=5');
  });
});

describe('changeLanguage', () => {
  it('switches texts, <html dir lang>, the stored setting, the cookie and the session', async () => {
    const { i18nMod, session } = loadPage();
    await expect(i18nMod.changeLanguage('en')).resolves.toBe('en');
    expect(i18nMod.i18n.t('loading')).toBe('Please wait, we are fetching your data...');
    expect(html.getAttribute('lang')).toBe('en');
    expect(html.getAttribute('dir')).toBe('ltr');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).toContain('i18next=en');
    expect(session.sessionStore.getState().language).toBe('en');

    await i18nMod.changeLanguage('ar');
    expect(html.getAttribute('lang')).toBe('ar');
    expect(html.getAttribute('dir')).toBe('rtl');
    expect(document.cookie).toContain('i18next=ar');
  });

  it('ignores values that are not exactly a supported code', async () => {
    const { i18nMod } = loadPage();
    await i18nMod.changeLanguage('en');
    await expect(i18nMod.changeLanguage('en<img>')).resolves.toBe('en');
    await i18nMod.changeLanguage('<script>alert(1)</script>');
    expect(i18nMod.i18n.language).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('setting the language on the session store does the full switch', async () => {
    const { i18nMod, session } = loadPage();
    session.sessionStore.getState().setLanguage('en');
    await Promise.resolve();
    expect(i18nMod.i18n.language).toBe('en');
    expect(html.getAttribute('dir')).toBe('ltr');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('addTranslations registers a namespace in both languages', async () => {
    const { i18nMod } = loadPage();
    i18nMod.addTranslations('property', { ar: { title: 'عقارات' }, en: { title: 'Properties' } });
    expect(i18nMod.i18n.t('property:title')).toBe('عقارات');
    await i18nMod.changeLanguage('en');
    expect(i18nMod.i18n.t('property:title')).toBe('Properties');
  });
});

describe('common texts', () => {
  const flatKeys = (obj: Record<string, unknown>, prefix = ''): string[] =>
    Object.entries(obj).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null
        ? flatKeys(v as Record<string, unknown>, `${prefix}${k}.`)
        : [`${prefix}${k}`],
    );
  const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

  it('every English text has an Arabic counterpart', () => {
    const { commonEn } = require('./common-en');
    const { commonAr } = require('./common-ar');
    const ar = new Set(flatKeys(commonAr).map(withoutPlural));
    for (const key of flatKeys(commonEn).map(withoutPlural)) expect(ar).toContain(key);
  });
});
