import { looksLikeSvg, sanitizeSvg, SvgRejectedError } from './svg-sanitize.js';

const wrap = (inner: string, attrs = '') =>
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"${attrs}>${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps the drawing: shapes, gradients referenced inside the file, text', () => {
    const out = sanitizeSvg(
      wrap(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
          '<rect x="1" y="1" width="8" height="8" fill="url(#g)" style="stroke:#000;stroke-width:1"/><text x="1" y="9">سوق &amp; Souq</text>',
      ),
    );
    expect(out).toContain('<linearGradient id="g">');
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain('style="stroke:#000;stroke-width:1"');
    expect(out).toContain('سوق &amp; Souq');
    expect(out.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('drops scripts, event handlers, foreign content, styles and links to anything outside the file', () => {
    const out = sanitizeSvg(
      wrap(
        '<script>alert(1)</script><script xlink:href="https://evil.example/x.js"/>' +
          '<rect width="5" height="5" onclick="alert(2)" onmouseover="alert(3)"/>' +
          '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"/></div></foreignObject>' +
          '<style>@import url(https://evil.example/a.css);</style>' +
          '<a xlink:href="javascript:alert(4)"><circle r="2"/></a>' +
          '<image href="https://evil.example/track.png" width="1" height="1"/>' +
          '<use xlink:href="https://evil.example/sprite.svg#x"/><use href="#local"/>' +
          '<rect width="1" height="1" fill="url(https://evil.example/f)" style="fill:url(http://evil.example/p);behavior:url(x.htc)"/>' +
          '<set attributeName="href" to="javascript:alert(5)"/><animate attributeName="onload" to="alert(6)"/>',
        ' onload="alert(0)"',
      ),
    );
    expect(out).not.toMatch(
      /script|alert|on[a-z]+=|evil|foreignObject|iframe|<style|<a[ >]|<image|<set|<animate|javascript/i,
    );
    expect(out).toContain('<use href="#local">');
    expect(out).toContain('<rect width="5" height="5">');
  });

  it('refuses a DOCTYPE, which could declare entities', () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg">&b;</svg>';
    expect(() => sanitizeSvg(bomb)).toThrow(SvgRejectedError);
  });

  it('refuses what is not a well-formed SVG document', () => {
    expect(() => sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')).toThrow(SvgRejectedError);
    expect(() => sanitizeSvg('<html><body>hi</body></html>')).toThrow(SvgRejectedError);
    expect(() => sanitizeSvg('<svg><rect/></svg>')).toThrow(SvgRejectedError); // no SVG namespace
    expect(() => sanitizeSvg('just text')).toThrow(SvgRejectedError);
  });

  it('escapes what it writes back, so text cannot become markup', () => {
    const out = sanitizeSvg(wrap('<title><![CDATA[</title><script>alert(1)</script>]]></title>'));
    expect(out).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
  });
});

describe('looksLikeSvg', () => {
  it('recognises SVG documents with or without a declaration, comment or BOM', () => {
    expect(looksLikeSvg('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe(true);
    expect(looksLikeSvg('\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<svg>')).toBe(true);
    expect(looksLikeSvg('<html><svg></svg></html>')).toBe(false);
    expect(looksLikeSvg('GIF89a<svg>')).toBe(false);
  });
});
