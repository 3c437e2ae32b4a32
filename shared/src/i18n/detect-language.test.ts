import { BOOT_DATA_ID } from '../config/boot-data';
import { detectLanguage } from './detect-language';
import { languageFromBrowserTag, sanitizeLanguage } from './languages';
import { clearLanguageState, setBrowserLanguages } from './test-browser';

const sources = (
  stored: unknown,
  cookie: unknown,
  browser: unknown[],
  fixed: { query?: unknown; boot?: unknown } = {},
) => ({
  query: () => fixed.query ?? null,
  boot: () => fixed.boot,
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

describe('detectLanguage order without ?lang= or boot data: stored setting → cookie → browser → Arabic', () => {
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

describe('detectLanguage: the address comes first, the server after the visitor’s own choice', () => {
  it("the address's ?lang= wins over everything else", () => {
    expect(detectLanguage(sources('ar', 'ar', ['ar-SY'], { query: 'en', boot: 'ar' }))).toBe('en');
    expect(detectLanguage(sources('en', 'en', ['en-US'], { query: 'ar', boot: 'en' }))).toBe('ar');
  });

  it("the stored setting wins over the server's guess: Arabic stored, no cookie, an English browser", () => {
    expect(detectLanguage(sources('ar', null, ['en-US'], { boot: 'en' }))).toBe('ar');
    expect(detectLanguage(sources('en', null, ['ar-SY'], { boot: 'ar' }))).toBe('en');
    // The cookie too is the visitor's own choice, before the server's word.
    expect(detectLanguage(sources(null, 'ar', ['en-US'], { boot: 'en' }))).toBe('ar');
  });

  it("the server's guess settles a visitor who chose nothing, before the browser", () => {
    expect(detectLanguage(sources(null, null, ['ar-SY'], { boot: 'en' }))).toBe('en');
    expect(detectLanguage(sources(null, null, ['en-US'], { boot: 'ar' }))).toBe('ar');
    expect(detectLanguage(sources('<script>', 'en<img>', ['ar-SY'], { boot: 'en' }))).toBe('en');
  });

  it.each(['fr', 'EN', 'en-US', ' en', 'en<script>', '', 42, ['en'], { lang: 'en' }])(
    'an address or boot value %p counts as nothing',
    (value) => {
      expect(detectLanguage(sources('en', null, [], { query: value, boot: value }))).toBe('en');
      expect(detectLanguage(sources(null, null, ['ar-SY'], { query: value, boot: value }))).toBe('ar');
    },
  );
});

function setAddress(href: string): void {
  window.history.replaceState(null, '', href);
}

function writeBootData(text: string): void {
  const script = document.createElement('script');
  script.id = BOOT_DATA_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

describe('detectLanguage from the real browser storage', () => {
  beforeEach(() => {
    clearLanguageState();
    setBrowserLanguages([]);
  });

  afterEach(() => {
    setAddress('/');
    document.getElementById(BOOT_DATA_ID)?.remove();
  });

  it('reads ?lang= from the address first', () => {
    localStorage.setItem('i18nextLng', 'ar');
    document.cookie = 'i18next=ar; path=/';
    setBrowserLanguages(['ar-SY']);
    setAddress('/property/property-detail/7?lang=en');
    expect(detectLanguage()).toBe('en');
    setAddress('/property/property-detail/7?sort=newest&lang=ar#photos');
    localStorage.setItem('i18nextLng', 'en');
    expect(detectLanguage()).toBe('ar');
  });

  it('ignores an unsupported or tampered ?lang=', () => {
    localStorage.setItem('i18nextLng', 'en');
    for (const query of ['?lang=fr', '?lang=EN', '?lang=%3Cscript%3E', '?lang=', '?lang=ar%00']) {
      setAddress(`/about${query}`);
      expect(detectLanguage()).toBe('en');
    }
  });

  it("reads the boot data's lang after the stored setting and the cookie, before the browser", () => {
    localStorage.setItem('i18nextLng', 'ar');
    setBrowserLanguages(['en-US']);
    writeBootData('{"config":{},"lang":"en","langSource":"header"}');
    expect(detectLanguage()).toBe('ar');
    localStorage.removeItem('i18nextLng');
    expect(detectLanguage()).toBe('en');
    setBrowserLanguages(['ar-SY']);
    expect(detectLanguage()).toBe('en');
    setAddress('/?lang=ar');
    expect(detectLanguage()).toBe('ar');
  });

  it('a boot data without lang, or with a bad one, leaves the stored setting in charge', () => {
    localStorage.setItem('i18nextLng', 'en');
    writeBootData('{"config":{}}');
    expect(detectLanguage()).toBe('en');
    document.getElementById(BOOT_DATA_ID)?.remove();
    writeBootData('{"lang":"<img src=x>"}');
    expect(detectLanguage()).toBe('en');
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
