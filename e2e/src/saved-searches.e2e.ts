// Browser journey for saved searches with email alerts, against the real site: a member filters the property
// list, saves the search with instant alerts, an agent then lists a matching property, one pass of the alert job
// runs, and the alert lands in the member's mailbox (the dev outbox); the search is on the member's saved
// searches page and in their recent searches. Then, in Arabic, the saved searches page changes and deletes a
// search through the real API, and an agent reads a listing's statistics after it has been viewed.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { startSiteAndBrowser } from './lib/journey.js';
import { type Session, signedInPage as signedIn } from './lib/session.js';
import type { RunningSite } from './lib/site.js';
import type { Lang } from '../../shared/src/i18n/languages.js';

let site: RunningSite;
let browser: Browser;

startSiteAndBrowser((started) => {
  ({ site, browser } = started);
});

const MEMBER = { email: 'individual@souq.localhost', password: 'Individual@2026' };
const AGENT = { email: 'agent@souq.localhost', password: 'Agent@2026' };

async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${site.url}/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      Accept: 'application/json',
      'Accept-Language': 'en',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as { success: boolean; message: string; data: T };
  assert.ok(response.ok, `${path} answered ${response.status}: ${body.message}`);
  return body.data;
}

const logIn = (who: { email: string; password: string }) => api<Session>('/login', { body: who });

interface Place {
  id: number;
  name_en: string;
}

/** Damascus, with a city and a neighbourhood in it, as the listing form would offer them. */
async function damascus(): Promise<{ governorate: Place; city: Place; neighborhood: Place }> {
  const governorates = await api<Place[]>('/property/goveronates');
  const governorate = governorates.find((g) => g.name_en === 'Damascus') ?? governorates[0]!;
  const city = (await api<Place[]>(`/property/cities?governorate_id=${governorate.id}`))[0]!;
  const neighborhood = (await api<Place[]>(`/property/neighborhoods?city_id=${city.id}`))[0]!;
  return { governorate, city, neighborhood };
}

interface Mail {
  id: number;
  subject: string;
  text: string;
}

