import { applyPageHead, escapeHtml } from './head-tags.js';

describe('writing the head into the template', () => {
  it('sets the language and direction on <html>, keeping its other attributes', () => {
    const page = applyPageHead(
      '<!doctype html><html class="x" dir="rtl" lang=ar><head><title>Souq</title></head></html>',
      { lang: 'en', head: null, noindex: false },
    );
    expect(page).toBe('<!doctype html><html class="x" lang="en" dir="ltr"><head><title>Souq</title></head></html>');
  });

  it('keeps the doctype first in a template without a head element', () => {
    const page = applyPageHead('<!doctype html><p>x</p>', { lang: 'ar', head: null, noindex: true });
    expect(page).toBe('<!doctype html><meta name="robots" content="noindex"><p>x</p>');
  });

  it('escapes every character that could end a value or start markup', () => {
    expect(escapeHtml(`<a href='x' title="y">&amp;</a>`)).toBe(
      '&lt;a href=&#39;x&#39; title=&quot;y&quot;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});
