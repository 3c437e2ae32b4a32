import { firstScreenHtml, withFirstScreen } from './first-screen.js';

describe('the first screen the site server writes into the page', () => {
  it('shows the skeleton of the page the address opens', () => {
    expect(firstScreenHtml('/', 'ar')).toContain('data-skeleton="home"');
    expect(firstScreenHtml('/property', 'ar')).toContain('data-skeleton="list"');
    expect(firstScreenHtml('/auto/auto-detail/1037', 'ar')).toContain('data-skeleton="detail"');
    expect(firstScreenHtml('/property/property-detail/447/', 'en')).toContain('data-skeleton="detail"');
    expect(firstScreenHtml('/contact-us', 'en')).toContain('data-skeleton="page"');
  });

  it("speaks the page's language", () => {
    expect(firstScreenHtml('/property', 'ar')).toContain('>سوق</a>');
    expect(firstScreenHtml('/property', 'ar')).toContain('يرجى الانتظار، جارٍ جلب بياناتك...');
    expect(firstScreenHtml('/property', 'en')).toContain('>Souq</a>');
    expect(firstScreenHtml('/property', 'en')).toContain('Please wait, we are fetching your data...');
  });

  it("keeps the breadcrumbs' line where the page has breadcrumbs, and only there", () => {
    expect(firstScreenHtml('/property/property-detail/447', 'ar')).toContain('class="souq-breadcrumbs"');
    expect(firstScreenHtml('/', 'ar')).not.toContain('souq-breadcrumbs');
  });

  it('is written for an address with a malformed escape too', () => {
    expect(firstScreenHtml('/cms/help-%E0%A4%A', 'en')).toContain('data-skeleton="page"');
  });

  it("goes into the page's empty root, however the build wrote it, and leaves other pages as they are", () => {
    for (const root of ['<div id="root"></div>', '<div id=root></div>']) {
      const page = withFirstScreen(`<body>${root}<noscript>x</noscript></body>`, '/property', 'en');
      expect(page).toMatch(/^<body><div id="root"><div class="souq-shell">.*<\/div><noscript>x<\/noscript><\/body>$/);
    }
    expect(withFirstScreen('<body><main></main></body>', '/property', 'en')).toBe('<body><main></main></body>');
  });
});
