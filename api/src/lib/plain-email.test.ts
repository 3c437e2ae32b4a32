import { emailDate, plainEmailHtml } from './plain-email.js';

describe('plain emails', () => {
  it("writes a date in the reader's language, with the site's digits, on Damascus' day", () => {
    expect(emailDate(new Date('2026-11-29T10:00:00Z'), 'ar')).toBe('29 تشرين الثاني 2026');
    expect(emailDate(new Date('2026-11-29T10:00:00Z'), 'en')).toBe('29 November 2026');
    // 22:30 UTC is already the next day in Damascus (UTC+3).
    expect(emailDate(new Date('2026-11-29T22:30:00Z'), 'en')).toBe('30 November 2026');
  });

  it('gives the HTML part the text escaped, line by line, in the reader’s direction', () => {
    expect(plainEmailHtml('مرحبًا <Rana>،\nإعلانك & صوره', 'ar')).toBe(
      '<div dir="rtl" lang="ar">مرحبًا &#60;Rana&#62;،<br>إعلانك &#38; صوره</div>',
    );
    expect(plainEmailHtml('Hello "Omar"', 'en')).toBe('<div dir="ltr" lang="en">Hello &#34;Omar&#34;</div>');
  });
});
