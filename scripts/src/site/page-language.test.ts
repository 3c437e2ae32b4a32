import { cookieLanguage, headPath, headerLanguage, pageLanguage } from './page-language.js';

const at = (address: string) => new URL(address, 'http://site.local');

describe('the language a page is served in', () => {
  it('takes a supported ?lang= first, and nothing else from the address', () => {
    expect(pageLanguage(at('/?lang=en'), { cookie: 'i18next=ar', 'accept-language': 'ar' })).toEqual({
      lang: 'en',
      source: 'url',
    });
    for (const value of ['fr', 'EN', 'en-US', ' en', '<b>en</b>', '']) {
      expect(pageLanguage(at(`/?lang=${encodeURIComponent(value)}`), { cookie: 'i18next=en' })).toEqual({
        lang: 'en',
        source: 'cookie',
      });
    }
  });

  it('reads the language cookie as the site (or i18next, regionally) writes it, and nothing tampered', () => {
    expect(cookieLanguage('a=1; i18next=en; b=2')).toBe('en');
    expect(cookieLanguage('i18next=en-GB')).toBe('en');
    expect(cookieLanguage('i18next="ar"')).toBe('ar');
    expect(cookieLanguage('i18next=%3Cscript%3E')).toBeNull();
    expect(cookieLanguage('i18next=%E0%A4%A')).toBeNull();
    expect(cookieLanguage('xi18next=en')).toBeNull();
    expect(cookieLanguage(undefined)).toBeNull();
  });

  it('follows Accept-Language by preference, skipping what the site does not speak and q=0', () => {
    expect(headerLanguage('fr-FR, en-US;q=0.8, ar;q=0.9')).toBe('ar');
    expect(headerLanguage('en;q=0, ar-SY;q=0.1')).toBe('ar');
    expect(headerLanguage('de, *;q=0.5')).toBeNull();
    expect(headerLanguage('en<img>, en-US')).toBe('en');
    expect(pageLanguage(at('/'), { 'accept-language': 'de' })).toEqual({ lang: 'ar', source: 'default' });
  });

  it('asks for the head of the address less an unsupported lang, however it is spelled', () => {
    expect(headPath(at('/property?city=1&lang=en'))).toBe('/property?city=1&lang=en');
    expect(headPath(at('/property?lang=fr&city=1'))).toBe('/property?city=1');
    expect(headPath(at('/property?l%61ng=%3Cb%3E&lang=x+y'))).toBe('/property');
    expect(headPath(at('/property?name=%D8%B4%D9%82%D8%A9'))).toBe('/property?name=%D8%B4%D9%82%D8%A9');
    expect(headPath(at('/'))).toBe('/');
  });
});
