// Browser journeys for the property map when its images (tiles) cannot load, as on a Syrian connection that blocks
// the tile host: a server that refuses (403), one that answers a page of HTML instead of a picture, and one that
// never answers. Each time the map still shows the governorates' outlines with their names, the results' clusters and
// the filters, and says in the page's language why it looks plain. The tile host is outside this machine, so the
// browser's requests to it are answered here.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { asVisitor, newVisitor } from './lib/browser.js';
import { snapshot, startSiteAndBrowser } from './lib/journey.js';
import type { Lang } from '../../shared/src/i18n/languages.js';

const started = startSiteAndBrowser();

const TILE_HOST = 'https://tile.openstreetmap.org/**';
const ANSWERS: Record<string, (route: Route) => Promise<void> | void> = {
  refused: (route) => route.fulfill({ status: 403, contentType: 'text/plain', body: 'Forbidden' }),
  html: (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Blocked</body></html>' }),
  // Never answered: the browser would wait minutes for a blocked host.
  silent: () => undefined,
};
const TEXTS = {
  ar: {
    locale: 'ar-SY',
    notice: 'تعذّر تحميل صور الخريطة؛ نعرض حدود المحافظات.',
    governorate: 'ريف دمشق',
    filters: 'المحافظة',
  },
  en: {
    locale: 'en-US',
    notice: "Map images could not load; showing the governorates' outlines.",
    governorate: 'Rif Dimashq',
    filters: 'Governorate',
  },
} as const;

async function openMap(page: Page, lang: Lang) {
  await page.goto(`${started.site.url}/property/map?lang=${lang}`);
  await page.getByTestId('property-map').waitFor();
}

describe('the property map without its images', () => {
  for (const [answer, respond] of Object.entries(ANSWERS))
    for (const lng of ['ar', 'en'] as const)
      test(`tiles ${answer}, in ${lng === 'ar' ? 'Arabic' : 'English'}: outlines, clusters, filters and a notice`, () =>
        asVisitor(newVisitor(started.browser, { locale: TEXTS[lng].locale }), async ({ page }) => {
          await page.route(TILE_HOST, respond);
          await openMap(page, lng);
          const notice = page.getByTestId('map-tiles-failed');
          await notice.waitFor();
          assert.equal((await notice.textContent())?.trim(), TEXTS[lng].notice);
          // The outlines are drawn, named in the page's language.
          const map = page.getByTestId('property-map');
          assert.equal(await map.locator('.souq-map-outlines path').count(), 14);
          assert.ok(await map.locator('.souq-map-outline-name', { hasText: TEXTS[lng].governorate }).isVisible());
          // The results and the filters are still there.
          await map.locator('.pp-map-cluster, .pp-map-marker').first().waitFor();
          assert.ok(await page.getByRole('combobox', { name: TEXTS[lng].filters }).isVisible());
          await snapshot(page, `property-map-tiles-${answer}-${lng}`);
        }));

  test('the notice goes once the images load after all', () =>
    asVisitor(newVisitor(started.browser, { locale: 'en-US' }), async ({ page }) => {
      let allow = false;
      // A 1×1 PNG once the host "comes back".
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      );
      await page.route(TILE_HOST, (route) =>
        allow ? route.fulfill({ status: 200, contentType: 'image/png', body: png }) : ANSWERS.refused!(route),
      );
      await openMap(page, 'en');
      await page.getByTestId('map-tiles-failed').waitFor();
      allow = true;
      // Zooming asks for new images, which now load.
      await page.locator('.leaflet-control-zoom-in').click();
      await page.getByTestId('map-tiles-failed').waitFor({ state: 'detached' });
    }));
});
