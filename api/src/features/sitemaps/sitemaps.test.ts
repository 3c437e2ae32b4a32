import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seed } from '../../seed/seed.js';
import { get } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The sitemaps of a seeded site, checked as a crawler would take them: valid sitemaps.org XML (xmllint against the
// schema in test-schema/), every active listing listed in both languages, and missing files answered 404.

const SCHEMA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-schema', 'all.xsd');
let t: TestApp;
let dir: string;

// A hang detector, not a timing assertion: the whole seed (thousands of listings and their photos) on a machine
// other test files share.
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.db, { tenantSlug: t.tenant.slug });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemaps-'));
}, 300_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** xmllint's verdict on a document (its own message when it fails); with a schema, validated against it. */
function xmllint(xml: string, schema?: string): string {
  const file = path.join(dir, 'doc.xml');
  fs.writeFileSync(file, xml);
  try {
    return (
      execFileSync('xmllint', ['--noout', '--nonet', ...(schema ? ['--schema', schema] : []), file], {
        encoding: 'utf8',
        stdio: 'pipe',
      }) || 'ok'
    );
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT')
      throw new Error('xmllint is missing: apt-get install libxml2-utils');
    return String((err as { stderr?: string }).stderr ?? err);
  }
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

const site = () => t.config.PUBLIC_SITE_URL;

describe('the schema check', () => {
  it('refuses a sitemap the schema does not allow (so a pass below means something)', () => {
    const bare =
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>yesterday</lastmod></url></urlset>';
    expect(xmllint(bare, SCHEMA)).toMatch(/fails to validate/);
  });
});

describe('the sitemap index', () => {
  it('is well-formed XML naming one file per kind, each on the site', async () => {
    const res = await get(t, '/api/sitemaps/index.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(xmllint(res.body)).toBe('ok');
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(res.body)).toEqual([
      `${site()}/sitemap-properties-1.xml`,
      `${site()}/sitemap-autos-1.xml`,
      `${site()}/sitemap-pages-1.xml`,
    ]);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
  });
});

describe('a sitemap file', () => {
  it.each([
    ['properties', 'properties', '/property/property-detail/'],
    ['autos', 'autos', '/auto/auto-detail/'],
  ] as const)(
    'of %s validates against the sitemaps.org schema and lists every active seeded listing in Arabic and English',
    async (kind, table, prefix) => {
      const active = await t.db
        .selectFrom(table)
        .select('id')
        .where('tenant_id', '=', t.tenant.id)
        .where('status', '=', 'active')
        .execute();
      const closed = await t.db
        .selectFrom(table)
        .select('id')
        .where('tenant_id', '=', t.tenant.id)
        .where('status', '!=', 'active')
        .execute();
      expect(active.length).toBeGreaterThan(0);
      const res = await get(t, `/api/sitemaps/${kind}-1.xml`);
      expect(res.statusCode).toBe(200);
      expect(xmllint(res.body, SCHEMA)).toBe('ok');
      const listed = locs(res.body);
      const expected = active.flatMap(({ id }) => [`${site()}${prefix}${id}`, `${site()}${prefix}${id}?lang=en`]);
      expect(listed.sort()).toEqual(expected.sort());
      for (const { id } of closed) expect(listed).not.toContain(`${site()}${prefix}${id}`);
      const first = active[0]!.id;
      expect(res.body).toContain(
        `<xhtml:link rel="alternate" hreflang="en" href="${site()}${prefix}${first}?lang=en"/>`,
      );
      expect(res.body).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${site()}${prefix}${first}"/>`,
      );
    },
  );

  it('of pages lists the home page, the searches and the published static pages', async () => {
    const res = await get(t, '/api/sitemaps/pages-1.xml');
    expect(res.statusCode).toBe(200);
    expect(xmllint(res.body, SCHEMA)).toBe('ok');
    expect(locs(res.body)).toEqual(
      expect.arrayContaining([
        `${site()}/`,
        `${site()}/property`,
        `${site()}/auto`,
        `${site()}/about`,
        `${site()}/about?lang=en`,
        `${site()}/cms/privacy-policy`,
      ]),
    );
  });

  it('drops a listing once it is no longer active', async () => {
    const row = await t.db
      .selectFrom('autos')
      .select('id')
      .where('tenant_id', '=', t.tenant.id)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('autos').set({ status: 'paused' }).where('id', '=', row.id).execute();
    const res = await get(t, '/api/sitemaps/autos-1.xml');
    expect(locs(res.body)).not.toContain(`${site()}/auto/auto-detail/${row.id}`);
    await t.db.updateTable('autos').set({ status: 'active' }).where('id', '=', row.id).execute();
  });
});

describe('a missing sitemap file', () => {
  it.each([
    'properties-2.xml',
    'pages-2.xml',
    'properties-0.xml',
    'properties--1.xml',
    'properties-abc.xml',
    'properties-99999999999999999999.xml',
    'properties-1e3.xml',
    'agents-1.xml',
    'properties-1.json',
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E-1.xml',
  ])('%s is answered 404, the same for all, reflecting nothing', async (file) => {
    const res = await get(t, `/api/sitemaps/${file}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Sitemap not found.' });
  });
});
