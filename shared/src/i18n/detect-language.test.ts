import { detectLanguage } from './detect-language';
import { languageFromBrowserTag, sanitizeLanguage } from './languages';
import { clearLanguageState, setBrowserLanguages } from './test-browser';

const sources = (stored: unknown, cookie: unknown, browser: unknown[]) => ({
  stored: () => stored,
  cookie: () => cookie,
  browser: () => browser,
});

describe('sanitizeLanguage', () => {
  it.each(['ar', 'en'])('accepts the exact code %s', (code) => {
    expect(sanitizeLanguage(code)).toBe(code);
  });

  it.each([
    '<script>alert(1)</script>',
    'en<img>',
    'en<img src=x onerror=alert(1)>',
    ' en',
    'EN',
    'en-US',
    'fr',
    '',
    null,
    undefined,
    42,
    ['en'],
    { code: 'en' },
  ])('drops %p', (value) => {
    expect(sanitizeLanguage(value)).toBeNull();
  });
});

describe('languageFromBrowserTag', () => {
  it('maps well-formed regional tags to their language', () => {
    expect(languageFromBrowserTag('ar-SY')).toBe('ar');
    expect(languageFromBrowserTag('en-US')).toBe('en');
    expect(languageFromBrowserTag('EN-gb')).toBe('en');
  });

  it('ignores malformed tags and unsupported languages', () => {
    expect(languageFromBrowserTag('en<img>')).toBeNull();
    expect(languageFromBrowserTag('en-US<script>')).toBeNull();
    expect(languageFromBrowserTag('de-DE')).toBeNull();
  });
});

describe('detectLanguage order: stored setting → cookie → browser → Arabic', () => {
  it('prefers the stored setting', () => {
    expect(detectLanguage(sources('en', 'ar', ['ar-SY']))).toBe('en');
  });

  it('uses the cookie when nothing usable is stored', () => {
    expect(detectLanguage(sources(null, 'en', ['ar-SY']))).toBe('en');
  });

  it('uses the first supported browser language next', () => {
    expect(detectLanguage(sources(null, null, ['de-DE', 'en-GB', 'ar']))).toBe('en');
  });

  it('falls back to Arabic', () => {
    expect(detectLanguage(sources(null, null, []))).toBe('ar');
    expect(detectLanguage(sources(null, null, ['fr-FR']))).toBe('ar');
  });

  it('reads a stored regional value as its language', () => {
    expect(detectLanguage(sources('ar-SY', 'en', ['en-US']))).toBe('ar');
    expect(detectLanguage(sources('en-US', 'ar', ['ar-SY']))).toBe('en');
    expect(detectLanguage(sources('en-GB', null, []))).toBe('en');
    expect(detectLanguage(sources(null, 'ar-SY', ['en-US']))).toBe('ar');
    expect(detectLanguage(sources(null, 'en-GB', ['ar-SY']))).toBe('en');
  });

  it('still skips script-like and unsupported regional values', () => {
    expect(detectLanguage(sources('en-US<script>', 'ar-SY"><img src=x>', ['en-US']))).toBe('en');
    expect(detectLanguage(sources('de-DE', 'fr-FR', ['ar']))).toBe('ar');
  });

  it('skips a tampered stored value and a tampered cookie', () => {
    expect(detectLanguage(sources('<script>alert(1)</script>', 'en', []))).toBe('en');
    expect(detectLanguage(sources('en<img>', 'en<img>', ['ar-SY']))).toBe('ar');
    expect(detectLanguage(sources('<script>alert(1)</script>', '<script>', []))).toBe('ar');
  });
});

describe('detectLanguage from the real browser storage', () => {
  beforeEach(() => {
    clearLanguageState();
    setBrowserLanguages([]);
  });

  it('reads localStorage i18nextLng first', () => {
    localStorage.setItem('i18nextLng', 'en');
    document.cookie = 'i18next=ar; path=/';
    expect(detectLanguage()).toBe('en');
  });

  it('reads the i18next cookie next', () => {
    document.cookie = 'i18next=en; path=/';
    setBrowserLanguages(['ar-SY']);
    expect(detectLanguage()).toBe('en');
  });

  it('reads navigator.languages last', () => {
    setBrowserLanguages(['en-US']);
    expect(detectLanguage()).toBe('en');
  });

  it('a stored ar-SY means Arabic even on an English browser', () => {
    localStorage.setItem('i18nextLng', 'ar-SY');
    setBrowserLanguages(['en-US']);
    expect(detectLanguage()).toBe('ar');
  });

  it('an en-GB cookie means English on an Arabic browser', () => {
    document.cookie = 'i18next=en-GB; path=/';
    setBrowserLanguages(['ar-SY']);
    expect(detectLanguage()).toBe('en');
  });

  it('a tampered stored value with no other hint gives Arabic', () => {
    localStorage.setItem('i18nextLng', '<script>alert(1)</script>');
    expect(detectLanguage()).toBe('ar');
  });
});