/** The member's mail that mentions `needle`, once it is there (the job runs in the API's process). */
async function mailMentioning(email: string, needle: string): Promise<Mail> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mails = await api<Mail[]>(`/dev/outbox?email=${encodeURIComponent(email)}`);
    const found = mails.find((mail) => mail.text.includes(needle) || mail.subject.includes(needle));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email} mentions ${needle}`);
}

const signedInPage = (session: Session, lang: Lang = 'en') => signedIn(browser, site.url, session, lang);

interface SavedSearch {
  id: number;
  name: string;
  query: string;
  alert: string;
}

describe('saved searches and alerts', () => {
  test('a member saves a filtered search with instant alerts and is emailed a new matching listing', async () => {
    const member = await logIn(MEMBER);
    const place = await damascus();
    const page = await signedInPage(member);
    try {
      // Filter the list the way a visitor does.
      await page.goto(`${site.url}/property`);
      await page.getByRole('heading', { name: 'Property search' }).waitFor();
      const governorate = page.getByRole('combobox', { name: 'Governorate' });
      await page.waitForFunction(
        () => (document.querySelector('select[name="governorate"]') as HTMLSelectElement | null)?.options.length! > 1,
      );
      await governorate.selectOption(String(place.governorate.id));
      await page.waitForURL((url) => url.searchParams.get('governorate') === String(place.governorate.id));
      await page.getByRole('radio', { name: 'For sale' }).click();
      await page.waitForURL((url) => url.searchParams.get('listing_type') === 'sale');
      await page.getByRole('combobox', { name: 'Property type' }).selectOption('villa');
      await page.waitForURL((url) => url.searchParams.get('property_type') === 'villa');

      // Save it: the suggested name comes from the filters; alerts instantly.
      await page.getByRole('button', { name: 'Save search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      const name = dialog.getByRole('textbox', { name: 'Name' });
      await page.waitForFunction(() =>
        (document.querySelector('dialog input:not([type])') as HTMLInputElement | null)?.value.includes('Villa'),
      );
      assert.match(await name.inputValue(), new RegExp(`Villa · For sale · ${place.governorate.name_en}`));
      const stamp = Date.now();
      const searchName = `Villas for sale ${stamp}`;
      await name.fill(searchName);
      await dialog.getByRole('radio', { name: 'Instantly' }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('link', { name: 'Saved', exact: true }).waitFor();

      // The API kept it in the list endpoint's names.
      const saved = (
        await api<{ items: { name: string; query: string; alert: string }[] }>('/saved-searches', {
          token: member.token,
        })
      ).items;
      const mine = saved.find((s) => s.name === searchName);
      assert.ok(mine, 'the search is saved');
      assert.equal(mine.alert, 'instant');
      const query = new URLSearchParams(mine.query);
      assert.equal(query.get('governorate_id'), String(place.governorate.id));
      assert.equal(query.get('listing_type'), 'sale');
      assert.equal(query.get('property_type'), 'villa');

      // The demo agent lists a matching villa afterwards.
      const agent = await logIn(AGENT);
      const title = `Jasmine villa ${stamp}`;
      const titleAr = `فيلا الياسمين ${stamp}`;
      await api('/add-property', {
        token: agent.token,
        body: {
          name: title,
          name_ar: titleAr,
          description: 'A garden and a fountain.',
          description_ar: 'حديقة ونافورة.',
          governorate_id: place.governorate.id,
          city_id: place.city.id,
          neighborhood_id: place.neighborhood.id,
          property_type: 'villa',
          listing_type: 'sale',
          bedrooms: 5,
          bathrooms: 3,
          size_sqm: 420,
          furnished: 'furnished',
          floor_level: 0,
          amenities: ['parking'],
          price_usd: 600_000,
        },
      });

      // One pass of the alert job; the member is emailed about the villa (in their language), naming the search.
      await api('/dev/run-search-alerts', { body: {} });
      const mail = await mailMentioning(MEMBER.email, searchName);
      assert.ok(mail.text.includes(title) || mail.text.includes(titleAr), `the mail names the new villa: ${mail.text}`);

      // The saved searches page shows it with its alert setting and a link back to the list.
      await page.goto(`${site.url}/my-account/saved-searches`);
      const item = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: searchName }) });
      await item.waitFor();
      assert.equal(await item.getByRole('radio', { name: 'Instantly' }).isChecked(), true);
      const summary = await item.locator('.saved-search__summary').textContent();
      assert.match(summary ?? '', new RegExp(`Villa · For sale · ${place.governorate.name_en}`));
      await item.getByRole('link', { name: `Open the search ${searchName}` }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/property' && url.searchParams.get('governorate_id') === String(place.governorate.id),
      );
      // The list page reads the saved names: the filters are back.
      await page.getByRole('heading', { name: 'Property search' }).waitFor();
      await page.waitForFunction(
        () => (document.querySelector('select[name="governorate"]') as HTMLSelectElement | null)?.value !== '',
      );
      assert.equal(await page.getByRole('combobox', { name: 'Property type' }).inputValue(), 'villa');
      await page.getByRole('link', { name: 'Saved', exact: true }).waitFor();

      // The search was also recorded in the member's recent searches (kept in the account, so on every device).
      await page.getByRole('button', { name: 'Recent searches' }).click();
      await page
        .getByRole('region', { name: 'Your recent searches' })
        .getByRole('link', { name: new RegExp(`Villa · For sale · ${place.governorate.name_en}`) })
        .first()
        .waitFor();
    } finally {
      await page.context().close();
    }
  });

  test("in Arabic, the saved searches page changes a search's alerts and deletes it after confirming", async () => {
    const member = await logIn(MEMBER);
    const place = await damascus();
    const name = `شقق للإيجار ${Date.now()}`;
    const saved = await api<SavedSearch>('/save-search', {
      token: member.token,
      body: {
        name,
        kind: 'property',
        query: `governorate_id=${place.governorate.id}&listing_type=rent&property_type=apartment`,
        alert: 'off',
      },
    });
    const page = await signedInPage(member, 'ar');
    try {
      await page.goto(`${site.url}/my-account/saved-searches`);
      const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
      await item.waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
      const governorateAr = (await api<{ id: number; name_ar: string }[]>('/property/goveronates')).find(
        (g) => g.id === place.governorate.id,
      )!.name_ar;
      assert.equal(
        (await item.locator('.saved-search__summary').textContent())?.trim(),
        `شقة · للإيجار · ${governorateAr}`,
      );

      await item.getByRole('radio', { name: 'يومياً' }).check();
      await page.waitForFunction(
        async ({ id, token }) => {
          const res = await fetch('/api/saved-searches', { headers: { Authorization: `Bearer ${token}` } });
          const items = ((await res.json()) as { data: { items: { id: number; alert: string }[] } }).data.items;
          return items.find((s) => s.id === id)?.alert === 'daily';
        },
        { id: saved.id, token: member.token },
      );

      await item.getByRole('button', { name: `حذف ${name}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('هل أنت متأكد من أنك تريد حذف', { exact: false }).waitFor();
      assert.match((await dialog.textContent()) ?? '', new RegExp(name));
      await dialog.getByRole('button', { name: 'حذف' }).click();
      await item.waitFor({ state: 'detached' });
      const left = (await api<{ items: SavedSearch[] }>('/saved-searches', { token: member.token })).items;
      assert.equal(
        left.some((s) => s.id === saved.id),
        false,
        'the search is deleted',
      );
    } finally {
      await page.context().close();
    }
  });

  test("an agent reads a listing's views of the last 30 days", async () => {
    const agent = await logIn(AGENT);
    const listing = (
      await api<{ items: { kind: string; id: number; title: string }[] }>('/listing-statistics/listings', {
        token: agent.token,
      })
    ).items.find((l) => l.kind === 'property');
    assert.ok(listing, 'the demo agent has a property listing');
    const before = await api<{ totals: { views: number } }>(`/listing-statistics?kind=property&id=${listing.id}`, {
      token: agent.token,
    });
    // Three guests, each on their own phone (one guest reloading the page is one view that day).
    for (const phone of ['Pixel 7', 'Galaxy A14', 'iPhone 12']) {
      const visit: Response = await fetch(`${site.url}/api/property/property-detail/${listing.id}`, {
        headers: { 'User-Agent': `Mozilla/5.0 (${phone})` },
      });
      assert.equal(visit.status, 200);
    }
    const page = await signedInPage(agent);
    try {
      await page.goto(`${site.url}/listing-statistics?kind=property&id=${listing.id}`);
      await page.getByRole('heading', { level: 3, name: listing.title }).waitFor();
      const totals = page.getByRole('region', { name: 'Totals for the last 30 days' });
      const views = Number(((await totals.locator('.stats-total dd').first().textContent()) ?? '').replace(/,/g, ''));
      assert.equal(views, before.totals.views + 3);
      const chart = page.getByRole('img', { name: /^Views per day, last 30 days:/ });
      await chart.waitFor();
      assert.ok((await chart.locator('.stats-chart__bar').count()) >= 1, 'today has a bar');
      const rows = page.getByRole('table', { name: 'Statistics by day, last 30 days' }).getByRole('row');
      assert.equal(await rows.count(), 31);
    } finally {
      await page.context().close();
    }
  });
});
