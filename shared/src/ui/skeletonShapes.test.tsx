import { PageSkeleton } from './PageSkeleton';
import { skeletonHtml, type PageSkeletonKind } from './skeletonShapes';
import { renderIn } from './test-render';

// The site server sends skeletonHtml in the page before any script runs, and the app then draws PageSkeleton in its
// place: if the two differ, the visitor sees the page change (or jump) as the app starts.
describe('the skeleton the site server sends', () => {
  it.each([
    ['home', 'ar', 'يرجى الانتظار، جارٍ جلب بياناتك...'],
    ['list', 'en', 'Please wait, we are fetching your data...'],
    ['detail', 'ar', 'يرجى الانتظار، جارٍ جلب بياناتك...'],
    ['page', 'en', 'Please wait, we are fetching your data...'],
  ] as const)('is the markup the app draws for a %s page (%s)', async (kind: PageSkeletonKind, lang, loading) => {
    const { container } = await renderIn(lang, <PageSkeleton kind={kind} />);
    const drawn = container.querySelector(`[data-skeleton="${kind}"]`);
    expect(drawn?.outerHTML).toBe(skeletonHtml(kind, loading));
  });

  it('keeps text that looks like markup as text', () => {
    expect(skeletonHtml('page', '<b>&</b>')).toContain('>&lt;b&gt;&amp;&lt;/b&gt;</p>');
  });
});
