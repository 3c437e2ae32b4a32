/**
 * `pnpm size`: builds the site for production and prints the first-load JavaScript (gzip) of
 * / and each kind's list page as a visitor's browser really loads it, and of the account area's pages as the demo Agent
 * loads them, split into the shell's own code, the shared singletons and the remotes (`--files` lists every file). `--antd` measures both ways of sharing antd (one whole-library
 * singleton vs. each app bundling the components it uses).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedApi } from './lib/api.js';
import { buildApps } from './lib/build.js';
import { gzipSize, launchChromium, publishLocalRemotes, serveSite } from './lib/local-site.js';
import { APPS, REMOTES, ROOT, appOfRemote } from './lib/paths.js';
import { DEMO_AGENT } from './lib/demo-accounts.js';
import { KIND_MODULES, listPath } from '../../shared/src/listing-kinds/registry.js';

/** The home page and each kind's list. */
const ROUTES = ['/', ...KIND_MODULES.map(({ name }) => listPath(name))];
// Logged-in pages, measured as the seeded demo Agent (who may see every one of them).
const MEMBER_ROUTES = [
  '/my-account',
  '/change-password',
  '/my-listing',
  '/saved-listing',
  '/my-listing/addProperty',
  '/my-listing/add',
  '/listing-statistics',
];
const BUDGET_TOTAL_KB = 250;
const BUDGET_REMOTE_KB = 60;

type Part = 'shell' | 'shared' | string;
interface RouteSize {
  route: string;
  parts: Record<Part, number>;
  total: number;
}

/** Every file a Module Federation manifest lists under `shared` (the singleton libraries' chunks). */
function sharedFiles(manifestFile: string): Set<string> {
  const files = new Set<string>();
  if (!fs.existsSync(manifestFile)) return files;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    shared?: Array<{ assets?: { js?: { sync?: string[]; async?: string[] } } }>;
  };
  for (const entry of manifest.shared ?? []) {
    for (const f of [...(entry.assets?.js?.sync ?? []), ...(entry.assets?.js?.async ?? [])])
      files.add(path.posix.basename(f));
  }
  return files;
}

async function measure(label: string): Promise<RouteSize[]> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-size-'));
  const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-size-db-'));
  const api = await startEmbeddedApi(dbDir);
  const shared = sharedFiles(path.join(ROOT, 'shell', 'dist', 'mf-manifest.json'));
  publishLocalRemotes(work, 'pnpm size');
  for (const remote of REMOTES) {
    for (const f of sharedFiles(path.join(ROOT, appOfRemote(remote), 'dist', 'mf-manifest.json'))) shared.add(f);
  }
  // The real API on seeded data: pages load what they load for a visitor (an API error would pull in
  // the toast code, which a visitor on a healthy site never downloads).
  const site = await serveSite({ shellDir: path.join(ROOT, 'shell', 'dist'), cdnDir: work, apiUrl: api.url });
  const base = site.base;
  const browser = await launchChromium();
  const results: RouteSize[] = [];
  const login = await fetch(`${api.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_AGENT),
  });
  const session = ((await login.json()) as { data: { token: string; user: unknown } }).data;
  // The edit forms, on the Agent's newest listing of each kind (a property with its pin, when the seed has one).
  const editRoutes: string[] = [];
  for (const [url, route] of [
    ['/api/property/my-properties', '/my-listing/updateProperty/'],
    ['/api/auto/my-autos', '/my-listing/update/'],
  ] as const) {
    const answer = await fetch(`${api.url}${url}?per_page=1`, {
      headers: { authorization: `Bearer ${session.token}`, accept: 'application/json' },
    });
    const body = (await answer.json().catch(() => null)) as { data?: { items?: { id: number }[] } } | null;
    const id = body?.data?.items?.[0]?.id;
    if (id !== undefined) editRoutes.push(`${route}${id}`);
  }
  const memberRoutes = [...MEMBER_ROUTES, ...editRoutes];
  try {
    for (const route of [...ROUTES, ...memberRoutes]) {
      const context = await browser.newContext();
      if (memberRoutes.includes(route)) {
        // The session as the sign-in modal leaves it in storage.
        await context.addInitScript(({ token, user }) => {
          localStorage.setItem('accessToken', token);
          localStorage.setItem('userData', JSON.stringify(user));
        }, session);
      }
      const page = await context.newPage();
      const scripts = new Map<string, Promise<Buffer>>();
      page.on('response', (res) => {
        if (res.request().resourceType() !== 'script' || !res.ok()) return;
        // A body asked for as the page closes is not there any more; it is then not counted, and not an error.
        const body = res.body();
        body.catch(() => undefined);
        scripts.set(res.url(), body);
      });
      await page.goto(base + route, { waitUntil: 'networkidle' });
      const parts: Record<Part, number> = {};
      let total = 0;
      for (const [url, body] of scripts) {
        const bytes = await body.catch(() => null);
        if (!bytes) {
          console.warn(`${route}: the body of ${url} could not be read; not counted`);
          continue;
        }
        const gz = gzipSize(bytes);
        const { pathname } = new URL(url);
        const remote = /^\/remotes\/([a-z]+)\//.exec(pathname)?.[1];
        const part = shared.has(path.posix.basename(pathname)) ? 'shared' : remote ? `remote:${remote}` : 'shell';
        parts[part] = (parts[part] ?? 0) + gz;
        if (process.argv.includes('--files'))
          console.log(`${route}\t${part}\t${(gz / 1024).toFixed(1)} KB\t${pathname}`);
        total += gz;
      }
      results.push({ route, parts, total });
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
    api.stop();
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(dbDir, { recursive: true, force: true });
  }
  print(label, results);
  return results;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function print(label: string, results: RouteSize[]): void {
  console.log(`\nFirst-load JavaScript, gzip — ${label}\n`);
  console.log('| route | shell | shared singletons | remotes loaded | total | budget |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) {
    const remotes = Object.entries(r.parts)
      .filter(([k]) => k.startsWith('remote:'))
      .map(([k, v]) => `${k.slice(7)} ${kb(v)}${v > BUDGET_REMOTE_KB * 1024 ? ' ⚠' : ''}`)
      .join(', ');
    const ok = r.total <= BUDGET_TOTAL_KB * 1024 ? `≤ ${BUDGET_TOTAL_KB} KB ✓` : `over ${BUDGET_TOTAL_KB} KB ✗`;
    console.log(
      `| ${r.route} | ${kb(r.parts.shell ?? 0)} | ${kb(r.parts.shared ?? 0)} | ${remotes || '—'} | ${kb(r.total)} | ${ok} |`,
    );
  }
}

async function main(): Promise<void> {
  const variants = process.argv.includes('--antd') ? ['none', 'singleton'] : [process.env.SOUQ_ANTD_SHARE ?? ''];
  for (const variant of variants) {
    // --no-build measures the builds already in dist/ (after a plain `pnpm build`).
    if (!process.argv.includes('--no-build')) await buildApps(APPS, variant ? { SOUQ_ANTD_SHARE: variant } : {});
    await measure(variant ? `antd shared: ${variant}` : 'production build');
  }
  if (variants.length > 1) await buildApps(APPS); // leave the default build in dist/
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
